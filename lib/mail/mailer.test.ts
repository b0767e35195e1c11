import { mkdtemp, readdir, readFile } from "node:fs/promises";
import { createServer, type Socket } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { env } from "@/lib/config/env";
import { mailbox } from "@/test/smtp";
import { resetMailer, sendMail, smtpTransportUrl, type Mail, type OutboxAttachment } from "./mailer";

const pdf = new TextEncoder().encode("%PDF-1.7 a receipt");
const mail = (extra: Partial<Mail> = {}): Mail => ({
  to: "donor@example.org",
  subject: "Thank you for your donation",
  text: "Thank you. Your receipt: https://mindfulminds.example/donations",
  html: "<p>Thank you.</p>",
  ...extra,
});

beforeEach(() => {
  mailbox.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("sendMail over SMTP", () => {
  it("bounds every wait on the SMTP server, keeping the URL's own settings and credentials", () => {
    const url = new URL(smtpTransportUrl("smtp://mailer:p%40ss%3Aword@smtp.example.org:587?greetingTimeout=5000"));
    expect(url.username).toBe("mailer");
    expect(url.password).toBe("p%40ss%3Aword");
    expect(Object.fromEntries(url.searchParams)).toEqual({ greetingTimeout: "5000", connectionTimeout: "30000", socketTimeout: "120000" });
  });

  it("gives up on a server that accepts the connection and never answers, for the outbox to retry", async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const config = env();
    const smtpUrl = config.smtpUrl;
    const { port } = silent.address() as { port: number };
    config.smtpUrl = `smtp://127.0.0.1:${port}?ignoreTLS=true&greetingTimeout=300`;
    resetMailer();
    try {
      await expect(sendMail(mail())).rejects.toThrow(/greeting/i);
    } finally {
      config.smtpUrl = smtpUrl;
      resetMailer();
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });

  it("sends the attachments with their names and types", async () => {
    await sendMail(mail({ attachments: [{ filename: "receipt-MMF-000001.pdf", contentType: "application/pdf", content: pdf }] }));
    const received = mailbox.only("donor@example.org");
    expect(received.text).toContain("Thank you.");
    expect(received.attachments).toHaveLength(1);
    expect(received.attachments[0]).toMatchObject({ filename: "receipt-MMF-000001.pdf", contentType: "application/pdf" });
    expect(received.attachments[0]!.content.equals(Buffer.from(pdf))).toBe(true);
  });

  it("sends a mail without attachments as before", async () => {
    await sendMail(mail());
    expect(mailbox.only("donor@example.org").attachments).toEqual([]);
  });
});

describe("sendMail in the embedded mode (no SMTP_URL)", () => {
  let outbox: string;
  let restore: () => void;

  beforeEach(async () => {
    const config = env();
    const saved = { smtpUrl: config.smtpUrl, dataDir: config.dataDir };
    config.smtpUrl = undefined;
    config.dataDir = await mkdtemp(path.join(os.tmpdir(), "mmf-mailer-"));
    outbox = path.join(config.dataDir, "outbox");
    resetMailer();
    restore = () => {
      Object.assign(config, saved);
      resetMailer();
    };
  });

  afterEach(() => restore());

  it("writes each attachment as a file beside the message's JSON, which lists it by path and never holds its bytes", async () => {
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    await sendMail(mail({ attachments: [{ filename: "../../receipt MMF-000001.pdf", contentType: "application/pdf", content: pdf }] }));

    const files = await readdir(outbox);
    const json = files.filter((f) => f.endsWith(".json"));
    expect(json).toHaveLength(1);
    expect(files).toHaveLength(2);
    const record = JSON.parse(await readFile(path.join(outbox, json[0]!), "utf8")) as Mail & { attachments: OutboxAttachment[] };
    expect(record).toMatchObject({ to: "donor@example.org", subject: "Thank you for your donation" });
    expect(record.attachments).toEqual([
      { filename: "../../receipt MMF-000001.pdf", contentType: "application/pdf", size: pdf.byteLength, path: expect.any(String) },
    ]);
    const [attachment] = record.attachments;
    // The file is in the outbox whatever the attachment's name says, and named after its message.
    expect(path.dirname(attachment!.path)).toBe(outbox);
    expect(path.basename(attachment!.path)).toBe(`${json[0]!.replace(/\.json$/, "")}-1-receipt_MMF-000001.pdf`);
    expect(new Uint8Array(await readFile(attachment!.path))).toEqual(pdf);
    expect(JSON.stringify(record)).not.toContain("%PDF");

    const line = String(info.mock.calls[0]?.[0]);
    expect(line).toContain("[mail] to donor@example.org: Thank you for your donation");
    expect(line).toContain("https://mindfulminds.example/donations");
    expect(line).toContain("attached: ../../receipt MMF-000001.pdf (application/pdf, 18 bytes)");
  });

  it("writes a mail without attachments as JSON alone, with no attachments key", async () => {
    vi.spyOn(console, "info").mockImplementation(() => {});
    await sendMail(mail());
    const files = await readdir(outbox);
    expect(files).toHaveLength(1);
    const record = JSON.parse(await readFile(path.join(outbox, files[0]!), "utf8")) as Record<string, unknown>;
    expect(Object.keys(record).sort()).toEqual(["from", "html", "sentAt", "subject", "text", "to"]);
  });
});
