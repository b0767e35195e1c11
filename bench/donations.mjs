/**
 * Donations: 1,000 signed webhook events, and the Donation Tracking queries at 100,000 gifts
 * (`npm run bench:donations`).
 *
 * 1. Drops and recreates BENCH_DATABASE_URL (default
 *    postgres://postgres@127.0.0.1:5432/mmf_bench_donations) and applies the committed migrations
 *    in drizzle/ with Drizzle's node-postgres migrator (what scripts/migrate.ts does).
 * 2. Starts `next start` (production mode: DATABASE_URL, AUTH_SECRET, SITE_URL, SMTP_URL on a closed
 *    port so receipts stay in the outbox retrying, MAIL_FROM, and Stripe's test mode: PAYMENTS_MODE=test,
 *    STRIPE_SECRET_KEY (sk_test_…) and STRIPE_WEBHOOK_SECRET, made-up values; the webhook verifies
 *    with that secret and no event sent here makes the app call Stripe's API) on a free 127.0.0.1 port, with
 *    bench/count-queries.cjs preloaded to capture the SQL of the tracking requests. It builds first
 *    when .next is missing.
 * 3. Webhooks: seeds (SQL) 300 pending one-time gifts and 150 pending monthly plans with their first
 *    gift, as the checkout leaves them (test gifts, as in Stripe's test mode), then POSTs 1,000 events to /api/v1/userDonation/webhook,
 *    signed with the endpoint secret as Stripe signs them (lib/payments/sign.ts, the helpers the
 *    tests and the embedded checkout use), BENCH_CONCURRENCY (default 10) at a time, after 20
 *    warm-up events of an ignored type (whose rows are removed again):
 *    - phase 1, in a shuffled order (so a plan's invoice often overtakes its checkout):
 *      checkout.session.completed for every one-time gift; checkout.session.completed and
 *      invoice.paid (billing_reason subscription_create) for every plan; invoice.paid
 *      (subscription_cycle) renewals of 100 plans; 40 replays sent right behind their original
 *      (concurrently with it: the bench records whether the two requests overlapped) and 130
 *      replays sent later;
 *    - phase 2, once phase 1 has been answered: charge.refunded for 50 one-time gifts (by their
 *      payment intent, which fulfilment finds locally), 10 of them replayed concurrently and 20
 *      later, and 50 more replays of phase-1 events.
 *    That is 750 distinct events and 250 replays (same event id, signed again). Every answer must
 *    be 200 and {received: true}, exactly one per event id with duplicate: false. Then the
 *    database must hold exactly: one payment_events row per distinct event; 250 completed and 50
 *    refunded one-time gifts; 150 completed first monthly gifts and 100 renewal rows (one per
 *    renewal invoice, completed); no pending gift; a distinct receipt number on each of the 550;
 *    150 active plans; no refund parked in payment_refunds; exactly one receipt row in the
 *    outbox per completed gift (a refunded gift's row may already have been dropped by a drain:
 *    its receipt is no longer due) and none twice. Any other figure makes the bench fail (exit 1).
 * 4. Tracking: empties the donation tables and seeds, set-based (INSERT … SELECT generate_series,
 *    fixed random seed), 5,000 donor accounts, 1,300 monthly plans (1,000 active) and 100,000
 *    gifts over 3 years (about 30 % monthly; completed, refunded, failed, expired and pending; none a test gift),
 *    an admin account (argon2id hash, as the app hashes), then ANALYZE. Signs in by API
 *    (POST /api/v1/user/login, Bearer token) and by cookie (Auth.js' credentials callback, as the
 *    login form does) and times BENCH_REQUESTS (default 100) sequential requests of each target
 *    after 3 warm-ups: the list (first page, page 100, a 90-day completed-only filter), the CSV
 *    export of last month and the Donation Tracking tab (`/admin?tab=donation-tracking`), with
 *    the SQL statements of one request of each and EXPLAIN (ANALYZE, BUFFERS) of the ones that
 *    read the donation tables (the totals and the list: scans and indexes used).
 *
 * Writes bench/results/donations.json and donations.md.
 */
import { randomBytes } from "node:crypto";
import { hash } from "@node-rs/argon2";
import {
  benchSettings,
  counter,
  ensureBuild,
  explainStatements,
  guard,
  latencyStats as stats,
  machine,
  machineLine,
  ms,
  planDetails,
  planSummary,
  postgresVersion,
  recreateDatabase,
  round,
  run,
  secondsSince,
  signInCookie,
  startBenchServer,
  withClient as withDatabase,
  withoutCredentials,
  writeResults,
} from "./lib.mjs";
import { PRESETS, seedGifts } from "./datasets.mjs";
import { signedEvent, stripeEvent } from "../lib/payments/sign.ts";

