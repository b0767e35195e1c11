import { z } from "zod";
import { IMAGE_TYPES, MB } from "@/lib/storage/limits";
import { fileSchema, type FileRule } from "@/lib/uploads/rules";
import { isPlainObject, searchTerm, seenUpdatedAt, trimmed } from "@/lib/validate";

/**
 * The gallery's schemas, shared by the upload and edit dialogs (react-hook-form + zodResolver)
 * and the services. Objects are strict: the school, its name, the status, the approval and the
 * dates never come from a body (an unknown key is a 422, never a silent change).
 *
 * Free of the database schema (the browser bundles this file): the categories repeat
 * GALLERY_CATEGORIES of lib/db/schema/gallery.ts, and schema.test.ts checks they agree.
 */

/** The spec's five categories (spec 01 §9), in the order the forms offer them, with their labels. */
export const PHOTO_CATEGORIES = ["event", "classroom", "sports", "arts", "general"] as const;
export type PhotoCategory = (typeof PHOTO_CATEGORIES)[number];
export const CATEGORY_LABELS: Readonly<Record<PhotoCategory, string>> = {
  event: "Event",
  classroom: "Classroom",
  sports: "Sports",
  arts: "Arts",
  general: "General",
};

/** The public gallery's date filters (spec 01 §9): how far back a photo's upload may be. */
export const DATE_FILTERS = ["all", "today", "week", "month", "year"] as const;
export type DateFilter = (typeof DATE_FILTERS)[number];
export const DATE_LABELS: Readonly<Record<DateFilter, string>> = {
  all: "Any time",
  today: "Past 24 hours",
  week: "Past week",
  month: "Past month",
  year: "Past year",
};
/** Each filter's window, in days (rolling, so "week" on a Monday morning still shows last week's photos). */
export const DATE_WINDOW_DAYS: Readonly<Record<Exclude<DateFilter, "all">, number>> = { today: 1, week: 7, month: 30, year: 365 };

/** The public gallery's orders (spec 01 §9): newest first, or by school name (then newest). */
export const SORTS = ["newest", "school"] as const;
export type GallerySort = (typeof SORTS)[number];
export const SORT_LABELS: Readonly<Record<GallerySort, string>> = { newest: "Newest first", school: "School name (A–Z)" };

/** Photos a page: the public gallery (spec 01 §9), the staff's two tables (spec 02 §9), a school's own. */
export const GALLERY_PAGE_SIZE = 9;
export const REVIEW_PAGE_SIZE = 5;
export const OWN_PAGE_SIZE = 6;
/** GET gallery/getGalleryImages and getPendingImages without `limit`, and the most a `limit` may ask for. */
export const API_DEFAULT_LIMIT = 50;
export const API_MAX_LIMIT = 100;

export const TITLE_MAX = 120;
export const DESCRIPTION_MAX = 1000;
export const REASON_MAX = 1000;
export const MAX_PHOTO_BYTES = 10 * MB;

/** The spec's words when the upload form lacks its title, school name or photo (spec 02 §5). */
export const REQUIRED_FIELDS = "Please fill in all required fields";

/** What a school's photo may be: JPEG, PNG or WebP (by its first bytes), at most 10 MB. */
export const PHOTO_RULE = {
  kind: "image",
  types: IMAGE_TYPES,
  maxBytes: MAX_PHOTO_BYTES,
  missing: "Please choose a photo",
  wrongType: "Please choose a JPEG, PNG or WebP image",
  tooLarge: "The photo is larger than 10 MB. Please choose a smaller one.",
  notUploaded: "The photo was not uploaded. Please try again.",
  empty: "The photo is empty. Please choose another one.",
  wrongSize: "The photo is not the size that was announced. Please upload it again.",
  unreadable: "The photo is not a JPEG, PNG or WebP image that can be read",
} as const satisfies FileRule;

const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v === null ? undefined : v);

export const titleSchema = z.preprocess(
  trimmed,
  z
    .string("Please enter a photo title")
    .min(1, "Please enter a photo title")
    .max(TITLE_MAX, `The title must be at most ${TITLE_MAX} characters`),
);
export const categorySchema = z.preprocess(
  (v) => (typeof v === "string" ? v.trim().toLowerCase() : v),
  z.enum(PHOTO_CATEGORIES, "Please choose a category: event, classroom, sports, arts or general"),
);
/** Optional; blank is no description. */
export const descriptionSchema = z.preprocess(
  (v) => (typeof v === "string" ? v.trim() : v),
  z.string("The description must be text").max(DESCRIPTION_MAX, `The description must be at most ${DESCRIPTION_MAX} characters`),
);

/**
 * The school's name, which the spec's client types into its upload and edit forms: the server
 * takes it from the account, so whatever is sent under it is accepted and ignored (the services
 * drop it with lib/validate ignoringFields before these schemas see a body).
 */
export const IGNORED_FIELDS = ["schoolName"] as const;

/**
 * The school confirms it holds consent (of parents or guardians) for the children the photo shows:
 * the upload dialog's required box sends `true`; a multipart form's checkbox "on". Optional for API
 * clients (the spec's multipart client has no such field): a photo uploaded without it is recorded
 * as not confirmed, which staff see while reviewing it.
 */
