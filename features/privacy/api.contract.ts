/** The calls of the Profile's "Download your data" and what it reads (test/api/contract.ts says how to read a row). */
import { z } from "zod";
import type { ContractRow } from "@/test/api/contract";
import { target } from "@/test/api/matrix";
import { pastExport } from "@/test/data-exports";

const when = z.iso.datetime({ offset: true });
const exportShape = z.object({
  id: z.uuid(),
  status: z.enum(["pending", "ready", "failed"]),
  createdAt: when,
  readyAt: when.nullable(),
  expiresAt: when.nullable(),
  sizeBytes: z.number().nullable(),
});

export const privacyContract: ContractRow[] = [
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
