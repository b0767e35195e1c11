import { z } from "zod";
import { IMAGE_TYPES, MAX_BYTES, MB, VIDEO_TYPES } from "@/lib/storage/limits";
import { MAX_VIDEO_SECONDS, VIDEO_FILE_RULE, fileSchema as ruleSchema, type FileRule } from "@/lib/uploads/rules";
import { requiredText, searchTerm, seenUpdatedAt, trimmed } from "@/lib/validate";
import { tooLongMessage } from "@/features/video-settings/client";

/**
 * Video schemas shared by the instructor and admin forms and lib/server/videos. Objects are
 * strict: an instructor's payload has no status, rank, isPriced or recommended key, so sending
 * one is a 422, never a silent change.
 */

/** The limits live with storage (lib/storage/limits.ts); re-exported for the forms. */
export { IMAGE_TYPES, MB, VIDEO_TYPES };
export const MAX_VIDEO_BYTES = MAX_BYTES.video;
export const MAX_THUMBNAIL_BYTES = MAX_BYTES.thumbnail;
/** At most six hours of video. */
export const MAX_DURATION_SECONDS = MAX_VIDEO_SECONDS;
export const RECOMMENDED_TAG = "recommended";

/**
 * A video's topics: its tags without `recommended`, which is the foundation's flag (set by staff,
 * it puts a video on students' Recommended tab), never a topic. Instructors, schools and visitors
 * see topics; staff see and set the flag as Recommended.
 */
export function topicTags(tags: readonly string[]): string[] {
  return tags.filter((t) => t !== RECOMMENDED_TAG);
}

/** Whether the foundation recommends the video (its `recommended` tag). */
export function isRecommended(tags: readonly string[]): boolean {
  return tags.includes(RECOMMENDED_TAG);
}
export const MAX_TAGS = 20;
export const MAX_TAG_LENGTH = 40;
export const CATALOGUE_PAGE_SIZE = 9;
export const MANAGE_PAGE_SIZE = 5;
export const DURATION_BANDS = ["short", "medium", "long"] as const;
export type DurationBand = (typeof DURATION_BANDS)[number];

export const courseNameSchema = requiredText("The title", 200, "Please enter a title");
export const courseContentSchema = requiredText("The course content", 5000, "Please enter the course content");
export const descriptionSchema = requiredText("The description", 5000, "Please enter a description");
export const MAX_TOPIC_LENGTH = 60;
/** A topic as it is shown: trimmed, inner spaces collapsed, its case kept ("Body scan"). */
export function normaliseTopic(topic: string): string {
  return topic.trim().replace(/\s+/g, " ");
}
/**
 * The video's Topic, the spec's `category`: one per video, in the uploader's words and case
 * ("Body scan"), what the catalogue's Topic filter lists and finds (compared without case).
 */
const categorySchema = z.preprocess(
  (v) => (typeof v === "string" ? (normaliseTopic(v) === "" ? undefined : normaliseTopic(v)) : v === null ? undefined : v),
  z.string().max(MAX_TOPIC_LENGTH, `The topic must be at most ${MAX_TOPIC_LENGTH} characters`).optional(),
);

/** One tag: trimmed, inner spaces collapsed, lower case. */
export function normaliseTag(tag: string): string {
  return tag.trim().replace(/\s+/g, " ").toLowerCase();
}

/** A list of tags: normalised, blank ones dropped, duplicates removed (first kept), bounded. */
export const tagListSchema = z
  .array(
    z.string("Tags must be an array of strings").max(200, "Each tag must be at most 40 characters"),
    "Tags must be an array of strings",
  )
  .max(100, `At most ${MAX_TAGS} tags`)
  .transform((tags) => [...new Set(tags.map(normaliseTag).filter((t) => t !== ""))])
  .pipe(
    z
      .array(z.string().max(MAX_TAG_LENGTH, `Each tag must be at most ${MAX_TAG_LENGTH} characters`))
      .max(MAX_TAGS, `At most ${MAX_TAGS} tags`),
  );

export const tagsBodySchema = z.strictObject({ tags: tagListSchema });
export const nonEmptyTagsBodySchema = z.strictObject({
  tags: tagListSchema.refine((t) => t.length > 0, "Please give at least one tag"),
});

/** What a video or thumbnail file may be, with the spec's messages: the forms, the JSON upload and the multipart upload. */
export const FILE_RULES = {
  video: VIDEO_FILE_RULE,
  thumbnail: {
    kind: "thumbnail",
    types: IMAGE_TYPES,
    maxBytes: MAX_THUMBNAIL_BYTES,
    missing: "Please select a thumbnail image",
    wrongType: "Please select a valid image file for the thumbnail",
    tooLarge: "Thumbnail file size exceeds 5MB limit",
    notUploaded: "The thumbnail image was not uploaded. Please try again.",
    empty: "The thumbnail image is empty",
    wrongSize: "The thumbnail image is not the size that was announced. Please upload it again.",
    unreadable: "The thumbnail is not a JPEG, PNG or WebP image",
  },
} as const satisfies Record<"video" | "thumbnail", FileRule>;

