import Link from "next/link";
import { FileText, Landmark } from "lucide-react";
import type { Actor } from "@/lib/session/actor-type";
import { formatMoney, formatNumber } from "@/lib/format";
import { pageCount } from "@/lib/paging";
import { CardCell, CardRow, CardTable, type CardHeader } from "@/components/ui/card-table";
import { Pagination } from "@/components/ui/pagination";
import { paymentDetailsFor } from "@/features/bank-accounts";
import type { InvoiceSort } from "../schema";
import { listInvoices, selectableVideos } from "../server/invoices";
import { CreateInvoiceButton } from "./create-invoice";
import { InvoiceActions } from "./invoice-actions";
import { InvoiceListControls, SortHeader } from "./list-controls";
import { invoiceListState, invoicesHref, showingText, SORT_LABELS, type InvoiceListState } from "./list-params";
import { AmountCell, DateCells, InvoiceStatus } from "./parts";

/**
 * The instructor's Invoices tab (spec 02 "Invoices list"): "Invoices", "Manage your payment
 * invoices.", Create Invoice, the sort selector with its ascending/descending toggle and the
 * sortable column headers, the table (Invoice #, Date, Due Date, Amount in the invoice's
 * currency, Status, Actions: View, Download PDF, and Edit and Delete while pending), "Showing X
 * to Y of Z results", the pager and the page size. Everything comes from the URL and is sorted
 * and paged in SQL (`listInvoices`). With no invoice yet, or no bank account, it says what to do next.
 */
export async function InvoicesTab({
  actor,
  basePath,
  params,
}: {
  actor: Actor;
  basePath: string;
  params: Readonly<Record<string, string | undefined>>;
}) {
  const asked = invoiceListState(params);
  const [listed, options, payment] = await Promise.all([listInvoices(actor, asked), selectableVideos(actor), paymentDetailsFor(actor.id)]);
  // A page past the end (the last invoice of it deleted, a link kept from before): the last page instead.
  const last = pageCount(listed.total, asked.limit);
  const result = listed.items.length === 0 && asked.page > last ? await listInvoices(actor, { ...asked, page: last }) : listed;
  const state: InvoiceListState = { ...asked, page: result.page };
  const pages = pageCount(result.total, state.limit);
  const bankHref = `${basePath}?tab=profile#bank-accounts-title`;
  const rate = formatMoney(options.ratePerVideoMinor, options.currency);

  const sortable = (sort: InvoiceSort, label: string): CardHeader => ({
    label,
    sort: state.sort === sort ? (state.order === "asc" ? "ascending" : "descending") : "none",
    content: <SortHeader basePath={basePath} state={state} sort={sort} label={label} />,
  });
  const headers: CardHeader[] = [
    sortable("number", "Invoice #"),
    sortable("date", "Date"),
    sortable("dueDate", "Due Date"),
    sortable("amount", "Amount"),
    sortable("status", "Status"),
    "Actions",
  ];

  return (
    <section aria-labelledby="invoices-title" className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id="invoices-title" className="text-2xl font-semibold">
            Invoices
          </h2>
          <p className="mt-1 text-muted">Manage your payment invoices.</p>
        </div>
        <CreateInvoiceButton options={options} payment={payment} bankHref={bankHref} />
      </div>

      {payment ? null : (
        <Notice Icon={Landmark}>
          You have no bank account yet: your invoices show N/A for the payment details, and the foundation cannot pay you.{" "}
          <Link href={bankHref} className="link underline">
            Add a bank account
          </Link>{" "}
          on your Profile.
        </Notice>
      )}

      {result.total === 0 ? (
        <Notice Icon={FileText}>
          <span className="block font-semibold text-ink">You have no invoices yet.</span>
          {options.videos.length > 0 ? (
            `You have ${formatNumber(options.videos.length)} approved video${options.videos.length === 1 ? "" : "s"} not on an invoice: Create Invoice bills them at ${rate} a video.`
          ) : (
            <>
              No approved videos to invoice yet. Upload your videos under{" "}
              <Link href={`${basePath}?tab=my-videos`} className="link underline">
                My Videos
              </Link>
              ; once the foundation approves them, you can invoice them here.
            </>
          )}
        </Notice>
      ) : (
        <>
          <InvoiceListControls basePath={basePath} state={state} />
          <CardTable
            caption={`Your invoices by ${SORT_LABELS[state.sort]}, ${state.order === "asc" ? "ascending" : "descending"}, page ${state.page} of ${pages}`}
            headers={headers}
          >
            {result.items.map((invoice) => (
              <CardRow key={invoice.id}>
                <CardCell label="Invoice #" className="font-semibold whitespace-nowrap">
                  {invoice.invoiceNumber}
                </CardCell>
                <DateCells invoice={invoice} />
                <AmountCell invoice={invoice} />
                <CardCell label="Status">
                  <InvoiceStatus status={invoice.status} />
                  {invoice.status === "rejected" && invoice.rejectionReason ? (
                    <span className="mt-1 block text-sm text-muted">Reason under View</span>
                  ) : null}
                </CardCell>
                <CardCell label="Actions" actions>
                  <InvoiceActions invoice={invoice} payment={payment} bankHref={bankHref} />
                </CardCell>
              </CardRow>
            ))}
          </CardTable>
          <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2">
            <p role="status" className="text-muted">
              {showingText(result)}
            </p>
            <Pagination
              page={state.page}
              pages={pages}
              hrefFor={(page) => invoicesHref(basePath, { ...state, page })}
              label="Invoice pages"
            />
          </div>
        </>
      )}
    </section>
  );
}

/** A next step the instructor can take, with its icon. */
function Notice({ Icon, children }: { Icon: typeof FileText; children: React.ReactNode }) {
  return (
    <div className="card flex items-start gap-4 p-5">
      <span aria-hidden className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700">
        <Icon className="size-5" />
      </span>
      <p className="min-w-0 text-muted">{children}</p>
    </div>
  );
}
