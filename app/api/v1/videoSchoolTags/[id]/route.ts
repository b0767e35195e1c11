import { apiRoute } from "@/lib/http";
import { deleteSchoolTag, getSchoolTag, updateSchoolTag } from "@/features/school-tags/server/school-tags";

export const GET = apiRoute<{ id: string }>(async ({ actor, params }) => ({ videoSchoolTag: await getSchoolTag(actor, params.id) }));

/** The bare updated entry, as the original answered. Only `tags` may be sent. */
export const PUT = apiRoute<{ id: string }>(async ({ actor, params, json }) => updateSchoolTag(actor, params.id, await json()));

export const DELETE = apiRoute<{ id: string }>(async ({ actor, params }) => deleteSchoolTag(actor, params.id));
