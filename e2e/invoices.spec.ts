import path from "node:path";
import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from "@playwright/test";
import { pdfText } from "../test/pdf-text";
import { DEMO_PASSWORD, demo, loginAndLand } from "./support/auth";
import { screenshotsIn } from "./support/shots";
import { apiToken, approveVideoViaApi, uploadVideoViaApi } from "./support/videos";

/**
 * Instructor pay, end to end: the admin sets the price per video and the maximum length (the
 * Video Settings block, whose own journey is e2e/video-settings.spec.ts); a new instructor adds a
 * bank account, creates an invoice of two courses, sees the totals the server computed and opens
 * its PDF in a new tab; the admin approves it, and later marks it paid, and the instructor sees
 * each; a rejection's reason reaches the instructor; an admin without the invoice-approvals tab
 * never sees it. Screens at 375 and 1280 px in test-results/invoices, each checked with axe.
 */

test.describe.configure({ mode: "serial" });

const shots = screenshotsIn(path.resolve("test-results", "invoices"));
const stamp = Date.now().toString(36);
const instructor = { name: "Ravi Menon", email: `invoicing-${stamp}@example.org` };
const videoTitles = [`Morning arrival ${stamp}`, `Quiet lunch ${stamp}`];

async function bearer(request: APIRequestContext, email: string) {
  return { authorization: `Bearer ${await apiToken(request, email)}` };
}

type Settings = { _id: string };

