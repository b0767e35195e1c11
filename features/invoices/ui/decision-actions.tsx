"use client";

import { useState } from "react";
import { Banknote } from "lucide-react";
import { DecisionButtons } from "@/components/ui/decision-buttons";
import { ConfirmDialog } from "@/components/ui/dialog";
import { useApiMutation } from "@/components/ui/use-api-mutation";
import { formatMoney } from "@/lib/format";
import { REASON_MAX } from "../schema";
import type { ApiInvoice } from "../server/serialize";
import { approve, markPaid, reject } from "./api";
import { InvoiceDetailsDialog } from "./invoice-details";
import { ViewButton } from "./parts";

/**
 * Staff's actions on a pending invoice: View, Approve (its videos become priced), Reject with an
 * optional reason the instructor sees. Each sends the version shown (`updatedAt`): an invoice its
 * instructor changed since is refused (409) and the list is drawn again, so nobody approves a
 * version they did not see. The instructor is e-mailed either way.
 */
export function PendingInvoiceActions({ invoice }: { invoice: ApiInvoice }) {
  const [open, setOpen] = useState<"view" | "reject" | null>(null);
  const [reason, setReason] = useState("");
  const number = invoice.invoiceNumber;
  const seen = { updatedAt: invoice.updatedAt };
  const approval = useApiMutation(() => approve(invoice.id, seen), {
    errorTitle: `Failed to approve ${number}`,
    success: { title: `Invoice ${number} approved`, description: "Its videos are now priced, and the instructor has been e-mailed." },
  });
  const rejection = useApiMutation(() => reject(invoice.id, { ...seen, ...(reason.trim() ? { reason: reason.trim() } : {}) }), {
    errorTitle: `Failed to reject ${number}`,
    success: { title: `Invoice ${number} rejected`, description: "Its videos are free again, and the instructor has been e-mailed." },
    onSuccess: () => setOpen(null),
    onError: () => setOpen(null),
  });
  const busy = approval.busy ? "approve" : rejection.busy ? "reject" : null;
  const reasonId = `reject-reason-${invoice.id}`;

  return (
    <div className="flex flex-wrap gap-2">
      <ViewButton number={number} onClick={() => setOpen("view")} />
      <DecisionButtons
        subject={number}
        name="text"
        busy={busy}
        className="px-3"
        rejectSaysBusy={false}
        onApprove={() => void approval.run()}
        onReject={() => {
          setReason("");
          setOpen("reject");
        }}
      />
      <InvoiceDetailsDialog invoice={invoice} open={open === "view"} onOpenChange={(next) => !next && setOpen(null)} />
      <ConfirmDialog
        open={open === "reject"}
        onOpenChange={(next) => !next && setOpen(null)}
        title={`Reject ${number}`}
        description={`The instructor, ${invoice.instructorDetails.name}, is e-mailed and sees your reason; its videos can go on another invoice.`}
        onConfirm={() => void rejection.run()}
        label="Reject"
        busyLabel="Rejecting..."
        busy={busy === "reject"}
        locked={busy !== null}
      >
        <label htmlFor={reasonId} className="label">
          Reason (optional)
        </label>
        <textarea
          id={reasonId}
          className="input"
          rows={4}
          maxLength={REASON_MAX}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </ConfirmDialog>
    </div>
  );
}

/**
 * Staff's actions on an approved invoice not paid yet: View, and Mark as paid once the foundation
 * has sent the money (after a confirmation that says it moves none). From the version shown, as above.
 */
export function UnpaidInvoiceActions({ invoice }: { invoice: ApiInvoice }) {
  const [open, setOpen] = useState<"view" | "paid" | null>(null);
  const number = invoice.invoiceNumber;
  const payment = useApiMutation(() => markPaid(invoice.id, { updatedAt: invoice.updatedAt }), {
    errorTitle: `Failed to mark ${number} as paid`,
    success: { title: `Invoice ${number} marked as paid`, description: "The instructor has been e-mailed." },
    onSuccess: () => setOpen(null),
    onError: () => setOpen(null),
  });
  const amount = formatMoney(invoice.grandTotalMinor, invoice.currency);

  return (
    <div className="flex flex-wrap gap-2">
      <ViewButton number={number} onClick={() => setOpen("view")} />
      <button type="button" className="btn-primary px-3" onClick={() => setOpen("paid")} disabled={payment.busy}>
        <Banknote aria-hidden className="size-4" />
        Mark as paid<span className="sr-only">{` ${number}`}</span>
      </button>
      <InvoiceDetailsDialog invoice={invoice} open={open === "view"} onOpenChange={(next) => !next && setOpen(null)} />
      <ConfirmDialog
        open={open === "paid"}
        onOpenChange={(next) => !next && setOpen(null)}
        title={`Mark ${number} as paid`}
        description={`Record that the foundation has paid ${amount} to ${invoice.instructorDetails.name}. This moves no money: do it once the transfer has been made. The instructor is e-mailed and the invoice shows as Paid.`}
        onConfirm={() => void payment.run()}
        label="Mark as paid"
        busyLabel="Saving..."
        busy={payment.busy}
        tone="primary"
      />
    </div>
  );
}
