import { csvCell } from "@/lib/format/csv";
import { and, count, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { rowsOf } from "@/lib/db/rows";
import { donationPlans, donations, type DonationRow } from "@/lib/db/schema";
import { assertCan } from "@/registry/permissions";
import type { Actor } from "@/lib/session/actor-type";
import { parseInput } from "@/lib/validate";
import { formatReceiptNumber, frequencyLabel, trackingFilterSchema, type TrackingFilter } from "../schema";
import { toApiDonation, type ApiDonation } from "./serialize";

/**
 * Donation Tracking (admin and superadmin, `donation-tracking` for admins with allowed tabs):
 * the totals, every gift paged and filtered in SQL, and the CSV export. Only completed gifts
 * count: pending, failed, expired and refunded ones are listed as such and never summed.
 * Test gifts (no money taken, donations.is_test) are left out of the totals, the list and the
 * export unless asked for (`includeTest`), and then marked. Months are calendar months in UTC.
 */

export type DonationTotals = {
  /** All completed gifts, ever. */
  totalCents: number;
  /** Completed gifts of the current calendar month. */
  thisMonthCents: number;
  /** The monthly sum of active plans. */
  recurringMonthlyCents: number;
  completedCount: number;
  activePlans: number;
};

export async function donationTotals(
  actor: Actor | null,
  now = new Date(),
  { includeTest = false }: { includeTest?: boolean } = {},
): Promise<DonationTotals> {
  assertCan(actor, "donation.track");
  const db = await getDb();
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const real = (isTest: typeof donations.isTest | typeof donationPlans.isTest) => (includeTest ? sql`` : sql` AND NOT ${isTest}`);
  const [gifts] = rowsOf<{ total: string; month: string; n: number }>(
    await db.execute(sql`
      SELECT coalesce(sum(${donations.amountCents}), 0)::bigint AS total,
             coalesce(sum(${donations.amountCents}) FILTER (WHERE ${donations.completedAt} >= ${monthStart.toISOString()}::timestamptz), 0)::bigint AS month,
             count(*)::int AS n
      FROM ${donations} WHERE ${donations.status} = 'completed'${real(donations.isTest)}`),
  );
  const [plans] = rowsOf<{ monthly: string; n: number }>(
    await db.execute(sql`
      SELECT coalesce(sum(${donationPlans.amountCents}), 0)::bigint AS monthly, count(*)::int AS n
      FROM ${donationPlans} WHERE ${donationPlans.status} = 'active'${real(donationPlans.isTest)}`),
  );
  return {
    totalCents: Number(gifts?.total ?? 0),
    thisMonthCents: Number(gifts?.month ?? 0),
    recurringMonthlyCents: Number(plans?.monthly ?? 0),
    completedCount: gifts?.n ?? 0,
    activePlans: plans?.n ?? 0,
  };
}

/** The filters from URL parameters (or a query object); 422 with a clear message when one is malformed. */
export function trackingFilter(params: URLSearchParams | Record<string, string | string[] | undefined>): TrackingFilter {
  const get = (k: string) => {
    const v = params instanceof URLSearchParams ? params.get(k) : params[k];
    return Array.isArray(v) ? v[0] : (v ?? undefined);
  };
  return parseInput(trackingFilterSchema, {
    from: get("from"),
    to: get("to"),
    type: get("type"),
    status: get("status"),
    includeTest: get("includeTest"),
  });
}

/** Gifts made on the filter's days (UTC, `to` inclusive), of its type and status; test gifts only when it includes them. */
function filterWhere(f: TrackingFilter): SQL | undefined {
  const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);
  return and(
    f.from ? gte(donations.createdAt, new Date(`${f.from}T00:00:00Z`)) : undefined,
    f.to ? lt(donations.createdAt, dayAfter(f.to)) : undefined,
    f.type ? eq(donations.donationType, f.type) : undefined,
    f.status ? eq(donations.status, f.status) : undefined,
    f.includeTest ? undefined : eq(donations.isTest, false),
  );
}

export const TRACKING_PAGE_SIZE = 20;
export const TRACKING_MAX_LIMIT = 100;
/** The furthest page asked for (as the catalogue's): beyond it, an empty page; never an offset PostgreSQL refuses. */
const TRACKING_MAX_PAGE = 100_000;

export type DonationPage = {
  items: ApiDonation[];
  total: number;
  page: number;
  limit: number;
  /** The test gifts the filter would select but leaves out (0 when it includes them). */
  testGiftsLeftOut: number;
};

/** One page of gifts, newest first. */
export async function listDonations(
  actor: Actor | null,
  filter: TrackingFilter,
  paging: { page?: number; limit?: number } = {},
): Promise<DonationPage> {
  assertCan(actor, "donation.track");
  const limit = Math.min(Math.max(1, Math.trunc(paging.limit ?? TRACKING_PAGE_SIZE)), TRACKING_MAX_LIMIT);
  const page = Math.min(Math.max(1, Math.trunc(paging.page ?? 1)), TRACKING_MAX_PAGE);
  const db = await getDb();
  const where = filterWhere(filter);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(donations)
      .where(where)
      .orderBy(desc(donations.createdAt), desc(donations.id))
      .limit(limit)
      .offset((page - 1) * limit),
    // Every gift of the filter with test gifts, counting those apart: the total listed, and how many tests are left out.
    db
      .select({ n: count(), tests: sql<number>`count(*) FILTER (WHERE ${donations.isTest})::int` })
      .from(donations)
      .where(filterWhere({ ...filter, includeTest: true })),
  ]);
  const all = counted?.n ?? 0;
  const tests = counted?.tests ?? 0;
  return {
    items: rows.map(toApiDonation),
    total: filter.includeTest ? all : all - tests,
    page,
    limit,
    testGiftsLeftOut: filter.includeTest ? 0 : tests,
  };
}

/** `page` and `limit` URL parameters (bad ones fall back to the defaults, as lists do elsewhere). */
export function pagingFrom(params: URLSearchParams): { page: number; limit: number } {
  const int = (v: string | null, fallback: number) => {
    const n = Number(v);
    return v !== null && Number.isInteger(n) && n > 0 ? n : fallback;
  };
  return { page: int(params.get("page"), 1), limit: int(params.get("limit"), TRACKING_PAGE_SIZE) };
}

const CSV_HEADER = ["Date", "Donor", "Anonymous", "E-mail", "Amount (USD)", "Type", "Status", "Receipt", "Message", "Id", "Test gift"];

function csvLine(row: DonationRow): string {
  return [
    row.createdAt.toISOString(),
    row.donorName,
    row.isAnonymous ? "yes" : "no",
    row.donorEmail,
    (row.amountCents / 100).toFixed(2),
    frequencyLabel(row.donationType),
    row.status,
    row.receiptNumber === null ? null : formatReceiptNumber(row.receiptNumber),
    row.message,
    row.id,
    row.isTest ? "yes (no money taken)" : "no",
  ]
    .map(csvCell)
    .join(",");
}

/** Every gift the filter selects as CSV (RFC 4180, CRLF lines, UTF-8 with a byte-order mark so spreadsheets read names right). */
export async function exportDonationsCsv(actor: Actor | null, filter: TrackingFilter): Promise<string> {
  assertCan(actor, "donation.track");
  const db = await getDb();
  const rows = await db.select().from(donations).where(filterWhere(filter)).orderBy(desc(donations.createdAt), desc(donations.id));
  return `\uFEFF${[CSV_HEADER.join(","), ...rows.map(csvLine)].join("\r\n")}\r\n`;
}
