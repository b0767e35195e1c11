import path from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { demo, loginAndLand } from "./support/auth";
import { screenshotsIn } from "./support/shots";
import { firstLink, onlyAttachment, readAttachment, waitForMail } from "./support/mail";

/**
 * Issue 15 §1 and §5: the public donation pages. A guest gives through the embedded test-mode
 * checkout (the default without Stripe keys) and gets a receipt with its PDF; a failed payment
 * and Retry; every page of a test gift (the form, the checkout, the result, the receipt) saying
 * "Test — no money taken"; the form's rules and keyboard use, with and without JavaScript (issue 17: a plain
 * form on a page without the framework's JavaScript); the guest's cancel link. Every screen at 375 and
 * 1280 px under test-results/donations/, each checked with axe.
 */

const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

const SHOTS = process.env.SHOTS_DIR ?? path.resolve("test-results", "donations");
const shots = screenshotsIn(SHOTS);

const form = (page: Page) => page.getByRole("form", { name: "Make a donation" });
const nameField = (page: Page) => form(page).getByRole("textbox", { name: /^Your name/ });

/** Chooses a radio as a pointer user does: by its tile (the label; the native radio itself is visually hidden). */
async function choose(radio: Locator) {
  await radio.locator("xpath=ancestor::label").click();
  await expect(radio).toBeChecked();
}

/** Fills the form as a guest and sends it; the browser goes on to the test checkout. */
async function giveAsGuest(
  page: Page,
  { amount, monthly = false, email, name = "Nora Giver" }: { amount: string; monthly?: boolean; email: string; name?: string },
) {
  await page.goto("/donations");
  const f = form(page);
  await expect(f.getByText("You can give as a guest.")).toBeVisible();
  const preset = f.getByRole("radio", { name: `$${amount}`, exact: true });
  if ((await preset.count()) > 0) await choose(preset);
  else await f.getByLabel("Custom amount").fill(amount);
  if (monthly) await choose(f.getByRole("radio", { name: /^Monthly/ }));
  await nameField(page).fill(name);
  await f.getByLabel("E-mail for your receipt").fill(email);
  await f.getByRole("button", { name: /^Donate \$/ }).click();
  await expect(page).toHaveURL(/\/donation\/checkout\?session=cs_test_embedded_[0-9a-f]{24}$/);
}

