import { apiRoute } from "@/lib/http";
import { createSchoolTag, listSchoolTags } from "@/features/school-tags/server/school-tags";

/** The bare new entry, as the original answered. The school is the signed-in account. */
export const POST = apiRoute(async ({ actor, json }) => createSchoolTag(actor, await json()));

export const GET = apiRoute(async ({ actor }) => ({ videoSchoolTags: await listSchoolTags(actor) }));
