import { Children, isValidElement, type ReactElement, type ReactNode } from "react";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DashboardShell } from "@/components/dashboard/dashboard-shell";
import { setPaymentsForTests, stripeEvent } from "@/lib/payments";
import type { Actor } from "@/lib/session/actor-type";
import { renderDashboard } from "@/registry/dashboard";
import { tabContext as ctx, tabHtml } from "@/test/dashboard";
import { actorFor, createUser, resetDb } from "@/test/db";
import { deliver, give, sessionCompleted } from "@/test/donations";
import { MemoryPayments } from "@/test/memory-payments";
import { renderHtml, textOf } from "@/test/render";
import { donationsOnProfile, donationsTabs } from "./dashboard";
import { MyDonations } from "./ui/my-donations";
import { ProfileDonations } from "./ui/profile-donations";
import { DonationTracking } from "./ui/tracking";

/**
 * The donation screens of the dashboards, rendered on the server against Postgres as a browser
 * first receives them: My Donations, the profile's "Your donations" and Donation Tracking.
 */
const payments = new MemoryPayments({ kind: "embedded" });
beforeAll(() => setPaymentsForTests(payments));
beforeEach(async () => {
  await resetDb();
  payments.clear();
});

const myDonations = (actor: Actor) => tabHtml(donationsTabs, "my-donations", ctx(actor, "my-donations", {}, "/dashboard"), MyDonations);
const tracking = (actor: Actor, params: Record<string, string> = {}, basePath = "/admin") =>
  tabHtml(donationsTabs, "donation-tracking", ctx(actor, "donation-tracking", params, basePath), DonationTracking);

async function paid(body: Record<string, unknown>, actor: Actor | null = null) {
  const { donation, sessionId } = await give(payments, body, actor);
  await deliver(payments, sessionCompleted(donation, sessionId));
  return donation;
}

describe("My Donations", () => {
  it("invites a student who has not given to make a donation", async () => {
    const student = actorFor(await createUser({ role: "user" }));
    const page = await myDonations(student);
    expect(textOf(page)).toContain("No donations yet");
    expect(page).toMatch(/<a[^>]*href="\/donations"[^>]*>Make a donation<\/a>/);
    expect(textOf(page)).not.toContain("Donation history");
  });

  it("shows the donor's plans and gifts: status words, the anonymous marker, receipts of paid gifts only, the statement's years", async () => {
    const student = actorFor(await createUser({ role: "user", name: "Sam Student" }));
    const monthly = await paid({ donationAmount: 15, recurring: true, anonymous: true, message: "For the garden" }, student);
    await give(payments, { donationAmount: 7 }, student); // pending
    const refunded = await paid({ donationAmount: 40 }, student);
    await deliver(payments, stripeEvent("charge.refunded", { refunded: true, payment_intent: `pi_${refunded.id.slice(0, 8)}` }));
    await paid({ donationAmount: 99 }); // someone else's

    const page = await myDonations(student);
    const text = textOf(page);
    expect(text).toContain("Monthly donations");
    expect(text).toMatch(/\$15\.00 per month Active/);
    expect(text).toContain("Cancel monthly donation");
    // The embedded checkout keeps no card.
    expect(text).not.toContain("Update card");
    for (const word of ["Completed", "Pending", "Refunded", "Recurring", "One-time", "Once paid", "For the garden"])
      expect(text).toContain(word);
    expect(text).toMatch(/Sam Student Anonymous \(others see this gift as Anonymous\)/);
    // The embedded checkout takes no money: every gift and the plan say so.
    expect(text).toMatch(/\$15\.00 per month Active Test — no money taken/);
    expect(text).toMatch(/Status Completed Test — no money taken/);
    expect(text.match(/Test — no money taken/g)).toHaveLength(4);
    expect(text).not.toContain("$99.00");
    // Receipts: the monthly gift's only; the pending one has none yet, the refunded one's is withdrawn.
    const receipts = [...page.matchAll(/href="\/api\/v1\/userDonation\/receipt\/([0-9a-f-]+)"/g)].map((m) => m[1]);
    expect(receipts).toEqual([monthly.id]);
    const year = new Date().getUTCFullYear();
    expect(page).toContain(`href="/api/v1/userDonation/statement/${year}"`);
    expect(text).toContain(`Download ${year} statement`);
  });

  it("offers Update card only where the provider keeps one (Stripe)", async () => {
    const stripe = new MemoryPayments({ kind: "stripe" });
    setPaymentsForTests(stripe);
    try {
      const student = actorFor(await createUser({ role: "user" }));
      const { donation, sessionId } = await give(stripe, { donationAmount: 12, recurring: true }, student);
      await deliver(stripe, sessionCompleted(donation, sessionId));
      const text = textOf(await myDonations(student));
      expect(text).toContain("Update card");
    } finally {
      setPaymentsForTests(payments);
    }
  });
});

