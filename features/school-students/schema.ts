import { z } from "zod";
import { CLASS_TAGS } from "@/features/school-tags/client";

/** The columns the Students tab sorts by. */
export const STUDENT_SORTS = ["name", "week", "term", "completed", "lastActive"] as const;
export type StudentSort = (typeof STUDENT_SORTS)[number];
export type SortDirection = "asc" | "desc";

/** Students a page on the tab (the CSV has every one the filter keeps). */
export const STUDENTS_PAGE_SIZE = 50;

/**
 * "This term" on the Students tab: the last 12 weeks, today included (84 UTC days). Schools'
 * term dates differ by country and school, and a fixed window of a term's usual length needs no
 * calendar to be kept up to date; the tab says so under the table.
 */
export const TERM_DAYS = 84;

/** What a blank, unknown or "all" value of the filter means: no choice. */
const optional = (v: unknown) => (v === "" || v === null || v === "all" ? undefined : v);

/**
 * The Students tab's query (and GET /school/students): sort column and direction, the class
 * filter and the page. An unknown sort or direction falls back to the default (name, A to Z),
 * as a link someone edited by hand should still show the list; an unknown class is a 422.
 */
export const studentFilterSchema = z.object({
  sort: z.preprocess((v) => (STUDENT_SORTS.includes(v as StudentSort) ? v : undefined), z.enum(STUDENT_SORTS).default("name")),
  dir: z.preprocess((v) => (v === "asc" || v === "desc" ? v : undefined), z.enum(["asc", "desc"]).optional()),
  classTag: z.preprocess(
    optional,
    z
      .string()
      .refine((t) => CLASS_TAGS.includes(t), 'Class must be one of "Class 1" to "Class 12"')
      .optional(),
  ),
  page: z.preprocess((v) => {
    const n = typeof v === "number" ? v : Number.parseInt(String(v ?? ""), 10);
    return Number.isInteger(n) && n > 0 && n < 1_000_000 ? n : 1;
  }, z.number().int()),
});
export type StudentFilter = z.output<typeof studentFilterSchema>;

/** The direction a column sorts in when first chosen: names A to Z, numbers and dates highest first. */
export function defaultDirection(sort: StudentSort): SortDirection {
  return sort === "name" ? "asc" : "desc";
}
