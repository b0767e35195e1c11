import { HandHeart, Lock, UserRound } from "lucide-react";
import { enhanceForms } from "@/components/site/form-script";
import { InlineScript } from "@/lib/static-site/inline-script";
import { SiteLink } from "@/components/site/site-link";
import { Alert } from "@/components/ui/alert";
import { Field } from "@/components/ui/field";
import type { FormAnswer } from "@/lib/static-site/form-result";
import { formatMoney } from "@/lib/format";
import type { PaymentsShown } from "@/lib/config/settings";
import { DONATION_MESSAGE_MAX, MIN_DONATION_CENTS } from "../schema";
import { donationPresetLines } from "@/content/donation-presets";
import { defaultValues, formValuesOf, presetsFor, usesCustomAmount, type DonationFormPage } from "./donation-form-model";
import { enhanceDonationForm } from "./donation-script";
import { TestModeNotice } from "./test-mode";

/** What a page in test mode says about the checkout the donor is sent to. */
export function testCheckoutSentence(payments: PaymentsShown): string {
  return payments.kind === "stripe"
    ? "Payments go to Stripe's test mode: pay with one of Stripe's test cards. Nothing is charged, and the gift is recorded as a test."
    : "This site takes gifts on its own test checkout: no card is asked for, nothing is charged, and the gift is recorded as a test.";
}

/** The text of the alert above the button when the server refused the gift as a whole (not a field). */
export const DONATION_REFUSED = "Error processing donation";

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
 * The donation form (spec: Donation page), a plain HTML form on a page without the framework's
 * JavaScript: an amount (a preset, or a custom amount that overrides it), one-time or monthly,
 * the donor, a message and the anonymous option. It posts to its own page
 * (features/donations/server/forms.ts), which checks it with the rules of
 * create-checkout-session and sends the browser on to the checkout, or renders the page again
 * with the messages under their fields and what was entered.
 *
 * The page is the same for every visitor (a CDN keeps it): the guest's part (a note with Log in
 * and sign up, the name and e-mail fields) is what the server sends, and for a signed-in donor
 * the site script puts "Giving as …" in its place from the session (`data-account`,
 * components/site/site-script.ts). The server takes a signed-in donor's name and e-mail from the
 * account whatever the form sends. The donation script keeps the amount's choices and the button's summary in step (./donation-script.ts).
 */
