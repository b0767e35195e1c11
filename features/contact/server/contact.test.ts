import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { env } from "@/lib/config/env";
import { resetMailer } from "@/lib/mail/mailer";
import { contactMessages, outbox, rateLimitHits } from "@/lib/db/schema";
import { InvalidError, RateLimitedError } from "@/lib/errors";
import { site } from "@/lib/site";
import { countRows, getDb, resetDb } from "@/test/db";
import { rejection } from "@/test/errors";
import { deliverOutbox } from "@/test/mail";
import { mailbox } from "@/test/smtp";
import { CONTACT_RETENTION_DAYS } from "../schema";
import { pruneContactMessages, submitContactMessage } from "./contact";
import { captureLogs } from "@/test/logs";

const ctx = { ip: "203.0.113.9" };
const message = (over: Record<string, unknown> = {}) => ({
  name: "  Maya <Teacher> ",
  email: "Maya.Teacher@Example.org",
  message: "Could you run a morning session at our school?\nWe have 30 pupils & 2 teachers.",
  ...over,
});

beforeEach(async () => {
  await resetDb();
  mailbox.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function storedMessages() {
  const db = await getDb();
  return db.select().from(contactMessages);
}

describe("submitContactMessage", () => {
  it("stores the message with a lower-cased e-mail and mails it to the foundation, escaped in HTML", async () => {
    await expect(submitContactMessage(message({ website: "" }), ctx)).resolves.toBeUndefined();
    await deliverOutbox();

    const rows = await storedMessages();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Maya <Teacher>",
      email: "maya.teacher@example.org",
      message: "Could you run a morning session at our school?\nWe have 30 pupils & 2 teachers.",
      ip: "203.0.113.9",
    });
    expect(rows[0]?.createdAt).toBeInstanceOf(Date);

    const mail = mailbox.only(site.contactEmail);
    expect(mail.subject).toBe("Website contact form: message from Maya <Teacher>");
    // Replying in the staff's mail program answers the sender.
    expect(mail.headers["reply-to"]).toBe("maya.teacher@example.org");
    expect(mail.text).toContain("Name: Maya <Teacher>");
    expect(mail.text).toContain("Email: maya.teacher@example.org");
    expect(mail.text).toContain("We have 30 pupils & 2 teachers.");
    expect(mail.html).toContain("Maya &lt;Teacher&gt;");
    expect(mail.html).toContain("30 pupils &amp; 2 teachers.");
    expect(mail.html).not.toContain("<Teacher>");
  });

  it("keeps a subject on one line whatever the name holds", async () => {
    await submitContactMessage(message({ name: "Line\r\nBcc: someone@example.org" }), ctx);
    await deliverOutbox();
    expect(mailbox.only(site.contactEmail).subject).toBe("Website contact form: message from Line Bcc: someone@example.org");
    expect(mailbox.to("someone@example.org")).toHaveLength(0);
  });

  it("answers a filled honeypot exactly as a success, but stores and sends nothing", async () => {
    await expect(submitContactMessage(message({ website: "https://spam.example" }), ctx)).resolves.toBeUndefined();
    await deliverOutbox();
    expect(await countRows(contactMessages)).toBe(0);
    expect(mailbox.messages).toHaveLength(0);
  });

  it.each([
    [{ name: "   " }, "name", "Name is required"],
    [{ name: "x".repeat(101) }, "name", "Name must be at most 100 characters"],
    [{ email: "" }, "email", "Email is required"],
    [{ email: "not-an-address" }, "email", "Please enter a valid email address"],
    [{ message: "" }, "message", "Message is required"],
    [{ message: "Too short" }, "message", "Message must be at least 10 characters"],
    [{ message: "x".repeat(5001) }, "message", "Message must be at most 5000 characters"],
    [{ message: undefined }, "message", "Message is required"],
  ])("refuses %o with 422 and the field message, storing nothing", async (over, field, text) => {
    const error = await rejection(submitContactMessage(message(over), ctx));
    expect(error).toBeInstanceOf(InvalidError);
    expect(error.status).toBe(422);
    expect(error.message).toBe(text);
    expect(error.fields).toEqual({ [field]: text });
    await deliverOutbox();
    expect(await countRows(contactMessages)).toBe(0);
    expect(mailbox.messages).toHaveLength(0);
  });

  it("accepts a message of exactly 10 and 5000 characters and a name of 100", async () => {
    await submitContactMessage(message({ message: "0123456789" }), ctx);
    await submitContactMessage(message({ message: "y".repeat(5000), name: "n".repeat(100) }), ctx);
    expect(await countRows(contactMessages)).toBe(2);
  });

  it("refuses unknown keys", async () => {
    const error = await rejection(submitContactMessage(message({ ip: "1.2.3.4", createdAt: "2020-01-01" }), ctx));
    expect(error).toBeInstanceOf(InvalidError);
    expect(error.message).toBe("Unexpected fields: ip, createdAt");
    expect(await countRows(contactMessages)).toBe(0);
  });

  it("refuses a body that is not an object", async () => {
    const error = await rejection(submitContactMessage(["hello"], ctx));
    expect(error).toBeInstanceOf(InvalidError);
    expect(error.message).toBe("The request body must be a JSON object");
  });

  it("refuses the 6th message from one address within an hour; another address is not affected", async () => {
    for (let i = 0; i < 5; i++) await submitContactMessage(message({ message: `Message number ${i}` }), ctx);
    const error = await rejection(submitContactMessage(message(), ctx));
    expect(error).toBeInstanceOf(RateLimitedError);
    expect(error.status).toBe(429);
    expect(error.message).toMatch(/^Too many messages from your network\. Please try again in \d+ minutes?\.$/);
    expect(await countRows(contactMessages)).toBe(5);
    await deliverOutbox();
    expect(mailbox.to(site.contactEmail)).toHaveLength(5);

    await expect(submitContactMessage(message(), { ip: "198.51.100.4" })).resolves.toBeUndefined();
    expect(await countRows(contactMessages)).toBe(6);
  });

  it("counts honeypot messages against the limit too, but not refused input", async () => {
    await rejection(submitContactMessage(message({ message: "short" }), ctx));
    expect(await countRows(rateLimitHits)).toBe(0);
    for (let i = 0; i < 5; i++) await submitContactMessage(message({ website: "bot" }), ctx);
    const error = await rejection(submitContactMessage(message(), ctx));
    expect(error).toBeInstanceOf(RateLimitedError);
    expect(await countRows(contactMessages)).toBe(0);
  });

  it("keeps the message and its mail when the mail cannot be sent, and mails it once the server is back", async () => {
    const config = env();
    const smtpUrl = config.smtpUrl;
    const logs = captureLogs();
    // Nothing listens on port 1: the SMTP connection is refused.
    config.smtpUrl = "smtp://127.0.0.1:1?ignoreTLS=true";
    resetMailer();
    try {
      await expect(submitContactMessage(message(), ctx)).resolves.toBeUndefined();
      expect(await deliverOutbox()).toEqual({ done: 0, retrying: 1, failed: 0 });
    } finally {
      config.smtpUrl = smtpUrl;
      resetMailer();
    }
    expect(await countRows(contactMessages)).toBe(1);
    expect(await countRows(outbox)).toBe(1);
    expect(mailbox.messages).toHaveLength(0);
    expect(logs.messages("warn")).toContainEqual(expect.stringContaining("retrying in 30 s"));

    // The retry is due at once instead of in 30 s.
    const db = await getDb();
    await db.update(outbox).set({ runAfter: new Date(Date.now() - 1000) });
    expect(await deliverOutbox()).toEqual({ done: 1, retrying: 0, failed: 0 });
    expect(mailbox.only(site.contactEmail).text).toContain("Email: maya.teacher@example.org");
    expect(await countRows(outbox)).toBe(0);
  });
});

