import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { demo, hydrated, loginAndLand } from "./support/auth";
import { firstLink, waitForMail } from "./support/mail";
import { approvedStudent } from "./support/accounts";
import { screenshotsIn } from "./support/shots";

/**
 * What donors and finance staff hit, through the embedded test checkout: a guest's success page
 * links the receipt (a signed link that works without an account) and offers an account; the
 * guest's gifts join that account only through a link mailed to the address; a donor changes a
 * monthly gift's amount; staff open a gift in Donation Tracking, see its status history, send its
 * receipt again and refund it after confirming. Every screen at 375 and 1280 px under
 * test-results/donor-journeys/, each checked with axe.
 */

test.describe.configure({ mode: "serial" });

const shots = screenshotsIn(path.resolve("test-results", "donor-journeys"));
const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

const guestName = "Nora Guest";
const guestEmail = `nora-${unique()}@example.org`;

/** Gives through the public form and pays on the test checkout; a guest fills in name and e-mail. */
async function give(page: Page, gift: { amount: string; monthly?: boolean; guest?: { name: string; email: string } }) {
  await page.goto("/donations");
  await page.getByLabel("Custom amount").fill(gift.amount);
  if (gift.monthly) await page.getByRole("radio", { name: /^Monthly/ }).check({ force: true });
  if (gift.guest) {
    await page.getByRole("textbox", { name: /^Your name/ }).fill(gift.guest.name);
    await page.getByLabel("E-mail for your receipt").fill(gift.guest.email);
  }
  const amount = `$${Number(gift.amount).toFixed(2)}`;
  await page.getByRole("button", { name: `Donate ${amount}${gift.monthly ? " monthly" : ""}` }).click();
  await expect(page).toHaveURL(/\/donation\/checkout/);
  await page.getByRole("button", { name: `Pay ${amount} (test)` }).click();
  await expect(page).toHaveURL(/\/donation\?status=success/);
  await expect(page.getByText("Donation Successful")).toBeVisible();
}

test("a guest's success page links the receipt (no account needed) and offers an account", async ({ page }) => {
  await give(page, { amount: "30", guest: { name: guestName, email: guestEmail } });
  const result = page.getByRole("main").getByRole("status");
  await expect(result).toContainText("Thank you for your one-time gift of $30.00.");
  const receipt = result.getByRole("link", { name: "Download your receipt (PDF)" });
  const href = (await receipt.getAttribute("href"))!;
  expect(href).toMatch(/^\/api\/v1\/userDonation\/receipt\/[0-9a-f-]{36}\?expires=\d+&token=[\w-]+$/);
  // The guest has no session: the signed link alone opens it; the id alone does not.
  const pdf = await page.request.get(href);
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  const bare = await page.request.get(href.split("?")[0]!);
  expect(bare.status()).toBe(401);
  const altered = await page.request.get(href.replace(/token=./, "token=x"));
  expect(altered.status()).toBe(404);

  await expect(result.getByText("Create an account to see your gifts")).toBeVisible();
  await expect(result.getByRole("link", { name: "Create an account" })).toHaveAttribute("href", "/signup/student");
  expect(page.url()).not.toContain(encodeURIComponent(guestEmail));
  await shots(page, "success-receipt-and-account", { reload: true });
});

test("the guest's gift joins the account with the same address only through the link mailed to it", async ({ page, request }) => {
  await approvedStudent(request, guestName, guestEmail);
  await loginAndLand(page, guestEmail, "/dashboard");
  await page.goto("/dashboard?tab=my-donations");
  const tab = page.getByRole("region", { name: "My Donations" });
  // Same address typed at sign-up: nothing attached.
  await expect(tab.getByText("No donations yet")).toBeVisible();
  const claim = tab.getByRole("region", { name: "Gave as a guest before?" });
  await expect(claim).toContainText(`We e-mail ${guestEmail} a link.`);
  await shots(page, "my-donations-claim");

  const asked = new Date();
  await claim.getByRole("button", { name: "Add my earlier donations" }).click();
  await expect(page.getByText("Check your e-mail")).toBeVisible();
  const mail = await waitForMail(guestEmail, /^Add your donations/, asked);
  const link = firstLink(mail, /\/donation\/claim\?/);
  await page.goto(link);
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Add your donations to your account" })).toBeVisible();
  await shots(page, "claim-link");
  await page.getByRole("button", { name: "Add my donations" }).click();
  await expect(page.getByRole("heading", { name: "Donations added" })).toBeVisible();
  await expect(page.getByText("1 donation is now in your account.")).toBeVisible();

  await page.goto("/dashboard?tab=my-donations");
  const row = tab.getByRole("region", { name: "Donation history" }).getByRole("row").filter({ hasText: "$30.00" });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Completed");
});

