"use client";

import { useState } from "react";
import { CreditCard, PencilLine, XCircle } from "lucide-react";
import { apiFetch, type Answer } from "@/lib/http/api-client";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { FormDialog } from "@/components/ui/form-dialog";
import { useApiMutation } from "@/components/ui/use-api-mutation";
import { formatMoney } from "@/lib/format";
import type { changeOwnPlanAmount } from "../server/plan-amount";
import type { cancelOwnPlan } from "../server/plans";

const planPath = (planId: string) => `/userDonation/plans/${encodeURIComponent(planId)}`;

/** POST userDonation/plans/{id}/cancel: the signed-in donor's own plan. */
const cancelPlan = (planId: string) =>
  apiFetch<{ message: string; plan: Answer<typeof cancelOwnPlan> }>(`${planPath(planId)}/cancel`, { method: "POST", json: {} });

/** POST userDonation/plans/{id}/amount: `{ donationAmount }` in dollars. */
const changeAmount = (planId: string, donationAmount: string) =>
  apiFetch<{ message: string; plan: Answer<typeof changeOwnPlanAmount> }>(`${planPath(planId)}/amount`, {
    method: "POST",
    json: { donationAmount },
  });

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
  changeable,
  amountCents,
  maxCents,
}: {
  planId: string;
  /** "$25.00", for the dialog and the buttons' names. */
  amount: string;
  cancellable: boolean;
  cardUpdate: boolean;
  /** Whether the monthly amount can be changed now (active or past due, with its subscription). */
  changeable: boolean;
  amountCents: number;
  /** The largest gift (DONATION_MAX_USD), as for a new one. */
  maxCents: number;
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
      {changeable ? <ChangeAmount planId={planId} amount={amount} amountCents={amountCents} maxCents={maxCents} /> : null}
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

/** "Change amount": a dialog with the new monthly amount, the limits of a new gift; the server's refusal under the field. */
function ChangeAmount({
  planId,
  amount,
  amountCents,
  maxCents,
}: {
  planId: string;
  amount: string;
  amountCents: number;
  maxCents: number;
}) {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState((amountCents / 100).toFixed(2));
  const change = useApiMutation((next: string) => changeAmount(planId, next), {
    fallback: "The monthly amount could not be changed. Please try again.",
    errorIn: "inline",
    success: (result) =>
      result.plan.amountCents === result.plan.requestedAmountCents
        ? {
            title: "Monthly amount changed",
            description: `From the next payment on you give ${formatMoney(result.plan.amountCents)} a month.`,
          }
        : { title: "Changing your monthly amount", description: "It shows here once the payment service confirms it." },
    onSuccess: () => setOpen(false),
  });
  return (
    <>
      <button
        type="button"
        className="btn-secondary"
        onClick={() => setOpen(true)}
        aria-label={`Change amount of the ${amount} monthly donation`}
      >
        <PencilLine aria-hidden className="size-4" />
        Change amount
      </button>
      <FormDialog
        open={open}
        onOpenChange={(next) => !change.busy && setOpen(next)}
        title="Change your monthly amount"
        description={`You give ${amount} a month now. The new amount is charged from the next monthly payment on; payments already made stay as they are.`}
        onSubmit={(event) => {
          event.preventDefault();
          void change.run(value);
        }}
        onChange={() => change.setError(null)}
        busy={change.busy}
        error={change.error}
        submitLabel="Save new amount"
        busyLabel="Saving..."
      >
        <Field label="New monthly amount (USD)" hint={`From $1.00 to ${formatMoney(maxCents)}.`}>
          {(props) => (
            <input
              {...props}
              className="input"
              inputMode="decimal"
              name="donationAmount"
              value={value}
              onChange={(event) => setValue(event.target.value)}
              autoComplete="off"
            />
          )}
        </Field>
      </FormDialog>
    </>
  );
}
