import { and, eq, inArray, lt, sql } from "drizzle-orm";
import { homeFor } from "@/lib/auth/roles";
import { allowsAdminTab } from "@/lib/auth/tabs";
import { getDb, type DbOrTx } from "@/lib/db/client";
import { staffDigests, staffNoticePreferences, staffNotices, users, type Role } from "@/lib/db/schema";
import { env } from "@/lib/config/env";
import { enqueueMail } from "@/lib/jobs/mail";
import { mails, type QueueSection } from "../mails";
import type { StaffQueue, WaitingItem } from "../queue";
import { DEFAULT_STAFF_NOTICE_MODE, type StaffNoticeModeChoice } from "../schema";

/** The digest goes out once a day from this hour (UTC) on, when something waits. */
export const DIGEST_HOUR_UTC = 7;
/** "At once" mails only about items submitted within this many hours (a job down for a while does not mail about old ones). */
export const NOTICE_LOOKBACK_HOURS = 24;

type Recipient = { id: string; email: string; name: string; role: Role; allowedTabs: string[]; chosenAt: Date | null };
type Waiting = { queue: StaffQueue; items: WaitingItem[] };
type Section = QueueSection & { queue: string };

/** Approved admins and superadmins whose choice (the default when none) is `mode`. */
async function recipients(db: DbOrTx, mode: StaffNoticeModeChoice): Promise<Recipient[]> {
  const chosen = sql<StaffNoticeModeChoice>`coalesce(${staffNoticePreferences.mode}, ${DEFAULT_STAFF_NOTICE_MODE}::staff_notice_mode)`;
  return db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      allowedTabs: users.allowedTabs,
      chosenAt: staffNoticePreferences.chosenAt,
    })
    .from(users)
    .leftJoin(staffNoticePreferences, eq(staffNoticePreferences.userId, users.id))
    .where(and(inArray(users.role, ["admin", "superadmin"]), eq(users.status, "approved"), sql`${chosen} = ${mode}`));
}

/** Every queue's waiting items, read once per run. */
async function everyQueue(db: DbOrTx, queues: readonly StaffQueue[]): Promise<Waiting[]> {
  return Promise.all(queues.map(async (queue) => ({ queue, items: await queue.waiting(db) })));
}

/**
 * What this person is told of: the queues of the tabs they may use (an admin limited by allowed
 * tabs hears only of theirs), those with items, each linking to its tab on their dashboard, the
 * queue whose oldest item has waited longest first.
 */
function sectionsFor(person: Recipient, waiting: Waiting[], keep: (item: WaitingItem) => boolean = () => true): Section[] {
  const home = `${env().siteUrl}${homeFor(person.role)}`;
  return waiting
    .filter((w) => allowsAdminTab(person.role, person.allowedTabs, w.queue.adminTab))
    .map((w) => ({
      label: w.queue.label,
      url: `${home}?tab=${w.queue.tab}`,
      items: w.items.filter(keep).sort((a, b) => a.submittedAt.getTime() - b.submittedAt.getTime()),
      queue: w.queue.id,
    }))
    .filter((s) => s.items.length > 0)
    .sort((a, b) => a.items[0]!.submittedAt.getTime() - b.items[0]!.submittedAt.getTime());
}

/** Forgets the notices and digests no run looks at any more (older than the lookback, and than today). */
async function prune(db: DbOrTx, now: Date): Promise<void> {
  const before = new Date(now.getTime() - 2 * NOTICE_LOOKBACK_HOURS * 3_600_000);
  await db.delete(staffNotices).where(lt(staffNotices.submittedAt, before));
  await db.delete(staffDigests).where(lt(staffDigests.day, before.toISOString().slice(0, 10)));
}

/**
 * The scheduled job `staff-notifications.digest` (registry/jobs.ts): from DIGEST_HOUR_UTC on,
 * each member of staff on the daily digest who has not had today's gets one mail listing every
 * item waiting in the queues of their tabs, oldest first, with how long each has waited. Nothing
 * is sent (and nothing recorded, so a later run that day may send) when nothing waits for them.
 * The day's row (staff_digests' primary key) and the mail are written in one transaction: two
 * runs at once send one digest. Answers how many were sent.
 */
export async function sendDigests(queues: readonly StaffQueue[], now: Date = new Date()): Promise<number> {
  if (now.getUTCHours() < DIGEST_HOUR_UTC) return 0;
  const day = now.toISOString().slice(0, 10);
  const db = await getDb();
  await prune(db, now);
  const people = await recipients(db, "daily");
  if (people.length === 0) return 0;
  const waiting = await everyQueue(db, queues);
  let sent = 0;
  for (const person of people) {
    const sections = sectionsFor(person, waiting);
    if (sections.length === 0) continue;
    const mailed = await db.transaction(async (tx) => {
      const [row] = await tx.insert(staffDigests).values({ recipientId: person.id, day }).onConflictDoNothing().returning();
      if (!row) return false;
      await enqueueMail(tx, mails.digest(person.email, person.name, sections, now));
      return true;
    });
    if (mailed) sent += 1;
  }
  return sent;
}

/**
 * The scheduled job `staff-notifications.at-once` (registry/jobs.ts, every minute): each member
 * of staff who chose "at once" gets one mail about the items that entered their queues since
 * the last run (submitted after they chose, within NOTICE_LOOKBACK_HOURS). Each item is recorded
 * per person (staff_notices' primary key) in the transaction that queues the mail, and only the
 * rows this run inserted are mailed about: a run twice at once, or again, never mails an item
 * twice. Answers how many mails were sent.
 */
export async function sendImmediateNotices(queues: readonly StaffQueue[], now: Date = new Date()): Promise<number> {
  const db = await getDb();
  const people = await recipients(db, "immediate");
  if (people.length === 0) return 0;
  const waiting = await everyQueue(db, queues);
  const since = now.getTime() - NOTICE_LOOKBACK_HOURS * 3_600_000;
  let sent = 0;
  for (const person of people) {
    const chosen = person.chosenAt?.getTime() ?? now.getTime();
    const sections = sectionsFor(person, waiting, (i) => i.submittedAt.getTime() >= Math.max(since, chosen));
    if (sections.length === 0) continue;
    const mailed = await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(staffNotices)
        .values(
          sections.flatMap((s) =>
            s.items.map((i) => ({ recipientId: person.id, queue: s.queue, itemId: i.id, submittedAt: i.submittedAt })),
          ),
        )
        .onConflictDoNothing()
        .returning({ queue: staffNotices.queue, itemId: staffNotices.itemId });
      const fresh = new Set(inserted.map((r) => `${r.queue}/${r.itemId}`));
      const news = sections
        .map((s) => ({ ...s, items: s.items.filter((i) => fresh.has(`${s.queue}/${i.id}`)) }))
        .filter((s) => s.items.length > 0);
      if (news.length === 0) return false;
      await enqueueMail(tx, mails.arrived(person.email, person.name, news, now));
      return true;
    });
    if (mailed) sent += 1;
  }
  return sent;
}
