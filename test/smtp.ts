import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** A file attached to a received message. */
export type ReceivedAttachment = { filename: string; contentType: string; content: Buffer };

/** One message as the in-process SMTP server received it. */
export type ReceivedMail = {
  /** Envelope recipients, lower-cased. */
  to: string[];
  from: string;
  subject: string;
  /** The text/plain part, decoded. */
  text: string;
  /** The text/html part, decoded ("" when there is none). */
  html: string;
  /** Each header's first value as written (encoded words decoded), by lower-case name. */
  headers: Record<string, string>;
  /** The attached files, decoded (a receipt's PDF). */
  attachments: ReceivedAttachment[];
  raw: string;
};

function decodeQuotedPrintable(input: string): string {
  const soft = input.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const c = soft[i]!;
    if (c === "=" && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(c, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=) in headers. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_all, _charset: string, enc: string, text: string) =>
      enc.toUpperCase() === "B" ? Buffer.from(text, "base64").toString("utf8") : decodeQuotedPrintable(text.replace(/_/g, " ")),
    );
}

/** Parses a message as received (MIME parts, transfer encodings, attachments: mailparser). */
export async function parseMail(raw: string | Buffer, envelope: { from: string; to: string[] }): Promise<ReceivedMail> {
  const parsed = await simpleParser(raw, { skipImageLinks: true, skipTextToHtml: true, skipHtmlToText: true });
  const headers: Record<string, string> = {};
  for (const { key, line } of parsed.headerLines) {
    const colon = line.indexOf(":");
    headers[key] ??= decodeWords(
      line
        .slice(colon + 1)
        .replace(/\r?\n[ \t]+/g, " ")
        .trim(),
    );
  }
  return {
    to: envelope.to.map((a) => a.toLowerCase()),
    from: envelope.from,
    subject: parsed.subject ?? "",
    text: (parsed.text ?? "").replace(/\r\n/g, "\n").trimEnd(),
    html: (parsed.html || "").replace(/\r\n/g, "\n").trimEnd(),
    headers,
    attachments: parsed.attachments.map((a) => ({ filename: a.filename ?? "", contentType: a.contentType, content: a.content })),
    raw: typeof raw === "string" ? raw : raw.toString("utf8"),
  };
}

/** Everything the in-process SMTP server received in this test file. Shared through globalThis. */
class Mailbox {
  readonly messages: ReceivedMail[] = [];
  clear(): void {
    this.messages.length = 0;
  }
  to(address: string): ReceivedMail[] {
    return this.messages.filter((m) => m.to.includes(address.toLowerCase()));
  }
  /** The only message sent to `address`; fails when there is none or more than one. */
  only(address: string): ReceivedMail {
    const found = this.to(address);
    if (found.length !== 1) {
      throw new Error(
        `Expected exactly one mail to ${address}, got ${found.length}: ${JSON.stringify(this.messages.map((m) => [m.to, m.subject]))}`,
      );
    }
    return found[0]!;
  }
}

const holder = globalThis as typeof globalThis & { __mmfMailbox?: Mailbox };
export const mailbox: Mailbox = (holder.__mmfMailbox ??= new Mailbox());

/** The http(s) links in a mail's text part. */
export function linksIn(mail: ReceivedMail): string[] {
  return mail.text.match(/https?:\/\/[^\s<>"]+/g) ?? [];
}

/**
 * Starts an SMTP server on 127.0.0.1 (random port), no auth, no TLS, collecting into `mailbox`.
 * Returns the SMTP_URL for nodemailer (ignoreTLS: no STARTTLS attempt).
 */
export async function startSmtpServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    disableReverseLookup: true,
    // Connections still open at close() (the pooled client's) are ended at once, not after 30 s.
    closeTimeout: 100,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
        };
        // The message is in the mailbox before the client hears that it was accepted.
        parseMail(Buffer.concat(chunks), envelope).then(
          (mail) => {
            mailbox.messages.push(mail);
            callback();
          },
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  // Never keeps the worker process alive on its own.
  server.server.unref();
  const { port } = server.server.address() as AddressInfo;
  return {
    // smtp-server waits 100 ms before its greeting on every connection: the client keeps one open.
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true&pool=true&maxConnections=1`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
