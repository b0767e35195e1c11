"use client";

import { useEffect, useRef, useState } from "react";
import { CalendarX, CircleCheck, Home, LinkIcon } from "lucide-react";
import { SiteLink } from "@/components/site/site-link";
import { Alert } from "@/components/ui/alert";
import { Dialog } from "@/components/ui/dialog";
import { LocalDate } from "@/components/ui/local-date";
import { useApiMutation } from "@/components/ui/use-api-mutation";
import { apiFetch } from "@/lib/http/api-client";
import { formatMoney } from "@/lib/format";
import { site } from "@/lib/site";
import { TestModeNotice } from "./test-mode";

/** A monthly plan as the guest's cancel page shows it (features/donations/server/plans.ts planForCancelLink), dates as ISO strings. */
export type CancelLinkPlan = {
  id: string;
  amountCents: number;
  status: "pending" | "active" | "past_due" | "canceled";
  createdAt: string;
  canceledAt: string | null;
  /** A test plan (no money taken): the page says so. */
  isTest: boolean;
};

function Shell({ children, isTest = false }: { children: React.ReactNode; isTest?: boolean }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-10 sm:px-6 sm:py-16">
      <div className="card space-y-6 p-5 sm:p-8">
        {isTest ? (
          <TestModeNotice>
            This monthly gift was made on a test checkout: it never took money, and cancelling it stops nothing real.
          </TestModeNotice>
        ) : null}
        {children}
      </div>
    </section>
  );
}

function ContactLine() {
  return (
    <p className="text-muted">
      Need help? Write to us at{" "}
      <a href={`mailto:${site.contactEmail}?subject=Monthly%20donation`} className="link underline">
        {site.contactEmail}
      </a>
      .
    </p>
  );
}

/** A cancel link that is not valid (altered, incomplete, or for no plan): it reveals nothing about any plan. */
export function CancelLinkInvalid() {
  return (
    <Shell>
      <div role="status" className="space-y-3">
        <span className="flex size-14 items-center justify-center rounded-full bg-danger-50 text-danger-600">
          <LinkIcon aria-hidden className="size-7" />
        </span>
        <h1 className="text-3xl font-semibold text-brand-800">This link is not valid</h1>
        <p className="text-lg text-ink">
          Please use the link from your receipt e-mail exactly as it was sent. If you signed in when you gave, you can also manage your
          monthly donation from your account.
        </p>
      </div>
      <ContactLine />
      <SiteLink href="/" className="btn-secondary min-h-12 px-6">
        <Home aria-hidden className="size-5" />
        Return Home
      </SiteLink>
    </Shell>
  );
}

/**
 * The guest's page behind the cancel link of a monthly gift's receipt (`/donation/cancel?plan&token`).
 * Opening it changes nothing (mail scanners open links): the donor presses Cancel my monthly
 * donation and confirms, and only then is the plan cancelled, by POST with the link's token.
 */
export function CancelPlan({ plan, token }: { plan: CancelLinkPlan; token: string }) {
  const [confirming, setConfirming] = useState(false);
  const [canceledAt, setCanceledAt] = useState<string | null>(plan.status === "canceled" ? plan.canceledAt : null);
  const [done, setDone] = useState<string | null>(null);
  const doneHeading = useRef<HTMLHeadingElement>(null);
  const amount = formatMoney(plan.amountCents);
  const cancel = useApiMutation(
    () =>
      apiFetch<{ message: string; plan: { canceledAt: string } }>(`/userDonation/plans/${plan.id}/cancel`, {
        method: "POST",
        json: { token },
      }),
    {
      fallback: "We could not reach our server. Please check your connection and try again.",
      errorIn: "inline",
      refresh: "none",
      onSuccess: (answer) => {
        setConfirming(false);
        setCanceledAt(answer.plan.canceledAt);
        setDone(answer.message);
      },
      onError: () => setConfirming(false),
    },
  );

  useEffect(() => {
    if (done) doneHeading.current?.focus();
  }, [done]);

  if (canceledAt || plan.status === "canceled") {
    return (
      <Shell isTest={plan.isTest}>
        <div role="status" className="space-y-3">
          <span className="flex size-14 items-center justify-center rounded-full bg-brand-100 text-brand-700">
            <CircleCheck aria-hidden className="size-8" />
          </span>
          <h1 ref={doneHeading} tabIndex={-1} className="text-3xl font-semibold text-brand-800 focus:outline-none">
            {done ? "Your monthly donation is cancelled" : "This monthly donation is cancelled"}
          </h1>
          <p className="text-lg text-ink">{done ?? "No further payments will be taken."}</p>
          <p className="text-muted">
            Your monthly gift of {amount}
            {canceledAt ? (
              <>
                {" "}
                was cancelled on <LocalDate iso={canceledAt} />
              </>
            ) : (
              " is cancelled"
            )}
            . Thank you for everything you have given: the gifts already made stay with the foundation&apos;s work.
          </p>
        </div>
        <SiteLink href="/" className="btn-primary min-h-12 px-6">
          <Home aria-hidden className="size-5" />
          Return Home
        </SiteLink>
      </Shell>
    );
  }

  return (
    <Shell isTest={plan.isTest}>
      <div className="space-y-3">
        <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">Your monthly donation</p>
        <h1 className="text-3xl font-semibold text-brand-800">{amount} every month</h1>
        <p className="text-lg text-ink">
          Started on <LocalDate iso={plan.createdAt} />
          {plan.status === "past_due" ? ". The latest payment did not go through." : null}
          {plan.status === "pending" ? ". Its first payment is not confirmed yet." : null}
        </p>
        <p className="text-muted">
          Thank you for giving every month. If you would like to stop, you can cancel here; no further payments will be taken. Gifts already
          made are not refunded.
        </p>
      </div>
      <Alert>{cancel.error}</Alert>
      <button type="button" className="btn-danger-soft min-h-12 w-full px-6 sm:w-auto" onClick={() => setConfirming(true)}>
        <CalendarX aria-hidden className="size-5" />
        Cancel my monthly donation
      </button>
      <ContactLine />
      <Dialog
        open={confirming}
        onOpenChange={(open) => !cancel.busy && setConfirming(open)}
        title="Cancel your monthly donation?"
        description={`Your gift of ${amount} every month stops now, and no further payments will be taken.`}
        footer={
          <>
            <button type="button" className="btn-secondary min-h-12 px-5" onClick={() => setConfirming(false)} disabled={cancel.busy}>
              Keep my donation
            </button>
            <button type="button" className="btn-danger min-h-12 px-5" onClick={() => void cancel.run()} disabled={cancel.busy}>
              {cancel.busy ? "Cancelling…" : "Yes, cancel it"}
            </button>
          </>
        }
      />
    </Shell>
  );
}
