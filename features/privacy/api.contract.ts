/** The calls of the Profile's "Download your data" and what it reads (test/api/contract.ts says how to read a row). */
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { ContractRow } from "@/test/api/contract";
import { target } from "@/test/api/matrix";
import { PRIVACY_NOTICE_VERSION } from "@/content/privacy-notice";
import { users } from "@/lib/db/schema";
import { pastExport } from "@/test/data-exports";
import { getDb } from "@/test/db";
import { exportShape } from "./api.docs";

const when = z.iso.datetime({ offset: true });

/** The person has accepted the current version already. */
async function acceptNoticeFor(id: string): Promise<void> {
  const db = await getDb();
  await db.update(users).set({ privacyNoticeVersion: PRIVACY_NOTICE_VERSION, privacyNoticeAcceptedAt: new Date() }).where(eq(users.id, id));
}

export const privacyContract: ContractRow[] = [
  {
    call: "POST /privacy/notice (the dashboard's Accept)",
    method: "POST",
    route: "/api/v1/privacy/notice",
    as: "school",
    prepare: () => ({ body: { version: PRIVACY_NOTICE_VERSION } }),
    reads: z.object({ message: z.string(), privacyNotice: z.object({ version: z.literal(PRIVACY_NOTICE_VERSION), acceptedAt: when }) }),
  },
  {
    call: "POST /privacy/notice (accepted already, in another tab)",
    method: "POST",
    route: "/api/v1/privacy/notice",
    as: "user",
    status: 409,
    prepare: async (ctx) => (await acceptNoticeFor(await ctx.selfId()), { body: { version: PRIVACY_NOTICE_VERSION } }),
    reads: z.object({ message: z.literal("You have already accepted this version of the privacy policy.") }),
  },
  {
    call: "POST /privacy/export",
    method: "POST",
    route: "/api/v1/privacy/export",
    as: "user",
    status: 202,
    reads: z.object({ message: z.string(), export: exportShape.extend({ status: z.literal("pending") }) }),
  },
  {
    call: "GET /privacy/export (asked for within the day)",
    method: "GET",
    route: "/api/v1/privacy/export",
    as: "instructor",
    prepare: async (ctx) => (await pastExport(await ctx.selfId(), 0.25, "ready"), {}),
    reads: z.object({ latest: exportShape.extend({ status: z.literal("ready"), expiresAt: when }), nextRequestAt: when }),
  },
  {
    call: "POST /privacy/export (a second the same day)",
    method: "POST",
    route: "/api/v1/privacy/export",
    as: "school",
    status: 429,
    prepare: async (ctx) => (await pastExport(await ctx.selfId(), 0.25, "pending"), {}),
    // The Profile shows the message: when they can ask again.
    reads: z.object({ message: z.string().regex(/you can ask again after \d{1,2} \w{3} \d{4}, \d\d:\d\d UTC\.$/) }),
  },
  {
    call: "POST /privacy/erase-user/{id} (staff erase a student at a parent's request)",
    method: "POST",
    route: "/api/v1/privacy/erase-user/[id]",
    as: "admin",
    prepare: async () => ({ params: { id: (await target({ role: "user" })).id }, body: { reason: "Their mother, by letter" } }),
    // User Management's Erase shows its own message; the answer's message is for other clients.
    reads: z.object({ message: z.literal("The account has been erased.") }),
  },
  {
    call: "POST /privacy/erase-user/{id} (already erased)",
    method: "POST",
    route: "/api/v1/privacy/erase-user/[id]",
    as: "superadmin",
    status: 409,
    prepare: async () => ({
      params: { id: (await target({ role: "user", status: "erased", erasedAt: new Date() })).id },
      body: { reason: "Their mother, by letter" },
    }),
    reads: z.object({ message: z.literal("This account has already been erased.") }),
  },
];