const { databaseUrl: DATABASE_URL } = benchSettings("donations");
const CONCURRENCY = Math.max(1, Number(process.env.BENCH_CONCURRENCY ?? 10));
const REQUESTS = Math.max(5, Number(process.env.BENCH_REQUESTS ?? 100));
const WEBHOOK_SECRET = `whsec_bench_${randomBytes(18).toString("hex")}`;
const WEBHOOK = "/api/v1/userDonation/webhook";

// The webhook workload (see the file comment).
const ONE_TIME = 300;
const PLANS = 150;
const RENEWALS = 100;
const REFUNDS = 50;
const CONCURRENT_REPLAYS = 40;
const LATER_REPLAYS = 130;
const CONCURRENT_REFUND_REPLAYS = 10;
const LATER_REFUND_REPLAYS = 20;
const PHASE2_REPLAYS = 50;

let server;
const finish = guard(async () => {
  await server?.stop();
}, 30 * 60_000);

/** A small seeded PRNG (mulberry32), so the event order is the same on every run. */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = prng(0x0d0a7e);
function shuffle(list) {
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list;
}

const withClient = (fn) => withDatabase(DATABASE_URL, fn);

// ---------------------------------------------------------------------------------------------
// Part 1: webhooks.

/** The pending gifts and plans a checkout leaves behind (createCheckoutSession), for the events to complete. */
async function seedPending() {
  return withClient(async (client) => {
    await client.query("BEGIN");
    await client.query(
      `INSERT INTO donations (donor_name, donor_email, amount_cents, donation_type, checkout_session_id, is_test, created_at, updated_at)
       SELECT 'One-time Donor ' || g, 'one' || g || '@bench.example', ($1::int[])[1 + g % 6], 'one-time', 'cs_bench_one_' || g, true,
              now() - interval '10 minutes', now() - interval '10 minutes'
       FROM generate_series(1, $2::int) g`,
      [PRESETS, ONE_TIME],
    );
    await client.query(
      `INSERT INTO donation_plans (donor_name, donor_email, amount_cents, is_test, created_at, updated_at)
       SELECT 'Monthly Donor ' || g, 'monthly' || g || '@bench.example', ($1::int[])[1 + g % 4], true, now() - interval '10 minutes', now() - interval '10 minutes'
       FROM generate_series(1, $2::int) g`,
      [PRESETS, PLANS],
    );
    await client.query(
      `INSERT INTO donations (plan_id, donor_name, donor_email, amount_cents, donation_type, checkout_session_id, is_test, created_at, updated_at)
       SELECT id, donor_name, donor_email, amount_cents, 'monthly', 'cs_bench_mon_' || substring(donor_email from '^monthly([0-9]+)@'), true,
              created_at, updated_at
       FROM donation_plans`,
    );
    await client.query("COMMIT");
    const oneTime = (
      await client.query(
        `SELECT id, checkout_session_id, amount_cents, donor_email, donor_name FROM donations
         WHERE donation_type = 'one-time' ORDER BY substring(checkout_session_id from '[0-9]+$')::int`,
      )
    ).rows;
    const monthly = (
      await client.query(
        `SELECT d.id, d.plan_id, d.checkout_session_id, d.amount_cents, d.donor_email, d.donor_name FROM donations d
         WHERE d.donation_type = 'monthly' ORDER BY substring(d.checkout_session_id from '[0-9]+$')::int`,
      )
    ).rows;
    return { oneTime, monthly };
  });
}

