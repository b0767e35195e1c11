import { and, eq, lt, notExists, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { donationPlans, donations, users } from "@/lib/db/schema";
import { env } from "@/lib/config/env";
import { accountingCutoff } from "@/lib/config/settings";

/** The erased accounts ("Deleted user"), whose gifts stay attached to them for this job. */
const erasedAccounts = sql`(SELECT ${users.id} FROM ${users} WHERE ${users.erasedAt} IS NOT NULL)`;

/**
 * The job donations.prune-erased (daily): an erased donor's gifts, kept anonymised for the
 * accounting period (ACCOUNTING_RETENTION_YEARS, eight by default), are deleted once that many
 * years have passed since each gift's date (paid, else asked for), with their status history;
 * then their monthly plans that no gift refers to any more and that ended as long ago. Receipt
 * numbers are never given again (a sequence), and gifts of accounts that were not erased are never
 * touched. No file goes with them: a receipt's PDF is rendered when it is asked for.
 */
export async function pruneErasedDonorsGifts(
  now: Date = new Date(),
  years: number = env().retention.accountingYears,
): Promise<{ gifts: number; plans: number }> {
  const cutoff = accountingCutoff(now, years);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const gifts = await tx
      .delete(donations)
      .where(
        and(sql`${donations.userId} IN ${erasedAccounts}`, lt(sql`coalesce(${donations.completedAt}, ${donations.createdAt})`, cutoff)),
      )
      .returning({ id: donations.id });
    const plans = await tx
      .delete(donationPlans)
      .where(
        and(
          sql`${donationPlans.userId} IN ${erasedAccounts}`,
          lt(sql`coalesce(${donationPlans.canceledAt}, ${donationPlans.createdAt})`, cutoff),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(donations)
              .where(eq(donations.planId, donationPlans.id)),
          ),
        ),
      )
      .returning({ id: donationPlans.id });
    return { gifts: gifts.length, plans: plans.length };
  });
}
