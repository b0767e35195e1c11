import { eq } from "drizzle-orm";
import { videoSchoolTags } from "@/lib/db/schema";
import type { PersonalData } from "@/lib/privacy/personal-data";

/** The class tags a school gave videos. Erasure deletes them. */
export const schoolTagsPersonalData: PersonalData = {
  tables: ["video_school_tags"],
  export: [
    {
      file: "video-class-tags.json",
      describes: "The class tags your school gave videos.",
      records: (db, person) => db.select().from(videoSchoolTags).where(eq(videoSchoolTags.schoolId, person.id)),
    },
  ],
  async erase(tx, person) {
    await tx.delete(videoSchoolTags).where(eq(videoSchoolTags.schoolId, person.id));
    return [];
  },
};