describe("Your donations under the profile", () => {
  it("appear for an instructor who has given, not before, and never for a student (who has My Donations)", async () => {
    const instructor = actorFor(await createUser({ role: "instructor" }));
    expect(await donationsOnProfile(ctx(instructor, "profile", {}, "/instructor"))).toBeNull();
    await paid({ donationAmount: 30 }, instructor);
    const section = await donationsOnProfile(ctx(instructor, "profile", {}, "/instructor"));
    expect(isValidElement(section) && section.type).toBe(ProfileDonations);
    const text = textOf(renderHtml(await ProfileDonations({ actor: instructor })));
    expect(text).toContain("Your donations");
    expect(text).toContain("$30.00");

    const student = actorFor(await createUser({ role: "user" }));
    await paid({ donationAmount: 5 }, student);
    expect(await donationsOnProfile(ctx(student, "profile", {}, "/dashboard"))).toBeNull();
  });

  it("are drawn under the profile card on the dashboard, and only on the Profile tab", async () => {
    const school = actorFor(await createUser({ role: "school" }));
    await paid({ donationAmount: 45 }, school);
    const shown = async (tabId: string) => {
      const page = (await renderDashboard("/school", school, { tab: tabId })) as ReactElement<Parameters<typeof DashboardShell>[0]>;
      const content = page.props.children as ReactElement<{ children?: ReactNode }>;
      return Children.toArray(content.props.children).filter((c) => isValidElement(c) && c.type === ProfileDonations).length;
    };
    expect(await shown("profile")).toBe(1);
    expect(await shown("program-requests")).toBe(0);
  });
});

/** The Include test gifts checkbox of the filters. */
const includeTestBox = (markup: string) => /<input [^>]*name="includeTest"[^>]*>/.exec(markup)?.[0] ?? "";

