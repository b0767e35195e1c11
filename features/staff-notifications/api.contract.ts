/** The staff notification calls of the Profile's choice and what it reads (test/api/contract.ts says how to read a row). */
import { z } from "zod";
import type { ContractRow } from "@/test/api/contract";
import { MODE_REQUIRED } from "./schema";
import { preferenceShape } from "./api.docs";

export const staffNotificationsContract: ContractRow[] = [
  {
    call: "GET /staff-notifications/preference",
    method: "GET",
    route: "/api/v1/staff-notifications/preference",
    as: "admin",
    reads: z.object({ preference: preferenceShape.extend({ mode: z.literal("daily"), chosenAt: z.null() }) }),
  },
  {
    call: "PUT /staff-notifications/preference",
    method: "PUT",
    route: "/api/v1/staff-notifications/preference",
    as: "superadmin",
    prepare: () => ({ body: { mode: "none" } }),
    reads: z.object({ message: z.string(), preference: preferenceShape.extend({ mode: z.literal("none"), chosenAt: z.iso.datetime() }) }),
  },
  {
    call: "PUT /staff-notifications/preference (a mode that is none of the three)",
    method: "PUT",
    route: "/api/v1/staff-notifications/preference",
    as: "admin",
    status: 422,
    prepare: () => ({ body: { mode: "weekly" } }),
    // The Profile shows the message beside the choice.
    reads: z.object({ message: z.literal(MODE_REQUIRED) }),
  },
];
