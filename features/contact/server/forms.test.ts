/**
 * The contact page's form (pages/contact.tsx): what its handler answers the page. The post itself
 * (Origin, body, statuses) is lib/static-site/form-page.test.ts's; the page in e2e/contact.spec.ts.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { contactMessages } from "@/lib/db/schema";
import { countRows, resetDb } from "@/test/db";
import { deliverOutbox } from "@/test/mail";
import { mailbox } from "@/test/smtp";
import { CONTACT_THANKS } from "./contact";
import { handleContactForm } from "./forms";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

/** The post's client address (the rate limit counts by it) and headers. */
const at = (ip: string) => ({ ip, headers: new Headers() });

const message = { name: "Nora Visitor", email: "Nora@Example.org", message: "Could you run a morning session at our school?" };

beforeEach(async () => {
  await resetDb();
  mailbox.clear();
});

describe("contactForm", () => {
  it("keeps the message, mails the foundation and answers the thanks", async () => {
    expect(await handleContactForm(form({ ...message, website: "" }), at("203.0.113.7"))).toEqual({
      status: "done",
      message: CONTACT_THANKS,
    });
    expect(await countRows(contactMessages)).toBe(1);
    await deliverOutbox();
    expect(mailbox.messages).toHaveLength(1);
  });

  it("answers the schema's messages by field with what was entered, and keeps nothing", async () => {
    expect(await handleContactForm(form({ name: "", email: "nora-at-example.org", message: "Hello!" }), at("203.0.113.7"))).toEqual({
      status: "error",
      fields: {
        name: "Name is required",
        email: "Please enter a valid email address",
        message: "Message must be at least 10 characters",
      },
      values: { name: "", email: "nora-at-example.org", message: "Hello!" },
    });
    expect(await countRows(contactMessages)).toBe(0);
  });

  it("answers a filled honeypot as a success, keeping nothing", async () => {
    expect(await handleContactForm(form({ ...message, website: "https://spam.example" }), at("203.0.113.8"))).toEqual({
      status: "done",
      message: CONTACT_THANKS,
    });
    expect(await countRows(contactMessages)).toBe(0);
  });

  it("answers the rate limit in the form's alert, with what was entered", async () => {
    const ip = "203.0.113.9";
    for (let i = 0; i < 5; i++) expect(await handleContactForm(form(message), at(ip))).toMatchObject({ status: "done" });
    const refused = await handleContactForm(form(message), at(ip));
    expect(refused).toMatchObject({ status: "error", values: message, httpStatus: 429 });
    expect("message" in refused && refused.message).toMatch(/^Too many messages from your network/);
    expect(await countRows(contactMessages)).toBe(5);
  });
});