/** The 750 distinct events, built as features/donations/server/test-checkout.ts and test/donations.ts build them. */
function buildEvents({ oneTime, monthly }) {
  const now = Math.floor(Date.now() / 1000);
  const events = { checkouts: [], refunds: [] };
  oneTime.forEach((d, i) => {
    events.checkouts.push(
      stripeEvent("checkout.session.completed", {
        id: d.checkout_session_id,
        object: "checkout.session",
        mode: "payment",
        payment_status: "paid",
        amount_total: d.amount_cents,
        currency: "usd",
        payment_intent: `pi_bench_${i + 1}`,
        metadata: { donationId: d.id },
        client_reference_id: d.id,
        customer_details: { email: d.donor_email, name: d.donor_name },
      }),
    );
  });
  monthly.forEach((d, i) => {
    const n = i + 1;
    const subscription = `sub_bench_${n}`;
    const customer = `cus_bench_${n}`;
    const metadata = { donationId: d.id, planId: d.plan_id };
    const invoice = (k, reason) =>
      stripeEvent("invoice.paid", {
        id: `in_bench_${n}_${k}`,
        object: "invoice",
        billing_reason: reason,
        amount_paid: d.amount_cents,
        amount_due: d.amount_cents,
        currency: "usd",
        customer,
        customer_email: d.donor_email,
        status_transitions: { paid_at: now },
        parent: { type: "subscription_details", subscription_details: { subscription, metadata } },
      });
    events.checkouts.push(
      stripeEvent("checkout.session.completed", {
        id: d.checkout_session_id,
        object: "checkout.session",
        mode: "subscription",
        payment_status: "paid",
        amount_total: d.amount_cents,
        currency: "usd",
        subscription,
        customer,
        invoice: `in_bench_${n}_1`,
        metadata,
        client_reference_id: d.id,
        customer_details: { email: d.donor_email, name: d.donor_name },
      }),
      invoice(1, "subscription_create"),
    );
    if (n <= RENEWALS) events.checkouts.push(invoice(2, "subscription_cycle"));
  });
  // Refunds of every sixth one-time gift, by the payment intent its checkout named.
  for (let k = 0; k < REFUNDS; k++) {
    const i = k * 6;
    events.refunds.push(
      stripeEvent("charge.refunded", {
        id: `ch_bench_${i + 1}`,
        object: "charge",
        amount: oneTime[i].amount_cents,
        amount_refunded: oneTime[i].amount_cents,
        currency: "usd",
        refunded: true,
        payment_intent: `pi_bench_${i + 1}`,
      }),
    );
  }
  return events;
}

/**
 * The order of one phase: the originals shuffled, `concurrent` of them followed at once by their
 * replay, `later` replays at least 20 places after their original, `extra` replays of earlier
 * events anywhere.
 */
function schedule(originals, { concurrent, later, extra = [] }) {
  const queue = shuffle([...originals]).map((event) => ({ event, replay: false }));
  const picks = shuffle([...queue.keys()]);
  const pairs = new Set(picks.slice(0, concurrent));
  const withPairs = [];
  queue.forEach((item, index) => {
    withPairs.push(item);
    if (pairs.has(index)) withPairs.push({ event: item.event, replay: true, concurrentWith: item });
  });
  for (const index of picks.slice(concurrent, concurrent + later)) {
    const at = withPairs.indexOf(queue[index]);
    const min = Math.min(withPairs.length, at + 20);
    withPairs.splice(min + Math.floor(random() * (withPairs.length - min + 1)), 0, { event: queue[index].event, replay: true });
  }
  for (const event of extra) withPairs.splice(Math.floor(random() * (withPairs.length + 1)), 0, { event, replay: true });
  return withPairs;
}

/** Sends the items, `CONCURRENCY` at a time, in order; records each request's timing and answer. */
async function send(origin, items) {
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++];
      // A replay is signed again (Stripe signs every delivery anew): same body, same event id.
      const { body, signature } = signedEvent(item.event, WEBHOOK_SECRET);
      item.start = performance.now();
      try {
        const response = await fetch(origin + WEBHOOK, {
          method: "POST",
          headers: { "content-type": "application/json", "stripe-signature": signature },
          body,
        });
        item.status = response.status;
        item.text = await response.text();
      } catch (error) {
        item.status = 0;
        item.text = String(error);
      }
      item.end = performance.now();
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return (performance.now() - started) / 1000;
}

async function warmUp(origin) {
  const items = Array.from({ length: 20 }, (_, i) => ({
    event: stripeEvent("customer.created", { id: `cus_warmup_${i}`, object: "customer" }, { id: `evt_warmup_${i}` }),
  }));
  await send(origin, items);
  const bad = items.filter((i) => i.status !== 200);
  if (bad.length) throw new Error(`warm-up events answered ${bad[0].status}: ${bad[0].text.slice(0, 300)}`);
  await withClient((c) => c.query("DELETE FROM payment_events WHERE id LIKE 'evt_warmup_%'"));
}