export function DonationForm({
  answer,
  page,
  maxCents,
  payments,
}: {
  answer: FormAnswer;
  page: DonationFormPage;
  maxCents: number;
  payments: PaymentsShown;
}) {
  const values = answer.values ? formValuesOf(answer.values) : defaultValues(maxCents);
  const err = (name: string) => answer.fields?.[name];
  const custom = usesCustomAmount(values);
  const amountError = err("preset");
  const refused = answer.status === "error" && answer.message;

  return (
    <form
      method="post"
      action={page}
      noValidate
      data-donation-form
      data-busy-label="Opening the checkout…"
      data-min-cents={MIN_DONATION_CENTS}
      data-max-cents={maxCents}
      aria-labelledby="donation-form-heading"
      // Labels and messages at body size (16 px), like the legends; "(optional)" on the name once the gift is anonymous.
      className="group/donation card space-y-8 p-5 sm:p-8 [&_.field-error]:text-base [&_.label]:text-base [&_.label]:font-semibold"
    >
      <div>
        <h2 id="donation-form-heading" className="text-2xl font-semibold text-brand-800 sm:text-3xl">
          Make a donation
        </h2>
        <p className="mt-1 text-muted">Every gift, large or small, helps another class learn to pause, breathe and begin again.</p>
      </div>
      {payments.mode === "test" ? <TestModeNotice>{testCheckoutSentence(payments)}</TestModeNotice> : null}

      {/* A radio group takes no aria-invalid: `data-invalid` has the forms' script focus its first radio after the answer. */}
      <fieldset
        data-amounts
        data-error-id="donation-amount-error"
        data-invalid={amountError ? true : undefined}
        aria-describedby={amountError ? "donation-amount-error" : undefined}
      >
        <legend className="text-lg font-semibold text-ink">Choose an amount (USD)</legend>
        <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {presetsFor(maxCents).map((preset) => {
            // What the amount goes towards: read with the radio, outside its name ("$25").
            const line = donationPresetLines[preset];
            const lineId = `donation-preset-${preset}-line`;
            return (
              <div key={preset} className="flex flex-col">
                <label className={`${tile} min-h-14 text-xl font-semibold`}>
                  <input
                    type="radio"
                    name="preset"
                    value={String(preset)}
                    defaultChecked={!custom && values.preset === String(preset)}
                    aria-describedby={line ? lineId : undefined}
                    className="sr-only"
                  />
                  ${count.format(preset)}
                </label>
                {line ? (
                  <p id={lineId} className="mt-1.5 px-1 text-sm leading-snug text-muted">
                    {line}
                  </p>
                ) : null}
              </div>
            );
          })}
        </div>
        {amountError ? (
          <p id="donation-amount-error" className="field-error">
            {amountError}
          </p>
        ) : null}
      </fieldset>

      <Field
        label="Custom amount"
        error={err("customAmount")}
        hint={`Any amount from ${formatMoney(MIN_DONATION_CENTS)} to ${formatMoney(maxCents)}, in dollars and cents. A custom amount replaces the one chosen above.`}
      >
        {(p) => (
          <div className="relative">
            <span aria-hidden className="pointer-events-none absolute inset-y-0 left-0 flex items-center pl-4 text-lg text-muted">
              $
            </span>
            <input
              {...p}
              name="customAmount"
              defaultValue={values.customAmount}
              inputMode="decimal"
              autoComplete="off"
              placeholder="Other amount"
              className="input min-h-12 pl-8 text-lg"
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
              <input type="radio" name="frequency" value={f.value} defaultChecked={values.frequency === f.value} className="sr-only" />
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
        <div data-account>
          <p data-guest className="rounded-xl bg-sand-100 px-4 py-3 text-ink">
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
          <template data-user-template>
            <p data-user className="flex items-start gap-3 rounded-xl bg-brand-50 px-4 py-3 text-ink">
              <UserRound aria-hidden className="mt-1 size-5 shrink-0 text-brand-700" />
              <span>
                Giving as <strong data-user-name className="font-semibold" /> (<span data-user-email />
                ). Your receipt goes to this address, and your gifts appear in your account.
              </span>
            </p>
          </template>
        </div>

        <div className="flex items-start gap-3">
          <input
            id="donation-anonymous"
            type="checkbox"
            name="anonymous"
            defaultChecked={values.anonymous}
            aria-describedby="donation-anonymous-hint"
            className="mt-1 size-6 shrink-0 cursor-pointer accent-brand-600"
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

        {/* A guest's name and e-mail; for a signed-in donor the site script takes them away (the empty template). */}
        <div data-account>
          <div data-guest className="grid gap-4 sm:grid-cols-2">
            <Field
              label={
                <>
                  <span className="group-has-[#donation-anonymous:checked]/donation:hidden">Your name</span>
                  <span className="hidden group-has-[#donation-anonymous:checked]/donation:inline">Your name (optional)</span>
                </>
              }
              error={err("donerName")}
            >
              {(p) => <input {...p} name="donerName" defaultValue={values.donerName} autoComplete="name" className="input min-h-12" />}
            </Field>
            <Field label="E-mail for your receipt" error={err("email")}>
              {(p) => (
                <input
                  {...p}
                  name="email"
                  defaultValue={values.email}
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  className="input min-h-12"
                />
              )}
            </Field>
          </div>
          <template data-user-template />
        </div>
      </section>

      <Field
        label="Message (optional)"
        error={err("message")}
        hint={
          <>
            <span id="donation-message-count">{count.format(values.message.length)}</span> of {count.format(DONATION_MESSAGE_MAX)}{" "}
            characters used.
          </>
        }
      >
        {(p) => (
          <textarea
            {...p}
            name="message"
            defaultValue={values.message}
            rows={3}
            data-count-into="donation-message-count"
            className="input resize-y"
          />
        )}
      </Field>

      <div className="space-y-4">
        <Alert>
          {refused ? (
            <>
              <span className="block font-semibold">{DONATION_REFUSED}</span>
              <span className="block font-normal">{answer.message}</span>
            </>
          ) : null}
        </Alert>
        <button type="submit" className="btn-primary min-h-14 w-full text-lg">
          <HandHeart aria-hidden className="size-6" />
          {/* "Donate $25.00 monthly" once the donation script has read the choices; "Donate" without it. */}
          <span data-submit-label>Donate</span>
        </button>
        <p className="flex items-start gap-2 text-sm text-muted">
          <Lock aria-hidden className="mt-0.5 size-4 shrink-0" />
          {payments.kind === "stripe"
            ? `Payments are processed securely by Stripe${payments.mode === "test" ? " (test mode: no money is taken)" : ""}. Your card details go to Stripe, never to us.`
            : "The test checkout asks for no card and takes no money."}
        </p>
      </div>
      <InlineScript run={enhanceForms} />
      <InlineScript run={enhanceDonationForm} />
    </form>
  );
}
