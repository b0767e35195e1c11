"use client";

import { useState } from "react";
import { CreditCard, XCircle } from "lucide-react";
import { apiFetch, type Answer } from "@/lib/api-client";
import { Dialog } from "@/components/ui/dialog";
import { useApiMutation } from "@/components/ui/use-api-mutation";
import type { cancelOwnPlan } from "../server/plans";

const planPath = (planId: string) => `/userDonation/plans/${encodeURIComponent(planId)}`;

/** POST userDonation/plans/{id}/cancel: the signed-in donor's own plan. */
const cancelPlan = (planId: string) =>
  apiFetch<{ message: string; plan: Answer<typeof cancelOwnPlan> }>(`${planPath(planId)}/cancel`, { method: "POST", json: {} });

/** POST userDonation/plans/{id}/card: `{ url }` of the provider's page for a new card. */
const cardPage = (planId: string) => apiFetch<{ url: string }>(`${planPath(planId)}/card`, { method: "POST", json: {} });

/**
 * A monthly plan's buttons: "Cancel monthly donation" (after a confirmation; the page then shows
 * it cancelled) and, only where the payment provider keeps a card (Stripe), "Update card".
 */
export function PlanActions({
  planId,
  amount,
  cancellable,
  cardUpdate,
}: {
  planId: string;
  /** "$25.00", for the dialog and the buttons' names. */
  amount: string;
  cancellable: boolean;
  cardUpdate: boolean;
}) {
  const [open, setOpen] = useState(false);
  const cancel = useApiMutation(() => cancelPlan(planId), {
    fallback: "The monthly donation could not be cancelled. Please try again.",
    success: { title: "Monthly donation cancelled", description: "No further payments will be taken." },
    onSuccess: () => setOpen(false),
    // Already cancelled elsewhere (another tab, the e-mail link): the 409 draws the plan again as it is now (useApiMutation).
    onError: () => setOpen(false),
  });
  const card = useApiMutation(() => cardPage(planId), {
    fallback: "The card page could not be opened. Please try again.",
    refresh: "none",
    staysBusy: true,
    onSuccess: ({ url }) => window.location.assign(url),
  });

  if (!cancellable) return null;
  return (
    <div className="flex flex-wrap gap-3">
      {cardUpdate ? (
        <button
          type="button"
          className="btn-secondary"
          onClick={() => void card.run()}
          disabled={card.busy}
          aria-busy={card.busy || undefined}
          aria-label={`Update card for the ${amount} monthly donation`}
        >
          <CreditCard aria-hidden className="size-4" />
          {card.busy ? "Opening..." : "Update card"}
        </button>
      ) : null}
      <button type="button" className="btn-danger-soft" onClick={() => setOpen(true)} aria-label={`Cancel monthly donation of ${amount}`}>
        <XCircle aria-hidden className="size-4" />
        Cancel monthly donation
      </button>
      <Dialog
        open={open}
        onOpenChange={(next) => !cancel.busy && setOpen(next)}
        title="Cancel monthly donation?"
        description={`Your gift of ${amount} a month will stop: no further payments will be taken. The gifts already made and their receipts stay in your history.`}
        footer={
          <>
            <button type="button" className="btn-secondary" onClick={() => setOpen(false)} disabled={cancel.busy}>
              Keep donating
            </button>
            <button
              type="button"
              className="btn-danger"
              onClick={() => void cancel.run()}
              disabled={cancel.busy}
              aria-busy={cancel.busy || undefined}
            >
              {cancel.busy ? "Cancelling..." : "Cancel monthly donation"}
            </button>
          </>
        }
      />
    </div>
  );
}
