"use client";

import { useMemo } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useSession } from "next-auth/react";
import { HandHeart, Lock, UserRound } from "lucide-react";
import { SiteLink } from "@/components/site/site-link";
import { Alert } from "@/components/ui/alert";
import { Field } from "@/components/ui/field";
import { useApiMutation } from "@/components/ui/use-api-mutation";
import { apiFetch } from "@/lib/api-client";
import { formatMoney } from "@/lib/format";
import { DONATION_MESSAGE_MAX, MIN_DONATION_CENTS } from "../schema";
import {
  defaultValues,
  donationResolver,
  presetsFor,
  submitLabel,
  usesCustomAmount,
  type CheckoutBody,
  type DonationFormValues,
} from "./donation-form-model";

type CheckoutAnswer = { success: boolean; url: string; sessionId: string; donationAmount: number; donationId: string };

/** How the page says gifts are paid: Stripe's hosted Checkout, or the site's own test checkout (no Stripe keys). */
export type PaymentsKind = "stripe" | "embedded";

const count = new Intl.NumberFormat("en-US");
/** Where a guest signs in or up, coming back to the form (the login page reads `callbackUrl`). */
const LOGIN = "/login?callbackUrl=/donation";
const SIGNUP = "/signup?callbackUrl=/donation";

/** A tile of a radio group: the native radio (arrow keys, checked state) hidden, its label drawn as a large button. */
const tile =
  "relative flex cursor-pointer items-center justify-center rounded-xl border-2 px-3 text-center transition-colors " +
  "has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 " +
  "has-[:checked]:border-brand-600 has-[:checked]:bg-brand-600 has-[:checked]:text-white " +
  "border-line bg-surface text-ink hover:border-brand-600 hover:bg-brand-50 has-[:checked]:hover:bg-brand-700";

/**
 * The donation form (spec: Donation page): an amount (a preset, or a custom amount that overrides
 * it), one-time or monthly, the donor (from the session when signed in; a guest's name and
 * e-mail), a message and the anonymous option. Checked in the browser by the server's schema,
 * then POST create-checkout-session, and the browser goes to the checkout it answers with.
 */
