"use client";

import { useState } from "react";
import { Mail, Undo2 } from "lucide-react";
import { apiFetch } from "@/lib/http/api-client";
import { Dialog } from "@/components/ui/dialog";
import { useApiMutation } from "@/components/ui/use-api-mutation";

const giftPath = (id: string) => `/userDonation/tracking/${encodeURIComponent(id)}`;
const resend = (id: string) => apiFetch<{ message: string }>(`${giftPath(id)}/resend-receipt`, { method: "POST", json: {} });
const refund = (id: string) => apiFetch<{ message: string; refunded: boolean }>(`${giftPath(id)}/refund`, { method: "POST", json: {} });

/**
 * A gift's staff actions: "Resend receipt" and "Refund" (after a confirmation naming the amount
 * and donor). Each says what happened in a toast; a refusal (409: refunded meanwhile, not
 * completed) says why, and the page is drawn again as it is now.
 */
export function GiftActions({
  donationId,
  amount,
  donor,
  canResend,
  canRefund,
  isTest,
}: {
  donationId: string;
  amount: string;
  donor: string;
  canResend: boolean;
  canRefund: boolean;
  isTest: boolean;
}) {
  const [open, setOpen] = useState(false);
  const sendAgain = useApiMutation(() => resend(donationId), {
    fallback: "The receipt could not be sent. Please try again.",
    success: (result) => ({ title: "Receipt sent again", description: result.message }),
  });
  const doRefund = useApiMutation(() => refund(donationId), {
    fallback: "The refund could not be made. Please try again.",
    success: (result) => ({ title: result.refunded ? "Gift refunded" : "Refund asked for", description: result.message }),
    onSuccess: () => setOpen(false),
    onError: () => setOpen(false),
  });
  if (!canResend && !canRefund) return null;
  return (
    <div className="flex flex-wrap gap-3">
      {canResend ? (
        <button
          type="button"
          className="btn-secondary"
          onClick={() => void sendAgain.run()}
          disabled={sendAgain.busy}
          aria-busy={sendAgain.busy || undefined}
        >
          <Mail aria-hidden className="size-4" />
          {sendAgain.busy ? "Sending..." : "Resend receipt"}
        </button>
      ) : null}
      {canRefund ? (
        <button type="button" className="btn-danger-soft" onClick={() => setOpen(true)}>
          <Undo2 aria-hidden className="size-4" />
          Refund
        </button>
      ) : null}
      <Dialog
        open={open}
        onOpenChange={(next) => !doRefund.busy && setOpen(next)}
        title={`Refund ${amount}?`}
        description={
          isTest
            ? `This test gift from ${donor} took no money: refunding it only marks it refunded. It leaves the totals and its receipt is withdrawn.`
            : `${amount} goes back to ${donor}'s card through the payment service. The gift leaves the totals and its receipt is withdrawn. This cannot be undone.`
        }
        footer={
          <>
            <button type="button" className="btn-secondary" onClick={() => setOpen(false)} disabled={doRefund.busy}>
              Keep the gift
            </button>
            <button
              type="button"
              className="btn-danger"
              onClick={() => void doRefund.run()}
              disabled={doRefund.busy}
              aria-busy={doRefund.busy || undefined}
            >
              {doRefund.busy ? "Refunding..." : `Refund ${amount}`}
            </button>
          </>
        }
      />
    </div>
  );
}
