/** The calls of the Profile's "Download your data" and what it reads (test/api/contract.ts says how to read a row). */
import { z } from "zod";
import type { ContractRow } from "@/test/api/contract";
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
];