test.describe("a guest's one-time gift through the test checkout", () => {
  test("25 USD: the labelled test checkout, the success page naming $25.00 one-time, and the receipt with its PDF", async ({ page }) => {
    const email = `guest-${unique()}@example.org`;
    await page.goto("/donations");
    await expect(page.getByRole("heading", { level: 1, name: "Support Our Mission" })).toBeVisible();
    await expect(form(page).getByRole("radio", { name: "$10", exact: true })).toBeChecked();
    await expect(form(page).getByRole("button", { name: "Donate $10.00" })).toBeVisible();
    // The site takes no money (no Stripe keys): the form says so before anything is given.
    const formNotice = form(page).locator("[data-test-mode]");
    await expect(formNotice).toContainText("Test — no money taken");
    await expect(formNotice).toContainText("nothing is charged, and the gift is recorded as a test");
    await shots(page, "form", { reload: true });

    await giveAsGuest(page, { amount: "25", email });
    // The checkout: unmistakably a test, no card fields, the amount and frequency.
    await expect(page.locator("[data-test-mode]")).toContainText("Test — no money taken");
    await expect(page.locator("[data-test-mode]")).toContainText("This is the site's own test checkout, not a real payment page.");
    await expect(page.getByRole("heading", { level: 1, name: "Donation to Mindful Minds Foundation" })).toBeVisible();
    await expect(page.getByRole("definition").filter({ hasText: "$25.00" })).toBeVisible();
    await expect(page.getByRole("definition").filter({ hasText: "One-time" })).toBeVisible();
    await expect(page.getByLabel(/card number|cvc|expiry/i)).toHaveCount(0);
    await expect(page.getByLabel("E-mail for your receipt")).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await shots(page, "test-checkout", { reload: true });

    const paidAfter = new Date();
    await page.getByRole("button", { name: "Pay $25.00 (test)" }).click();
    await expect(page).toHaveURL(/\/donation\?status=success&session_id=cs_test_embedded_/);
    const result = page.getByRole("main").getByRole("status");
    await expect(result.getByRole("heading", { name: "Donation Successful" })).toBeVisible();
    await expect(result.locator("[data-test-mode]")).toContainText("Test — no money taken");
    await expect(result.locator("[data-test-mode]")).toContainText(
      "This gift was made in test mode: nothing was charged, and its receipt says so.",
    );
    await expect(result).toContainText("Thank you for your one-time gift of $25.00.");
    await expect(result).toContainText("A receipt is on its way to you by e-mail");
    await expect(result.getByRole("link", { name: "Return Home" })).toHaveAttribute("href", "/");
    await shots(page, "success", { reload: true });

    // The receipt: sent through the outbox right after the response, with the PDF attached.
    const mail = await waitForMail(email, /receipt/i, paidAfter);
    expect(mail.subject).toMatch(/^Test donation, no money taken: receipt MMF-\d{6}$/);
    expect(mail.text).toContain("$25.00");
    expect(mail.text).toContain("Dear Nora Giver,");
    expect(mail.text).toContain("Test — no money taken.");
    const pdf = onlyAttachment(mail, "application/pdf");
    expect(pdf.filename).toMatch(/\.pdf$/);
    expect((await readAttachment(pdf)).subarray(0, 5).toString("latin1")).toBe("%PDF-");

    // The checkout is finished: opening it again offers nothing to pay.
    await page.goBack();
    await page.reload();
    await expect(page.getByRole("heading", { name: "This checkout is finished" })).toBeVisible();
    await expect(page.getByRole("button", { name: /^Pay / })).toHaveCount(0);

    // Return Home.
    await page.goto("/donation?status=success");
    await page.getByRole("link", { name: "Return Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the success page never takes an amount from the URL, and an unknown checkout is not found", async ({ page }) => {
    await page.goto("/donation?status=success&session_id=cs_test_unknown&amount=999");
    const result = page.getByRole("main").getByRole("status");
    await expect(result.getByRole("heading", { name: "Donation Successful" })).toBeVisible();
    await expect(result).not.toContainText("$");
    await page.goto("/donation/checkout?session=cs_test_embedded_000000000000000000000000");
    await expect(page.getByRole("heading", { name: "Checkout not found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to the donation form" })).toHaveAttribute("href", "/donation");
  });
});

test("a failed payment shows Payment Failed, and Retry Payment goes back to the form at /donation with what was entered", async ({
  page,
}) => {
  const email = `failed-${unique()}@example.org`;
  await giveAsGuest(page, { amount: "37.50", monthly: true, email, name: "Rita Retry" });
  await page.getByRole("button", { name: "Simulate a failed payment" }).click();
  await expect(page).toHaveURL(/\/donation\?status=failed$/);
  const result = page.getByRole("main").getByRole("status");
  await expect(result.getByRole("heading", { name: "Payment Failed" })).toBeVisible();
  await expect(result).toContainText("Something went wrong with your payment. Please try again.");
  await expect(result.locator("[data-test-mode]")).toContainText("This site's checkout is in test mode: nothing is ever charged.");
  await expect(page.getByText("Donation Successful")).toHaveCount(0);
  await shots(page, "failed", { reload: true });

  await result.getByRole("link", { name: "Retry Payment" }).click();
  await expect(page).toHaveURL(/\/donation\?retry=1$/);
  // The amount, the frequency and the donor's details are as they were.
  const f = form(page);
  await expect(f.getByLabel("Custom amount")).toHaveValue("37.50");
  await expect(f.getByRole("radio", { name: /^Monthly/ })).toBeChecked();
  await expect(nameField(page)).toHaveValue("Rita Retry");
  await expect(f.getByLabel("E-mail for your receipt")).toHaveValue(email);
  await expect(f.getByRole("button", { name: "Donate $37.50 monthly" })).toBeVisible();

  // The form itself, without a retry, starts from the defaults.
  await page.goto("/donation");
  await expect(form(page).getByRole("button", { name: "Donate $10.00" })).toBeVisible();
  await expect(form(page).getByLabel("Custom amount")).toHaveValue("");
});

test.describe("the form's rules and keyboard use", () => {
  test("the custom amount's limits and a guest's name and e-mail are checked, with the messages announced", async ({ page }) => {
    await page.goto("/donation");
    const f = form(page);
    const custom = f.getByLabel("Custom amount");
    const submit = f.getByRole("button", { name: /^Donate/ });

    // A guest sends nothing without a name and an address.
    await submit.click();
    await expect(f.getByText("Please enter your name, or choose to give anonymously")).toBeVisible();
    await expect(f.getByText("Please enter your e-mail address for your receipt")).toBeVisible();
    await expect(nameField(page)).toBeFocused();
    await custom.fill("0.5");
    await submit.click();
    await expect(f.getByText("The smallest donation is $1")).toBeVisible();
    await shots(page, "form-errors");
    await f.getByRole("checkbox", { name: "Give anonymously" }).check();
    await expect(f.getByRole("textbox", { name: "Your name (optional)" })).toBeVisible();
    await expect(f.getByText("Please enter your name, or choose to give anonymously")).toBeHidden();

    for (const [amount, message] of [
      ["0.5", "The smallest donation is $1"],
      ["10.001", "Please enter an amount with at most two decimal places"],
      ["10000.01", "The largest donation online is $10,000; please contact us for a larger gift"],
    ] as const) {
      await custom.fill(amount);
      await expect(submit).toHaveText("Donate");
      await submit.click();
      await expect(f.getByText(message)).toBeVisible();
      await expect(custom).toHaveAttribute("aria-invalid", "true");
      await expect(custom).toBeFocused();
    }
    // The custom amount overrides the preset: no preset stays chosen while it is filled.
    await expect(f.getByRole("radio", { name: "$10", exact: true })).not.toBeChecked();
    await custom.fill("12.34");
    await expect(submit).toHaveText("Donate $12.34");
    await expect(custom).toHaveAttribute("aria-invalid", "false");
    // Choosing a preset empties the custom amount.
    await choose(f.getByRole("radio", { name: "$100", exact: true }));
    await expect(custom).toHaveValue("");
    await expect(submit).toHaveText("Donate $100.00");
  });

  test("presets and frequency are chosen with the keyboard alone, as labelled groups with a checked state", async ({ page }) => {
    await page.goto("/donations");
    const f = form(page);
    const amounts = f.getByRole("group", { name: "Choose an amount (USD)" });
    const often = f.getByRole("group", { name: "How often" });
    await expect(amounts.getByRole("radio")).toHaveCount(6);
    await expect(often.getByRole("radio")).toHaveCount(2);

    // From the form's start: Tab into the amounts, arrows to $50.
    await f.getByRole("heading", { name: "Make a donation" }).click();
    await page.keyboard.press("Tab");
    await expect(amounts.getByRole("radio", { name: "$10", exact: true })).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(amounts.getByRole("radio", { name: "$50", exact: true })).toBeChecked();
    await expect(amounts.getByRole("radio", { name: "$10", exact: true })).not.toBeChecked();
    // Then the custom amount, then How often: Monthly with an arrow.
    await page.keyboard.press("Tab");
    await expect(f.getByLabel("Custom amount")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(often.getByRole("radio", { name: /^One-time/ })).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(often.getByRole("radio", { name: /^Monthly/ })).toBeChecked();
    await expect(f.getByRole("button", { name: "Donate $50.00 monthly" })).toBeVisible();
    // The focused tile shows its focus ring.
    const outline = await often
      .locator("label")
      .filter({ has: page.getByRole("radio", { name: /^Monthly/ }) })
      .evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).toBe("solid");
  });

  test("while the gift is sent the button says so, and a second click sends nothing more", async ({ page }) => {
    await page.goto("/donations");
    const f = form(page);
    await nameField(page).fill("Nora Giver");
    await f.getByLabel("E-mail for your receipt").fill("nora@example.org");
    // The browser's own post is held back here (listening after the forms' script): each submit
    // records whether the script let it through.
    await page.evaluate(() => {
      const seen: boolean[] = [];
      (window as unknown as { seen: boolean[] }).seen = seen;
      document.addEventListener("submit", (event) => {
        seen.push(!event.defaultPrevented);
        event.preventDefault();
      });
    });
    await f.getByRole("button", { name: "Donate $10.00" }).click();
    const busy = f.getByRole("button", { name: "Opening the checkout…" });
    await expect(busy).toBeVisible();
    await busy.click({ force: true });
    expect(await page.evaluate(() => (window as unknown as { seen: boolean[] }).seen)).toEqual([true, false]);
  });

  test("without JavaScript the form is a plain post: a refusal comes back with its messages, a gift goes on to the checkout", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/donations");
    const f = form(page);
    await expect(f.getByRole("button", { name: "Donate" })).toBeVisible();
    await f.getByLabel("Custom amount").fill("0.5");
    await f.getByRole("button", { name: "Donate" }).click();
    await expect(page).toHaveURL(/\/donations$/);
    await expect(f.getByText("The smallest donation is $1")).toBeVisible();
    await expect(f.getByText("Please enter your e-mail address for your receipt")).toBeVisible();
    await expect(f.getByLabel("Custom amount")).toHaveValue("0.5");
    await f.getByLabel("Custom amount").fill("");
    await choose(f.getByRole("radio", { name: "$50", exact: true }));
    await nameField(page).fill("Nora Nojs");
    await f.getByLabel("E-mail for your receipt").fill(`nojs-${unique()}@example.org`);
    await f.getByRole("button", { name: "Donate" }).click();
    await expect(page).toHaveURL(/\/donation\/checkout\?session=cs_test_embedded_/);
    await expect(page.getByRole("definition").filter({ hasText: "$50.00" })).toBeVisible();
    await context.close();
  });

  test("a signed-in donor gives as themselves: no name or e-mail fields", async ({ page }) => {
    await loginAndLand(page, demo.student, "/dashboard");
    await page.goto("/donation");
    const f = form(page);
    await expect(f.getByText(/^Giving as .+ \(student@demo\.test\)/)).toBeVisible();
    await expect(f.getByLabel("E-mail for your receipt")).toHaveCount(0);
    await expect(f.getByRole("link", { name: "Log in" })).toHaveCount(0);
    await shots(page, "form-signed-in", { reload: true });
  });

  test("a guest's links to log in and sign up come back to /donation", async ({ page }) => {
    await page.goto("/donation");
    await expect(form(page).getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login?callbackUrl=/donation");
    await expect(form(page).getByRole("link", { name: "sign up" })).toHaveAttribute("href", "/signup?callbackUrl=/donation");
  });
});

test.describe("the guest's cancel link", () => {
  test("from a monthly gift's receipt: the page cancels nothing until asked, then confirms; a tampered token is an invalid link", async ({
    page,
  }) => {
    const email = `monthly-${unique()}@example.org`;
    await giveAsGuest(page, { amount: "35", monthly: true, email });
    await expect(page.getByRole("definition").filter({ hasText: "Monthly" })).toBeVisible();
    const paidAfter = new Date();
    await page.getByRole("button", { name: "Pay $35.00 (test)" }).click();
    await expect(page.getByRole("main").getByRole("status")).toContainText("Thank you for your monthly gift of $35.00.");

    const mail = await waitForMail(email, /receipt/i, paidAfter);
    const link = firstLink(mail, /\/donation\/cancel\?plan=/);
    const url = new URL(link);
    expect(url.searchParams.get("token")).toBeTruthy();

    await page.goto(url.pathname + url.search);
    await expect(page.getByRole("heading", { level: 1, name: "$35.00 every month" })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await shots(page, "cancel", { reload: true });
    // Opening the link again changed nothing: the button is still there.
    await page.getByRole("button", { name: "Cancel my monthly donation" }).click();
    const dialog = page.getByRole("dialog", { name: "Cancel your monthly donation?" });
    await expect(dialog).toContainText("$35.00 every month stops now");
    await page.setViewportSize({ width: 375, height: 812 });
    await page.screenshot({ path: path.join(SHOTS, "cancel-confirm-375.png") });
    await page.setViewportSize({ width: 1280, height: 900 });
    // "Keep my donation" closes the step and keeps the plan.
    await dialog.getByRole("button", { name: "Keep my donation" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Cancel my monthly donation" })).toBeFocused();
    await page.keyboard.press("Enter");
    await page.getByRole("dialog").getByRole("button", { name: "Yes, cancel it" }).click();
    await expect(page.getByRole("heading", { name: "Your monthly donation is cancelled" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("No further payments will be taken.");
    await expect(page.getByRole("heading", { name: "Your monthly donation is cancelled" })).toBeFocused();

    // The link afterwards: cancelled, nothing to press.
    await page.reload();
    await expect(page.getByRole("heading", { name: "This monthly donation is cancelled" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Cancel my monthly donation" })).toHaveCount(0);
    await shots(page, "cancel-done");

    // A tampered token shows an invalid link and nothing about the plan.
    const token = url.searchParams.get("token")!;
    url.searchParams.set("token", `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`);
    await page.goto(url.pathname + url.search);
    await expect(page.getByRole("heading", { name: "This link is not valid" })).toBeVisible();
    await expect(page.getByRole("main")).not.toContainText("$35.00");
    await shots(page, "cancel-invalid");
  });
});
