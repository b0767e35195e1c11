/** The staff notification routes of the OpenAPI document (lib/openapi says how to read an entry). */
import { z } from "zod";
import type { ApiOperations } from "@/lib/openapi";
import { preferenceSchema } from "./schema";

/** A member of staff's choice of mails; `chosenAt` null until they chose (the daily digest). */
export const preferenceShape = z.object({
  mode: z.enum(["immediate", "daily", "none"]),
  chosenAt: z.iso.datetime({ offset: true }).nullable(),
});

export const staffNotificationsApi: ApiOperations = {
  "GET /api/v1/staff-notifications/preference": {
    summary: "The caller's choice of mails about waiting work",
    response: z.object({ preference: preferenceShape }),
  },
  "PUT /api/v1/staff-notifications/preference": {
    summary: "Choose mails at once, a daily digest, or none",
    body: preferenceSchema,
    response: z.object({ message: z.string(), preference: preferenceShape }),
  },
};
