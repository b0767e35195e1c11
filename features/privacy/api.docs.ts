/**
 * The privacy routes of the OpenAPI document (lib/openapi says how to read an entry). Their
 * request schemas are the services' own (features/privacy/server), not exported: described here
 * by the same rules.
 */
import { z } from "zod";
import type { ApiOperations } from "@/lib/openapi";

const when = z.iso.datetime({ offset: true });
/** A download of a person's data, as the Profile reads it. */
export const exportShape = z.object({
  id: z.uuid(),
  status: z.enum(["pending", "ready", "failed"]),
  createdAt: when,
  readyAt: when.nullable(),
  expiresAt: when.nullable(),
  sizeBytes: z.number().nullable(),
});

export const privacyApi: ApiOperations = {
  "GET /api/v1/privacy/export": {
    summary: "The caller's latest download of their data, and when they may ask again",
    response: z.object({ latest: exportShape.nullable(), nextRequestAt: when }),
  },
  "POST /api/v1/privacy/export": {
    summary: "Ask for a download of the caller's data (202; mailed when ready)",
    response: z.object({ message: z.string(), export: exportShape }),
    errors: { 429: "One request a day: the message says when they can ask again." },
  },
  "GET /api/v1/privacy/export/[id]/download": { summary: "The ZIP of a ready download (a 303 to a signed URL)" },
  "POST /api/v1/privacy/notice": {
    summary: "Accept the privacy policy's current version (the dashboard's prompt after it changed)",
    body: z.object({ version: z.string().min(1).max(40) }),
    response: z.object({ message: z.string(), privacyNotice: z.object({ version: z.string(), acceptedAt: when }) }),
    errors: { 409: "This version is accepted already, or it is no longer the current one." },
  },
  "POST /api/v1/privacy/close-account": {
    summary: "Close the caller's account for erasure (with their password)",
    body: z.object({ currentPassword: z.string().min(1) }),
    response: z.object({ message: z.string(), eraseAfter: z.string() }),
    errors: { 409: "The account is closed already." },
  },
  "POST /api/v1/privacy/erase-user/[id]": {
    summary: "Erase an account at once, with who asked",
    body: z.object({ reason: z.string().min(5).max(500) }),
    response: z.object({ message: z.string() }),
  },
};
