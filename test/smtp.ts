import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

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
  headers: Record<string, string>;
  raw: string;
};

type Part = { headers: Record<string, string>; body: string };

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    headers[name] ??= decodeWords(line.slice(colon + 1).trim());
  }
  return headers;
}

function splitPart(raw: string): Part {
  const match = /\r?\n\r?\n/.exec(raw);
  if (!match) return { headers: parseHeaders(raw), body: "" };
  return { headers: parseHeaders(raw.slice(0, match.index)), body: raw.slice(match.index + match[0].length) };
}

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

function decodeBody(part: Part): string {
  const encoding = (part.headers["content-transfer-encoding"] ?? "7bit").toLowerCase();
  if (encoding === "quoted-printable") return decodeQuotedPrintable(part.body);
  if (encoding === "base64") return Buffer.from(part.body.replace(/\s+/g, ""), "base64").toString("utf8");
  return part.body;
}

/** Walks a MIME tree and returns the first text/plain and text/html bodies. */
function collectBodies(part: Part, out: { text?: string; html?: string }): void {
  const type = part.headers["content-type"] ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const sections = part.body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith("--")) break;
      collectBodies(splitPart(section.replace(/^\r?\n/, "")), out);
    }
    return;
  }
  const body = decodeBody(part).replace(/\r\n/g, "\n").trimEnd();
  if (/^text\/html/i.test(type)) out.html ??= body;
  else if (/^text\/plain/i.test(type)) out.text ??= body;
}

export function parseMail(raw: string, envelope: { from: string; to: string[] }): ReceivedMail {
  const root = splitPart(raw);
  const bodies: { text?: string; html?: string } = {};
  collectBodies(root, bodies);
  return {
    to: envelope.to.map((a) => a.toLowerCase()),
    from: envelope.from,
    subject: root.headers.subject ?? "",
    text: bodies.text ?? "",
    html: bodies.html ?? "",
    headers: root.headers,
    raw,
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
        mailbox.messages.push(parseMail(Buffer.concat(chunks).toString("utf8"), envelope));
        callback();
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
