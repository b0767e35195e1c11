import { SiteLink } from "@/components/site/site-link";
import { FileDown, HandHeart } from "lucide-react";
import type { Actor } from "@/lib/session/actor-type";
import { formatDate, formatMoney } from "@/lib/format";
import { CardRow, CardTable } from "@/components/ui/card-table";
import { LocalDate } from "@/components/ui/local-date";
import { listOwnDonations, listOwnPlans, type OwnPlan } from "../server/history";
import { cardUpdatesAvailable } from "../server/plans";
import type { ApiDonation } from "../server/serialize";
import { paymentsSoFar, planCancellable, receiptHref, statementYears, typeLabel } from "./dashboard-format";
import { env } from "@/lib/config/env";
import { ClaimGuestGifts } from "./claim-gifts";
import { PlanActions } from "./dashboard-plan-actions";
import { YearlyStatement } from "./dashboard-statement";
import { AnonymousMarker, GiftStatus, PlanStatusBadge, TestGiftBadge } from "./dashboard-status";

/**
 * A donor's own giving: their monthly plans (cancel, and update the card where the provider
 * keeps one), every gift with its receipt, and a yearly statement. The student's My Donations
 * tab, and the "Your donations" section of every other role's profile (./profile-donations.tsx).
 * Read on the server for the signed-in person only: nobody else's gifts ever reach this page.
 */
export async function MyDonations({
  actor,
  heading = "My Donations",
  idPrefix = "my-donations",
}: {
  actor: Actor;
  heading?: string;
  /** Distinct ids when the section sits on a page with others. */
  idPrefix?: string;
}) {
  const [gifts, plans] = await Promise.all([listOwnDonations(actor), listOwnPlans(actor)]);
  const years = statementYears(gifts);
  const titleId = `${idPrefix}-title`;

  return (
    <section aria-labelledby={titleId} className="space-y-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h2 id={titleId} className="text-2xl font-semibold">
            {heading}
          </h2>
          {gifts.length > 0 ? (
            <p className="mt-1 text-muted">Thank you for supporting the foundation. Your gifts and receipts are kept here.</p>
          ) : null}
        </div>
        {gifts.length > 0 || plans.length > 0 ? (
          <SiteLink href="/donations" className="btn-secondary">
            <HandHeart aria-hidden className="size-4" />
            Make a donation
          </SiteLink>
        ) : null}
      </div>

      {gifts.length === 0 && plans.length === 0 ? <NoDonations /> : null}
      {plans.length > 0 ? <MonthlyPlans plans={plans} cardUpdate={cardUpdatesAvailable()} idPrefix={idPrefix} /> : null}
      {gifts.length > 0 ? <DonationHistory gifts={gifts} idPrefix={idPrefix} /> : null}
      <ClaimGuestGifts email={actor.email} />
      {years.length > 0 ? (
        <section aria-labelledby={`${idPrefix}-statement-title`} className="card">
          <h3 id={`${idPrefix}-statement-title`} className="text-xl font-semibold">
            Yearly statement
          </h3>
          <p className="mb-4 mt-1 text-muted">All your paid gifts of a calendar year in one PDF, for your records.</p>
          <YearlyStatement years={years} />
        </section>
      ) : null}
    </section>
  );
}

function NoDonations() {
  return (
    <div className="card flex flex-col items-start gap-4 bg-gradient-to-br from-surface to-sand-100 sm:flex-row sm:items-center">
      <span aria-hidden className="flex size-12 shrink-0 items-center justify-center rounded-full bg-chakra-heart/15 text-brand-800">
        <HandHeart className="size-6" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-display text-lg font-semibold text-ink">No donations yet</p>
        <p className="mt-1 text-muted">
          Your donations to the foundation will be listed here with their date, amount, type and status. Every gift helps bring mindfulness
          to more schools.
        </p>
      </div>
      <SiteLink href="/donations" className="btn-primary shrink-0">
        Make a donation
      </SiteLink>
    </div>
  );
}