test("a donor changes the amount of a monthly gift in My Donations, within the limits of a new gift", async ({ page }) => {
  await loginAndLand(page, guestEmail, "/dashboard");
  await give(page, { amount: "15", monthly: true });
  await page.goto("/dashboard?tab=my-donations");
  await hydrated(page);
  const plan = page.getByRole("region", { name: "Monthly donations" }).getByRole("listitem").filter({ hasText: "$15.00" });
  await plan.getByRole("button", { name: "Change amount of the $15.00 monthly donation" }).click();
  const dialog = page.getByRole("dialog", { name: "Change your monthly amount" });
  const field = dialog.getByLabel("New monthly amount (USD)");
  await expect(field).toHaveValue("15.00");
  await field.fill("0.50");
  await dialog.getByRole("button", { name: "Save new amount" }).click();
  await expect(dialog.getByRole("alert")).toContainText("The smallest donation is $1");
  await field.fill("22.50");
  await shots(page, "change-amount-dialog");
  await dialog.getByRole("button", { name: "Save new amount" }).click();
  await expect(dialog).toBeHidden();
  // The embedded checkout's event is applied at once: the plan shows the new amount, no "Changing…" left.
  await expect(page.getByText("Monthly amount changed")).toBeVisible();
  const changed = page.getByRole("region", { name: "Monthly donations" }).getByRole("listitem").filter({ hasText: "$22.50" });
  await expect(changed).toContainText("per month");
  await expect(changed).not.toContainText("Changing to");
  await shots(page, "my-donations-changed");
});

test("staff open a gift: donor, status history, receipt; resend the receipt and refund it after confirming", async ({ page }) => {
  await loginAndLand(page, demo.admin, "/admin");
  await page.goto("/admin?tab=donation-tracking&includeTest=true&type=one-time");
  await page.getByRole("link", { name: `${guestName} — details of the $30.00 gift` }).click();
  await expect(page).toHaveURL(/gift=[0-9a-f-]{36}/);
  await hydrated(page);
  const detail = page.getByRole("region", { name: `$30.00 from ${guestName}` });
  await expect(detail).toContainText(guestEmail);
  await expect(detail).toContainText(/MMF-\d{6}/);
  const history = page.getByRole("region", { name: "Status history" });
  await expect(history.getByRole("listitem")).toHaveCount(2);
  await expect(history).toContainText("Checkout started");
  await expect(history).toContainText("Paid");
  await shots(page, "gift-detail");

  const resent = new Date();
  await page.getByRole("button", { name: "Resend receipt" }).click();
  await expect(page.getByText("Receipt sent again")).toBeVisible();
  await waitForMail(guestEmail, /receipt MMF-/, resent);

  await page.getByRole("button", { name: "Refund" }).click();
  const confirm = page.getByRole("dialog", { name: "Refund $30.00?" });
  await expect(confirm).toContainText("took no money");
  await shots(page, "refund-confirm");
  await confirm.getByRole("button", { name: "Refund $30.00" }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText("Gift refunded")).toBeVisible();
  await expect(page.getByText("The gift is refunded. It no longer counts in the totals.")).toBeVisible();
  await expect(history.getByRole("listitem")).toHaveCount(3);
  await expect(history).toContainText("Refunded");
  await expect(page.getByRole("button", { name: "Refund" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Resend receipt" })).toHaveCount(0);
  await shots(page, "gift-refunded");

  await page.getByRole("link", { name: "Back to all donations" }).click();
  // Back to the list as it was filtered.
  await expect(page).toHaveURL(/[?&]type=one-time&includeTest=true$/);
  await expect(page.getByRole("table").getByRole("row").filter({ hasText: guestName }).first()).toContainText("Refunded");
});
