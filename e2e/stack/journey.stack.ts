import { readdirSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { embeddedWebhookSecret } from "../../lib/payments/embedded";
import { signedEvent, stripeEvent } from "../../lib/payments/sign";
import { demo, loginAndLand } from "../support/auth";
import { approveVideoViaApi, uploadVideoViaApi } from "../support/videos";
import { capturedMail, expectBothServed, query, requestsOf, shiftBalancer, stack, TRACE_HEADER, traceId } from "./support";

/*
 * The site on two production instances behind nginx (scripts/stack.mts): every step goes through
 * the balancer, which sends each request to the next instance (round robin, no stickiness), and
 * is checked against nginx's access log so that both instances served it. Nothing a step relies
 * on may live in one instance's memory or disk: sessions, uploads, gifts and job leases are all
 * in PostgreSQL and S3.
 */

test("a session made on one instance is honoured by the other", async ({ browser }) => {
  const trace = traceId("sign-in");
  const context = await browser.newContext({ extraHTTPHeaders: { [TRACE_HEADER]: trace } });
  try {
    const page = await context.newPage();
    await loginAndLand(page, demo.admin, "/admin");
    // The dashboard again, signed in, until both instances have served it.
    const servedBy = new Set<string>();
    for (let i = 0; i < 8 && servedBy.size < 2; i++) {
      const response = await page.reload();
      await expect(page).toHaveURL(/\/admin(\?|$)/);
      await expect(page.getByRole("button", { name: /^Account menu/ })).toBeVisible();
      const upstream = (await response!.allHeaders())["x-upstream"]!;
      if (servedBy.has(upstream)) await shiftBalancer(page);
      servedBy.add(upstream);
    }
  } finally {
    await context.close();
  }
  const signIn = requestsOf(trace, (entry) => entry.method === "POST" && entry.status < 400);
  expect(signIn.length, "the sign-in's POST").toBeGreaterThan(0);
  const signedInOn = signIn[0]!.upstream;
  const dashboards = await expectBothServed(trace, (entry) => entry.method === "GET" && entry.uri === "/admin");
  expect(dashboards.every((entry) => entry.status === 200)).toBe(true);
  expect(
    dashboards.some((entry) => entry.upstream !== signedInOn),
    "a dashboard served by the instance that did not sign in",
  ).toBe(true);
});

test("a video uploaded to S3 through one instance and approved through the other is public on both", async ({ playwright, baseURL }) => {
  const trace = traceId("upload");
  const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { [TRACE_HEADER]: trace } });
  const objects = () => storedObjects(path.join(stack().s3Dir, stack().bucket));
  try {
    const before = objects().length;
    const courseName = `Stack practice ${Date.now()}`;
    const video = await uploadVideoViaApi(request, demo.instructor, { courseName });
    expect(video.status).toBe("pending");
    // The video and its thumbnail are in the bucket, not on either instance's disk.
    expect(objects().length).toBeGreaterThanOrEqual(before + 2);
    await approveVideoViaApi(request, video._id);
    // An address neither instance has rendered before: both render it from the database.
    for (let i = 0; i < 2; i++) {
      const page = await request.get(`/videos/${video._id}`);
      expect(page.status()).toBe(200);
      expect(await page.text()).toContain(courseName);
    }
  } finally {
    await request.dispose();
  }
  await expectBothServed(trace);
  await expectBothServed(trace, (entry) => entry.uri.startsWith(`/videos/`));
});

