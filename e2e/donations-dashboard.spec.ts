import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { DEMO_PASSWORD, demo, loginAndLand } from "./support/auth";
import { approvedStudent } from "./support/accounts";
import { screenshotsIn } from "./support/shots";
import { apiToken } from "./support/videos";

/**
 * Issue 15 §3 and §4 on the dashboards: a signed-in student gives monthly through the embedded
 * test checkout, finds the gift in My Donations with its receipt and yearly statement, and
 * cancels the plan; the admin's Donation Tracking leaves the gift (a test gift: the embedded
 * checkout takes no money) out of the totals until Include test gifts is ticked, then shows it in
 * the totals and its row marked "Test — no money taken", filters by URL parameters and exports the
 * filtered rows as CSV; an admin without the donation-tracking tab
 * gets neither tab nor export; an instructor who gave finds "Your donations" under Profile.
 * Every screen is photographed at 375 and 1280 px into test-results/donations-dashboard and
 * checked with axe.
 */

test.describe.configure({ mode: "serial" });

const shots = screenshotsIn(path.resolve("test-results", "donations-dashboard"));

const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

/** An approved instructor or admin made through the API (an admin with the allowed tabs given). */
async function newAccount(request: APIRequestContext, role: "instructor" | "admin", name: string, allowedTabs?: string[]) {
  const email = `${role}-${unique()}@example.org`;
  const token = await apiToken(request, role === "admin" ? demo.superadmin : demo.admin);
  const created = await request.post("/api/v1/user/create-user-by-admin", {
    headers: { authorization: `Bearer ${token}` },
    data: { name, email, password: DEMO_PASSWORD, role },
  });
  expect(created.status(), `create ${role}`).toBe(201);
  const { user } = (await created.json()) as { user: { _id: string } };
  if (allowedTabs) {
    const set = await request.put(`/api/v1/user/${user._id}/allowedTabs`, {
      headers: { authorization: `Bearer ${token}` },
      data: { allowedTabs },
    });
    expect(set.status(), "allowed tabs").toBe(200);
  }
  return email;
}

/** Gives through the public form and the embedded test checkout, as a signed-in donor would. */
async function giveThroughForm(page: Page, gift: { amount: string; monthly: boolean; anonymous?: boolean; message?: string }) {
  await page.goto("/donations");
  await page.getByLabel("Custom amount").fill(gift.amount);
  if (gift.monthly) await page.getByRole("radio", { name: /^Monthly/ }).check({ force: true });
  if (gift.anonymous) await page.getByRole("checkbox", { name: /Give anonymously/ }).check();
  if (gift.message) await page.getByLabel("Message (optional)").fill(gift.message);
  const label = `Donate $${Number(gift.amount).toFixed(2)}${gift.monthly ? " monthly" : ""}`;
  await page.getByRole("button", { name: label }).click();
  await expect(page).toHaveURL(/\/donation\/checkout/);
  await page.getByRole("button", { name: `Pay $${Number(gift.amount).toFixed(2)} (test)` }).click();
  await expect(page).toHaveURL(/\/donation\?status=success/);
  await expect(page.getByText("Donation Successful")).toBeVisible();
}

/** "$1,234.50" → 123450 (cents). */
const cents = (text: string) => Math.round(Number(text.replace(/[^0-9.]/g, "")) * 100);

/** The value of one of Donation Tracking's cards, in cents. */
async function cardCents(page: Page, title: string): Promise<number> {
  const card = page.getByRole("list", { name: "Donation totals" }).getByRole("listitem").filter({ hasText: title });
  const value = (await card.locator("p").first().textContent()) ?? "";
  return cents(value.split(" per month")[0] ?? value);
}

// Each run starts on a fresh database (playwright.config.ts): the name is this test's alone.
const studentName = "Dana Giver";
const message = "For the school garden";
let studentEmail = "";
/** The monthly sum with test gifts included (the demo's plan is one), before the student's gift. */
let recurringBefore = 0;
const TEST_LABEL = "Test — no money taken";

test("a new student's My Donations invites a first gift", async ({ page, request }) => {
  studentEmail = await approvedStudent(request, studentName, `donor-${unique()}@example.org`);
  await loginAndLand(page, studentEmail, "/dashboard");
  await page.goto("/dashboard?tab=my-donations");
  const tab = page.getByRole("region", { name: "My Donations" });
  await expect(tab.getByText("No donations yet")).toBeVisible();
  await expect(tab.getByRole("link", { name: "Make a donation" })).toHaveAttribute("href", "/donations");
  await shots(page, "my-donations-empty");
});

