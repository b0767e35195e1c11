import Link from "next/link";
import { CalendarDays, Download, HandCoins, Repeat } from "lucide-react";
import type { Actor } from "@/lib/session/actor-type";
import { InvalidError } from "@/lib/errors";
import { formatMoney, formatNumber } from "@/lib/format";
import { Alert } from "@/components/ui/alert";
import { Pagination } from "@/components/ui/pagination";
import type { TrackingFilter } from "../schema";
import { donationTotals, listDonations, trackingFilter, TRACKING_PAGE_SIZE, type DonationTotals } from "../server/tracking";
import { exportHref, isFiltered, pageCount, trackingHref } from "./dashboard-format";
import { TrackingFilters, type FilterValues } from "./tracking-filters";
import { TrackingTable } from "./tracking-table";
import { TestGiftBadge } from "./dashboard-status";
import { TrackingDetail } from "./tracking-detail";

/** The list's filters to go back to from a gift; none when they are malformed (the list says why). */
function safeFilter(params: Readonly<Record<string, string | undefined>>): TrackingFilter {
  try {
    return trackingFilter(params);
  } catch {
    return {};
  }
}

/** The month the This Month card counts (UTC calendar month, as the totals do). */
const monthName = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });

/**
 * The Donation Tracking tab (admin and superadmin; an admin with allowed tabs needs
 * `donation-tracking`, which the services check too): the spec's three cards, the filters, the
 * Recent Donations table paged in SQL and the CSV export of the filtered rows. Only completed
 * gifts are counted; pending, failed, expired and refunded ones are listed as such. Test gifts
 * (no money taken) are left out of both unless the filters include them, and then marked.
 */
export async function DonationTracking({
  actor,
  basePath,
  params,
  page,
}: {
  actor: Actor;
  basePath: string;
  params: Readonly<Record<string, string | undefined>>;
  page: number;
}) {
  if (params.gift)
    return <TrackingDetail actor={actor} donationId={params.gift} backHref={trackingHref(basePath, safeFilter(params), page)} />;
  const values: FilterValues = {
    from: params.from ?? "",
    to: params.to ?? "",
    type: params.type ?? "",
    status: params.status ?? "",
    includeTest: params.includeTest ?? "",
  };
  let filter: TrackingFilter = {};
  let refused: InvalidError | null = null;
  try {
    filter = trackingFilter(params);
  } catch (error) {
    if (!(error instanceof InvalidError)) throw error;
    refused = error;
  }

  const now = new Date();
  const [totals, listed] = await Promise.all([
    donationTotals(actor, now, { includeTest: filter.includeTest }),
    listDonations(actor, filter, { page, limit: TRACKING_PAGE_SIZE }),
  ]);
  // A page past the end (rows gone, a filter narrowed): show the last page instead of an empty one.
  const last = pageCount(listed.total, listed.limit);
  const result = listed.items.length === 0 && listed.total > 0 && page > last ? await listDonations(actor, filter, { page: last }) : listed;
  const pages = pageCount(result.total, result.limit);
  const filtered = isFiltered(filter);

  return (
    <section aria-labelledby="donation-tracking-title" className="space-y-8">
      <div>
        <h2 id="donation-tracking-title" className="text-2xl font-semibold">
          Donation Tracking
        </h2>
        <p className="mt-1 text-muted">Paid gifts only are counted: pending, failed and refunded payments are listed but never added.</p>
        {filter.includeTest ? (
          <p className="mt-2 flex flex-wrap items-center gap-2 text-muted">
            <TestGiftBadge />
            Test gifts are included in the totals and the list below, each marked.
          </p>
        ) : null}
      </div>

      <TotalsCards totals={totals} month={monthName.format(now)} />

      <section aria-labelledby="recent-donations-title" className="space-y-4">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h3 id="recent-donations-title" className="text-xl font-semibold">
              Recent Donations
            </h3>
            <p className="mt-1 text-muted" aria-live="polite">
              {result.total === 0
                ? filtered
                  ? "No donation matches these filters."
                  : result.testGiftsLeftOut > 0
                    ? "No donations that took money yet."
                    : "No donations yet."
                : `${formatNumber(result.total)} donation${result.total === 1 ? "" : "s"}${filtered ? " match these filters" : " in all"}.`}
            </p>
            {result.testGiftsLeftOut > 0 ? (
              <p className="mt-1 text-muted">
                {`${formatNumber(result.testGiftsLeftOut)} test gift${result.testGiftsLeftOut === 1 ? "" : "s"} (no money taken) left out. `}
                <Link href={trackingHref(basePath, { ...filter, includeTest: true })} scroll={false} className="link underline">
                  Include test gifts
                </Link>
              </p>
            ) : null}
          </div>
          {refused ? null : (
            <a href={exportHref(filter)} download className="btn-secondary">
              <Download aria-hidden className="size-4" />
              Export CSV<span className="sr-only">{filtered ? " of the filtered donations" : " of all donations"}</span>
            </a>
          )}
        </div>

        <TrackingFilters basePath={basePath} values={values} errors={refused?.fields ?? {}} />
        {refused ? <Alert>{`${refused.message.replace(/\.$/, "")}. The list below is not filtered.`}</Alert> : null}

        {result.items.length === 0 ? (
          <p className="card text-center text-muted">No donations found.</p>
        ) : (
          <TrackingTable
            donations={result.items}
            caption={`Donations, newest first, page ${result.page} of ${pages}`}
            detailHref={(id) => `${trackingHref(basePath, filter, result.page)}&gift=${encodeURIComponent(id)}`}
          />
        )}
        <Pagination page={result.page} pages={pages} hrefFor={(n) => trackingHref(basePath, filter, n)} label="Donation pages" />
      </section>
    </section>
  );
}

function TotalsCards({ totals, month }: { totals: DonationTotals; month: string }) {
  const cards = [
    {
      title: "Total Donations",
      value: formatMoney(totals.totalCents),
      unit: null,
      note: `${formatNumber(totals.completedCount)} paid gift${totals.completedCount === 1 ? "" : "s"}`,
      Icon: HandCoins,
    },
    { title: "This Month", value: formatMoney(totals.thisMonthCents), unit: null, note: month, Icon: CalendarDays },
    {
      title: "Recurring Donations",
      value: formatMoney(totals.recurringMonthlyCents),
      unit: "per month",
      note: `from ${formatNumber(totals.activePlans)} active monthly donor${totals.activePlans === 1 ? "" : "s"}`,
      Icon: Repeat,
    },
  ];
  return (
    <ul className="grid gap-4 sm:grid-cols-3" aria-label="Donation totals">
      {cards.map(({ title, value, unit, note, Icon }) => (
        <li key={title} className="card flex items-start gap-4 p-5">
          <span aria-hidden className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700">
            <Icon className="size-5" />
          </span>
          <div className="min-w-0">
            <h3 className="font-sans text-base font-medium text-muted">{title}</h3>
            <p className="mt-1 font-display text-3xl font-semibold text-ink">
              {value}
              {unit ? <span className="font-sans text-base font-normal text-muted"> {unit}</span> : null}
            </p>
            <p className="mt-1 text-muted">{note}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
