"use client";

import { useState } from "react";
import { Pencil, Trash2 } from "lucide-react";
import { ConfirmDialog } from "@/components/ui/dialog";
import { useApiMutation } from "@/components/ui/use-api-mutation";
import type { PaymentDetails } from "@/features/bank-accounts";
import type { ApiInvoice } from "../server/serialize";
import { removeInvoice } from "./api";
import { InvoiceDetailsDialog } from "./invoice-details";
import { InvoiceFormDialog } from "./invoice-form-dialog";
import { PdfLink, ViewButton } from "./parts";

type Open = "view" | "edit" | "delete" | null;

/**
 * An instructor's actions on one of their invoices: View (the details), Download PDF (a new tab)
 * and, while it is pending, Edit and Delete (after a confirmation), from the row or the details.
 * After an edit the details show the invoice as the server computed it.
 */
export function InvoiceActions({ invoice, payment, bankHref }: { invoice: ApiInvoice; payment: PaymentDetails | null; bankHref: string }) {
  const [open, setOpen] = useState<Open>(null);
  const pending = invoice.status === "pending";
  const number = invoice.invoiceNumber;
  const removal = useApiMutation(() => removeInvoice(invoice.id), {
    fallback: "Failed to delete the invoice. Please try again.",
    success: { title: `Invoice ${number} deleted`, description: "Its videos can go on another invoice." },
    onSuccess: () => setOpen(null),
    onError: () => setOpen(null),
  });
  const closeTo = (next: boolean) => !next && setOpen(null);
  const ownerActions = (className: string) => (
    <>
      <button type="button" className={`btn-secondary ${className}`} onClick={() => setOpen("edit")}>
        <Pencil aria-hidden className="size-4" />
        Edit<span className="sr-only">{` ${number}`}</span>
      </button>
      <button type="button" className={`btn-danger-soft ${className}`} onClick={() => setOpen("delete")}>
        <Trash2 aria-hidden className="size-4" />
        Delete<span className="sr-only">{` ${number}`}</span>
      </button>
    </>
  );

  return (
    <div className="flex flex-wrap gap-2">
      <ViewButton number={number} onClick={() => setOpen("view")} />
      <PdfLink invoice={invoice} />
      {pending ? ownerActions("px-3") : null}
      <InvoiceDetailsDialog invoice={invoice} open={open === "view"} onOpenChange={closeTo} actions={pending ? ownerActions("") : null} />
      {pending ? (
        <InvoiceFormDialog
          open={open === "edit"}
          onOpenChange={closeTo}
          invoice={invoice}
          payment={payment}
          bankHref={bankHref}
          onSaved={() => setOpen("view")}
        />
      ) : null}
      <ConfirmDialog
        open={open === "delete"}
        onOpenChange={closeTo}
        title="Delete Invoice"
        description={`Delete invoice ${number}? Its videos can then go on another invoice. This cannot be undone.`}
        onConfirm={() => void removal.run()}
        label="Delete"
        busyLabel="Deleting..."
        busy={removal.busy}
      />
    </div>
  );
}
