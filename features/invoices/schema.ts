import { z } from "zod";
import { emailSchema } from "@/features/accounts/client";
import { InvalidError } from "@/lib/errors";
import { formatMoney } from "@/lib/format";
import { currencyDigits, toMinorUnits } from "@/lib/format/money";
import { ignoringFields, requiredText, seenUpdatedAt, trimmed } from "@/lib/validate";
import { invoiceTotals, maxDiscountMinor, type InvoiceTotals } from "./totals";

/**
 * Invoices: the schemas and rules shared by the instructor's Create and Edit forms and the
 * services (features/invoices/README.md). A body names the videos and how they are grouped, the
 * tax rate, the discount, the due date and the client e-mail; everything else (the rate, the
 * totals, the people's details, the status, the number) is the server's.
 */

/** What an invoice is shown as: its stored status, or "overdue" for an approved invoice past its due date. */
export const DISPLAY_STATUSES = ["pending", "approved", "overdue", "paid", "rejected"] as const;
export type DisplayStatus = (typeof DISPLAY_STATUSES)[number];

/** The Create form's defaults (spec 02 section 9). */
export const DEFAULT_TAX_RATE = 10;
export const DEFAULT_DUE_DAYS = 30;
/** How far ahead a due date may be. */
export const MAX_DUE_DAYS = 366;

export const MAX_COURSES = 50;
export const MAX_VIDEOS_PER_INVOICE = 200;
export const COURSE_TITLE_MAX = 200;
export const NOTES_MAX = 1000;
export const REASON_MAX = 1000;

/** The spec's messages and ours, shared with the forms. */
export const MESSAGES = {
  oneCourse: "Each video can only be assigned to one course.",
  courseName: "Please name each course",
  courseVideos: "Each course needs at least one video",
  noCourses: "Please add at least one course with its videos",
  taxRate: "Tax rate must be a number from 0 to 100 with at most two decimals",
  discount: "Discount must be a number that is not negative",
  dueDate: "Please choose a valid due date",
  tooManyVideos: `An invoice can bill at most ${MAX_VIDEOS_PER_INVOICE} videos`,
  tooManyCourses: `An invoice can have at most ${MAX_COURSES} courses`,
  statusSet: "Status cannot be set here: an invoice is pending until staff approve or reject it",
  bothShapes: "Send the videos either as courses or as services with videoIds, not both",
} as const;

/**
 * A discount as typed ("12.50") in the currency's minor units (lib/money), or why it is not one:
 * more decimals than the currency has, or too large to be an amount. For the form and the server.
 */
export function readDiscount(discount: string, currency: string): { ok: true; minor: number } | { ok: false; message: string } {
  const minor = toMinorUnits(discount, currency);
  if (minor !== null) return { ok: true, minor };
  const digits = currencyDigits(currency);
  const decimals = (discount.split(".")[1] ?? "").replace(/0+$/, "").length;
  const message =
    !/^\d+(\.\d+)?$/.test(discount) || decimals <= digits
      ? MESSAGES.discount // not a plain amount, or too large to be one
      : digits === 0
        ? `The discount must be a whole amount of ${currency}`
        : `The discount can have at most ${digits} decimals`;
  return { ok: false, message };
}

/** The refusal of a discount above subtotal + tax (`maxMinor`): the grand total never falls below zero. */
export const discountAboveMax = (maxMinor: number, currency: string): string =>
  `The discount cannot be more than the subtotal plus tax (${formatMoney(maxMinor, currency)})`;

/** "12.5" or 12.5 → 1250 basis points; null when it is not 0 to 100 with at most two decimals. */
export function percentToBasisPoints(value: unknown): number | null {
  const text = typeof value === "number" ? (Number.isFinite(value) ? String(value) : "") : typeof value === "string" ? value.trim() : "";
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const basisPoints = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return basisPoints <= 10_000 ? basisPoints : null;
}

/** 1250 → 12.5: basis points as the percent our answers and forms show. */
export const basisPointsToPercent = (basisPoints: number): number => basisPoints / 100;

