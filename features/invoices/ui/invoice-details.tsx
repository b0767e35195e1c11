"use client";

import { formatMoney } from "@/lib/format";
import { CardCell, CardRow, CardTable } from "@/components/ui/card-table";
import { Dialog } from "@/components/ui/dialog";
import { LocalDate } from "@/components/ui/local-date";
import type { ApiInvoice } from "../server/serialize";
import { dueDateText, InvoiceStatus, PdfLink } from "./parts";

/**
 * Invoice Details (spec 02 "Invoices list"): "Invoice Details - {number}" with its status (and
 * the reason of a rejection), its dates, the client e-mail, the instructor's and the company's
 * details, the payment details (the account number masked), the services table (Title, Duration,
 * Rate Per Video, Total Amount), Subtotal, Tax (rate %), Discount, Grand Total, the notes, and
 * Download PDF, which opens the same document in a new tab. Every amount is the server's. `actions`:
 * what the viewer may do besides (the owner's Edit and Delete while it is pending).
 */
export function InvoiceDetailsDialog({
  invoice,
  open,
  onOpenChange,
  actions,
}: {
  invoice: ApiInvoice;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  actions?: React.ReactNode;
}) {
  const money = (minor: number) => formatMoney(minor, invoice.currency);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Invoice Details - ${invoice.invoiceNumber}`}
      wide
      footer={
        <>
          {actions}
          <PdfLink invoice={invoice} className="btn-primary" />
        </>
      }
    >
      <div className="space-y-6">
        <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
          <InvoiceStatus status={invoice.status} />
          <p className="text-muted">
            Date <LocalDate iso={invoice.date} className="font-medium text-ink" />
            <span aria-hidden> · </span>
            <span className="sr-only">, </span>
            Due <span className="font-medium text-ink">{dueDateText(invoice.dueDate)}</span>
          </p>
        </div>
        <StatusNote invoice={invoice} />

        <div className="grid gap-x-8 gap-y-5 sm:grid-cols-2">
          <Block title="Client email">
            <p className="break-all">{invoice.email}</p>
          </Block>
          <Block title="Instructor details">
            <Party party={invoice.instructorDetails} />
          </Block>
          <Block title="Company details">
            <Party party={invoice.companyDetails} />
          </Block>
          <Block title="Payment details">
            <Details
              rows={[
                ["Method", invoice.paymentDetails.method],
                ["Bank", invoice.paymentDetails.bankName],
                ["Account holder", invoice.paymentDetails.accountHolder],
                ["Account number", invoice.paymentDetails.accountNumber],
                ["IFSC code", invoice.paymentDetails.ifscCode],
                ["Branch", invoice.paymentDetails.branchName],
              ]}
            />
          </Block>
        </div>

        <section aria-labelledby={`services-${invoice.id}`}>
          <h3 id={`services-${invoice.id}`} className="mb-3 font-sans text-base font-semibold">
            Services
          </h3>
          <CardTable caption={`Services of ${invoice.invoiceNumber}`} headers={["Title", "Duration", "Rate Per Video", "Total Amount"]}>
            {invoice.services.map((service) => (
              <CardRow key={service._id}>
                <CardCell label="Title">
                  <span className="font-semibold break-words">{service.title}</span>
                  {service.videos.length > 0 ? (
                    <ul className="mt-1 list-disc pl-5 text-sm text-muted" aria-label={`Videos of ${service.title}`}>
                      {service.videos.map((video, i) => (
                        <li key={video._id ?? i} className="break-words">
                          {video.title}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </CardCell>
                <CardCell label="Duration" className="whitespace-nowrap">
                  {service.duration}
                </CardCell>
                <CardCell label="Rate Per Video" className="whitespace-nowrap tabular-nums">
                  {money(service.ratePerVideoMinor)}
                </CardCell>
                <CardCell label="Total Amount" className="whitespace-nowrap font-semibold tabular-nums">
                  {money(service.totalAmountMinor)}
                </CardCell>
              </CardRow>
            ))}
          </CardTable>
        </section>

        {/* No column gap: the Grand Total's rule runs across both cells unbroken (the amounts keep their distance by padding). */}
        <dl className="ml-auto grid max-w-xs grid-cols-[1fr_auto] gap-y-1 tabular-nums [&>dd]:pl-6 [&>dd]:text-right">
          <dt className="text-muted">Subtotal</dt>
          <dd>{money(invoice.subTotalMinor)}</dd>
          <dt className="text-muted">Tax ({invoice.taxRate}%)</dt>
          <dd>{money(invoice.taxAmountMinor)}</dd>
          <dt className="text-muted">Discount</dt>
          <dd>{invoice.discountMinor > 0 ? `−${money(invoice.discountMinor)}` : money(0)}</dd>
          <dt className="mt-1 border-t border-line pt-1 text-lg font-semibold">Grand Total</dt>
          <dd className="mt-1 border-t border-line pt-1 text-lg font-semibold">{money(invoice.grandTotalMinor)}</dd>
        </dl>

        {invoice.notes ? (
          <Block title="Notes">
            <p className="whitespace-pre-line break-words">{invoice.notes}</p>
          </Block>
        ) : null}
      </div>
    </Dialog>
  );
}

/** What the status means for the instructor: the reason of a rejection, when it was paid, what overdue means. */
function StatusNote({ invoice }: { invoice: ApiInvoice }) {
  if (invoice.status === "rejected") {
    return (
      <div className="rounded-xl bg-sand-100/60 px-4 py-3">
        <p className="font-medium">Reason for rejection</p>
        <p className="mt-1 whitespace-pre-line break-words">{invoice.rejectionReason || "No reason was given."}</p>
        <p className="mt-2 text-sm text-muted">Its videos are free again: you can put them on a new invoice.</p>
      </div>
    );
  }
  if (invoice.status === "paid" && invoice.paidAt) {
    return (
      <p className="text-muted">
        Paid on <LocalDate iso={invoice.paidAt} />.
      </p>
    );
  }
  if (invoice.status === "overdue") {
    return <p className="text-muted">Approved, and the payment was due on {dueDateText(invoice.dueDate)}.</p>;
  }
  if (invoice.status === "pending") return <p className="text-muted">Waiting for the foundation&apos;s approval.</p>;
  return null;
}

function Block({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <h3 className="mb-1 font-sans text-base font-semibold">{title}</h3>
      {children}
    </div>
  );
}

/** A party of the invoice: name, email, phone and address ("N/A" where it has none). */
function Party({ party }: { party: ApiInvoice["instructorDetails"] }) {
  return (
    <Details
      rows={[
        ["Name", party.name],
        ["Email", party.email],
        ["Phone", party.phone],
        ["Address", party.address],
      ]}
    />
  );
}

function Details({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted">{label}</dt>
          <dd className="min-w-0 break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
