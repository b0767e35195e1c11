import { eq } from "drizzle-orm";
import { practiceDays, watchedVideos } from "@/lib/db/schema";
import type { PersonalData } from "@/lib/privacy/personal-data";

/** A person's practice: what they watched and their minutes per day. Erasure deletes both. */
export const watchingPersonalData: PersonalData = {
  tables: ["watched_videos", "practice_days"],
  export: [
    {
      file: "watch-history.json",
      describes: "Every video you watched while signed in: how far you got, whether you finished it, and when.",
      records: (db, person) => db.select().from(watchedVideos).where(eq(watchedVideos.userId, person.id)),
    },
    {
      file: "practice-days.json",
      describes: "Your practice minutes, day by day.",
      records: (db, person) => db.select().from(practiceDays).where(eq(practiceDays.userId, person.id)),
    },
  ],
  async erase(tx, person) {
    await tx.delete(watchedVideos).where(eq(watchedVideos.userId, person.id));
    await tx.delete(practiceDays).where(eq(practiceDays.userId, person.id));
    return [];
  },
};
