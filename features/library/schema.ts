import { z } from "zod";
import { IMAGE_TYPES, MAX_BYTES, VIDEO_TYPES } from "@/lib/storage/limits";
import { VIDEO_FILE_RULE, fileSchema, type FileRule } from "@/lib/uploads/rules";
import { requiredText, searchTerm } from "@/lib/validate";

/**
 * The library's schemas, shared by the staff forms (features/library/forms.ts) and the services.
 * Objects are strict: approval, the uploader, storage keys and dates never come from a body
 * (unknown keys are refused with 422).
 */

export { IMAGE_TYPES, VIDEO_TYPES };

export const TITLE_MAX = 200;
export const AUTHOR_MAX = 120;
export const SUBJECT_MAX = 120;
export const DESCRIPTION_MAX = 5000;
export const MAX_KEYWORDS = 20;
export const KEYWORD_MAX = 40;
/** The public /resources page: a grid of three by three. */
export const RESOURCES_PAGE_SIZE = 9;
/** The staff's My Uploaded Videos table (the spec's page size of every staff list). */
export const MANAGE_PAGE_SIZE = 5;
/** The API's lists: items a page by default, and the most a `limit` may ask for. */
export const API_PAGE_LIMIT = 100;

/** What a library item's video and cover may be, with the words for each way they can fail. */
export const LIBRARY_FILE_RULES = {
  video: VIDEO_FILE_RULE,
  coverImage: {
    kind: "thumbnail",
    types: IMAGE_TYPES,
    maxBytes: MAX_BYTES.thumbnail,
    missing: "Please select a cover image",
    wrongType: "Please select a valid image file for the cover",
    tooLarge: "Cover image size exceeds 5MB limit",
    notUploaded: "The cover image was not uploaded. Please try again.",
    empty: "The cover image is empty",
    wrongSize: "The cover image is not the size that was announced. Please upload it again.",
    unreadable: "The cover image is not a JPEG, PNG or WebP image",
  },
} as const satisfies Record<"video" | "coverImage", FileRule>;
export type LibraryFileField = keyof typeof LIBRARY_FILE_RULES;

export const titleSchema = requiredText("Title", TITLE_MAX, "Please enter a title");
export const authorSchema = requiredText("Author", AUTHOR_MAX, "Please enter the author");
export const subjectSchema = requiredText("Subject", SUBJECT_MAX, "Please enter the subject");
export const descriptionSchema = requiredText("Description", DESCRIPTION_MAX, "Please enter a description");

/** One keyword: trimmed, inner spaces collapsed, lower case (the earlier system lower-cased them too). */
export function normaliseKeyword(keyword: string): string {
  return keyword.trim().replace(/\s+/g, " ").toLowerCase();
}

/** Keywords typed as "calm, Breathing , calm" (or sent as a list): normalised, blanks and repeats dropped. */
export function keywordList(value: string | readonly string[]): string[] {
  const parts = typeof value === "string" ? value.split(",") : value;
  return [...new Set(parts.map(normaliseKeyword).filter((k) => k !== ""))];
}

const KEYWORDS_REQUIRED = "Please enter at least one keyword";

/** Keywords as the API takes them: comma-separated text (the spec's form) or a list of strings; at least one. */
export const keywordsSchema = z
  .union([z.string().max(2000, "The keywords are too long"), z.array(z.string().max(200), "Keywords must be text")], KEYWORDS_REQUIRED)
  .transform(keywordList)
  .pipe(
    z
      .array(z.string())
      .min(1, KEYWORDS_REQUIRED)
      .max(MAX_KEYWORDS, `At most ${MAX_KEYWORDS} keywords`)
      .refine((list) => list.every((k) => k.length <= KEYWORD_MAX), `Each keyword must be at most ${KEYWORD_MAX} characters`),
  );

/** The details of a library item, all required (spec 02 §5, Library video form). */
export const libraryDetailsSchema = z.strictObject({
  title: titleSchema,
  author: authorSchema,
  subject: subjectSchema,
  description: descriptionSchema,
  keywords: keywordsSchema,
});
export type LibraryDetails = z.output<typeof libraryDetailsSchema>;

export const libraryFileSchema = (field: LibraryFileField) => fileSchema(LIBRARY_FILE_RULES[field]);

/** POST library/uploadLibraryVideo (JSON): step one of an upload, the details and both files as the browser declares them. */
export const libraryUploadRequestSchema = libraryDetailsSchema.extend({
  video: libraryFileSchema("video"),
  coverImage: libraryFileSchema("coverImage"),
});

const uploadTokenSchema = z.string("The upload token is missing").min(1, "The upload token is missing").max(4000);

/** POST library/uploadLibraryVideo/confirm. */
export const libraryUploadConfirmSchema = z.strictObject({ uploadToken: uploadTokenSchema });

/** POST library/LibraryVideo/{id}/files: step one of replacing an item's video, its cover, or both. */
export const libraryReplaceRequestSchema = z
  .strictObject({ video: libraryFileSchema("video").optional(), coverImage: libraryFileSchema("coverImage").optional() })
  .refine((files) => files.video !== undefined || files.coverImage !== undefined, {
    message: "Please choose a new video or cover image",
    path: ["video"],
  });

/**
 * PUT library/LibraryVideo/{id} (JSON): the details to change (each optional) and, after step one
 * of a replacement, its `uploadToken`. The rest of an item object we answered with may come back
 * unchanged (parseUpdate in the service).
 */
export const libraryUpdateSchema = z.strictObject({
  title: titleSchema.optional(),
  author: authorSchema.optional(),
  subject: subjectSchema.optional(),
  description: descriptionSchema.optional(),
  keywords: keywordsSchema.optional(),
  uploadToken: uploadTokenSchema.optional(),
});
export type LibraryUpdate = z.output<typeof libraryUpdateSchema>;

/** A whole number from a query string: `fallback` when absent or not one, at least 1, at most `max`. */
const wholeNumber = (fallback: number, max: number) =>
  z.preprocess((v) => {
    const n = typeof v === "string" ? Number.parseInt(v, 10) : typeof v === "number" ? v : Number.NaN;
    return Number.isFinite(n) && n >= 1 ? Math.min(Math.floor(n), max) : fallback;
  }, z.number());

/**
 * The lists' query (GET library/searchBook, searchLibraryVideo, allLibraryVideo and the /resources
 * page): `search` full text over title, author, subject and keywords (ranked), `title`, `author`,
 * `subject` (contains, case-insensitive), `keyword` (exact, lower case), `status` (staff only:
 * draft or published), `page`, `limit`. Search terms are cleaned, never refused: a stale link
 * still opens.
 */
export const libraryQuerySchema = z.object({
  search: searchTerm({ max: 200 }),
  title: searchTerm({ max: TITLE_MAX }),
  author: searchTerm({ max: AUTHOR_MAX }),
  subject: searchTerm({ max: SUBJECT_MAX }),
  keyword: searchTerm({ max: KEYWORD_MAX, normalise: normaliseKeyword }),
  status: z.preprocess((v) => (v === "" ? undefined : v), z.enum(["draft", "published"], "Status must be draft or published").optional()),
  page: wholeNumber(1, 100_000),
  limit: wholeNumber(API_PAGE_LIMIT, API_PAGE_LIMIT),
});
export type LibraryQuery = z.output<typeof libraryQuerySchema>;
