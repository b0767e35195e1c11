"use client";

import { useEffect, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Dialog } from "@/components/ui/dialog";
import { errorMessage } from "@/components/ui/mutation-feedback";
import type { PaymentDetails } from "@/features/bank-accounts";
import type { ApiInvoice } from "../server/serialize";
import { fetchSelectableVideos } from "./api";
import { InvoiceForm, type InvoiceFormOptions } from "./invoice-form";

/**
 * The Create Invoice dialog (`options`: the videos and rate the tab loaded on the server) or the
 * Edit dialog of a pending invoice (its videos and its own rate loaded when it opens: that
 * invoice's videos are selectable again). The form starts afresh each time it opens.
 */
export function InvoiceFormDialog({
  open,
  onOpenChange,
  invoice,
  options,
  payment,
  bankHref,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  invoice: ApiInvoice | null;
  /** For a new invoice; an edit loads its own. */
  options?: InvoiceFormOptions;
  payment: PaymentDetails | null;
  bankHref: string;
  onSaved: (invoice: ApiInvoice) => void;
}) {
  const [loaded, setLoaded] = useState<{ options?: InvoiceFormOptions; error?: string }>({});
  const editId = invoice?.id;

  useEffect(() => {
    if (!open || !editId) return;
    const controller = new AbortController();
    fetchSelectableVideos(editId, { signal: controller.signal })
      .then((answer) => setLoaded({ options: answer }))
      .catch((e: unknown) => {
        if (!controller.signal.aborted) setLoaded({ error: errorMessage(e, "Failed to load your videos. Please try again.") });
      });
    return () => {
      controller.abort();
      setLoaded({});
    };
  }, [open, editId]);

  const shown = invoice ? loaded.options : options;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={invoice ? `Edit Invoice - ${invoice.invoiceNumber}` : "Create Invoice"}
      description={
        invoice
          ? "Change the courses, tax, discount, due date or client e-mail while the invoice is pending."
          : "Bill the foundation for your approved videos, grouped into courses."
      }
      wide
    >
      {shown ? (
        <InvoiceForm
          options={shown}
          invoice={invoice}
          payment={payment}
          bankHref={bankHref}
          onCancel={() => onOpenChange(false)}
          onSaved={onSaved}
        />
      ) : loaded.error ? (
        <Alert>{loaded.error}</Alert>
      ) : (
        <p role="status" className="text-muted">
          Loading your videos...
        </p>
      )}
    </Dialog>
  );
}
