import type { AdminTabId } from "@/lib/auth/tabs";
import type { DbOrTx } from "@/lib/db/client";

/** One item waiting for staff: what the mail names, and when it was submitted (how long it has waited). */
export type WaitingItem = { id: string; title: string; submittedAt: Date };

/**
 * A queue of work waiting for staff, declared by the feature that owns it (its staff-queue.ts)
 * and listed in registry/staff-queues.ts. The notices and the digest read every queue through
 * this shape and nothing else.
 */
export type StaffQueue = {
  /** Stable id, stored with each notice sent ("registrations", "videos", …). */
  id: string;
  /** The queue's name in a mail: "New registrations". */
  label: string;
  /** The admin tab it belongs to: an admin whose allowed tabs leave it out is not told of it. */
  adminTab: AdminTabId;
  /** The dashboard tab that lists it (`?tab=`), linked from the mails. */
  tab: string;
  /** Every waiting item, oldest first (at most a few hundred: a mail names each). */
  waiting: (db: DbOrTx) => Promise<WaitingItem[]>;
};

/** The most items a queue lists in one mail (the mail says how many more wait). */
export const QUEUE_LIST_LIMIT = 200;