async function webhookCounts() {
  return withClient(async (c) => {
    const { rows } = await c.query(`SELECT
      (SELECT count(*) FROM payment_events)::int AS payment_events,
      (SELECT count(*) FROM payment_events WHERE type = 'checkout.session.completed')::int AS checkout_events,
      (SELECT count(*) FROM payment_events WHERE type = 'invoice.paid')::int AS invoice_events,
      (SELECT count(*) FROM payment_events WHERE type = 'charge.refunded')::int AS refund_events,
      (SELECT count(*) FROM donations)::int AS donations,
      (SELECT count(*) FROM donations WHERE donation_type = 'one-time' AND status = 'completed')::int AS one_time_completed,
      (SELECT count(*) FROM donations WHERE donation_type = 'one-time' AND status = 'refunded')::int AS one_time_refunded,
      (SELECT count(*) FROM donations WHERE plan_id IS NOT NULL AND checkout_session_id IS NOT NULL AND status = 'completed')::int AS monthly_first_completed,
      (SELECT count(*) FROM donations WHERE plan_id IS NOT NULL AND checkout_session_id IS NULL)::int AS renewal_rows,
      (SELECT count(DISTINCT invoice_id) FROM donations WHERE plan_id IS NOT NULL AND checkout_session_id IS NULL)::int AS renewal_invoices,
      (SELECT count(*) FROM donations WHERE plan_id IS NOT NULL AND checkout_session_id IS NULL AND status = 'completed')::int AS renewals_completed,
      (SELECT count(*) FROM donations WHERE status = 'completed')::int AS completed,
      (SELECT count(*) FROM donations WHERE status = 'refunded')::int AS refunded,
      (SELECT count(*) FROM donations WHERE status NOT IN ('completed', 'refunded'))::int AS not_paid,
      (SELECT count(DISTINCT receipt_number) FROM donations)::int AS receipt_numbers,
      (SELECT coalesce(sum(amount_cents), 0) FROM donations WHERE status = 'completed')::bigint AS completed_cents,
      (SELECT count(*) FROM donation_plans WHERE status = 'active' AND stripe_subscription_id IS NOT NULL)::int AS active_plans,
      (SELECT count(*) FROM payment_refunds)::int AS parked_refunds,
      (SELECT count(*) FROM outbox WHERE kind = 'donations.receipt')::int AS receipt_rows,
      (SELECT coalesce(sum(attempts), 0) FROM outbox WHERE kind = 'donations.receipt')::int AS receipt_attempts,
      (SELECT count(*) FROM outbox o JOIN donations d ON d.id::text = o.payload->>'donationId'
        WHERE o.kind = 'donations.receipt' AND d.status = 'completed')::int AS receipt_rows_completed,
      (SELECT count(DISTINCT o.payload->>'donationId') FROM outbox o JOIN donations d ON d.id::text = o.payload->>'donationId'
        WHERE o.kind = 'donations.receipt' AND d.status = 'completed')::int AS completed_with_receipt,
      (SELECT count(*) FROM outbox o JOIN donations d ON d.id::text = o.payload->>'donationId'
        WHERE o.kind = 'donations.receipt' AND d.status = 'refunded')::int AS receipt_rows_refunded,
      (SELECT count(*) FROM (SELECT payload->>'donationId' FROM outbox WHERE kind = 'donations.receipt' GROUP BY 1 HAVING count(*) > 1) x)::int AS gifts_with_two_receipts,
      (SELECT count(*) FROM outbox o WHERE o.kind = 'donations.receipt'
        AND NOT EXISTS (SELECT 1 FROM donations d WHERE d.id::text = o.payload->>'donationId'))::int AS receipts_of_unknown_gifts`);
    return { ...rows[0], completed_cents: Number(rows[0].completed_cents) };
  });
}

