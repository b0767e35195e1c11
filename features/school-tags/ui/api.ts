import type { z } from "zod";
import { apiFetch, type Answer } from "@/lib/http/api-client";
import type { createSchoolTagSchema, updateSchoolTagSchema } from "@/features/school-tags/schema";
import type { createSchoolTag, updateSchoolTag } from "@/features/school-tags/server/school-tags";

/*
 * The school tags API as the browser calls it: one function per call (path, method, body and
 * answer declared here once). The school is the signed-in account; no body names it.
 */

/** POST videoSchoolTags: the school's first tags for a video (the bare new entry). */
export const addTags = (body: z.input<typeof createSchoolTagSchema>) =>
  apiFetch<Answer<typeof createSchoolTag>>("/videoSchoolTags", { method: "POST", json: body });

/** PUT videoSchoolTags/{id}: the entry's classes replaced (the bare updated entry). */
export const updateTags = (tagId: string, body: z.input<typeof updateSchoolTagSchema>) =>
  apiFetch<Answer<typeof updateSchoolTag>>(`/videoSchoolTags/${encodeURIComponent(tagId)}`, { method: "PUT", json: body });
