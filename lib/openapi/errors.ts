import { z } from "zod";

/** Every error body: `{ message }`, with a field → message map on 422. */
export const errorBodySchema = z
  .object({
    message: z.string().meta({ description: "What went wrong, written for the person using the site." }),
    errors: z.record(z.string(), z.string()).optional().meta({ description: "On 422: each invalid field and what is wrong with it." }),
    requestId: z
      .string()
      .optional()
      .meta({ description: "The request's id, also in the X-Request-Id header: quote it when reporting a problem." }),
  })
  .meta({ id: "Error" });

/** What each error status means on every route; an entry says more where its route means more. */
export const ERROR_MEANINGS: Record<number, string> = {
  400: "Malformed request: the body is not JSON, or a required query parameter is missing.",
  401: "Not signed in: no valid Bearer token or session cookie.",
  403: "Signed in, but not allowed: another role, an account awaiting approval, an admin without the tab, or another account's record.",
  404: "Unknown, or not yours to see.",
  409: "Conflict: the record changed or was decided since you read it.",
  413: "The body is too large.",
  422: "Invalid input: errors names each field and what is wrong with it.",
  429: "Rate limited: try again after the seconds in Retry-After.",
  502: "A provider the site depends on could not be reached; nothing was changed.",
  503: "The database or the file store is out of reach for a moment (a restart): nothing was changed; send it again after the seconds in Retry-After.",
};