async function webhooks(origin, seeded) {
  const events = buildEvents(seeded);
  const phase1Originals = events.checkouts;
  const phase1 = schedule(phase1Originals, { concurrent: CONCURRENT_REPLAYS, later: LATER_REPLAYS });
  const earlier = shuffle([...phase1Originals]).slice(0, PHASE2_REPLAYS);
  const phase2 = schedule(events.refunds, { concurrent: CONCURRENT_REFUND_REPLAYS, later: LATER_REFUND_REPLAYS, extra: earlier });
  const all = [...phase1, ...phase2];
  const distinct = new Set(all.map((i) => i.event.id)).size;
  console.log(
    `Webhooks: ${all.length} events (${distinct} distinct, ${all.filter((i) => i.replay).length} replays), ${CONCURRENCY} at a time`,
  );

  await warmUp(origin);
  const phase1Seconds = await send(origin, phase1);
  const phase2Seconds = await send(origin, phase2);
  const seconds = phase1Seconds + phase2Seconds;

  // Answers: all 200 {received: true}, and per event id exactly one that was not a duplicate.
  const statuses = {};
  const problems = [];
  const firsts = new Map();
  for (const item of all) {
    statuses[item.status] = (statuses[item.status] ?? 0) + 1;
    let body;
    try {
      body = JSON.parse(item.text);
    } catch {
      body = null;
    }
    item.duplicate = body?.duplicate;
    if (item.status !== 200 || body?.received !== true || typeof body.duplicate !== "boolean") {
      problems.push(`${item.event.type} ${item.event.id}: ${item.status} ${item.text.slice(0, 200)}`);
      continue;
    }
    if (!body.duplicate) firsts.set(item.event.id, (firsts.get(item.event.id) ?? 0) + 1);
  }
  const applied = [...firsts.values()];
  if (firsts.size !== distinct || applied.some((n) => n !== 1))
    problems.push(`${firsts.size} of ${distinct} events applied, ${applied.filter((n) => n > 1).length} applied more than once`);
  const duplicateAnswers = all.filter((i) => i.duplicate === true).length;
  const concurrentReplays = all.filter((i) => i.concurrentWith);
  const overlapped = concurrentReplays.filter((i) => i.start < i.concurrentWith.end && i.concurrentWith.start < i.end).length;

  const counts = await webhookCounts();
  const refundedCents = events.refunds.reduce((s, e) => s + e.data.object.amount, 0);
  const allCents =
    seeded.oneTime.reduce((s, d) => s + d.amount_cents, 0) +
    seeded.monthly.reduce((s, d, i) => s + d.amount_cents * (i < RENEWALS ? 2 : 1), 0);
  const completedGifts = ONE_TIME - REFUNDS + PLANS + RENEWALS;
  const expected = {
    payment_events: distinct,
    checkout_events: ONE_TIME + PLANS,
    invoice_events: PLANS + RENEWALS,
    refund_events: REFUNDS,
    donations: ONE_TIME + PLANS + RENEWALS,
    one_time_completed: ONE_TIME - REFUNDS,
    one_time_refunded: REFUNDS,
    monthly_first_completed: PLANS,
    renewal_rows: RENEWALS,
    renewal_invoices: RENEWALS,
    renewals_completed: RENEWALS,
    completed: completedGifts,
    refunded: REFUNDS,
    not_paid: 0,
    receipt_numbers: ONE_TIME + PLANS + RENEWALS,
    completed_cents: allCents - refundedCents,
    active_plans: PLANS,
    parked_refunds: 0,
    receipt_rows_completed: completedGifts,
    completed_with_receipt: completedGifts,
    gifts_with_two_receipts: 0,
    receipts_of_unknown_gifts: 0,
  };
  const checks = Object.entries(expected).map(([name, want]) => ({
    name,
    expected: want,
    actual: counts[name],
    ok: counts[name] === want,
  }));
  // A refunded gift's receipt row is either still queued or already dropped by a drain (no receipt is due any more).
  checks.push({
    name: "receipt_rows",
    expected: `${completedGifts} to ${completedGifts + REFUNDS}`,
    actual: counts.receipt_rows,
    ok: counts.receipt_rows === completedGifts + counts.receipt_rows_refunded && counts.receipt_rows_refunded <= REFUNDS,
  });
  for (const c of checks.filter((c) => !c.ok)) problems.push(`count ${c.name}: expected ${c.expected}, found ${c.actual}`);

  const times = all.map((i) => i.end - i.start);
  return {
    concurrency: CONCURRENCY,
    events: all.length,
    distinctEvents: distinct,
    replays: all.filter((i) => i.replay).length,
    duplicateAnswers,
    concurrentReplays: concurrentReplays.length,
    concurrentReplaysOverlapping: overlapped,
    // Distinct events by type (and invoice.paid by billing reason), then every request by type.
    distinctByType: Object.fromEntries(
      Object.entries(
        Object.groupBy([...new Map(all.map((i) => [i.event.id, i.event])).values()], (e) =>
          e.type === "invoice.paid" ? `invoice.paid (${e.data.object.billing_reason})` : e.type,
        ),
      )
        .map(([type, list]) => [type, list.length])
        .sort(([a], [b]) => a.localeCompare(b)),
    ),
    requestsByType: Object.fromEntries(Object.entries(Object.groupBy(all, (i) => i.event.type)).map(([type, list]) => [type, list.length])),
    seconds: round(seconds, 2),
    eventsPerSec: round(all.length / seconds, 1),
    latency: stats(times),
    latencyApplied: stats(all.filter((i) => i.duplicate === false).map((i) => i.end - i.start)),
    latencyReplays: stats(all.filter((i) => i.duplicate === true).map((i) => i.end - i.start)),
    statuses,
    // Receipt drains run so far (each renders the PDF, then meets the refused SMTP connection), on the rows still queued.
    receiptAttempts: counts.receipt_attempts,
    checks,
    problems,
  };
}

// ---------------------------------------------------------------------------------------------
// Part 2: tracking at 100,000 gifts.

