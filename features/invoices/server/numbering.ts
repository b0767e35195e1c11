import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";
import { invoiceNumberCounters } from "@/lib/db/schema";

/** The first number of each year (spec 02 section 9: INV-{year}{1000-9999}). */
const FIRST_NUMBER = 1000;

/**
 * The next invoice number of `year`, taken inside the caller's transaction (the one that creates
 * the invoice): one statement that creates the year's counter at FIRST_NUMBER or adds one to it,
 * and answers the result. The counter's row stays locked until that transaction ends, so creates
 * at once queue on it and each gets its own number, with no error to retry; a create that rolls
 * back gives its number back. After 9999 the numbers go on with more digits (INV-202610000):
 * the allocator never runs out.
 */
export async function allocateInvoiceNumber(tx: DbOrTx, year: number): Promise<string> {
  const [row] = await tx
    .insert(invoiceNumberCounters)
    .values({ year, lastNumber: FIRST_NUMBER })
    .onConflictDoUpdate({ target: invoiceNumberCounters.year, set: { lastNumber: sql`${invoiceNumberCounters.lastNumber} + 1` } })
    .returning({ lastNumber: invoiceNumberCounters.lastNumber });
  if (!row) throw new Error("the invoice number counter returned no row");
  return `INV-${year}${row.lastNumber}`;
}
