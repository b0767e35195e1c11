import { CalendarHeart, CircleAlert, CircleCheck, FileDown, Home, RotateCcw, School, Sprout, UserPlus, Users } from "lucide-react";
import { JoinUs, PageHero } from "@/components/site/page-shell";
import { SiteLink } from "@/components/site/site-link";
import { formatMoney } from "@/lib/format";
import { site } from "@/lib/site";
import type { Frequency } from "../schema";
import type { FormAnswer } from "@/lib/static-site/form-result";
import type { PaymentsShown } from "@/lib/config/settings";
import { DonationForm } from "./donation-form";
import type { DonationFormPage } from "./donation-form-model";
import { TestModeNotice } from "./test-mode";

/** The donation page's title and description; both addresses name /donations as the page (canonical URL, Open Graph, breadcrumb). */
export const donationSeo = {
  title: "Donations",
  description:
    "Support the Mindful Minds Foundation: give once or monthly, and your gift brings a calm, kind daily mindfulness practice to more classrooms, workplaces and homes.",
  path: "/donations",
} as const;

/** Where a card payment sends the donor back to: `/donation?status=success|failed` (spec). */
export type DonationStatus = "success" | "failed";

/** The `status` search parameter (its first value when repeated) when it is one the page knows. */
export function donationStatus(value: string | string[] | undefined): DonationStatus | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return first === "success" || first === "failed" ? first : undefined;
}