export const fileSchema = (kind: "video" | "thumbnail") => ruleSchema(FILE_RULES[kind]);

/** A stored video whose header gives no length: the maximum length cannot be checked against it. */
export const LENGTH_UNKNOWN =
  "The video's length could not be read from the file. Please save it again as an MP4, WebM or QuickTime video (most video editors write its length).";

/**
 * FILE_RULES with the video settings' maximum length (features/video-settings), for the checks of
 * a stored upload: a longer video, by what its own header says, is refused in tooLongMessage's
 * words ("This video is 42:10 long; videos may be at most 30:00."), and so is one whose header
 * gives no length.
 */
export function fileRulesWithin(maxSeconds: number) {
  const video = {
    ...FILE_RULES.video,
    maxSeconds,
    tooLong: (seconds: number) => tooLongMessage(seconds, maxSeconds),
    lengthUnknown: LENGTH_UNKNOWN,
  };
  return { ...FILE_RULES, video } satisfies Record<"video" | "thumbnail", FileRule>;
}

/**
 * The instructor's name, which the spec's client sends with an upload: the server takes it from
 * the uploader's account, so whatever is sent under it is accepted and ignored (the services drop
 * it with lib/validate ignoringFields before these schemas see a body, uploads and edits alike).
 */
export const IGNORED_FIELDS = ["instructorName"] as const;

/** Step one of an upload: what the browser is about to send, and the video's details. */
export const uploadRequestSchema = z.strictObject({
  courseName: courseNameSchema,
  courseContent: courseContentSchema,
  description: descriptionSchema,
  category: categorySchema,
  durationSeconds: z
    .number("The video's duration could not be read")
    .positive("The video's duration could not be read")
    .max(MAX_DURATION_SECONDS, "Videos may be at most 6 hours long")
    .transform((s) => Math.max(1, Math.round(s))),
  video: fileSchema("video"),
  thumbnail: fileSchema("thumbnail"),
  tags: tagListSchema.refine((t) => !t.includes(RECOMMENDED_TAG), "The recommended tag is set by our team").optional(),
});
export type UploadRequest = z.output<typeof uploadRequestSchema>;

const noRecommendedTag = (t: string[]) => !t.includes(RECOMMENDED_TAG);

/**
 * POST video/upload sent as multipart/form-data (the spec's client): the text fields; the files
 * `video` and `thumbnail` stream to storage. The duration is read from the video's header when
 * the client sends none. The spec's client also sends `instructorName` (ignored: IGNORED_FIELDS),
 * `isPriced` ("false") and `rank` (""): price and rank come from review, so only those defaults
 * are taken; anything else is 422 with a message saying so.
 */
export const multipartUploadSchema = z.strictObject({
  courseName: courseNameSchema,
  courseContent: courseContentSchema,
  description: descriptionSchema,
  category: categorySchema,
  durationSeconds: z.preprocess(
    (v) => (typeof v === "string" ? (v.trim() === "" ? undefined : Number(v)) : v),
    uploadRequestSchema.shape.durationSeconds.optional(),
  ),
  tags: z.preprocess(
    (v) => (typeof v === "string" ? v.split(",") : v),
    tagListSchema.refine(noRecommendedTag, "The recommended tag is set by our team").optional(),
  ),
  isPriced: z.enum(["false", ""], "The price is set by our team after review").optional(),
  rank: z.literal("", "The rank is set by our team after review").optional(),
  status: z.enum(["pending", ""], "A new video always waits for review").optional(),
});
export type MultipartUpload = z.output<typeof multipartUploadSchema>;

/** Step one of replacing a thumbnail (POST video/{id}/thumbnail). */
export const thumbnailRequestSchema = z.strictObject({ thumbnail: fileSchema("thumbnail") });

/** Step one of replacing the video file (POST video/{id}/file): the new file and the length the browser read from it. */
export const videoFileRequestSchema = z.strictObject({
  video: fileSchema("video"),
  durationSeconds: uploadRequestSchema.shape.durationSeconds,
});

export const uploadConfirmSchema = z.strictObject({
  uploadToken: z.string("The upload token is missing").min(1, "The upload token is missing").max(4000),
});

/**
 * What an instructor may change on their own video. Saving sends it back to review. The rest of
 * a video object we answered with may come back unchanged (`parseUpdate` in the service), and so
 * may the recommended tag of a video that has it: the service refuses it only when it is new.
 */