/** A non-negative plain decimal (a number or its text), kept as text: the currency decides how many decimals it may have. */
const decimalText = z.preprocess(
  (v) => (typeof v === "number" ? (Number.isFinite(v) ? String(v) : "") : trimmed(v)),
  z.string(MESSAGES.discount).regex(/^\d+(\.\d+)?$/, MESSAGES.discount),
);

/** A calendar date: "YYYY-MM-DD", or an ISO date-time whose date part is taken as written (the spec's client sends the modal's date). */
export const dueDateSchema = z.preprocess(
  (v) => (typeof v === "string" && /^\d{4}-\d{2}-\d{2}T/.test(v.trim()) ? v.trim().slice(0, 10) : trimmed(v)),
  z.iso.date(MESSAGES.dueDate),
);

const videoIds = z.array(z.uuid("Please choose videos from your list"), "videoIds must be a list of video ids");

export const courseSchema = z.strictObject({
  title: requiredText("Course name", COURSE_TITLE_MAX, MESSAGES.courseName),
  videoIds: videoIds.min(1, MESSAGES.courseVideos),
});
export type CourseInput = z.output<typeof courseSchema>;

/**
 * A line of the spec's client's `services` (and of our own answers, sent back): its title, and
 * "{n} videos" in `duration`; its amounts are ignored. Our answers' `videoIds` of a line say
 * exactly which videos it holds.
 */
const serviceSchema = z.strictObject({
  _id: z.unknown().optional(),
  id: z.unknown().optional(),
  title: requiredText("Course name", COURSE_TITLE_MAX, MESSAGES.courseName),
  duration: z.unknown().optional(),
  videoIds: videoIds.optional(),
  // Derived by the server: accepted and ignored.
  videoCount: z.unknown().optional(),
  videos: z.unknown().optional(),
  ratePerVideo: z.unknown().optional(),
  ratePerVideoMinor: z.unknown().optional(),
  totalAmount: z.unknown().optional(),
  totalAmountMinor: z.unknown().optional(),
});
type ServiceInput = z.output<typeof serviceSchema>;

/**
 * What the server computes or takes from elsewhere, which a body may carry (the spec's client
 * sends its own totals, details and payment details; our answers sent back carry ours): accepted
 * and ignored, whatever they say.
 */
export const DERIVED_FIELDS = [
  "instructorDetails",
  "companyDetails",
  "paymentDetails",
  "subTotal",
  "subTotalMinor",
  "taxAmount",
  "taxAmountMinor",
  "discountMinor",
  "grandTotal",
  "grandTotalMinor",
  "ratePerVideo",
  "ratePerVideoMinor",
  "isOverdue",
  // Our single invoice's answer carries itself again under `data`, and the edit's a `message`.
  "data",
  "message",
] as const;

/**
 * The fields a body may set: ours (`courses`) or the spec's client's (`services` and `videoIds`),
 * tax rate (percent), discount (in the invoice's currency), due date, client e-mail, notes; and
 * `status`, which may only say "pending". On an edit every field is optional (left out: kept),
 * with `updatedAt`, the version the instructor edited.
 */
export const invoiceBodySchema = z.strictObject({
  courses: z.array(courseSchema, "courses must be a list").max(MAX_COURSES, MESSAGES.tooManyCourses).optional(),
  services: z.array(serviceSchema, "services must be a list").max(MAX_COURSES, MESSAGES.tooManyCourses).optional(),
  videoIds: videoIds.optional(),
  taxRate: z
    .unknown()
    .transform((v, ctx) => {
      const basisPoints = percentToBasisPoints(v);
      if (basisPoints === null) ctx.addIssue({ code: "custom", message: MESSAGES.taxRate });
      return basisPoints ?? 0;
    })
    .optional(),
  discount: decimalText.optional(),
  dueDate: dueDateSchema.optional(),
  email: emailSchema.optional(),
  notes: z.preprocess(
    (v) => (v === null ? "" : trimmed(v)),
    z.string("Notes must be text").max(NOTES_MAX, `Notes must be at most ${NOTES_MAX} characters`).optional(),
  ),
  status: z.literal("pending", MESSAGES.statusSet).optional(),
  updatedAt: seenUpdatedAt("invoice"),
});