/** The first value of a search parameter. */
export function firstParam(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The gift a checkout made, as the server knows it (features/donations/server/history.ts giftOfCheckout). */
export type ReturnedGift = {
  amountCents: number;
  frequency: Frequency;
  status: "pending" | "completed" | "failed" | "expired" | "refunded";
  hasEmail: boolean;
  /** A test gift: no money was taken (donations.is_test). */
  isTest: boolean;
  /** The receipt's signed link once the gift is paid (server/gift-links.ts), or null. */
  receiptUrl: string | null;
  /** Given without an account. */
  guest: boolean;
};

/** The form (at either address, with the answer to a post when there is one), or a payment's result. */
export type DonationView =
  { kind: "form"; page: DonationFormPage; answer: FormAnswer } | { kind: "success"; gift: ReturnedGift | null } | { kind: "failed" };

/**
 * What a payment's return shows. The result is the server's word, not the URL's: a
 * `status=success` return whose checkout the server knows to have failed or expired shows Payment
 * Failed. A success without a (known) session still says Donation Successful, with no amount (the
 * spec's page); it never names an amount the server did not record.
 */
export function resultView(status: DonationStatus, gift: ReturnedGift | null): DonationView {
  if (status === "failed") return { kind: "failed" };
  return gift && (gift.status === "failed" || gift.status === "expired") ? { kind: "failed" } : { kind: "success", gift };
}

/** "Thank you for your monthly gift of $25.00.": what the success page says about the gift. */
export function giftSentence(gift: ReturnedGift): string {
  const amount = formatMoney(gift.amountCents);
  return gift.frequency === "monthly" ? `Thank you for your monthly gift of ${amount}.` : `Thank you for your one-time gift of ${amount}.`;
}

/**
 * What a result says in test mode, or null: a success by its gift's own record (the site's mode
 * when it names none), a failure by the site's mode.
 */
export function testResultSentence(view: DonationView, payments: PaymentsShown): string | null {
  if (view.kind === "success" && (view.gift?.isTest ?? payments.mode === "test")) {
    return "This gift was made in test mode: nothing was charged, and its receipt says so.";
  }
  if (view.kind === "failed" && payments.mode === "test") return "This site's checkout is in test mode: nothing is ever charged.";
  return null;
}

/** What the success page says about the receipt: on its way, or after the payment is confirmed. */
export function receiptSentence(gift: ReturnedGift | null): string {
  if (!gift) return "Thank you for supporting our mission. Your receipt will arrive by e-mail.";
  if (gift.status === "pending") {
    return "We are confirming your payment with the payment service. Your receipt follows by e-mail as soon as it is confirmed.";
  }
  return gift.hasEmail ? "A receipt is on its way to you by e-mail, with a PDF for your records." : "Thank you for supporting our mission.";
}

const reasons = [
  {
    icon: School,
    title: "Calm classrooms",
    text: "Guided practices that teachers use for a quiet, focused start to the school day.",
  },
  {
    icon: Users,
    title: "Trained instructors",
    text: "Support for the mindfulness and yoga instructors who lead our sessions and record our videos.",
  },
  {
    icon: Sprout,
    title: "Free for everyone",
    text: "Breathing, reflection and affirmation practices that anyone can follow at home, free of charge.",
  },
] as const;

function WhyGive() {
  return (
    <aside aria-labelledby="why-give" className="space-y-6">
      <div className="rounded-2xl border border-line bg-sand-100/60 p-6">
        <h2 id="why-give" className="text-2xl font-semibold text-brand-800">
          Where your gift goes
        </h2>
        <ul className="mt-5 space-y-5">
          {reasons.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700">
                <Icon aria-hidden className="size-5" />
              </span>
              <span>
                <span className="block font-semibold text-ink">{title}</span>
                <span className="block text-muted">{text}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
      <div className="rounded-2xl border border-line bg-surface p-6">
        <h2 className="flex items-center gap-2 text-xl font-semibold text-brand-800">
          <CalendarHeart aria-hidden className="size-5" />
          Good to know
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-muted marker:text-brand-600">
          <li>Every gift gets a receipt by e-mail, with a PDF for your records.</li>
          <li>A monthly gift repeats until you stop it: cancel any time from the link in your receipt, or from your account.</li>
          <li>
            Questions about giving? Write to{" "}
            <a href={`mailto:${site.contactEmail}?subject=Donation`} className="link underline">
              {site.contactEmail}
            </a>
            .
          </li>
        </ul>
      </div>
    </aside>
  );
}

/**
 * A guest donor is offered an account. Their gifts join it only once they prove the address they
 * gave (a link mailed to it from My Donations): an address typed at sign-up proves nothing.
 */
function AccountOffer() {
  return (
    <div className="mt-2 rounded-xl border border-line bg-sand-100/60 p-4 text-left text-base">
      <p className="font-semibold text-ink">Create an account to see your gifts</p>
      <p className="mt-1 text-muted">
        Sign up with the e-mail address you gave for the receipt. Then choose “Add my earlier donations” under your donations: we e-mail
        that address a link that adds this gift and any others to your account.
      </p>
      <SiteLink href="/signup/student" className="btn-secondary mt-3">
        <UserPlus aria-hidden className="size-4" />
        Create an account
      </SiteLink>
    </div>
  );
}

function Result({
  tone,
  title,
  test,
  children,
  link,
}: {
  tone: "success" | "error";
  title: string;
  /** In test mode: what the test notice says above the result. */
  test: string | null;
  children: React.ReactNode;
  link: { href: string; label: string; icon: typeof Home };
}) {
  const Icon = tone === "success" ? CircleCheck : CircleAlert;
  const LinkIcon = link.icon;
  return (
    <section className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
      <div role="status" className="card flex flex-col items-center gap-4 px-6 py-10 text-center text-lg sm:px-10">
        {test ? <TestModeNotice>{test}</TestModeNotice> : null}
        <span
          className={`flex size-16 items-center justify-center rounded-full ${tone === "success" ? "bg-brand-100 text-brand-700" : "bg-danger-50 text-danger-600"}`}
        >
          <Icon aria-hidden className="size-9" />
        </span>
        <h2 className="text-3xl font-semibold text-brand-800">{title}</h2>
        <div className="max-w-lg space-y-3 text-ink">{children}</div>
        <SiteLink href={link.href} className="btn-primary mt-2 min-h-12 px-8">
          <LinkIcon aria-hidden className="size-5" />
          {link.label}
        </SiteLink>
      </div>
    </section>
  );
}

/**
 * The donation page: the form (pages/donations.tsx and pages/donation.tsx, without the
 * framework's JavaScript), or after a payment's return (`/donation?status=…`, the App Router's
 * app/(site)/donation/result) its result. `maxCents` and `payments` come from the server's
 * configuration.
 */
export function DonationPage({ view, maxCents, payments }: { view: DonationView; maxCents: number; payments: PaymentsShown }) {
  const test = testResultSentence(view, payments);
  return (
    <>
      <PageHero eyebrow="Donations" title="Support Our Mission">
        <p>Your gift helps us bring a calm, kind daily practice to more classrooms, workplaces and homes.</p>
      </PageHero>
      {view.kind === "success" ? (
        <Result tone="success" title="Donation Successful" test={test} link={{ href: "/", label: "Return Home", icon: Home }}>
          {view.gift ? <p className="text-xl font-medium">{giftSentence(view.gift)}</p> : null}
          {view.gift?.frequency === "monthly" ? (
            <p className="text-muted">It repeats every month until you cancel it, which you can do at any time.</p>
          ) : null}
          <p className="text-muted">{receiptSentence(view.gift)}</p>
          {view.gift?.receiptUrl ? (
            <p>
              <a href={view.gift.receiptUrl} download className="btn-secondary">
                <FileDown aria-hidden className="size-4" />
                Download your receipt (PDF)
              </a>
            </p>
          ) : null}
          {view.gift?.guest && view.gift.status === "completed" ? <AccountOffer /> : null}
        </Result>
      ) : view.kind === "failed" ? (
        <Result
          tone="error"
          title="Payment Failed"
          test={test}
          link={{ href: "/donation?retry=1", label: "Retry Payment", icon: RotateCcw }}
        >
          <p>Something went wrong with your payment. Please try again.</p>
          <p className="text-muted">
            You have not been charged. If it keeps happening, write to us at{" "}
            <a href={`mailto:${site.contactEmail}?subject=Donation`} className="link underline">
              {site.contactEmail}
            </a>
            .
          </p>
        </Result>
      ) : (
        <section className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-12">
          <div>
            <DonationForm answer={view.answer} page={view.page} maxCents={maxCents} payments={payments} />
          </div>
          <WhyGive />
        </section>
      )}
      {/* /donation is the same page: neither links to the donation page. */}
      <JoinUs current="/donations" />
    </>
  );
}