export function DonationForm({ maxCents, payments }: { maxCents: number; payments: PaymentsKind }) {
  const session = useSession();
  const signedIn = session.status === "authenticated";
  const user = session.data?.user;

  // The form takes the resolver of each render: a donor who turns out to be signed in needs no name or e-mail.
  const resolver = useMemo(() => donationResolver(maxCents, signedIn), [maxCents, signedIn]);
  const {
    register,
    handleSubmit,
    setValue,
    control,
    formState: { errors, isSubmitted },
  } = useForm<DonationFormValues, unknown, CheckoutBody>({
    resolver,
    defaultValues: defaultValues(maxCents),
  });
  const values = useWatch({ control }) as DonationFormValues;
  const custom = usesCustomAmount(values);
  const presets = presetsFor(maxCents);

  const give = useApiMutation(
    (body: CheckoutBody) => apiFetch<CheckoutAnswer>("/userDonation/create-checkout-session", { method: "POST", json: body }),
    {
      fallback: "We could not reach our server. Please check your connection and try again; nothing was charged.",
      errorIn: "inline",
      refresh: "none",
      staysBusy: true,
      onSuccess: (answer) => window.location.assign(answer.url),
    },
  );

  const pickPreset = (preset: number) => {
    setValue("preset", String(preset));
    setValue("customAmount", "", { shouldValidate: isSubmitted });
  };

  const amountError = errors.preset?.message;
  const messageLength = (values.message ?? "").length;

  return (
    <form
      noValidate
      onSubmit={handleSubmit(give.run)}
      aria-labelledby="donation-form-heading"
      aria-busy={give.busy}
      // Labels and messages at body size (16 px), like the legends.
      className="card space-y-8 p-5 sm:p-8 [&_.field-error]:text-base [&_.label]:text-base [&_.label]:font-semibold"
    >
      <div>
        <h2 id="donation-form-heading" className="text-2xl font-semibold text-brand-800 sm:text-3xl">
          Make a donation
        </h2>
        <p className="mt-1 text-muted">Every gift, large or small, helps another class learn to pause, breathe and begin again.</p>
      </div>

      <fieldset aria-describedby={amountError ? "donation-amount-error" : undefined}>
        <legend className="text-lg font-semibold text-ink">Choose an amount (USD)</legend>
        <div className="mt-3 grid grid-cols-3 gap-3">
          {presets.map((preset) => (
            <label key={preset} className={`${tile} min-h-14 text-xl font-semibold`}>
              <input
                type="radio"
                name="preset"
                value={String(preset)}
                checked={!custom && values.preset === String(preset)}
                onChange={() => pickPreset(preset)}
                className="sr-only"
                disabled={give.busy}
              />
              ${count.format(preset)}
            </label>
          ))}
        </div>
        {amountError ? (
          <p id="donation-amount-error" className="field-error">
            {amountError}
          </p>
        ) : null}
      </fieldset>

      <Field
        label="Custom amount"
        error={errors.customAmount?.message}
        hint={`Any amount from ${formatMoney(MIN_DONATION_CENTS)} to ${formatMoney(maxCents)}, in dollars and cents. A custom amount replaces the one chosen above.`}
      >
        {(p) => (
          <div className="relative">
            <span aria-hidden className="pointer-events-none absolute inset-y-0 left-0 flex items-center pl-4 text-lg text-muted">
              $
            </span>
            <input
              {...p}
              {...register("customAmount")}
              inputMode="decimal"
              autoComplete="off"
              placeholder="Other amount"
              className="input min-h-12 pl-8 text-lg"
              disabled={give.busy}
            />
          </div>
        )}
      </Field>

      <fieldset>
        <legend className="text-lg font-semibold text-ink">How often</legend>
        <div className="mt-3 grid grid-cols-2 gap-3">
          {(
            [
              { value: "one-time", label: "One-time", note: "A single gift" },
              { value: "monthly", label: "Monthly", note: "Every month; cancel any time" },
            ] as const
          ).map((f) => (
            <label key={f.value} className={`${tile} group min-h-16 flex-col py-2`}>
              <input
                type="radio"
                value={f.value}
                defaultChecked={f.value === "one-time"}
                {...register("frequency")}
                className="sr-only"
                disabled={give.busy}
              />
              <span className="text-lg font-semibold">{f.label}</span>
              <span className="text-sm text-muted group-has-[:checked]:text-white/90">{f.note}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <section aria-labelledby="donation-donor-heading" className="space-y-4">
        <h3 id="donation-donor-heading" className="font-sans! text-lg font-semibold text-ink">
          Your details
        </h3>
        {session.status === "loading" ? (
          <p className="min-h-12 rounded-xl bg-sand-100 px-4 py-3 text-muted">Checking whether you are signed in…</p>
        ) : signedIn && user ? (
          <p className="flex items-start gap-3 rounded-xl bg-brand-50 px-4 py-3 text-ink">
            <UserRound aria-hidden className="mt-1 size-5 shrink-0 text-brand-700" />
            <span>
              Giving as <strong className="font-semibold">{user.name}</strong> ({user.email}). Your receipt goes to this address, and your
              gifts appear in your account.
            </span>
          </p>
        ) : (
          <p className="rounded-xl bg-sand-100 px-4 py-3 text-ink">
            You can give as a guest. Have an account?{" "}
            <SiteLink href={LOGIN} className="link underline">
              Log in
            </SiteLink>{" "}
            or{" "}
            <SiteLink href={SIGNUP} className="link underline">
              sign up
            </SiteLink>{" "}
            to keep your gifts and receipts in one place.
          </p>
        )}

        <div className="flex items-start gap-3">
          <input
            id="donation-anonymous"
            type="checkbox"
            {...register("anonymous", { deps: ["donerName"] })}
            aria-describedby="donation-anonymous-hint"
            className="mt-1 size-6 shrink-0 cursor-pointer accent-brand-600"
            disabled={give.busy}
          />
          <div>
            <label htmlFor="donation-anonymous" className="cursor-pointer font-medium text-ink">
              Give anonymously
            </label>
            <p id="donation-anonymous-hint" className="text-sm text-muted">
              Your name is shown only to you and to our team, never publicly.
            </p>
          </div>
        </div>

        {!signedIn && session.status !== "loading" ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={values.anonymous ? "Your name (optional)" : "Your name"} error={errors.donerName?.message}>
              {(p) => <input {...p} {...register("donerName")} autoComplete="name" className="input min-h-12" disabled={give.busy} />}
            </Field>
            <Field label="E-mail for your receipt" error={errors.email?.message}>
              {(p) => (
                <input
                  {...p}
                  {...register("email")}
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  className="input min-h-12"
                  disabled={give.busy}
                />
              )}
            </Field>
          </div>
        ) : null}
      </section>

      <Field
        label="Message (optional)"
        error={errors.message?.message}
        hint={`${count.format(messageLength)} of ${count.format(DONATION_MESSAGE_MAX)} characters used.`}
      >
        {(p) => <textarea {...p} {...register("message")} rows={3} className="input resize-y" disabled={give.busy} />}
      </Field>

      <div className="space-y-4">
        <Alert>
          {give.error ? (
            <>
              <span className="block font-semibold">Error processing donation</span>
              <span className="block font-normal">{give.error}</span>
            </>
          ) : null}
        </Alert>
        {/* Not while the session is still being read: the guest's name and e-mail are not shown yet,
            so a gift sent then would fail on fields the donor cannot see. */}
        <button type="submit" className="btn-primary min-h-14 w-full text-lg" disabled={give.busy || session.status === "loading"}>
          <HandHeart aria-hidden className="size-6" />
          {give.busy ? "Opening the checkout…" : submitLabel(values, maxCents)}
        </button>
        <p className="flex items-start gap-2 text-sm text-muted">
          <Lock aria-hidden className="mt-0.5 size-4 shrink-0" />
          {payments === "stripe"
            ? "Payments are processed securely by Stripe. Your card details go to Stripe, never to us."
            : "This demo site uses a test checkout: no card is asked for and no money is taken."}
        </p>
      </div>
    </form>
  );
}
