"use client";

import { useMemo, useState } from "react";
import { useHydrated } from "@/components/ui/use-hydrated";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { ArrowLeft, CircleX, CreditCard } from "lucide-react";
import { SiteLink } from "@/components/site/site-link";
import { Alert } from "@/components/ui/alert";
import { Field } from "@/components/ui/field";
import { useApiMutation } from "@/components/ui/use-api-mutation";
import { apiFetch } from "@/lib/http/api-client";
import { formatMoney } from "@/lib/format";
import { site } from "@/lib/site";
import { emailSchema } from "@/features/accounts/client";
import { frequencyLabel, type Frequency } from "../schema";
import { TestModeNotice } from "./test-mode";

/** The test checkout as the page gets it (features/donations/server/test-checkout.ts getTestCheckout). */
export type TestCheckoutView = {
  sessionId: string;
  amountCents: number;
  frequency: Frequency;
  needsEmail: boolean;
  status: "pending" | "completed" | "failed" | "expired" | "refunded";
};

type Outcome = "paid" | "failed";

function TestModeBanner() {
  return (
    <TestModeNotice>
      This is the site&apos;s own test checkout, not a real payment page. It asks for no card; you choose how the payment ends, and the gift
      is recorded as a test.
    </TestModeNotice>
  );
}

function Shell({ children }: { children: React.ReactNode }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-10 sm:px-6 sm:py-16">
      <div className="card space-y-6 p-5 sm:p-8">{children}</div>
    </section>
  );
}

/** The page when there is nothing to pay: an unknown checkout, or one already paid or failed. */
export function TestCheckoutUnavailable({ finished }: { finished: boolean }) {
  return (
    <Shell>
      <TestModeBanner />
      <div role="status" className="space-y-3">
        <h1 className="text-3xl font-semibold text-brand-800">{finished ? "This checkout is finished" : "Checkout not found"}</h1>
        <p className="text-lg text-ink">
          {finished
            ? "This test checkout has already been paid or has failed, so there is nothing left to do here."
            : "This test checkout does not exist. It may have expired, or the link is incomplete."}
        </p>
      </div>
      <SiteLink href="/donation" className="btn-primary min-h-12 px-6">
        <ArrowLeft aria-hidden className="size-5" />
        Go to the donation form
      </SiteLink>
    </Shell>
  );
}

/**
 * The embedded test-mode checkout (no Stripe keys): unmistakably a test, it asks for no card. The
 * visitor pays or fails the gift; the server sends the signed event Stripe would send through the
 * real webhook, and the browser goes to the return page it answers with.
 */
export function TestCheckout({ checkout }: { checkout: TestCheckoutView }) {
  const [choice, setChoice] = useState<Outcome | null>(null);
  // The page arrives as a document from /donations: a click before it hydrates would send the form the browser's way.
  const hydrated = useHydrated();
  const schema = useMemo(() => z.object({ email: checkout.needsEmail ? emailSchema : z.string() }), [checkout.needsEmail]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { email: "" },
  });
  const finish = useApiMutation(
    (outcome: Outcome, email?: string) =>
      apiFetch<{ redirect: string }>("/userDonation/test-checkout", {
        method: "POST",
        json: { session: checkout.sessionId, outcome, ...(email ? { email } : {}) },
      }),
    {
      fallback: "We could not reach our server. Please check your connection and try again.",
      errorIn: "inline",
      refresh: "none",
      staysBusy: true,
      onSuccess: (answer) => window.location.assign(answer.redirect),
    },
  );
  const amount = formatMoney(checkout.amountCents);
  const run = (outcome: Outcome, email?: string) => {
    setChoice(outcome);
    void finish.run(outcome, email);
  };

  return (
    <Shell>
      <TestModeBanner />
      <div>
        <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">Test checkout</p>
        <h1 className="mt-1 text-3xl font-semibold text-brand-800">Donation to {site.name}</h1>
      </div>
      <dl className="divide-y divide-line rounded-xl border border-line text-lg">
        <div className="flex items-baseline justify-between gap-4 px-4 py-3">
          <dt className="text-muted">Amount</dt>
          <dd className="text-2xl font-semibold text-ink">{amount}</dd>
        </div>
        <div className="flex items-baseline justify-between gap-4 px-4 py-3">
          <dt className="text-muted">Frequency</dt>
          <dd className="text-right font-medium text-ink">
            {frequencyLabel(checkout.frequency)}
            {checkout.frequency === "monthly" ? <span className="block text-base text-muted">every month until cancelled</span> : null}
          </dd>
        </div>
      </dl>

      <form noValidate onSubmit={handleSubmit((v) => run("paid", v.email || undefined))} className="space-y-4" aria-busy={finish.busy}>
        {checkout.needsEmail ? (
          <Field label="E-mail for your receipt" error={errors.email?.message} hint="The receipt of this test donation is sent here.">
            {(p) => (
              <input
                {...p}
                {...register("email")}
                type="email"
                inputMode="email"
                autoComplete="email"
                className="input min-h-12"
                disabled={finish.busy}
              />
            )}
          </Field>
        ) : null}
        <Alert>{finish.error}</Alert>
        <noscript>
          <p className="text-base text-muted">This test checkout needs JavaScript: turn it on to finish the test payment.</p>
        </noscript>
        <button type="submit" className="btn-primary min-h-14 w-full text-lg" disabled={!hydrated || finish.busy}>
          <CreditCard aria-hidden className="size-5" />
          {finish.busy && choice === "paid" ? "Completing the test payment…" : `Pay ${amount} (test)`}
        </button>
        <button type="button" className="btn-secondary min-h-12 w-full" disabled={!hydrated || finish.busy} onClick={() => run("failed")}>
          <CircleX aria-hidden className="size-5" />
          {finish.busy && choice === "failed" ? "Failing the test payment…" : "Simulate a failed payment"}
        </button>
      </form>
      <p className="text-sm text-muted">
        With Stripe configured, donors go to Stripe&apos;s secure checkout instead of this page.{" "}
        <SiteLink href="/donation" className="link underline">
          Back to the donation form
        </SiteLink>
      </p>
    </Shell>
  );
}
