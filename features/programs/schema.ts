import { z } from "zod";
import { PROGRAM_ALIASES } from "@/content/program-aliases";
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
/** The longest program name a request may send (a name that is none of ours is kept as typed, for "Other"). */
export const PROGRAM_NAME_MAX = 200;
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
  // Any name: resolveProgram decides which program it is, or "Other" with the name kept.
  programRequested: requiredText("The program's name", PROGRAM_NAME_MAX, "Please choose a program"),
  message: required("Message", MESSAGE_MAX),
});
export type ProgramRequestInput = z.input<typeof programRequestSchema>;
export type ProgramRequestData = z.output<typeof programRequestSchema>;

/** A name as compared with the programs' names: letters and digits only, lower case (case, spacing and punctuation do not count). */
function programKey(name: string): string {
  return name
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "");
}

/** Each program's title and other names (content/program-aliases.ts) as compared, and "Other". */
const PROGRAM_BY_KEY: ReadonlyMap<string, string> = new Map([
  ...PROGRAM_TITLES.flatMap((title) => [title, ...PROGRAM_ALIASES[title]].map((name) => [programKey(name), title] as const)),
  [programKey(OTHER_PROGRAM), OTHER_PROGRAM],
]);

/** What a request is for: one of PROGRAM_CHOICES, and for "Other" the name the school typed when it gave one. */
export type ResolvedProgram = { programRequested: string; otherProgram: string | null };

/**
 * The program a typed name stands for (clients type free text where our form offers a list):
 * one of the four by its title or another of its names (the earlier site's, its id), case,
 * spacing and punctuation aside; "other" is Other; any other name is Other, kept as typed so
 * staff see what was asked for.
 */
export function resolveProgram(typed: string): ResolvedProgram {
  const program = PROGRAM_BY_KEY.get(programKey(typed));
  return program ? { programRequested: program, otherProgram: null } : { programRequested: OTHER_PROGRAM, otherProgram: typed };
}

/**
 * The program a link names (`?request=school-mornings` from "Request this program" on /programs:
 * its id, or any other name of it): its title, or undefined for none of the four.
 */
export function programTitleFor(name: string | undefined): string | undefined {
  if (!name || name.length > PROGRAM_NAME_MAX) return undefined;
  const { programRequested, otherProgram } = resolveProgram(name);
  return programRequested === OTHER_PROGRAM || otherProgram !== null ? undefined : programRequested;
}

/** How screens and mails name what a request is for: the name the school typed for Other, else the program's title. */
export function requestedProgramName(request: ResolvedProgram): string {
  return request.otherProgram ?? request.programRequested;
}

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
