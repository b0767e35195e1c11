/** The school-tags routes of the OpenAPI document (lib/openapi says how to read an entry). */
import { z } from "zod";
import type { ApiOperations } from "@/lib/openapi";
import { createSchoolTagSchema, schoolVideoFilterSchema, updateSchoolTagSchema } from "./schema";

/** A school's tag entry as its client reads it. */
export const tagEntryShape = z.object({ videoId: z.string(), tags: z.array(z.string()) });

const { classTag, ...filter } = schoolVideoFilterSchema.shape;

export const schoolTagsApi: ApiOperations = {
  "POST /api/v1/videoSchoolTags": {
    summary: "Tag a video with classes",
    body: createSchoolTagSchema,
    errors: { 409: "A tag entry for this video and school already exists." },
  },
  "GET /api/v1/videoSchoolTags": { summary: "The school's tag entries", response: z.object({ videoSchoolTags: z.array(tagEntryShape) }) },
  "GET /api/v1/videoSchoolTags/byVideoSchool/filter": {
    summary: "The school's entry for one video (a bare list of at most one)",
    query: z.object({ videoId: z.string(), schoolId: z.string().optional() }),
  },
  "GET /api/v1/videoSchoolTags/[id]": { summary: "One tag entry" },
  "PUT /api/v1/videoSchoolTags/[id]": {
    summary: "Replace an entry's classes",
    body: updateSchoolTagSchema,
    errors: { 409: "The classes changed since `previousTags` were shown." },
  },
  "DELETE /api/v1/videoSchoolTags/[id]": { summary: "Delete a tag entry" },
  "GET /api/v1/video/withSchoolTags": {
    summary: "Approved videos with the school's classes, 20 a page",
    query: z.object({ ...filter, class: classTag, schoolId: z.string().optional().meta({ description: "Staff: required." }) }),
  },
};