/** What a create or an edit asks for, in one shape whichever body it came in. */
export type InvoiceInput = {
  courses?: CourseInput[];
  taxRateBasisPoints?: number;
  /** The discount as a plain decimal in the invoice's currency ("12.50"); the service converts it to minor units. */
  discount?: string;
  dueDate?: string;
  email?: string;
  /** "" clears them. */
  notes?: string;
  updatedAt?: string;
};

/** "3 videos" / "1 video" → 3 / 1; null when `duration` says no count. */
export function videoCountOf(duration: unknown): number | null {
  const match = typeof duration === "string" ? /^\s*(\d{1,4})\s*videos?\s*$/i.exec(duration) : null;
  return match ? Number(match[1]) : null;
}

/** "{n} videos", as the services table writes a course's size. */
export const durationText = (count: number): string => `${count} ${count === 1 ? "video" : "videos"}`;

/**
 * The spec's client's `services` and `videoIds` as courses: each line's own `videoIds` when every
 * line has them (our answers sent back); else `videoIds` split in order by each line's "{n}
 * videos" when those counts add up to them; else one course, named after the first line, with
 * every video.
 */
export function coursesFromServices(services: ServiceInput[], ids: string[]): { title: string; videoIds: string[] }[] {
  if (services.length > 0 && services.every((s) => s.videoIds !== undefined)) {
    return services.map((s) => ({ title: s.title, videoIds: s.videoIds! }));
  }
  const counts = services.map((s) => videoCountOf(s.duration));
  if (services.length > 0 && counts.every((n) => n !== null && n > 0) && counts.reduce<number>((a, n) => a + n!, 0) === ids.length) {
    let at = 0;
    return services.map((s, i) => {
      const part = ids.slice(at, at + counts[i]!);
      at += counts[i]!;
      return { title: s.title, videoIds: part };
    });
  }
  return [{ title: services[0]?.title ?? "Videos", videoIds: ids }];
}

/**
 * A create or edit body, ours or the spec's client's, as one InvoiceInput (InvalidError, a 422
 * with the field messages, when it is not one). The derived fields are dropped first; a key that
 * is neither ours nor the spec's is refused. `parse` is the caller's parser: lib/validate
 * parseInput, or on an edit parseUpdate against the invoice as we answer it (its read-only keys,
 * sent back, must be unchanged).
 */
export function readInvoiceBody(
  input: unknown,
  parse: (schema: typeof invoiceBodySchema, body: unknown) => z.output<typeof invoiceBodySchema>,
): InvoiceInput {
  const body = parse(invoiceBodySchema, ignoringFields(input, DERIVED_FIELDS));
  let courses = body.courses;
  if (body.services !== undefined || body.videoIds !== undefined) {
    if (courses !== undefined) throw new InvalidError(MESSAGES.bothShapes, { courses: MESSAGES.bothShapes });
    courses = coursesFromServices(body.services ?? [], body.videoIds ?? []);
  }
  return {
    ...(courses !== undefined ? { courses: parseCourses(courses) } : {}),
    ...(body.taxRate !== undefined ? { taxRateBasisPoints: body.taxRate } : {}),
    ...(body.discount !== undefined ? { discount: body.discount } : {}),
    ...(body.dueDate !== undefined ? { dueDate: body.dueDate } : {}),
    ...(body.email !== undefined ? { email: body.email } : {}),
    ...(body.notes !== undefined ? { notes: body.notes } : {}),
    ...(body.updatedAt !== undefined ? { updatedAt: body.updatedAt } : {}),
  };
}

