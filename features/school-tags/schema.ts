import { z } from "zod";
import { searchTerm } from "@/lib/validate";
import { catalogueQuerySchema } from "@/features/videos/client";

/** The classes a school can tag a video with: "Class 1" through "Class 12". */
export const CLASS_TAGS = Array.from({ length: 12 }, (_, i) => `Class ${i + 1}`);
export type ClassTag = string;

const CLASS_MESSAGE = 'Tags must be classes from "Class 1" to "Class 12"';

export function classNumber(tag: string): number {
  return Number(tag.slice("Class ".length));
}

/** A list of class tags: each one of Class 1 … Class 12; de-duplicated and sorted by number. */
export const classTagsSchema = z
  .array(
    z.string(CLASS_MESSAGE).refine((t) => CLASS_TAGS.includes(t), CLASS_MESSAGE),
    "Tags must be a list of classes",
  )
  .max(100, "Too many tags")
  .transform((tags) => [...new Set(tags)].sort((a, b) => classNumber(a) - classNumber(b)));

/**
 * POST /videoSchoolTags. The school is the signed-in account: the spec's client sends its own id
 * as `schoolId`, which is accepted; the service refuses any other school's (422).
 */
export const createSchoolTagSchema = z.strictObject({
  videoId: z.uuid("Please choose a video"),
  schoolId: z.string("schoolId must be a school id").max(100, "schoolId must be a school id").optional(),
  tags: classTagsSchema,
});

/**
 * PUT /videoSchoolTags/{id}: only the tags change. Our tag editor also sends `previousTags`, the
 * classes it showed: a list someone else changed since is 409 instead of being overwritten.
 */
export const updateSchoolTagSchema = z.strictObject({
  tags: classTagsSchema,
  previousTags: classTagsSchema.optional(),
});

/**
 * The School Video Management tab's search, class filter and page. `page` is parsed as the
 * catalogue's: from 1, a missing or invalid page is 1 (a page past the end is clamped by the query).
 */
export const schoolVideoFilterSchema = z.object({
  search: searchTerm().pipe(z.string().max(200, "Search is too long").optional()),
  classTag: z.preprocess(
    (v) => (v === "" || v === null || v === "all" ? undefined : v),
    z
      .string()
      .refine((t) => CLASS_TAGS.includes(t), CLASS_MESSAGE)
      .optional(),
  ),
  page: catalogueQuerySchema.shape.page,
});
