import { eq } from "drizzle-orm";
import { DEMO_VIDEOS, demoVideoIds } from "@/features/videos";
import type { Tx } from "@/lib/db/client";
import { users, videoSchoolTags } from "@/lib/db/schema";

/** The demo school of features/accounts/server/seed.ts. */
const SCHOOL_EMAIL = "school@demo.test";

/** The demo school's class tags: two approved demo videos, for Class 3 and Class 5. */
export const DEMO_SCHOOL_TAGS: readonly { courseName: string; tags: string[] }[] = [
  { courseName: DEMO_VIDEOS[1]!.courseName, tags: ["Class 3"] },
  { courseName: DEMO_VIDEOS[2]!.courseName, tags: ["Class 3", "Class 5"] },
];

export async function seedDemoSchoolTags(tx: Tx): Promise<void> {
  const [school] = await tx.select({ id: users.id }).from(users).where(eq(users.email, SCHOOL_EMAIL));
  if (!school) return;
  const ids = await demoVideoIds(tx);
  const rows = DEMO_SCHOOL_TAGS.flatMap(({ courseName, tags }) => {
    const videoId = ids.get(courseName);
    return videoId ? [{ videoId, schoolId: school.id, tags }] : [];
  });
  if (rows.length > 0) await tx.insert(videoSchoolTags).values(rows).onConflictDoNothing();
}