/** Empties the donation tables and seeds the tracking data set; returns the admin's credentials and the data set's figures. */
async function seedTracking() {
  const password = randomBytes(12).toString("hex");
  // argon2id with the app's parameters (features/accounts/server/password.ts).
  const passwordHash = await hash(password, { memoryCost: 19456, timeCost: 2, parallelism: 1 });
  const email = "bench-admin@bench.example";
  const started = Date.now();
  const dataset = await withClient(async (client) => {
    await client.query("SELECT setseed(0.1515)");
    await client.query("BEGIN");
    await client.query("TRUNCATE outbox, payment_events, payment_refunds, donations, donation_plans");
    await client.query("ALTER SEQUENCE donation_receipt_number_seq RESTART");
    await client.query(
      `INSERT INTO users (name, last_name, email, password_hash, role, status) VALUES ('Bench', 'Admin', $1, $2, 'admin', 'approved')`,
      [email, passwordHash],
    );
    await client.query("COMMIT");
    await seedGifts(client);
    await client.query("ANALYZE");
    const { rows } = await client.query(`SELECT
      (SELECT count(*) FROM donations)::int AS donations,
      (SELECT count(*) FROM donations WHERE donation_type = 'monthly')::int AS monthly,
      (SELECT count(*) FROM donations WHERE status = 'completed')::int AS completed,
      (SELECT count(*) FROM donations WHERE status = 'refunded')::int AS refunded,
      (SELECT count(*) FROM donations WHERE status IN ('failed', 'expired'))::int AS failed_or_expired,
      (SELECT count(*) FROM donations WHERE status = 'pending')::int AS pending,
      (SELECT count(*) FROM donation_plans)::int AS plans,
      (SELECT count(*) FROM donation_plans WHERE status = 'active')::int AS active_plans,
      (SELECT count(*) FROM users WHERE role = 'user')::int AS donor_accounts,
      (SELECT min(created_at)::date::text FROM donations) AS first_day,
      (SELECT max(created_at)::date::text FROM donations) AS last_day`);
    return rows[0];
  });
  return { email, password, dataset: { ...dataset, seedSeconds: secondsSince(started) } };
}

/** A Bearer token from POST /api/v1/user/login. */
async function apiLogin(origin, email, password) {
  const response = await fetch(`${origin}/api/v1/user/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  const body = await response.json().catch(() => ({}));
  if (response.status !== 200 || !body.data?.token)
    throw new Error(`API login answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
  return body.data.token;
}

/** BENCH_REQUESTS sequential requests after 3 warm-ups, each checked; plus the statements of one request sent alone. */
async function timeTarget(origin, counterPort, target) {
  const request = async () => {
    const start = performance.now();
    const response = await fetch(origin + target.path, { headers: target.headers, redirect: "manual" });
    const body = await response.text();
    const ms = performance.now() - start;
    if (response.status !== 200) throw new Error(`${target.path} answered ${response.status}: ${body.slice(0, 300)}`);
    target.check?.(response, body);
    return { ms, bytes: Buffer.byteLength(body), total: response.headers.get("x-total-count") };
  };
  for (let i = 0; i < 3; i++) await request();
  await counter(counterPort, "POST");
  const one = await request();
  const captured = await counter(counterPort);
  const times = [];
  for (let i = 0; i < REQUESTS; i++) times.push((await request()).ms);
  return { ...stats(times), bytes: one.bytes, totalCount: one.total === null ? undefined : Number(one.total), queries: captured };
}

const DONATION_SQL = /"donations"|"donation_plans"/;

/** EXPLAIN (ANALYZE, BUFFERS) of the captured statements that read the donation tables (median execution of 5), each index named with its node. */
async function explain(statements) {
  const reads = statements.filter((s) => DONATION_SQL.test(s.text) && /^\s*select/i.test(s.text));
  const plans = await explainStatements(DATABASE_URL, reads, { indexLabel: (name, type) => `${name} (${type})` });
  return plans.map(({ sql, params, executionMsMedian, planningMs, seqScans, sorts, indexes, plan }) => ({
    kind: kindOf(sql),
    sql,
    params,
    executionMsMedian,
    planningMs,
    seqScans,
    sorts,
    indexes,
    indexUsed: indexes.length > 0,
    plan,
  }));
}

function kindOf(text) {
  if (/"donation_plans"/.test(text)) return "totals: active plans";
  if (/sum\(/i.test(text)) return "totals: gifts";
  if (/count\(/i.test(text)) return "list: count";
  if (/limit/i.test(text)) return "list: page rows";
  return "export rows";
}

async function tracking(origin, counterPort) {
  console.log("Seeding 100,000 gifts ...");
  const { email, password, dataset } = await seedTracking();
  console.log(dataset);
  const token = await apiLogin(origin, email, password);
  let cookie;
  let cookieNote;
  try {
    cookie = await signInCookie(origin, email, password);
  } catch (error) {
    cookieNote = `The cookie sign-in failed (${error.message}): the page was not timed.`;
    console.warn(cookieNote);
  }

  const day = (d) => d.toISOString().slice(0, 10);
  const today = new Date();
  const from90 = day(new Date(today.getTime() - 89 * 86_400_000));
  const lastMonthStart = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1));
  const lastMonthEnd = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 0));
  const bearer = { authorization: `Bearer ${token}` };
  const expectCount = (where, params = []) =>
    withClient(async (c) => (await c.query(`SELECT count(*)::int AS n FROM donations ${where}`, params)).rows[0].n);
  const all = await expectCount("");
  // The days are UTC days, as the filters read them.
  const days = `created_at >= ($1 || 'T00:00:00Z')::timestamptz AND created_at < ($2 || 'T00:00:00Z')::timestamptz + interval '1 day'`;
  const ninety = await expectCount(`WHERE ${days} AND status = 'completed'`, [from90, day(today)]);
  const month = await expectCount(`WHERE ${days}`, [day(lastMonthStart), day(lastMonthEnd)]);
  const listCheck = (want) => (response, body) => {
    const n = Number(response.headers.get("x-total-count"));
    if (n !== want) throw new Error(`X-Total-Count ${n}, expected ${want}`);
    if (JSON.parse(body).donations.length !== 20) throw new Error("expected a page of 20 gifts");
  };

  const targets = [
    { name: "list, first page", path: "/api/v1/userDonation/getAllDonation", headers: bearer, check: listCheck(all) },
    { name: "list, page 100", path: "/api/v1/userDonation/getAllDonation?page=100", headers: bearer, check: listCheck(all) },
    {
      name: "list, 90 days + completed",
      path: `/api/v1/userDonation/getAllDonation?${new URLSearchParams({ from: from90, to: day(today), status: "completed" })}`,
      headers: bearer,
      check: listCheck(ninety),
    },
    {
      name: "CSV export, last month",
      path: `/api/v1/userDonation/export?${new URLSearchParams({ from: day(lastMonthStart), to: day(lastMonthEnd) })}`,
      headers: bearer,
      check: (_response, body) => {
        const lines = body.split("\r\n").length - 2;
        if (lines !== month) throw new Error(`CSV has ${lines} rows, expected ${month}`);
      },
    },
  ];
  if (cookie)
    targets.push({
      name: "Donation Tracking tab (page)",
      path: "/admin?tab=donation-tracking",
      headers: { cookie },
      check: (_response, body) => {
        if (!body.includes("Donation Tracking") || !body.includes("Total Donations"))
          throw new Error("the page does not show Donation Tracking");
      },
    });

  const results = [];
  for (const target of targets) {
    const timed = await timeTarget(origin, counterPort, target);
    const plans = await explain(timed.queries.statements);
    console.log(`${target.name}: p50 ${timed.p50Ms} ms, p99 ${timed.p99Ms} ms, ${timed.queries.queries} SQL statements`);
    for (const p of plans) console.log(`  ${p.kind}: ${planSummary(p)}`);
    results.push({
      name: target.name,
      path: target.path,
      auth: target.headers.cookie ? "cookie" : "bearer",
      ...timed,
      queries: timed.queries.queries,
      statements: timed.queries.statements.map((s) => s.text),
      plans,
    });
  }
  return { dataset, rowsExpected: { all, ninetyDaysCompleted: ninety, lastMonth: month }, results, cookieNote };
}

