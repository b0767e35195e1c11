/** The contact routes' rows of the authorization matrix (test/api/matrix.ts says how to read one). */
import { expect } from "vitest";
import { contactMessages } from "@/lib/db/schema";
import { site } from "@/lib/site";
import { countRows } from "@/test/db";
import { deliverOutbox } from "@/test/mail";
import { mailbox } from "@/test/smtp";
import type { ApiRow } from "@/test/api/matrix";

const thanks = { message: "Thank you for your message. We will reply soon." };

export const contactRows: ApiRow[] = [
  {
    // resetDb before every cell empties rate_limit_hits: one post per cell never meets the limit.
    method: "POST",
    route: "/api/v1/contact",
    case: "a message",
    default: 201,
    prepare: () => ({ body: { name: "Maya", email: "maya@example.org", message: "Could you visit our school this spring?", website: "" } }),
    verify: async (_ctx, result) => {
      expect(result.body).toEqual(thanks);
      expect(await countRows(contactMessages)).toBe(1);
      await deliverOutbox();
      expect(mailbox.to(site.contactEmail)).toHaveLength(1);
    },
  },
  {
    method: "POST",
    route: "/api/v1/contact",
    case: "honeypot filled",
    default: 201,
    prepare: () => ({
      body: { name: "Bot", email: "bot@example.org", message: "Buy cheap things at our shop now", website: "https://spam.example" },
    }),
    verify: async (_ctx, result) => {
      expect(result.body).toEqual(thanks);
      expect(await countRows(contactMessages)).toBe(0);
      await deliverOutbox();
      expect(mailbox.messages).toHaveLength(0);
    },
  },
  {
    method: "POST",
    route: "/api/v1/contact",
    case: "a short message",
    default: 422,
    prepare: () => ({ body: { name: "Maya", email: "maya@example.org", message: "Hi" } }),
    verify: async (_ctx, result) => {
      expect(result.body.errors).toEqual({ message: "Message must be at least 10 characters" });
      expect(await countRows(contactMessages)).toBe(0);
    },
  },
];
