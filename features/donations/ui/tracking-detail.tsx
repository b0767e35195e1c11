import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import type { Actor } from "@/lib/session/actor-type";
import { NotFoundError } from "@/lib/errors";
import { formatMoney } from "@/lib/format";
import { LocalDate } from "@/components/ui/local-date";
import { giftDetail, type GiftDetail } from "../server/staff";
import { typeLabel } from "./dashboard-format";
import { DonationStatusBadge, GiftStatus } from "./dashboard-status";
import { GiftActions } from "./tracking-detail-actions";

/** A status change's moment to the second, in UTC (staff compare it with the payment service's, which is UTC too). */
const moment = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "medium", timeZone: "UTC" });

/** What each status meant for this gift, where the badge alone does not say it (a refund is what its badge says). */
const STATUS_WORDS: Record<GiftDetail["status"], string | null> = {
  pending: "Checkout started",
  completed: "Paid",
  failed: "Payment failed",
  expired: "Checkout abandoned",
  refunded: null,
};

/**
 * One gift in Donation Tracking (`?gift=<id>`): the donor and address, the amount, every status it
 * has had with its time, the receipt number, and the staff actions (resend receipt, refund).
 */
export async function TrackingDetail({ actor, donationId, backHref }: { actor: Actor; donationId: string; backHref: string }) {
  let gift: GiftDetail;
  try {
    gift = await giftDetail(actor, donationId);
  } catch (error) {
    if (!(error instanceof NotFoundError)) throw error;
    return (
      <section className="space-y-4">
        <BackLink href={backHref} />
        <p className="card text-center text-muted">This donation does not exist. It may have been removed.</p>
      </section>
    );
  }
  const amount = formatMoney(gift.amountCents);
  const donor = gift.isAnonymous ? `${gift.donerName} (asked to stay anonymous)` : gift.donerName;
  return (
    <section aria-labelledby="gift-detail-title" className="space-y-6">
      <BackLink href={backHref} />
      <div className="card space-y-5 p-5 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id="gift-detail-title" className="text-2xl font-semibold">
              {`${amount} from ${gift.donerName}`}
            </h2>
            <p className="mt-1 text-muted">{typeLabel(gift.donationType)}</p>
          </div>
          <GiftStatus status={gift.status} isTest={gift.isTest} />
        </div>
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
          <dt className="text-muted">Donor</dt>
          <dd className="min-w-0 break-words">{donor}</dd>
          <dt className="text-muted">E-mail</dt>
          <dd className="min-w-0 break-all">{gift.donorEmail ?? "None given"}</dd>
          <dt className="text-muted">Amount</dt>
          <dd>{amount}</dd>
          {gift.plan ? (
            <>
              <dt className="text-muted">Monthly plan</dt>
              <dd>{`${formatMoney(gift.plan.amountCents)} a month now (${gift.plan.status.replace("_", " ")})`}</dd>
            </>
          ) : null}
          <dt className="text-muted">Receipt</dt>
          <dd>{gift.receiptNumber ?? "None (not paid)"}</dd>
          {gift.message ? (
            <>
              <dt className="text-muted">Message</dt>
              <dd className="min-w-0 whitespace-pre-line break-words">{gift.message}</dd>
            </>
          ) : null}
        </dl>
        {gift.refundRequestedAt ? (
          <p role="status" className="text-muted">
            A refund was asked for on <LocalDate iso={gift.refundRequestedAt} />. The gift shows as refunded once the payment service
            confirms it.
          </p>
        ) : null}
        <GiftActions
          donationId={gift._id}
          amount={amount}
          donor={gift.donerName}
          canResend={gift.canResendReceipt}
          canRefund={gift.canRefund}
          isTest={gift.isTest}
        />
      </div>
      <section aria-labelledby="gift-history-title" className="card p-5 sm:p-6">
        <h3 id="gift-history-title" className="mb-3 text-xl font-semibold">
          Status history
        </h3>
        {gift.history.length === 0 ? (
          <p className="text-muted">No changes recorded.</p>
        ) : (
          <ol className="space-y-3">
            {gift.history.map((change, i) => (
              <li key={`${change.at}-${i}`} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <DonationStatusBadge status={change.to} />
                {STATUS_WORDS[change.to] ? <span>{STATUS_WORDS[change.to]}</span> : null}
                <time dateTime={change.at} className="text-muted">{`${moment.format(new Date(change.at))} UTC`}</time>
              </li>
            ))}
          </ol>
        )}
      </section>
    </section>
  );
}

function BackLink({ href }: { href: string }) {
  return (
    <Link href={href} scroll={false} className="btn-ghost -ml-3 px-3">
      <ArrowLeft aria-hidden className="size-4" />
      Back to all donations
    </Link>
  );
}
