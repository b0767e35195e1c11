import type { Actor } from "@/lib/session/actor-type";
import { pageCount } from "@/lib/paging";
import { CardCell, CardRow, CardTable } from "@/components/ui/card-table";
import { Pagination } from "@/components/ui/pagination";
import { PendingCount } from "@/components/ui/status-badge";
import { DEFAULT_PAGE_SIZE, type InvoiceListQuery } from "../schema";
import { listInvoices, type InvoicePage } from "../server/invoices";
import type { ApiInvoice } from "../server/serialize";
import { PendingInvoiceActions, UnpaidInvoiceActions } from "./decision-actions";
import { AmountCell, DateCells, dueDateText, InvoiceStatus } from "./parts";

/** A page of a list, or its last page when the URL asks for one past the end (its last invoice just decided). */
async function pageOrLast(actor: Actor, query: InvoiceListQuery & { page: number }): Promise<InvoicePage> {
  const result = await listInvoices(actor, { limit: DEFAULT_PAGE_SIZE, ...query });
  const last = pageCount(result.total, result.limit);
  return result.items.length === 0 && query.page > last ? listInvoices(actor, { limit: DEFAULT_PAGE_SIZE, ...query, page: last }) : result;
}

/**
 * The staff's Invoice Approval tab (admin and superadmin; an admin with allowed tabs needs
 * `invoice-approvals`, which the services check too), below the Video Settings block: "Pending
 * Invoices - Admin Panel" (Invoice #, Date, Due Date, Amount, Actions: View, Approve, Reject),
 * newest first, and the approved invoices waiting for payment (overdue ones first) with Mark as
 * paid; five a page each, with their own page parameter (`pending`, `unpaid`). Every decision
 * draws the lists again.
 */
export async function InvoiceApprovals({
  actor,
  basePath,
  pendingPage,
  unpaidPage,
}: {
  actor: Actor;
  basePath: string;
  pendingPage: number;
  unpaidPage: number;
}) {
  const [pending, unpaid] = await Promise.all([
    pageOrLast(actor, { status: "pending", sort: "date", order: "desc", page: pendingPage }),
    pageOrLast(actor, { status: ["approved", "overdue"], sort: "dueDate", order: "asc", page: unpaidPage }),
  ]);
  const href = (p: number, u: number) => `${basePath}?tab=invoice-approvals&pending=${p}&unpaid=${u}`;
  const pendingPages = pageCount(pending.total, pending.limit);
  const unpaidPages = pageCount(unpaid.total, unpaid.limit);

  return (
    <div className="space-y-12">
      <section aria-labelledby="pending-invoices-title">
        <h2 id="pending-invoices-title" className="flex flex-wrap items-center gap-3 text-2xl font-semibold">
          Pending Invoices - Admin Panel
          <PendingCount count={pending.total} />
        </h2>
        <p className="mt-1 mb-4 text-muted">
          Instructors&apos; invoices for their approved videos, newest first. Approving marks the videos as priced; the instructor is
          e-mailed either way, with the reason of a rejection.
        </p>
        {pending.items.length === 0 ? (
          <p className="card text-center text-muted">No pending invoices found.</p>
        ) : (
          <CardTable
            label="Pending invoices"
            caption={`Pending invoices, newest first, page ${pending.page} of ${pendingPages}`}
            headers={["Invoice #", "Date", "Due Date", "Amount", "Actions"]}
          >
            {pending.items.map((invoice) => (
              <CardRow key={invoice.id}>
                <NumberCell invoice={invoice} />
                <DateCells invoice={invoice} waiting />
                <AmountCell invoice={invoice} />
                <CardCell label="Actions" actions>
                  <PendingInvoiceActions invoice={invoice} />
                </CardCell>
              </CardRow>
            ))}
          </CardTable>
        )}
        <Pagination page={pending.page} pages={pendingPages} hrefFor={(p) => href(p, unpaid.page)} label="Pending invoice pages" />
      </section>

      <section aria-labelledby="unpaid-invoices-title">
        <h2 id="unpaid-invoices-title" className="text-2xl font-semibold">
          Approved Invoices - Awaiting Payment
        </h2>
        <p className="mt-1 mb-4 max-w-3xl text-muted">
          Approved invoices stay here, the earliest due first, until they are paid. Pay the instructor into the bank account on the invoice,
          then press Mark as paid: it records the payment (it moves no money), e-mails the instructor and shows the invoice as Paid.
        </p>
        {unpaid.items.length === 0 ? (
          <p className="card text-center text-muted">No approved invoices are waiting for payment.</p>
        ) : (
          <CardTable
            label="Approved invoices awaiting payment"
            caption={`Approved invoices awaiting payment, earliest due first, page ${unpaid.page} of ${unpaidPages}`}
            headers={["Invoice #", "Due Date", "Amount", "Status", "Actions"]}
          >
            {unpaid.items.map((invoice) => (
              <CardRow key={invoice.id}>
                <NumberCell invoice={invoice} />
                <CardCell label="Due Date" className="whitespace-nowrap">
                  {dueDateText(invoice.dueDate)}
                </CardCell>
                <AmountCell invoice={invoice} />
                <CardCell label="Status">
                  <InvoiceStatus status={invoice.status} />
                </CardCell>
                <CardCell label="Actions" actions>
                  <UnpaidInvoiceActions invoice={invoice} />
                </CardCell>
              </CardRow>
            ))}
          </CardTable>
        )}
        <Pagination page={unpaid.page} pages={unpaidPages} hrefFor={(u) => href(pending.page, u)} label="Approved invoice pages" />
      </section>
    </div>
  );
}

/** The invoice's number, and whose it is beneath. */
function NumberCell({ invoice }: { invoice: ApiInvoice }) {
  return (
    <CardCell label="Invoice #">
      <span className="font-semibold whitespace-nowrap">{invoice.invoiceNumber}</span>
      <span className="block break-words text-muted">{invoice.instructorDetails.name}</span>
    </CardCell>
  );
}