test("the admin's Donation Tracking before the gift: the three cards and the filters", async ({ page }) => {
  await loginAndLand(page, demo.admin, "/admin");
  await page.goto("/admin?tab=donation-tracking");
  const totals = page.getByRole("list", { name: "Donation totals" });
  for (const title of ["Total Donations", "This Month", "Recurring Donations"])
    await expect(totals.getByRole("heading", { name: title })).toBeVisible();
  await expect(totals).toContainText(/active monthly donors?/);
  // The demo's gifts took no money: out of the totals until asked for.
  expect(await cardCents(page, "Total Donations")).toBe(0);
  await expect(page.getByRole("region", { name: "Recent Donations" })).toContainText(/\d+ test gifts \(no money taken\) left out\./);
  await expect(page.getByRole("search", { name: "Filter donations" })).toBeVisible();
  await shots(page, "tracking");
  await page.goto("/admin?tab=donation-tracking&includeTest=true");
  recurringBefore = await cardCents(page, "Recurring Donations");
});

test("a signed-in student gives monthly, finds it in My Donations with its receipt and statement", async ({ page }) => {
  await loginAndLand(page, studentEmail, "/dashboard");
  await giveThroughForm(page, { amount: "15", monthly: true, anonymous: true, message });

  await page.goto("/dashboard?tab=my-donations");
  const tab = page.getByRole("region", { name: "My Donations" });
  const plans = tab.getByRole("region", { name: "Monthly donations" });
  const plan = plans.getByRole("listitem").filter({ hasText: "$15.00" });
  await expect(plan).toContainText("per month");
  await expect(plan).toContainText("Active");
  await expect(plan).toContainText(TEST_LABEL);
  await expect(plan).toContainText("1 payment so far");
  // The embedded checkout keeps no card: nothing to update.
  await expect(plan.getByRole("button", { name: /Update card/ })).toHaveCount(0);

  const history = tab.getByRole("region", { name: "Donation history" });
  const row = history.getByRole("row").filter({ hasText: "$15.00" });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Recurring");
  await expect(row).toContainText("Completed");
  await expect(row).toContainText(TEST_LABEL);
  // The donor sees their own name on an anonymous gift, marked as such.
  await expect(row).toContainText(studentName);
  await expect(row).toContainText("Anonymous");
  await expect(row).toContainText(message);

  const receipt = row.getByRole("link", { name: /^Receipt/ });
  const [download] = await Promise.all([page.waitForEvent("download"), receipt.click()]);
  expect(download.suggestedFilename()).toMatch(/^receipt-MMF-\d+\.pdf$/);
  const pdf = await page.request.get((await receipt.getAttribute("href"))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toContain("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

  const statement = tab.getByRole("region", { name: "Yearly statement" });
  const year = String(new Date().getUTCFullYear());
  await expect(statement.getByLabel("Year")).toHaveValue(year);
  const link = statement.getByRole("link", { name: `Download ${year} statement` });
  const yearly = await page.request.get((await link.getAttribute("href"))!);
  expect(yearly.headers()["content-type"]).toContain("application/pdf");
  await shots(page, "my-donations");
});

test("the admin includes the test gift, sees it in the totals and the table marked, filters it and exports it as CSV", async ({ page }) => {
  await loginAndLand(page, demo.admin, "/admin");
  await page.goto("/admin?tab=donation-tracking");
  const table = page.getByRole("table");
  const row = table.getByRole("row").filter({ hasText: studentName });
  // A test gift: left out until asked for.
  await expect(row).toHaveCount(0);
  const filters = page.getByRole("search", { name: "Filter donations" });
  await filters.getByRole("checkbox", { name: /Include test gifts/ }).check();
  await filters.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/includeTest=true/);
  expect(await cardCents(page, "Recurring Donations")).toBe(recurringBefore + 1500);
  await expect(page.getByText("Test gifts are included in the totals and the list below, each marked.")).toBeVisible();

  await expect(row).toHaveCount(1);
  // Anonymous to the public; staff read the name beneath.
  await expect(row.getByRole("cell").first()).toContainText("Anonymous");
  for (const text of ["$15.00", "Recurring", "Completed", TEST_LABEL, message]) await expect(row).toContainText(text);
  await shots(page, "tracking-test-gifts");

  // The filters are URL parameters: type and status narrow the table and the export alike.
  await filters.getByLabel("Type", { exact: true }).selectOption("monthly");
  await filters.getByLabel("Status", { exact: true }).selectOption("completed");
  await filters.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/type=monthly/);
  await expect(page).toHaveURL(/status=completed/);
  await expect(table.getByRole("row").filter({ hasText: studentName })).toHaveCount(1);
  await expect(table).not.toContainText("One-time");
  await shots(page, "tracking-filtered");

  const exportLink = page.getByRole("link", { name: /^Export CSV/ });
  await expect(exportLink).toHaveAttribute("href", "/api/v1/userDonation/export?type=monthly&status=completed&includeTest=true");
  const [download] = await Promise.all([page.waitForEvent("download"), exportLink.click()]);
  expect(download.suggestedFilename()).toMatch(/^donations-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, "utf8");
  const line = csv.split("\r\n").find((l) => l.includes(studentName));
  expect(line, "the gift's row in the CSV").toBeDefined();
  expect(line).toContain("15.00");
  expect(line).toContain("Monthly");
  expect(line).toContain("completed");
  expect(line).toMatch(/,yes \(no money taken\)$/);
  expect(csv).not.toContain(",One-time,");

  // A filter that selects nothing, and one that is refused, say so instead of failing.
  await page.goto("/admin?tab=donation-tracking&from=2099-01-01");
  await expect(page.getByText("No donations found.")).toBeVisible();
  await page.goto("/admin?tab=donation-tracking&from=2026-02-01&to=2026-01-01");
  await expect(page.getByRole("region", { name: "Recent Donations" }).getByRole("alert")).toContainText(
    "The end date must not be before the start date",
  );
  await expect(page.getByLabel("To", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("link", { name: /^Export CSV/ })).toHaveCount(0);
  await shots(page, "tracking-refused-filter");
});

test("the student cancels the monthly donation and sees it cancelled; the admin's monthly sum drops", async ({ page }) => {
  await loginAndLand(page, studentEmail, "/dashboard");
  await page.goto("/dashboard?tab=my-donations");
  const plan = page.getByRole("region", { name: "Monthly donations" }).getByRole("listitem").filter({ hasText: "$15.00" });
  await plan.getByRole("button", { name: "Cancel monthly donation of $15.00" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel monthly donation?" });
  await expect(dialog).toContainText("$15.00 a month");
  await shots(page, "my-donations-cancel-dialog");
  await dialog.getByRole("button", { name: "Cancel monthly donation" }).click();
  await expect(page.getByText("Monthly donation cancelled")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(plan).toContainText("Cancelled");
  await expect(plan).toContainText("No further payments will be taken.");
  await expect(plan.getByRole("button", { name: /Cancel monthly donation/ })).toHaveCount(0);
  // As it stays (the toast, on its way out, would be caught half faded).
  await page.reload();
  await expect(plan).toContainText("Cancelled");
  await shots(page, "my-donations-cancelled");

  await page.context().clearCookies();
  await loginAndLand(page, demo.admin, "/admin");
  await page.goto("/admin?tab=donation-tracking&includeTest=true");
  expect(await cardCents(page, "Recurring Donations")).toBe(recurringBefore);
});

test("an admin without the donation-tracking tab gets no tab, and the export answers 403", async ({ page, request }) => {
  const email = await newAccount(request, "admin", "Limited Admin", ["content"]);
  await loginAndLand(page, email, "/admin");
  const tabs = page.getByRole("navigation", { name: "Dashboard tabs" });
  await expect(tabs.getByRole("link", { name: "Content" })).toBeVisible();
  await expect(tabs.getByRole("link", { name: "Donation Tracking" })).toHaveCount(0);
  await page.goto("/admin?tab=donation-tracking");
  await expect(page.getByRole("heading", { name: "Donation Tracking" })).toHaveCount(0);
  expect((await page.request.get("/api/v1/userDonation/export")).status()).toBe(403);
  expect((await page.request.get("/api/v1/userDonation/export?status=completed")).status()).toBe(403);
});

test("an instructor who gave finds Your donations under their Profile", async ({ page, request }) => {
  const email = await newAccount(request, "instructor", "Giving Instructor");
  await loginAndLand(page, email, "/instructor");
  await page.goto("/instructor?tab=profile");
  await expect(page.getByRole("region", { name: "Your donations" })).toHaveCount(0);

  await giveThroughForm(page, { amount: "30", monthly: false });
  await page.goto("/instructor?tab=profile");
  const mine: Locator = page.getByRole("region", { name: "Your donations" });
  const row = mine.getByRole("row").filter({ hasText: "$30.00" });
  await expect(row).toContainText("One-time");
  await expect(row).toContainText("Completed");
  await expect(row.getByRole("link", { name: /^Receipt/ })).toBeVisible();
  await expect(mine.getByRole("region", { name: "Monthly donations" })).toHaveCount(0);
  await shots(page, "profile-donations");
});