/** The one settings record, as the admin sees it. */
async function settingsId(request: APIRequestContext): Promise<string> {
  const response = await request.get("/api/v1/VideoSetting/getVideosetting", { headers: await bearer(request, demo.admin) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as Settings)._id;
}

// The journey changes the price: it leaves the defaults ($10, 00:30) behind it for the journeys that follow.
test.afterAll(async ({ request }) => {
  const reset = await request.put(`/api/v1/VideoSetting/updateVideosetting/${await settingsId(request)}`, {
    headers: await bearer(request, demo.admin),
    data: { pricePerVideo: "$10", maxVideoLength: "00:30" },
  });
  expect(reset.status(), await reset.text()).toBe(200);
});

/** Waits until no toast is on screen (one on its way out would be photographed half faded). */
async function toastsGone(page: Page) {
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
}

async function signedIn(browser: Browser, email: string, home: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await loginAndLand(page, email, home);
  return page;
}

const row = (page: Page, number: string): Locator => page.getByRole("row").filter({ hasText: number });

/**
 * A dialog's screens: the dialog itself from its top and, when it scrolls, from its end (set at
 * the phone's width first, so that both widths show the end).
 */
async function dialogShots(page: Page, dialog: Locator, name: string) {
  await dialog.evaluate((d) => d.scrollTo(0, 0));
  await shots(page, name, { element: dialog });
  await page.setViewportSize({ width: 375, height: 812 });
  if (await dialog.evaluate((d) => d.scrollHeight > d.clientHeight)) {
    await dialog.evaluate((d) => d.scrollTo(0, d.scrollHeight));
    await shots(page, `${name}-end`, { element: dialog });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("an instructor invoices two courses at the admin's price, opens the PDF, and sees it approved, then paid", async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);

  // A new instructor with two approved videos.
  const created = await request.post("/api/v1/user/create-user-by-admin", {
    headers: await bearer(request, demo.admin),
    data: { name: instructor.name, email: instructor.email, password: DEMO_PASSWORD, role: "instructor" },
  });
  expect(created.status(), await created.text()).toBe(201);
  for (const courseName of videoTitles) {
    const video = await uploadVideoViaApi(request, instructor.email, { courseName });
    await approveVideoViaApi(request, video.id);
  }

  // ── The admin sets the price per video and the maximum length, above the invoice panel ──
  const admin = await signedIn(browser, demo.admin, "/admin");
  await admin.goto("/admin?tab=invoice-approvals");
  const settings = admin.getByRole("region", { name: "Video Settings" });
  await settings.getByLabel("Currency").selectOption("USD");
  await settings.getByLabel("Price per video").fill("12.50");
  await settings.getByLabel("Max video length").fill("00:45");
  await settings.getByRole("button", { name: "Update Settings" }).click();
  await expect(admin.getByText("Video settings updated.")).toBeVisible();
  const panel = admin.getByRole("heading", { name: /^Pending Invoices - Admin Panel/ });
  expect((await settings.boundingBox())!.y).toBeLessThan((await panel.boundingBox())!.y);

  // ── The instructor: no invoice, no bank account yet ─────────────────────────────────────
  const page = await signedIn(browser, instructor.email, "/instructor");
  await page.goto("/instructor?tab=invoices");
  await expect(page.getByRole("heading", { name: "Invoices", exact: true })).toBeVisible();
  await expect(page.getByText("Manage your payment invoices.")).toBeVisible();
  await expect(page.getByText("You have no invoices yet.")).toBeVisible();
  await expect(page.getByText("You have 2 approved videos not on an invoice: Create Invoice bills them at $12.50 a video.")).toBeVisible();
  await shots(page, "invoices-empty");

  // The bank account, on the Profile the notice links to (its form's messages: e2e/bank-accounts.spec.ts).
  await page.getByRole("link", { name: "Add a bank account" }).click();
  await expect(page).toHaveURL(/tab=profile#bank-accounts-title$/);
  await page.getByRole("button", { name: "Add Bank Account" }).click();
  const bank = page.getByRole("dialog", { name: "Add Bank Account" });
  await bank.getByLabel("Account Holder Name").fill(instructor.name);
  await bank.getByLabel("Account Number").fill("004512377731");
  await bank.getByLabel("IFSC Code").fill("lksb0004521");
  await bank.getByLabel("Bank Name").fill("Lakeside Co-operative Bank");
  await bank.getByLabel("Branch Name").fill("Riverside");
  await bank.getByLabel("Current Password").fill(DEMO_PASSWORD);
  await bank.getByRole("button", { name: "Add Account" }).click();
  await expect(page.getByText("Bank account created successfully!")).toBeVisible();

  // ── Create Invoice: two courses ─────────────────────────────────────────────────────────
  await page.goto("/instructor?tab=invoices");
  await expect(page.getByText("You have no bank account yet")).toHaveCount(0);
  await page.getByRole("button", { name: "Create Invoice" }).click();
  const form = page.getByRole("dialog", { name: "Create Invoice" });
  const create = form.getByRole("button", { name: "Create Invoice" });
  await expect(create).toBeDisabled();
  await expect(form.getByText("Name each course and choose at least one video for it to create the invoice.")).toBeVisible();
  await expect(form.getByText("Each video can only be assigned to one course.")).toBeVisible();
  const first = form.getByRole("group", { name: "Course 1" });
  await first.getByLabel("Course name").fill("Mornings");
  await first.getByRole("checkbox", { name: new RegExp(videoTitles[0]!) }).check();
  await form.getByRole("button", { name: "Add course" }).click();
  const second = form.getByRole("group", { name: "Course 2" });
  await expect(create).toBeDisabled();
  await second.getByLabel("Course name").fill("Lunchtimes");
  // A video one course has is not offered to another.
  await expect(second.getByRole("checkbox", { name: new RegExp(videoTitles[0]!) })).toBeDisabled();
  await expect(second.getByText("In “Mornings”")).toBeVisible();
  await second.getByRole("checkbox", { name: new RegExp(videoTitles[1]!) }).check();
  await expect(form.getByLabel("Tax rate (%)")).toHaveValue("10");
  await form.getByLabel("Discount (USD)").fill("1.25");
  await form.getByLabel("Client email").fill("accounts@riverside.example");
  // The live preview: 2 videos at $12.50, 10 % tax, $1.25 off.
  const preview = form.getByRole("region", { name: "Totals" });
  await expect(preview).toContainText("Subtotal$25.00");
  await expect(preview).toContainText("Tax (10%)$2.50");
  await expect(preview).toContainText("Discount−$1.25");
  await expect(preview).toContainText("Grand Total$26.25");
  await expect(form.getByRole("region", { name: "Payment details" })).toContainText("XXXXXX7731");
  await expect(create).toBeEnabled();
  await dialogShots(page, form, "invoice-create");

  await create.click();
  // The server's answer: its number and the totals it computed.
  const details = page.getByRole("dialog", { name: /^Invoice Details - INV-\d{8}$/ });
  await expect(details).toBeVisible();
  const number = ((await details.getByRole("heading").first().textContent()) ?? "").replace("Invoice Details - ", "");
  await expect(page.getByText(`Invoice ${number} created`)).toBeVisible();
  for (const text of ["Pending", "accounts@riverside.example", "Mornings", "Lunchtimes", "XXXXXX7731", "Lakeside Co-operative Bank"]) {
    await expect(details).toContainText(text);
  }
  await expect(details).toContainText("Subtotal$25.00");
  await expect(details).toContainText("Tax (10%)$2.50");
  await expect(details).toContainText("Grand Total$26.25");
  await expect(details).not.toContainText("004512377731");
  await toastsGone(page);
  await dialogShots(page, details, "invoice-details");

  // Download PDF: a real PDF, in a new tab, saying the same.
  const pdfResponse = page.context().waitForEvent("response", (r) => r.url().endsWith("/pdf"));
  const [tab] = await Promise.all([page.context().waitForEvent("page"), details.getByRole("link", { name: /^Download PDF/ }).click()]);
  const response = await pdfResponse;
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/pdf");
  expect(response.headers()["content-disposition"]).toBe(`inline; filename="invoice-${number}.pdf"`);
  const pdf = await page.request.get(response.url());
  const text = (await pdfText(await pdf.body())).join("\n");
  for (const expected of [
    number,
    "Pending",
    "Mornings",
    "Lunchtimes",
    "$25.00",
    "$2.50",
    "$1.25",
    "$26.25",
    "accounts@riverside.example",
  ]) {
    expect(text, expected).toContain(expected);
  }
  expect(text).not.toContain("004512377731");
  await tab.close();
  await details.getByRole("button", { name: "Close" }).click();
  await expect(row(page, number)).toContainText("Pending");
  await expect(row(page, number)).toContainText("$26.25");
  await shots(page, "invoices-list");

  // ── The admin approves it ───────────────────────────────────────────────────────────────
  await admin.reload();
  const tabs = admin.getByRole("navigation", { name: /tabs/i });
  await expect(tabs.getByRole("link", { name: /Invoice Approval/ })).toContainText(/\d/);
  const pendingRow = row(admin, number);
  await expect(pendingRow).toContainText(instructor.name);
  await expect(pendingRow).toContainText("$26.25");
  await pendingRow.getByRole("button", { name: `View ${number}` }).click();
  const adminDetails = admin.getByRole("dialog", { name: `Invoice Details - ${number}` });
  await expect(adminDetails).toContainText("Grand Total$26.25");
  await toastsGone(admin);
  await dialogShots(admin, adminDetails, "approval-details");
  await adminDetails.getByRole("button", { name: "Close" }).click();
  await toastsGone(admin);
  await shots(admin, "invoice-approvals");
  await pendingRow.getByRole("button", { name: `Approve ${number}` }).click();
  await expect(admin.getByText(`Invoice ${number} approved`)).toBeVisible();
  const awaiting = admin.getByRole("region", { name: "Approved invoices awaiting payment" });
  await expect(awaiting.getByRole("row").filter({ hasText: number })).toContainText("Approved");

  await page.reload();
  await expect(row(page, number)).toContainText("Approved");
  await expect(row(page, number).getByRole("button", { name: `Edit ${number}` })).toHaveCount(0);

  // ── … and marks it paid once the money is sent ──────────────────────────────────────────
  await awaiting.getByRole("button", { name: `Mark as paid ${number}` }).click();
  const confirm = admin.getByRole("dialog", { name: `Mark ${number} as paid` });
  await expect(confirm).toContainText("This moves no money");
  await toastsGone(admin);
  await dialogShots(admin, confirm, "mark-paid");
  await confirm.getByRole("button", { name: "Mark as paid" }).click();
  await expect(admin.getByText(`Invoice ${number} marked as paid`)).toBeVisible();
  await expect(row(admin, number)).toHaveCount(0);

  await page.reload();
  await expect(row(page, number)).toContainText("Paid");
  await page.context().close();
  await admin.context().close();
});

test("the list sorts and pages from its URL; a pending invoice is edited, or deleted after a confirmation; a rejection's reason reaches the instructor", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  // Three more invoices of the journey's instructor, through the API: one per new video.
  const headers = await bearer(request, instructor.email);
  const numbers: string[] = [];
  for (let i = 0; i < 3; i++) {
    const video = await uploadVideoViaApi(request, instructor.email, { courseName: `Extra ${i} ${stamp}` });
    await approveVideoViaApi(request, video.id);
    const made = await request.post("/api/v1/invoice/create-invoice", {
      headers,
      data: { courses: [{ title: `Extra course ${i}`, videoIds: [video.id] }], email: "accounts@riverside.example", discount: i },
    });
    expect(made.status(), await made.text()).toBe(201);
    numbers.push(((await made.json()) as { invoice: { invoiceNumber: string } }).invoice.invoiceNumber);
  }

  const page = await signedIn(browser, instructor.email, "/instructor");
  await page.goto("/instructor?tab=invoices");
  // Newest first by default; the Amount header sorts by the grand total, and again turns it round.
  const amount = page.getByRole("columnheader", { name: "Amount" });
  await expect(amount).toHaveAttribute("aria-sort", "none");
  await expect(page.getByRole("columnheader", { name: "Date", exact: true })).toHaveAttribute("aria-sort", "descending");
  await amount.getByRole("button").click();
  await expect(page).toHaveURL(/sort=amount&order=desc&page=1&limit=5/);
  await expect(amount).toHaveAttribute("aria-sort", "descending");
  await amount.getByRole("button").click();
  await expect(page).toHaveURL(/sort=amount&order=asc&page=1&limit=5/);
  await expect(page.getByRole("row").nth(1)).toContainText(numbers[2]!);
  // The selector, the order toggle and the page size say the same, and a reload keeps them.
  await expect(page.getByLabel("Sort by")).toHaveValue("amount");
  await page.getByLabel("Per page").selectOption("10");
  await expect(page).toHaveURL(/sort=amount&order=asc&page=1&limit=10/);
  await page.reload();
  await expect(page.getByLabel("Per page")).toHaveValue("10");
  await expect(page.getByText("Showing 1 to 4 of 4 results")).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/limit=5/);

  // Edit a pending one: the server computes it again.
  await page.goto("/instructor?tab=invoices&sort=date&order=desc&page=1&limit=10");
  await row(page, numbers[0]!)
    .getByRole("button", { name: `Edit ${numbers[0]}` })
    .click();
  const edit = page.getByRole("dialog", { name: `Edit Invoice - ${numbers[0]}` });
  await expect(edit.getByLabel("Course name")).toHaveValue("Extra course 0");
  await edit.getByLabel("Tax rate (%)").fill("5");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  const details = page.getByRole("dialog", { name: `Invoice Details - ${numbers[0]}` });
  await expect(details).toContainText("Tax (5%)$0.63");
  await expect(details).toContainText("Grand Total$13.13");
  await details.getByRole("button", { name: "Close" }).click();

  // Delete one, after the confirmation.
  await row(page, numbers[1]!)
    .getByRole("button", { name: `Delete ${numbers[1]}` })
    .click();
  const confirm = page.getByRole("dialog", { name: "Delete Invoice" });
  await expect(confirm).toContainText(`Delete invoice ${numbers[1]}?`);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText(`Invoice ${numbers[1]} deleted`)).toBeVisible();
  await expect(row(page, numbers[1]!)).toHaveCount(0);

  // The admin rejects another with a reason; the instructor reads it under View.
  const admin = await signedIn(browser, demo.admin, "/admin");
  await admin.goto("/admin?tab=invoice-approvals");
  await row(admin, numbers[2]!)
    .getByRole("button", { name: `Reject ${numbers[2]}` })
    .click();
  const reject = admin.getByRole("dialog", { name: `Reject ${numbers[2]}` });
  await reject.getByLabel("Reason (optional)").fill("Please bill this video with the others of its course.");
  await toastsGone(admin);
  await dialogShots(admin, reject, "invoice-reject");
  await reject.getByRole("button", { name: "Reject" }).click();
  await expect(admin.getByText(`Invoice ${numbers[2]} rejected`)).toBeVisible();

  await page.reload();
  await expect(row(page, numbers[2]!)).toContainText("Rejected");
  await row(page, numbers[2]!)
    .getByRole("button", { name: `View ${numbers[2]}` })
    .click();
  await expect(page.getByRole("dialog", { name: `Invoice Details - ${numbers[2]}` })).toContainText(
    "Please bill this video with the others of its course.",
  );
  await page.context().close();
  await admin.context().close();
});

test("an admin without the invoice-approvals tab sees neither the tab nor the invoices", async ({ browser, request }) => {
  const email = `no-invoices-${stamp}@example.org`;
  const token = await bearer(request, demo.superadmin);
  const created = await request.post("/api/v1/user/create-user-by-admin", {
    headers: token,
    data: { name: "Nadia Noinvoice", email, password: DEMO_PASSWORD, role: "admin" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { user } = (await created.json()) as { user: { _id: string } };
  const set = await request.put(`/api/v1/user/${user._id}/allowedTabs`, { headers: token, data: { allowedTabs: ["content"] } });
  expect(set.status()).toBe(200);

  const page = await signedIn(browser, email, "/admin");
  await expect(page.getByRole("navigation", { name: /tabs/i }).getByRole("link", { name: /Invoice Approval/ })).toHaveCount(0);
  await page.goto("/admin?tab=invoice-approvals");
  await expect(page.getByRole("heading", { name: /Pending Invoices/ })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Video Settings" })).toHaveCount(0);
  expect((await request.get("/api/v1/invoice/getInvoices", { headers: await bearer(request, email) })).status()).toBe(403);
  await page.context().close();
});