export const instructorVideoUpdateSchema = z.strictObject({
  courseName: courseNameSchema.optional(),
  courseContent: courseContentSchema.optional(),
  description: descriptionSchema.optional(),
  category: categorySchema,
  tags: tagListSchema.optional(),
  /** From POST video/{id}/thumbnail, once the new image is uploaded: replaces the thumbnail. */
  thumbnailUploadToken: z.string("The upload token is missing").min(1, "The upload token is missing").max(4000).optional(),
  /** From POST video/{id}/file, once the new video file is uploaded: replaces the video file. */
  videoUploadToken: z.string("The upload token is missing").min(1, "The upload token is missing").max(4000).optional(),
  /** The version the editor opened (our dashboard sends it): a video changed since is 409, never overwritten. */
  updatedAt: seenUpdatedAt("video"),
});

export type InstructorVideoUpdate = z.output<typeof instructorVideoUpdateSchema>;

/** A rank: a non-negative whole number, as a number or a numeric string; "" or null clears it. */
const rankSchema = z.preprocess(
  (v) => (v === "" || v === null ? null : typeof v === "string" && /^\s*\d+\s*$/.test(v) ? Number(v.trim()) : v),
  z
    .number("Rank must be a whole number of 0 or more")
    .int("Rank must be a whole number of 0 or more")
    .min(0, "Rank must be a whole number of 0 or more")
    .max(1_000_000, "Rank is too large")
    .nullable(),
);

/** What admins and superadmins may change on any video. */
export const staffVideoUpdateSchema = instructorVideoUpdateSchema.extend({
  tags: tagListSchema.optional(),
  rank: rankSchema.optional(),
  isPriced: z.boolean("isPriced must be true or false").optional(),
  recommended: z.boolean("recommended must be true or false").optional(),
  status: z.enum(["pending", "approved", "rejected"], "Status must be pending, approved or rejected").optional(),
  // null: the reason of a video object we answered with, when it has none.
  rejectionReason: z
    .preprocess(
      (v) => (v === null ? undefined : trimmed(v)),
      z.string().max(1000, "The rejection reason must be at most 1000 characters").optional(),
    )
    .optional(),
});

export type StaffVideoUpdate = z.output<typeof staffVideoUpdateSchema>;

/**
 * PUT adminVideoApproval/approve/video/{id}'s optional body: `updatedAt`, the version the admin
 * reviewed (our dashboard sends it; the spec's client sends nothing, and other keys are ignored
 * as they were).
 */
export const approveVideoSchema = z.object({ updatedAt: seenUpdatedAt("video") });

/**
 * PUT adminVideoApproval/reject/video/{id}. The spec's client also sends `status: "rejected"`;
 * our dashboard sends `updatedAt`, the version the admin reviewed, as for approve.
 */
export const rejectVideoSchema = z.strictObject({
  status: z.literal("rejected", 'Status can only be "rejected" here').optional(),
  updatedAt: seenUpdatedAt("video"),
  rejectionReason: z.preprocess(
    trimmed,
    z
      .string("Please provide a rejection reason")
      .min(1, "Please provide a rejection reason")
      .max(1000, "The rejection reason must be at most 1000 characters"),
  ),
});

/**
 * The catalogue's query parameters (GET video/getAllVideos and the /videos page).
 * scope: `catalogue` (default: approved only, 9 a page), `mine` (the caller's own uploads in
 * every status, 9 a page), `all` (staff: every status, 5 a page, optional `status`).
 */
export const catalogueQuerySchema = z.object({
  q: searchTerm({ max: 200 }),
  tag: searchTerm({ max: MAX_TAG_LENGTH, normalise: normaliseTag }),
  instructor: z.preprocess((v) => (v === "" ? undefined : v), z.uuid("Unknown instructor").optional()),
  duration: z.preprocess((v) => (v === "" ? undefined : v), z.enum(DURATION_BANDS, "Duration must be short, medium or long").optional()),
  page: z.preprocess((v) => {
    const n = typeof v === "string" ? Number.parseInt(v, 10) : typeof v === "number" ? v : 1;
    return Number.isFinite(n) && n >= 1 ? Math.min(Math.floor(n), 100_000) : 1;
  }, z.number()),
  scope: z.preprocess(
    (v) => (v === "" || v === undefined ? "catalogue" : v),
    z.enum(["catalogue", "mine", "all"], "Scope must be catalogue, mine or all"),
  ),
  status: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.enum(["pending", "approved", "rejected"], "Status must be pending, approved or rejected").optional(),
  ),
});
export type CatalogueQuery = z.output<typeof catalogueQuerySchema>;