describe("pruneContactMessages", () => {
  const day = 24 * 60 * 60 * 1000;

  it("deletes messages older than two years and keeps younger ones", async () => {
    const db = await getDb();
    const now = new Date("2026-06-01T12:00:00Z");
    const row = (name: string, ageDays: number) => ({
      name,
      email: `${name}@example.org`,
      message: "A message long enough.",
      ip: ctx.ip,
      createdAt: new Date(now.getTime() - ageDays * day),
    });
    await db
      .insert(contactMessages)
      .values([row("old", CONTACT_RETENTION_DAYS + 1), row("edge", CONTACT_RETENTION_DAYS - 1), row("new", 3)]);

    expect(await pruneContactMessages(db, now)).toBe(1);
    expect((await storedMessages()).map((r) => r.name).sort()).toEqual(["edge", "new"]);
    expect(await pruneContactMessages(db, now)).toBe(0);
  });

  it("runs when a new message arrives", async () => {
    const db = await getDb();
    await db.insert(contactMessages).values({
      name: "ancient",
      email: "ancient@example.org",
      message: "Sent long ago.",
      ip: ctx.ip,
      createdAt: new Date(Date.now() - (CONTACT_RETENTION_DAYS + 30) * day),
    });
    await submitContactMessage(message(), ctx);
    expect((await storedMessages()).map((r) => r.email)).toEqual(["maya.teacher@example.org"]);
  });
});