test("a gift completed by a signed Stripe-format webhook, delivered twice, is fulfilled once and its receipt mailed", async ({
  playwright,
  baseURL,
}) => {
  const trace = traceId("gift");
  const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { [TRACE_HEADER]: trace } });
  const email = `stack-giver-${Date.now()}@example.org`;
  try {
    const checkout = await request.post("/api/v1/userDonation/create-checkout-session", {
      data: { donationAmount: 25, currency: "usd", anonymous: false, recurring: false, email, donerName: "Stack Giver" },
    });
    expect(checkout.status(), await checkout.text()).toBe(200);
    const { sessionId, donationId } = (await checkout.json()) as { sessionId: string; donationId: string };

    // What Stripe would send once the checkout is paid, signed as Stripe signs (the test-mode
    // payments' secret, derived from AUTH_SECRET, which both instances share).
    const event = stripeEvent("checkout.session.completed", {
      id: sessionId,
      object: "checkout.session",
      mode: "payment",
      payment_status: "paid",
      amount_total: 2500,
      currency: "usd",
      payment_intent: `pi_stack_${Date.now()}`,
      metadata: { donationId },
      client_reference_id: donationId,
      customer_details: { email, name: "Stack Giver" },
    });
    const { body, signature } = signedEvent(event, embeddedWebhookSecret(stack().authSecret));
    const deliver = () =>
      request.post("/api/v1/userDonation/webhook", {
        headers: { "content-type": "application/json", "stripe-signature": signature },
        data: body,
      });
    const first = await deliver();
    expect(first.status(), await first.text()).toBe(200);
    expect(await first.json()).toEqual({ received: true, duplicate: false });
    // Stripe redelivers: the next request goes to the other instance, which knows it from the database.
    const again = await deliver();
    expect(again.status(), await again.text()).toBe(200);
    expect(await again.json()).toEqual({ received: true, duplicate: true });

    const [row] = await query<{ status: string }>("SELECT status FROM donations WHERE id = $1", [donationId]);
    expect(row?.status).toBe("completed");
    // The receipt goes through the outbox to the SMTP server, which keeps it as a file.
    await expect
      .poll(() => capturedMail().filter((mail) => mail.to.includes(email) && /receipt MMF-\d{6}$/.test(mail.subject)).length, {
        timeout: 90_000,
        message: `the receipt mailed to ${email}`,
      })
      .toBe(1);
  } finally {
    await request.dispose();
  }
  const webhooks = await expectBothServed(trace, (entry) => entry.uri === "/api/v1/userDonation/webhook");
  expect(webhooks.map((entry) => entry.status)).toEqual([200, 200]);
});

test("the scheduled jobs run once across the two instances (leases in scheduled_job_runs)", async ({ playwright, baseURL }) => {
  const trace = traceId("jobs");
  const { cronSecret } = stack();
  const request = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { [TRACE_HEADER]: trace, authorization: `Bearer ${cronSecret}` },
  });
  type Outcome = { name: string; ran: boolean; error?: string };
  try {
    // Every job due again; the instances' own timers may take some of them first, which is the point.
    await query("UPDATE scheduled_job_runs SET last_started_at = NULL WHERE locked_until IS NULL OR locked_until <= now()");
    const answers = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const response = await request.get("/api/v1/cron");
        expect(response.status(), await response.text()).toBe(200);
        return ((await response.json()) as { jobs: Outcome[] }).jobs;
      }),
    );
    const runs = new Map<string, number>();
    for (const outcome of answers.flat()) {
      expect(outcome.error, outcome.name).toBeUndefined();
      if (outcome.ran) runs.set(outcome.name, (runs.get(outcome.name) ?? 0) + 1);
    }
    const rows = await query<{ name: string; last_started_at: Date | null; locked_until: Date | null }>(
      "SELECT name, last_started_at, locked_until FROM scheduled_job_runs ORDER BY name",
    );
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) {
      // outbox.drain runs on every tick (its lease still keeps two runs from overlapping).
      if (row.name !== "outbox.drain") expect(runs.get(row.name) ?? 0, `runs of ${row.name} across six calls`).toBeLessThanOrEqual(1);
      expect(row.last_started_at, `${row.name} ran`).not.toBeNull();
    }
    expect([...runs.keys()].length, "jobs the cron calls ran").toBeGreaterThan(0);
  } finally {
    await request.dispose();
  }
  await expectBothServed(trace, (entry) => entry.uri === "/api/v1/cron");
});

/** The objects s3rver keeps under the bucket's folder (each as `<key>._S3rver_object`). */
function storedObjects(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((name) => name.endsWith("._S3rver_object"));
}
