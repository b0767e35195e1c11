import { Eye, FileDown } from "lucide-react";
import { WaitingFor } from "@/components/ui/waiting-for";
import { formatDate, formatMoney } from "@/lib/format";
import { CardCell } from "@/components/ui/card-table";
import { LocalDate } from "@/components/ui/local-date";
import { StatusBadge } from "@/components/ui/status-badge";
import type { DisplayStatus } from "../schema";
import type { ApiInvoice } from "../server/serialize";
import { invoiceStatusLook } from "./status";

/**
 * Small pieces the invoice screens share (server and client alike: no hooks).
 */

/** A due date (YYYY-MM-DD, a calendar date, no time of day) as the site writes dates: "4 Feb 2026" wherever the reader is. */
export const dueDateText = (dueDate: string): string => formatDate(`${dueDate}T00:00:00Z`, "UTC");

/** An invoice's status badge: the word, its colour and icon (spec 02 section 4). */
export function InvoiceStatus({ status }: { status: DisplayStatus }) {
  const { label, tone } = invoiceStatusLook(status);
  return <StatusBadge label={label} tone={tone} />;
}

/** Download PDF: the invoice's PDF, made by the server, opened in a new tab. */
export function PdfLink({
  invoice,
  className = "btn-secondary px-3",
}: {
  invoice: { invoiceNumber: string; pdfUrl: string };
  className?: string;
}) {
  return (
    <a href={invoice.pdfUrl} target="_blank" rel="noopener" className={className}>
      <FileDown aria-hidden className="size-4" />
      Download PDF<span className="sr-only">{` of ${invoice.invoiceNumber} (opens in a new tab)`}</span>
    </a>
  );
}

/** View: opens the invoice's details (the caller's dialog). */
export function ViewButton({ number, onClick }: { number: string; onClick: () => void }) {
  return (
    <button type="button" className="btn-secondary px-3" onClick={onClick}>
      <Eye aria-hidden className="size-4" />
      View<span className="sr-only">{` ${number}`}</span>
    </button>
  );
}

/** The Date and Due Date cells of an invoice's row (spec 02's columns). */
export function DateCells({ invoice, waiting = false }: { invoice: Pick<ApiInvoice, "date" | "dueDate">; waiting?: boolean }) {
  return (
    <>
      <CardCell label="Date" className="whitespace-nowrap">
        <LocalDate iso={invoice.date} className={waiting ? "block" : undefined} />
        {waiting ? <WaitingFor since={invoice.date} className="block text-sm text-muted" /> : null}
      </CardCell>
      <CardCell label="Due Date" className="whitespace-nowrap">
        {dueDateText(invoice.dueDate)}
      </CardCell>
    </>
  );
}

/** The Amount cell of an invoice's row: its grand total in its own currency. */
export function AmountCell({ invoice }: { invoice: Pick<ApiInvoice, "grandTotalMinor" | "currency"> }) {
  return (
    <CardCell label="Amount" className="whitespace-nowrap font-semibold tabular-nums">
      {formatMoney(invoice.grandTotalMinor, invoice.currency)}
    </CardCell>
  );
}
