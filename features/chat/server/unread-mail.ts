import { sql } from "drizzle-orm";
import { homeFor } from "@/lib/auth/roles";
import { getDb } from "@/lib/db/client";
import { rowsOf } from "@/lib/db/rows";
import type { Role } from "@/lib/db/schema";
import { env } from "@/lib/config/env";
import { enqueueMail } from "@/lib/jobs/mail";
import { mails } from "../mails";

/** A message waits this long unread before its receiver is mailed about it. */
export const UNREAD_MAIL_AFTER_MINUTES = 30;
/** At most one mail per conversation (a person and the contact who wrote) in this many minutes. */
export const UNREAD_MAIL_EVERY_MINUTES = 60;
/** Messages older than this are not mailed about any more (the job was down a long time): hours. */
export const UNREAD_MAIL_LOOKBACK_HOURS = 24;
/** Conversations mailed per run, at most (the next run, a minute later, takes the rest). */
const PER_RUN = 200;

type Due = {
  recipient_id: string;
  recipient_email: string;
  recipient_name: string;
  recipient_role: Role;
  sender_name: string;
  unread: number;
};

/**
 * The scheduled job `chat.unread-mail` (registry/jobs.ts, every minute): mails each person who has
 * had a message waiting unread for 30 minutes, once per conversation, at most once an hour, and
 * never twice for the same message (chat_unread_mails keeps the newest seq each mail covered). The
 * mail says who wrote and how many messages wait, never what they say (mails.ts).
 *
 * One statement picks the conversations and records the mails, in the transaction that puts the
 * mails in the outbox: a conditional upsert (the last mail an hour old and covering older
 * messages) decides, so two runs at once (two instances) mail each conversation once.
 */
export async function mailUnreadMessages(): Promise<number> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const due = rowsOf<Due>(
      await tx.execute(sql`
        WITH waiting AS (
          SELECT receiver_id, sender_id, count(*)::int AS unread,
                 max(seq) FILTER (WHERE created_at <= now() - make_interval(mins => ${UNREAD_MAIL_AFTER_MINUTES})) AS up_to
          FROM chat_messages
          WHERE read_at IS NULL AND created_at > now() - make_interval(hours => ${UNREAD_MAIL_LOOKBACK_HOURS})
          GROUP BY receiver_id, sender_id
        ),
        candidates AS (
          SELECT w.receiver_id, w.sender_id, w.unread, w.up_to
          FROM waiting w
          LEFT JOIN chat_unread_mails m ON m.recipient_id = w.receiver_id AND m.sender_id = w.sender_id
          WHERE w.up_to IS NOT NULL
            AND (m.recipient_id IS NULL
                 OR (w.up_to > m.up_to_seq AND m.mailed_at <= now() - make_interval(mins => ${UNREAD_MAIL_EVERY_MINUTES})))
          ORDER BY w.up_to
          LIMIT ${PER_RUN}
        ),
        marked AS (
          INSERT INTO chat_unread_mails (recipient_id, sender_id, mailed_at, up_to_seq)
          SELECT receiver_id, sender_id, now(), up_to FROM candidates
          ON CONFLICT (recipient_id, sender_id) DO UPDATE
            SET mailed_at = excluded.mailed_at, up_to_seq = excluded.up_to_seq
            WHERE chat_unread_mails.up_to_seq < excluded.up_to_seq
              AND chat_unread_mails.mailed_at <= now() - make_interval(mins => ${UNREAD_MAIL_EVERY_MINUTES})
          RETURNING recipient_id, sender_id
        )
        SELECT r.id AS recipient_id, r.email AS recipient_email, r.name AS recipient_name, r.role AS recipient_role,
               trim(s.name || coalesce(' ' || s.last_name, '')) AS sender_name, c.unread
        FROM marked
        JOIN candidates c ON c.receiver_id = marked.recipient_id AND c.sender_id = marked.sender_id
        JOIN users r ON r.id = marked.recipient_id
        JOIN users s ON s.id = marked.sender_id
        WHERE r.status = 'approved'`),
    );
    for (const row of due) {
      const dashboard = `${env().siteUrl}${homeFor(row.recipient_role)}`;
      await enqueueMail(tx, mails.unreadMessages(row.recipient_email, row.recipient_name, row.sender_name, row.unread, dashboard));
    }
    return due.length;
  });
}
