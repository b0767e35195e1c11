import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import type { DbOrTx } from "@/lib/db/client";
import { rowsOf } from "@/lib/db/rows";

/** How far back the pending screen looks for approvals. */
export const APPROVAL_WINDOW_DAYS = 30;

export type ApprovalTime = { approvals: number; medianSeconds: number | null };

/**
 * How long approval has taken lately: the median time from sign-up to an administrator's
 * approval, over the approvals of the last 30 days (audit_log "user.approve" rows joined to the
 * account's created_at). A rejected registration is deleted with its sign-up date, and an account
 * approved automatically waited for nobody, so neither counts. `medianSeconds` is null when there
 * was no approval in the window.
 */
export async function recentApprovalTime(now: Date = new Date(), db?: DbOrTx): Promise<ApprovalTime> {
  const conn = db ?? (await getDb());
  const since = new Date(now.getTime() - APPROVAL_WINDOW_DAYS * 24 * 60 * 60 * 1000);
  const result = await conn.execute(sql`
    SELECT count(*)::int AS approvals,
           percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM a.created_at - u.created_at))::float8 AS median_seconds
      FROM audit_log a
      JOIN users u ON u.id::text = a.target_id
     WHERE a.action = 'user.approve' AND a.target_type = 'user'
       AND a.created_at > ${since.toISOString()}::timestamptz AND a.created_at <= ${now.toISOString()}::timestamptz`);
  const [row] = rowsOf<{ approvals: number; median_seconds: number | null }>(result);
  const approvals = row?.approvals ?? 0;
  return { approvals, medianSeconds: approvals > 0 && row?.median_seconds != null ? Math.max(0, row.median_seconds) : null };
}

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

/** The pending screen's sentence about how long approval takes, honest when there is nothing to go on. */
export function approvalTimeText({ approvals, medianSeconds }: ApprovalTime): string {
  if (medianSeconds === null) {
    return `We have not decided on any account in the last ${APPROVAL_WINDOW_DAYS} days, so we cannot yet say how long approval takes.`;
  }
  const basis = `the middle of the ${approvals} ${approvals === 1 ? "approval" : "approvals"} in the last ${APPROVAL_WINDOW_DAYS} days`;
  if (medianSeconds <= HOUR) return `Accounts are usually approved within an hour (${basis}).`;
  if (medianSeconds < 2 * DAY) {
    const hours = Math.ceil(medianSeconds / HOUR);
    return `Accounts are usually approved within ${hours} hours (${basis}).`;
  }
  return `Accounts are usually approved within ${Math.ceil(medianSeconds / DAY)} days (${basis}).`;
}
