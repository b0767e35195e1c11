/** The contact route of the OpenAPI document (lib/openapi says how to read an entry). */
import { z } from "zod";
import type { ApiOperations } from "@/lib/openapi";
import { contactSchema } from "./schema";

export const contactApi: ApiOperations = {
  "POST /api/v1/contact": {
    summary: "Send a message to the foundation",
    description: "`website` is the honeypot: leave it empty (a filled one gets the same answer, and nothing is kept).",
    body: contactSchema,
    response: z.object({ message: z.string() }),
    errors: { 429: "5 messages an hour from one address: see `Retry-After`." },
  },
};