/** Courses checked as a whole: at least one, each video in only one of them, at most MAX_VIDEOS_PER_INVOICE. */
export const coursesSchema = z
  .array(courseSchema)
  .min(1, MESSAGES.noCourses)
  .superRefine((courses, ctx) => {
    const ids = courses.flatMap((c) => c.videoIds);
    if (new Set(ids).size !== ids.length) ctx.addIssue({ code: "custom", message: MESSAGES.oneCourse });
    if (ids.length > MAX_VIDEOS_PER_INVOICE) ctx.addIssue({ code: "custom", message: MESSAGES.tooManyVideos });
  });

function parseCourses(courses: unknown): CourseInput[] {
  const result = coursesSchema.safeParse(courses);
  if (result.success) return result.data;
  const message = result.error.issues[0]?.message ?? MESSAGES.noCourses;
  throw new InvalidError(message, { courses: message });
}

/** PUT adminInvoiceApproval/approve/invoice/{id} and …/paid/invoice/{id}: optional `updatedAt`, the version staff saw. */
export const decisionSchema = z.strictObject({ updatedAt: seenUpdatedAt("invoice") });

/** PUT adminInvoiceApproval/reject/invoice/{id}: an optional reason (shown to the instructor) and `updatedAt`. */
export const rejectSchema = z.strictObject({
  reason: z.preprocess(
    (v) => (v === null ? undefined : trimmed(v)),
    z
      .string("The reason must be text")
      .max(REASON_MAX, `The reason must be at most ${REASON_MAX} characters`)
      .transform((s) => s || undefined)
      .optional(),
  ),
  updatedAt: seenUpdatedAt("invoice"),
});

// ── The Create and Edit form ──

/** What the instructor's Create and Edit form holds, as typed. */
export type InvoiceFormValues = {
  courses: { title: string; videoIds: string[] }[];
  /** A percent ("10", "12.5"). */
  taxRate: string;
  /** In the invoice's currency ("2.50"; "" is none). */
  discount: string;
  /** YYYY-MM-DD. */
  dueDate: string;
  email: string;
  notes: string;
};

/**
 * The Create and Edit form's rules (react-hook-form with zodResolver), the services' own in their
 * words, for an invoice at `rate`: each course named and with a video, each video in one course
 * only, the tax rate, the discount in the currency's decimals and at most the subtotal plus tax,
 * a due date, the client e-mail. Its output is the body the services take (they check it again,
 * and compute the amounts themselves).
 */
export function invoiceFormSchema(rate: { currency: string; ratePerVideoMinor: number }) {
  return z
    .object({
      courses: coursesSchema.max(MAX_COURSES, MESSAGES.tooManyCourses),
      taxRate: z.string().refine((v) => percentToBasisPoints(v) !== null, MESSAGES.taxRate),
      discount: z.string().transform((v) => v.trim() || "0"),
      dueDate: dueDateSchema,
      email: emailSchema,
      notes: z.string().trim().max(NOTES_MAX, `Notes must be at most ${NOTES_MAX} characters`),
    })
    .superRefine((values, ctx) => {
      const discount = readDiscount(values.discount, rate.currency);
      if (!discount.ok) {
        ctx.addIssue({ code: "custom", path: ["discount"], message: discount.message });
        return;
      }
      const totals = previewTotals(rate, values);
      if (totals && totals.discountMinor > maxDiscountMinor(totals)) {
        ctx.addIssue({ code: "custom", path: ["discount"], message: discountAboveMax(maxDiscountMinor(totals), rate.currency) });
      }
    });
}

/** What the form sends: its values as checked (the create body; an edit adds `updatedAt`). */
export type InvoiceFormBody = z.output<ReturnType<typeof invoiceFormSchema>>;

/**
 * What the server will compute for the form's values at `rate` (the same `invoiceTotals`), for
 * the form's live preview; null while the tax rate or the discount is not a valid amount.
 */
