import { eq } from "drizzle-orm";
import { staffDigests, staffNoticePreferences, staffNotices } from "@/lib/db/schema";
import type { PersonalData } from "@/lib/privacy/personal-data";

/** A member of staff's choice of notices and the record of those sent. Erasure deletes them. */
export const staffNotificationsPersonalData: PersonalData = {
  tables: ["staff_notice_preferences", "staff_notices", "staff_digests"],
  export: [
    {
      file: "staff-notices.json",
      describes: "How you chose to hear of work waiting for you, and the notices and digests we sent you.",
      records: async (db, person) => [
        {
          preference: await db.select().from(staffNoticePreferences).where(eq(staffNoticePreferences.userId, person.id)),
          notices: await db.select().from(staffNotices).where(eq(staffNotices.recipientId, person.id)),
          digests: await db.select().from(staffDigests).where(eq(staffDigests.recipientId, person.id)),
        },
      ],
    },
  ],
  async erase(tx, person) {
    await tx.delete(staffNoticePreferences).where(eq(staffNoticePreferences.userId, person.id));
    await tx.delete(staffNotices).where(eq(staffNotices.recipientId, person.id));
    await tx.delete(staffDigests).where(eq(staffDigests.recipientId, person.id));
    return [];
  },
};
