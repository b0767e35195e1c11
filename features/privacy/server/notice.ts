import { and, eq, isNull, ne, or, sql } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { ConflictError, NotFoundError } from "@/lib/errors";
import { currentNoticeVersion } from "@/lib/privacy/notice";
import type { Actor } from "@/lib/session/actor-type";
import { parseInput } from "@/lib/validate";
import { assertCan } from "@/registry/permissions";

/** What the person has accepted of the privacy notice, and its current version. */
export type NoticeState = { currentVersion: string; acceptedVersion: string | null; acceptedAt: Date | null };

export const acceptNoticeSchema = z.strictObject({
  /** The version the person was shown: accepting an older one than the current is refused (their page is stale). */
  version: z.string("Please say which version of the privacy policy you accept").min(1).max(40),
});

export const NOTICE_CHANGED = "The privacy policy has changed since this page was shown. Please read the new version and accept it.";
export const NOTICE_ALREADY_ACCEPTED = "You have already accepted this version of the privacy policy.";

/** The signed-in person's acceptance of the privacy notice (their dashboard asks again when it is not the current version). */
export async function noticeState(actor: Actor | null): Promise<NoticeState> {
  assertCan(actor, "privacyNotice.accept");
  const db = await getDb();
  const [row] = await db
    .select({ version: users.privacyNoticeVersion, acceptedAt: users.privacyNoticeAcceptedAt })
    .from(users)
    .where(eq(users.id, actor.id));
  if (!row) throw new NotFoundError("Account not found");
  return { currentVersion: currentNoticeVersion(), acceptedVersion: row.version, acceptedAt: row.acceptedAt };
}

/**
 * Records that the person accepts the current version of the privacy notice, now: one
 * conditional update, so of two accepts at once (two tabs, a double click) one records it and the
 * other is a 409, as is accepting a version already accepted or one that is no longer current.
 */
export async function acceptPrivacyNotice(actor: Actor | null, input: unknown): Promise<{ version: string; acceptedAt: Date }> {
  assertCan(actor, "privacyNotice.accept");
  const { version } = parseInput(acceptNoticeSchema, input);
  if (version !== currentNoticeVersion()) throw new ConflictError(NOTICE_CHANGED);
  const db = await getDb();
  const [row] = await db
    .update(users)
    .set({ privacyNoticeVersion: version, privacyNoticeAcceptedAt: sql`now()` })
    .where(and(eq(users.id, actor.id), or(isNull(users.privacyNoticeVersion), ne(users.privacyNoticeVersion, version))))
    .returning({ version: users.privacyNoticeVersion, acceptedAt: users.privacyNoticeAcceptedAt });
  if (!row?.version || !row.acceptedAt) throw new ConflictError(NOTICE_ALREADY_ACCEPTED);
  return { version: row.version, acceptedAt: row.acceptedAt };
}