export function previewTotals(
  rate: { currency: string; ratePerVideoMinor: number },
  values: Pick<InvoiceFormValues, "courses" | "taxRate" | "discount">,
): InvoiceTotals | null {
  const taxRateBasisPoints = percentToBasisPoints(values.taxRate);
  const discount = readDiscount(values.discount.trim() || "0", rate.currency);
  if (taxRateBasisPoints === null || !discount.ok) return null;
  return invoiceTotals({
    ratePerVideoMinor: rate.ratePerVideoMinor,
    courseVideoCounts: values.courses.map((c) => c.videoIds.length),
    taxRateBasisPoints,
    discountMinor: discount.minor,
  });
}

// ── The list ──

/** The Invoices tab's page sizes (spec 02 section 9); 5 by default. */
export const INVOICE_PAGE_SIZES = [5, 10, 25, 50] as const;
export const DEFAULT_PAGE_SIZE = 5;
/** GET invoice/getInvoices without `limit`: the spec's client pages the whole list itself. */
export const API_PAGE_SIZE = 100;
export const MAX_PAGE_SIZE = 100;

/** What the list sorts by (spec 02 "Invoices list"): the invoice's date, due date, number, grand total or status. */
export const INVOICE_SORTS = ["date", "dueDate", "number", "amount", "status"] as const;
export type InvoiceSort = (typeof INVOICE_SORTS)[number];
/** Other names of the sorts: the earlier reading's `grandTotal`, and the API's field names. */
const SORT_ALIASES: Record<string, InvoiceSort> = { grandTotal: "amount", invoiceNumber: "number", createdAt: "date" };

const positiveInt = (fallback: number, max: number) =>
  z.preprocess((v) => {
    const n = typeof v === "string" && v.trim() !== "" ? Number(v) : typeof v === "number" ? v : Number.NaN;
    return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
  }, z.number());

const oneOf = <T extends string>(values: readonly T[], fallback: T | undefined, aliases: Record<string, T> = {}) =>
  z.preprocess((v) => {
    if (typeof v !== "string") return fallback;
    const value = aliases[v] ?? v;
    return (values as readonly string[]).includes(value) ? value : fallback;
  }, z.custom<T>().optional());

/**
 * Statuses as shown: one ("overdue"), several ("approved,overdue", or a list from a service
 * caller), the unknown ones dropped; undefined (every status) when none is left.
 */
const statusList = z.preprocess(
  (v) => {
    const values = Array.isArray(v) ? v : typeof v === "string" ? v.split(",") : [];
    const known = DISPLAY_STATUSES.filter((s) => values.some((value) => typeof value === "string" && value.trim() === s));
    return known.length > 0 ? known : undefined;
  },
  z.array(z.enum(DISPLAY_STATUSES)).optional(),
);

/**
 * The list's query: `page` from 1, `limit` 1 to 100 (the tab offers 5, 10, 25, 50), `sort` (or
 * `sortBy`) one of INVOICE_SORTS, `order` (or `sortOrder`) asc or desc, `status` one or several
 * of DISPLAY_STATUSES ("overdue": approved and past due; "approved": approved and not;
 * "approved,overdue": every approved invoice not paid yet). Unknown values fall back to the
 * defaults: newest first, every status.
 */
export const invoiceListQuerySchema = z
  .object({
    page: positiveInt(1, 100_000),
    limit: positiveInt(DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
    sort: oneOf(INVOICE_SORTS, undefined, SORT_ALIASES),
    sortBy: oneOf(INVOICE_SORTS, undefined, SORT_ALIASES),
    order: oneOf(["asc", "desc"] as const, undefined),
    sortOrder: oneOf(["asc", "desc"] as const, undefined),
    status: statusList,
  })
  .transform((q) => ({
    page: q.page,
    limit: q.limit,
    sort: q.sort ?? q.sortBy ?? "date",
    order: q.order ?? q.sortOrder ?? "desc",
    status: q.status,
  }));
/** The list's query as it comes (URL parameters, or the dashboard's values). */
export type InvoiceListQuery = Partial<Record<"page" | "limit" | "sort" | "sortBy" | "order" | "sortOrder" | "status", unknown>>;