export const consentConfirmedSchema = z.preprocess(
  (v) => (v === "on" || v === "true" ? true : v === "false" ? false : blankToUndefined(v)),
  z.boolean("consentConfirmed must be true or false").optional(),
);
export const CONSENT_REQUIRED = "Please confirm that your school holds consent for the children shown";

/** The photo's details, as the upload and edit dialogs send them. */
export const photoDetailsSchema = z.strictObject({
  title: titleSchema,
  category: categorySchema,
  description: z.preprocess(blankToUndefined, descriptionSchema.optional()),
  consentConfirmed: consentConfirmedSchema,
});

/** Step one of a direct upload (POST gallery/upload as JSON): the details and the file the browser is about to send. */
export const uploadRequestSchema = photoDetailsSchema.extend({ image: fileSchema(PHOTO_RULE) });
export type UploadRequest = z.output<typeof uploadRequestSchema>;
export type PhotoDetails = z.output<typeof photoDetailsSchema>;

/** Step two (POST gallery/upload/confirm). */
export const uploadConfirmSchema = z.strictObject({
  uploadToken: z.string("The upload token is missing").min(1, "The upload token is missing").max(4000),
});

/**
 * POST gallery/upload as multipart/form-data, the spec's client: `title`, `schoolName` (ignored:
 * IGNORED_FIELDS) and the file `file`; `category` (default general), `description` and
 * `consentConfirmed` optional.
 */
export const multipartUploadSchema = z.strictObject({
  title: titleSchema,
  category: z.preprocess(blankToUndefined, categorySchema.default("general")),
  description: z.preprocess(blankToUndefined, descriptionSchema.optional()),
  consentConfirmed: consentConfirmedSchema,
});

/**
 * PUT gallery/update/{id}: what may change on a photo (nothing else). The rest of a photo object
 * we answered with may come back unchanged (clients send back what they received: the service
 * reads it with lib/validate parseUpdate); a school's edit sends the photo back to review.
 */
export const photoUpdateSchema = z.strictObject({
  title: titleSchema.optional(),
  category: categorySchema.optional(),
  // null or blank: no description.
  description: z.preprocess((v) => (v === null ? "" : v), descriptionSchema.optional()),
});
export type PhotoUpdate = z.output<typeof photoUpdateSchema>;

/** PUT gallery/reject/{id}: an optional reason the school will read. */
/** PUT gallery/approve/{id}'s optional body: the version the admin reviewed (our dashboard sends it). */
export const approveSchema = z.object({ updatedAt: seenUpdatedAt("photo") });

export const rejectSchema = z.strictObject({
  updatedAt: seenUpdatedAt("photo"),
  reason: z.preprocess(
    (v) => (v === null ? undefined : trimmed(v)),
    z.string("The reason must be text").max(REASON_MAX, `The reason must be at most ${REASON_MAX} characters`).optional(),
  ),
});

/** A whole number from 1 up (at most `max`), else `fallback`: a bad page or limit in a URL never breaks a list. */
const positiveInt = (fallback: number, max: number) =>
  z.preprocess((v) => {
    const n = typeof v === "string" && v.trim() !== "" ? Number(v) : typeof v === "number" ? v : Number.NaN;
    return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
  }, z.number());

/** A known value of `list`, else `fallback`: a stale or hand-edited URL shows the default rather than an error. */
const oneOf = <T extends string>(list: readonly T[], fallback: T) =>
  z.preprocess(
    (v) => (typeof v === "string" && (list as readonly string[]).includes(v.trim().toLowerCase()) ? v.trim().toLowerCase() : fallback),
    z.enum(list),
  );

/**
 * The public gallery's query (the /gallery page's URL and GET gallery/getGalleryImages): q
 * (searches title, description and school name), category, date, sort (`sortBy`, the earlier
 * client's name, is taken too), page and limit. Unknown values fall back to the defaults.
 */
export const galleryQuerySchema = z.preprocess(
  // `sortBy` (the earlier client's name) stands for `sort` when that is not given.
  (v) => (isPlainObject(v) && v.sort === undefined && v.sortBy !== undefined ? { ...v, sort: v.sortBy } : v),
  z.object({
    q: searchTerm({ max: 200 }),
    category: z.preprocess(
      (v) =>
        typeof v === "string" && (PHOTO_CATEGORIES as readonly string[]).includes(v.trim().toLowerCase())
          ? v.trim().toLowerCase()
          : undefined,
      z.enum(PHOTO_CATEGORIES).optional(),
    ),
    date: oneOf(DATE_FILTERS, "all"),
    sort: oneOf(SORTS, "newest"),
    page: positiveInt(1, 100_000),
    limit: positiveInt(API_DEFAULT_LIMIT, API_MAX_LIMIT),
  }),
);
export type GalleryQuery = z.output<typeof galleryQuerySchema>;

/** `page` and `limit` of the staff's and schools' lists (and their API calls); `sortBy=newest` turns the pending list newest first. */
export const listQuerySchema = z.object({
  page: positiveInt(1, 100_000),
  limit: positiveInt(API_DEFAULT_LIMIT, API_MAX_LIMIT),
  sortBy: z.preprocess((v) => (v === "newest" ? "newest" : "oldest"), z.enum(["newest", "oldest"])),
});
