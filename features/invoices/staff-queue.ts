import { asc, eq, sql } from "drizzle-orm";
import { invoices } from "@/lib/db/schema";
import { QUEUE_LIST_LIMIT, type StaffQueue } from "@/features/staff-notifications";

/** Invoices waiting for approval (the Invoice Approval tab), for staff notices. */
export const invoicesQueue: StaffQueue = {
  id: "invoices",
  label: "Invoices to approve",
  adminTab: "invoice-approvals",
  tab: "invoice-approvals",
  waiting: (db) =>
    db
      .select({
        id: invoices.id,
        title: sql<string>`${invoices.number} || ' from ' || (${invoices.instructorDetails} ->> 'name')`,
        submittedAt: invoices.issuedAt,
      })
      .from(invoices)
      .where(eq(invoices.status, "pending"))
      .orderBy(asc(invoices.issuedAt), asc(invoices.id))
      .limit(QUEUE_LIST_LIMIT),
};