function MonthlyPlans({ plans, cardUpdate, idPrefix }: { plans: OwnPlan[]; cardUpdate: boolean; idPrefix: string }) {
  const titleId = `${idPrefix}-plans-title`;
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId} className="mb-3 text-xl font-semibold">
        Monthly donations
      </h3>
      <ul className="grid gap-4 lg:grid-cols-2">
        {plans.map((plan) => {
          const amount = formatMoney(plan.amountCents);
          const cancellable = planCancellable(plan.status);
          return (
            <li key={plan.id} className="card flex flex-col gap-4 p-5">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <p className="font-display text-2xl font-semibold text-ink">
                  {amount}
                  <span className="font-sans text-base font-normal text-muted"> per month</span>
                </p>
                <span className="flex flex-wrap items-center gap-1.5">
                  <PlanStatusBadge status={plan.status} />
                  {plan.isTest ? <TestGiftBadge /> : null}
                </span>
              </div>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
                <dt className="text-muted">Since</dt>
                <dd>
                  <LocalDate iso={plan.createdAt.toISOString()} />
                </dd>
                {plan.canceledAt ? (
                  <>
                    <dt className="text-muted">Cancelled</dt>
                    <dd>
                      <LocalDate iso={plan.canceledAt.toISOString()} />
                    </dd>
                  </>
                ) : null}
                <dt className="text-muted">Payments</dt>
                <dd>{paymentsSoFar(plan.paymentsCount)}</dd>
              </dl>
              {plan.requestedAmountCents !== null ? (
                <p role="status" className="text-muted">
                  {`Changing to ${formatMoney(plan.requestedAmountCents)} a month… It shows here once the payment service confirms it.`}
                </p>
              ) : null}
              {plan.status === "past_due" ? (
                <p className="text-danger-600">
                  The last monthly payment did not go through.{" "}
                  {cardUpdate && plan.hasCard ? "Update your card to keep giving." : "It will be tried again."}
                </p>
              ) : null}
              {cancellable ? (
                <PlanActions
                  planId={plan.id}
                  amount={amount}
                  amountCents={plan.amountCents}
                  maxCents={env().donationMaxCents}
                  changeable={plan.changeable}
                  cancellable={cancellable}
                  cardUpdate={cardUpdate && plan.hasCard}
                />
              ) : (
                <p className="text-muted">No further payments will be taken.</p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

const cell = "flex items-baseline gap-3 py-1 md:table-cell md:px-4 md:py-3 md:align-top";
const cellLabel = "w-24 shrink-0 text-sm font-medium text-muted md:hidden";
const HISTORY_HEADERS = ["Date", "Amount", "Type", "Status", "Given as", "Receipt"] as const;

function DonationHistory({ gifts, idPrefix }: { gifts: ApiDonation[]; idPrefix: string }) {
  const titleId = `${idPrefix}-history-title`;
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId} className="mb-3 text-xl font-semibold">
        Donation history
      </h3>
      <CardTable caption={`Your donations, newest first: ${gifts.length}`} headers={HISTORY_HEADERS}>
        {gifts.map((gift) => {
          const amount = formatMoney(gift.amountCents);
          const date = gift.completedAt ?? gift.createdAt;
          return (
            <CardRow key={gift._id}>
              <td className={cell}>
                <span className={cellLabel}>Date</span>
                <LocalDate iso={date} className="whitespace-nowrap" />
              </td>
              <td className={`${cell} font-semibold`}>
                <span className={cellLabel}>Amount</span>
                <span className="whitespace-nowrap">{amount}</span>
              </td>
              <td className={cell}>
                <span className={cellLabel}>Type</span>
                {typeLabel(gift.donationType)}
              </td>
              <td className={cell}>
                <span className={cellLabel}>Status</span>
                <GiftStatus status={gift.status} isTest={gift.isTest} />
              </td>
              <td className={cell}>
                <span className={cellLabel}>Given as</span>
                <span className="min-w-0 break-words">
                  {gift.donerName}
                  {gift.isAnonymous ? <AnonymousMarker who="donor" /> : null}
                  {gift.message ? <span className="mt-0.5 block text-muted">“{gift.message}”</span> : null}
                </span>
              </td>
              <td className={cell}>
                <span className={cellLabel}>Receipt</span>
                {gift.hasReceipt ? (
                  <a href={receiptHref(gift._id)} download className="link inline-flex min-h-11 items-center gap-1.5 md:min-h-0">
                    <FileDown aria-hidden className="size-4" />
                    Receipt
                    <span className="sr-only">{` for ${amount} of ${formatDate(date, "UTC")}`}</span>
                  </a>
                ) : (
                  <span className="text-muted">{gift.status === "pending" ? "Once paid" : "None"}</span>
                )}
              </td>
            </CardRow>
          );
        })}
      </CardTable>
    </section>
  );
}
