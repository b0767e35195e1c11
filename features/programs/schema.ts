import { z } from "zod";
import { PROGRAM_TITLES } from "@/content/program-titles";
// The accounts' phone rule, so the school's own phone, which prefills the form, always passes.
import { PHONE_PATTERN, emailSchema } from "@/features/accounts/client";
import { requiredText, trimmed } from "@/lib/validate";

/**
 * Program requests: the schemas shared by the New Request form (react-hook-form + zodResolver)
 * and the services. Strict objects: the school, its name, the status and the dates never come
 * from a body (unknown keys are refused with 422).
 */

/** The choice for a request that fits none of the four programs (its message says what is wanted). */
export const OTHER_PROGRAM = "Other";

/** What the form offers: the titles of the foundation's four programs (content/programs.ts), then "Other". */
export const PROGRAM_CHOICES: readonly string[] = [...PROGRAM_TITLES, OTHER_PROGRAM];

export const CONTACT_PERSON_MAX = 100;
export const PHONE_MAX = 20;
export const MESSAGE_MAX = 2000;

/** A required field in the spec's words: "{label} is required". */
const required = (label: string, max: number) => requiredText(label, max, `${label} is required`);

/** POST /program: all five fields required (spec 02 §5). */
export const programRequestSchema = z.strictObject({
  contactPerson: required("Contact person", CONTACT_PERSON_MAX),
  email: emailSchema,
  phone: z.preprocess(
    trimmed,
    z.string("Phone is required").min(1, "Phone is required").regex(PHONE_PATTERN, "Please enter a valid phone number"),
  ),
  programRequested: z.preprocess(
    trimmed,
    z
      .string("Please choose a program")
      .min(1, "Please choose a program")
      .refine((title) => PROGRAM_CHOICES.includes(title), "Please choose a program from the list"),
  ),
  message: required("Message", MESSAGE_MAX),
});
export type ProgramRequestInput = z.input<typeof programRequestSchema>;
export type ProgramRequestData = z.output<typeof programRequestSchema>;

/** The decisions staff may take on a pending request. */
export const PROGRAM_DECISIONS = ["approved", "rejected"] as const;
export type ProgramDecision = (typeof PROGRAM_DECISIONS)[number];

/** PUT /program/{id}: only the new status. */
export const programDecisionSchema = z.strictObject({
  status: z.enum(PROGRAM_DECISIONS, "Invalid status value"),
});

/** Requests a page on the dashboards (the school's table, the staff's cards). */
export const PROGRAM_PAGE_SIZE = 10;
/** GET /program/allPrograms without `limit`: enough for every pending request of a normal week, so a client that reads only `data` sees them all. */
export const PROGRAM_API_LIMIT = 50;
export const PROGRAM_MAX_LIMIT = 100;

/** A whole number from 1 up, else `fallback` (a bad page or limit falls back to the default, as lists do elsewhere). */
const positiveInt = (fallback: number, max: number) =>
  z.preprocess((v) => {
    const n = typeof v === "string" && v.trim() !== "" ? Number(v) : typeof v === "number" ? v : Number.NaN;
    return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
  }, z.number());

/** `page` and `limit` query parameters: page from 1 (at most 100,000), limit 1 to 100. */
export const programListQuerySchema = z.object({
  page: positiveInt(1, 100_000),
  limit: positiveInt(PROGRAM_API_LIMIT, PROGRAM_MAX_LIMIT),
});
export type ProgramListQuery = z.output<typeof programListQuerySchema>;