// ---------------------------------------------------------------------------------------------
// Report.

function markdown(report) {
  const w = report.webhooks;
  const t = report.tracking;
  const d = t.dataset;
  const lines = [
    `# Donations — ${report.date}`,
    "",
    machineLine(report),
    "`next start` (production build, Stripe mode with a bench webhook secret, SMTP on a closed port) and Postgres on the same machine, over 127.0.0.1.",
    "The machine is shared (other builds and browser tests may run at the same time): read the figures as orders of magnitude.",
    "",
    `## Webhooks: ${w.events} signed events, ${w.concurrency} at a time`,
    "",
    `${w.distinctEvents} distinct events (${Object.entries(w.distinctByType)
      .map(([k, v]) => `${v} ${k}`)
      .join(", ")}) and ${w.replays} replays of them (same event id, signed again). ` +
      `The plans' checkout and invoice events come in a shuffled order; ${w.concurrentReplays} replays were sent right behind their original ` +
      `(${w.concurrentReplaysOverlapping} of them were in flight at the same time as it). Refunds (by payment intent) come once their gifts are paid.`,
    "",
    "| Requests | n | p50 | p95 | p99 | max | mean |",
    "|---|---:|---:|---:|---:|---:|---:|",
    ...[
      ["all", w.latency],
      ["applied (duplicate: false)", w.latencyApplied],
      ["replays (duplicate: true)", w.latencyReplays],
    ].map(([name, s]) => `| ${name} | ${s.n} | ${ms(s.p50Ms)} | ${ms(s.p95Ms)} | ${ms(s.p99Ms)} | ${ms(s.maxMs)} | ${ms(s.meanMs)} |`),
    "",
    `Throughput: ${w.eventsPerSec} events/s (${w.events} in ${w.seconds} s). Statuses: ${Object.entries(w.statuses)
      .map(([k, v]) => `${v} × ${k}`)
      .join(", ")}; ${w.duplicateAnswers} answers {received: true, duplicate: true}. ` +
      `Each gift an event completes queues its receipt, and the outbox drain runs in the same server right after the response: it renders the receipt PDF, ` +
      `then meets the refused SMTP connection and backs off. ${w.receiptAttempts} such attempts had run when the counts were taken; that PDF work shares the ` +
      "server's event loop with the webhooks and is part of these latencies, as it would be in production.",
    "",
    "Final counts in the database:",
    "",
    "| Count | Expected | Found | |",
    "|---|---:|---:|---|",
    ...w.checks.map((c) => `| ${c.name} | ${c.expected} | ${c.actual} | ${c.ok ? "ok" : "**WRONG**"} |`),
    "",
    w.problems.length
      ? `**Failed:** ${w.problems.slice(0, 10).join("; ")}`
      : "Every answer was 200 and every count is right: no duplicate rows.",
    "",
    `## Donation Tracking at ${d.donations.toLocaleString("en-US")} gifts`,
    "",
    `Dataset: ${d.donations} gifts from ${d.first_day} to ${d.last_day} (${d.monthly} monthly; ${d.completed} completed, ${d.refunded} refunded, ` +
      `${d.failed_or_expired} failed or expired, ${d.pending} pending), ${d.plans} plans (${d.active_plans} active), ${d.donor_accounts} donor accounts. Seeded in ${d.seedSeconds} s.`,
    "",
    `${report.requests} sequential requests per target after 3 warm-ups, each answer checked (status 200, row counts against SQL). The API with a Bearer token (POST /api/v1/user/login), the page with the Auth.js session cookie.`,
    t.cookieNote ? `\n${t.cookieNote}\n` : "",
    "| Request | p50 | p95 | p99 | max | Response | SQL statements |",
    "|---|---:|---:|---:|---:|---:|---:|",
    ...t.results.map(
      (r) =>
        `| ${r.name}: \`${r.path}\` | ${ms(r.p50Ms)} | ${ms(r.p95Ms)} | ${ms(r.p99Ms)} | ${ms(r.maxMs)} | ${Math.round(r.bytes / 1024)} KiB | ${r.queries} |`,
    ),
    "",
    "## Query plans (EXPLAIN (ANALYZE, BUFFERS) of the statements captured from the server, median execution time of 5)",
    "",
    "| Request | Statement | Execution | Index used | Plan |",
    "|---|---|---:|---|---|",
    ...t.results.flatMap((r) =>
      r.plans.map((p) => `| ${r.name} | ${p.kind} | ${p.executionMsMedian} ms | ${p.indexUsed ? "yes" : "no"} | ${planDetails(p)} |`),
    ),
    "",
    "Rerun: `npm run bench:donations` (BENCH_CONCURRENCY, BENCH_REQUESTS, BENCH_DATABASE_URL). The full plans and statements are in donations.json.",
    "",
  ];
  return lines.join("\n");
}

