import { and, lt, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { invoices, users } from "@/lib/db/schema";
import { env } from "@/lib/config/env";
import { accountingCutoff } from "@/lib/config/settings";

/**
 * The job invoices.prune-erased (daily): an erased instructor's invoices, kept anonymised for the
 * accounting period (ACCOUNTING_RETENTION_YEARS, eight by default), are deleted with their courses
 * and lines once that many years have passed since each was issued. Invoices of accounts that
 * were not erased are never touched; no file goes with them (a PDF is rendered when asked for).
 */
export async function pruneErasedInstructorsInvoices(
  now: Date = new Date(),
  years: number = env().retention.accountingYears,
): Promise<number> {
  const db = await getDb();
  const removed = await db
    .delete(invoices)
    .where(
      and(
        sql`${invoices.instructorId} IN (SELECT ${users.id} FROM ${users} WHERE ${users.erasedAt} IS NOT NULL)`,
        lt(invoices.issuedAt, accountingCutoff(now, years)),
      ),
    )
    .returning({ id: invoices.id });
  return removed.length;
}
