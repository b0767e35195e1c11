import { CLASS_TAGS } from "@/lib/validation/school-tags";

/** The filter the Video Management tab was opened with, made safe: an unknown class or an over-long search never reaches the service. */
export function schoolVideoFilter(search: string | undefined, classTag: string | undefined) {
  return {
    search: (search ?? "").trim().slice(0, 200),
    classTag: classTag && CLASS_TAGS.includes(classTag) ? classTag : "",
  };
}