async function main() {
  ensureBuild();
  console.log(`Recreating ${withoutCredentials(DATABASE_URL)} ...`);
  await recreateDatabase(DATABASE_URL);
  const seeded = await seedPending();

  server = await startBenchServer(DATABASE_URL, {
    // Receipts cannot be delivered (SMTP on a closed port): they stay in the outbox, retrying, as during a mail outage.
    // Stripe's test mode (startBenchServer's PAYMENTS_MODE=test): the webhook verifies with this secret; nothing here makes the app call Stripe's API.
    STRIPE_SECRET_KEY: `sk_test_bench_${randomBytes(12).toString("hex")}`,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  });

  const webhookResult = await webhooks(server.origin, seeded);
  console.log(
    `Webhooks: ${webhookResult.eventsPerSec} events/s, p50 ${webhookResult.latency.p50Ms} ms, p99 ${webhookResult.latency.p99Ms} ms, statuses ${JSON.stringify(webhookResult.statuses)}`,
  );
  for (const p of webhookResult.problems) console.error(`  FAILED: ${p}`);

  const trackingResult = await tracking(server.origin, server.counterPort);
  const report = {
    date: new Date().toISOString(),
    machine: machine(),
    postgres: await postgresVersion(DATABASE_URL),
    requests: REQUESTS,
    webhooks: webhookResult,
    tracking: trackingResult,
  };
  writeResults("donations", report, markdown(report));
  if (webhookResult.problems.length) {
    console.error(`The webhook bench FAILED: ${webhookResult.problems.length} problem(s).`);
    return 1;
  }
  return 0;
}

run(main, finish);