describe("Donation Tracking", () => {
  const staff = async (allowedTabs: string[] = []) => actorFor(await createUser({ role: "admin", allowedTabs }));
  // Gifts that took money (Stripe with a live key), unless a test says otherwise.
  const live = new MemoryPayments({ kind: "stripe" });
  beforeAll(() => setPaymentsForTests(live));
  afterAll(() => setPaymentsForTests(payments));

  it("shows the three cards, every gift with its status, and the anonymous donor's name marked for staff", async () => {
    const admin = await staff();
    await paid({ donationAmount: 25, donerName: "Priya Raman", message: "Thank you" });
    await paid({ donationAmount: 100, donerName: "Jonas Berg", anonymous: true });
    await paid({ donationAmount: 15, recurring: true, donerName: "Mei Tanaka" });
    const failing = await give(payments, { donationAmount: 7, donerName: "Leo Duarte" });
    await deliver(
      payments,
      stripeEvent("checkout.session.async_payment_failed", { id: failing.sessionId, metadata: { donationId: failing.donation.id } }),
    );

    const page = await tracking(admin);
    const text = textOf(page);
    expect(text).toMatch(/Total Donations \$140\.00 3 paid gifts/);
    expect(text).toMatch(/This Month \$140\.00/);
    expect(text).toMatch(/Recurring Donations \$15\.00 per month from 1 active monthly donor\b/);
    expect(text).toMatch(/Donor Anonymous Jonas Berg \(asked to stay anonymous\) — details of the \$100\.00 gift Amount \$100\.00/);
    expect(text).toMatch(/Leo Duarte — details of the \$7\.00 gift Amount \$7\.00 .* Type One-time Status Failed/);
    expect(text).toContain("Thank you");
    expect(text).toContain("4 donations in all.");
    expect(page).toContain('href="/api/v1/userDonation/export"');
  });

  it("filters by URL parameters, keeps them in the pager and the export, and says No donations found.", async () => {
    const admin = await staff();
    for (let i = 0; i < 22; i++) await paid({ donationAmount: 10 + i, recurring: i % 2 === 0 });
    const page = await tracking(admin, { type: "monthly", status: "completed" });
    expect(textOf(page)).toContain("11 donations match these filters.");
    expect(textOf(page)).not.toContain("Type One-time");
    expect(textOf(page)).toContain("Type Recurring");
    expect(page).toContain('href="/api/v1/userDonation/export?type=monthly&amp;status=completed"');

    const all = await tracking(admin, {}, "/superadmin");
    expect(all).toContain('href="/superadmin?tab=donation-tracking&amp;page=2"');
    // A page past the end shows the last page.
    const past = await tracking(admin, { page: "9" });
    expect(textOf(past)).toContain("Donations, newest first, page 2 of 2");

    const none = await tracking(admin, { from: "2099-01-01" });
    expect(textOf(none)).toContain("No donations found.");
  });

  it("shows a refused filter's message beside its field instead of failing, and offers no export", async () => {
    const admin = await staff();
    await paid({ donationAmount: 10 });
    const page = await tracking(admin, { from: "2026-02-01", to: "2026-01-01" });
    expect(page).toMatch(/role="alert"[^>]*>.*The end date must not be before the start date\. The list below is not filtered\./s);
    expect(page).toMatch(/<input[^>]*aria-invalid="true"[^>]*name="to"|<input[^>]*name="to"[^>]*aria-invalid="true"/);
    expect(page).not.toContain("/api/v1/userDonation/export");
    expect(textOf(page)).toContain("1 donation in all.");

    const bad = await tracking(admin, { status: "lost", from: "yesterday" });
    expect(textOf(bad)).toMatch(/Dates are written YYYY-MM-DD|Unknown status/);
  });

  it("leaves test gifts out of the cards and the table unless Include test gifts is ticked, and marks each one then", async () => {
    const admin = await staff();
    setPaymentsForTests(payments); // the embedded test checkout: no money taken
    try {
      await paid({ donationAmount: 40, donerName: "Tess Test" });
      await paid({ donationAmount: 15, recurring: true, donerName: "Tim Test" });
    } finally {
      setPaymentsForTests(live);
    }
    const onlyTests = textOf(await tracking(admin));
    expect(onlyTests).toContain("No donations that took money yet. 2 test gifts (no money taken) left out. Include test gifts");
    expect(onlyTests).toContain("No donations found.");
    await paid({ donationAmount: 25, donerName: "Real Giver" });

    const page = await tracking(admin);
    const text = textOf(page);
    expect(text).toMatch(/Total Donations \$25\.00 1 paid gift/);
    expect(text).toMatch(/Recurring Donations \$0\.00 per month/);
    expect(text).toContain("1 donation in all.");
    expect(text).toContain("2 test gifts (no money taken) left out. Include test gifts");
    expect(page).toMatch(/<a [^>]*href="\/admin\?tab=donation-tracking&amp;includeTest=true"[^>]*>Include test gifts<\/a>/);
    expect(text).not.toContain("Tess Test");
    expect(includeTestBox(page)).toContain('value="true"');
    expect(includeTestBox(page)).not.toContain("checked");

    const included = await tracking(admin, { includeTest: "true", status: "completed" });
    const shown = textOf(included);
    expect(shown).toMatch(/Total Donations \$80\.00 3 paid gifts/);
    expect(shown).toMatch(/Recurring Donations \$15\.00 per month from 1 active monthly donor/);
    expect(shown).toContain("Test gifts are included in the totals and the list below, each marked.");
    expect(shown).toMatch(/Tess Test — details of the \$40\.00 gift Amount \$40\.00 .* Status Completed Test — no money taken/);
    expect(shown).toMatch(/Real Giver — details of the \$25\.00 gift Amount \$25\.00 .* Status Completed Message/);
    expect(includeTestBox(included)).toContain('checked=""');
    // The pager and the export keep the choice.
    expect(included).toContain('href="/api/v1/userDonation/export?status=completed&amp;includeTest=true"');
  });
});
