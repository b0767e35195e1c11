import { eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { staffNoticePreferences } from "@/lib/db/schema";
import type { Actor } from "@/lib/session/actor-type";
import { parseInput } from "@/lib/validate";
import { assertCan } from "@/registry/permissions";
import { DEFAULT_STAFF_NOTICE_MODE, preferenceSchema, type StaffNoticeModeChoice } from "../schema";

export type StaffNoticePreference = { mode: StaffNoticeModeChoice; chosenAt: string | null };

/** The member of staff's own choice; the daily digest (chosenAt null) when they never chose. */
export async function getStaffNoticePreference(actor: Actor | null): Promise<StaffNoticePreference> {
  assertCan(actor, "staffNotices.choose");
  const db = await getDb();
  const [row] = await db.select().from(staffNoticePreferences).where(eq(staffNoticePreferences.userId, actor.id));
  return row ? { mode: row.mode, chosenAt: row.chosenAt.toISOString() } : { mode: DEFAULT_STAFF_NOTICE_MODE, chosenAt: null };
}

/**
 * Records the choice (one upsert). Choosing again what was chosen keeps the first `chosenAt`, so
 * a repeated save does not move the point after which "at once" mails about new items.
 */
export async function setStaffNoticePreference(actor: Actor | null, input: unknown): Promise<StaffNoticePreference> {
  assertCan(actor, "staffNotices.choose");
  const { mode } = parseInput(preferenceSchema, input);
  const db = await getDb();
  const [row] = await db
    .insert(staffNoticePreferences)
    .values({ userId: actor.id, mode })
    .onConflictDoUpdate({
      target: staffNoticePreferences.userId,
      set: {
        mode,
        chosenAt: sql`CASE WHEN ${staffNoticePreferences.mode} = excluded.mode THEN ${staffNoticePreferences.chosenAt} ELSE now() END`,
      },
    })
    .returning();
  return { mode: row!.mode, chosenAt: row!.chosenAt.toISOString() };
}
