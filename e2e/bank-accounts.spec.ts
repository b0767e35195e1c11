import path from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { DEMO_PASSWORD, demo, loginAndLand } from "./support/auth";
import { screenshotsIn } from "./support/shots";
import { expectToastsClearOf } from "./support/toasts";

/**
 * The instructor's Bank Accounts panel under Profile: the demo account shown masked, deleted after
 * the confirmation; a new one added through the form (the spec's validation messages first, each
 * gone once its field is edited; a wrong current password refused), then edited with the number
 * left blank. Screens photographed at 375 and 1280 px into test-results/bank-accounts and checked
 * with axe.
 */

test.describe.configure({ mode: "serial" });

const shots = screenshotsIn(path.resolve("test-results", "bank-accounts"));

const panel = (page: Page): Locator => page.getByRole("region", { name: "Bank Accounts" });

/** Waits until no toast is on screen (a toast on its way out would be photographed half faded). */
async function toastsGone(page: Page) {
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
}

async function openProfile(page: Page) {
  await loginAndLand(page, demo.instructor, "/instructor");
  await page.goto("/instructor?tab=profile");
  await expect(panel(page).getByRole("heading", { name: "Bank Accounts" })).toBeVisible();
}

test("the demo instructor's account is shown masked, and deleted after the confirmation", async ({ page }) => {
  test.setTimeout(90_000);
  await openProfile(page);
  const card = panel(page).getByRole("article");
  await expect(card).toContainText("Maya Instructor");
  await expect(card).toContainText("•••• 8906");
  await expect(card).toContainText("LKSB0004521");
  await expect(card).toContainText("Lakeside Co-operative Bank");
  await expect(card).toContainText("Riverside");
  await expect(card).toContainText("Added");
  await expect(card).toContainText("Updated");
  await expect(panel(page)).not.toContainText("004512378906");
  // One account per instructor: no Add Bank Account while it exists.
  await expect(panel(page).getByRole("button", { name: "Add Bank Account" })).toHaveCount(0);
  await shots(page, "profile-with-account");

  await card.getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete Bank Account" });
  await expect(confirm).toContainText("Are you sure you want to delete this bank account?");
  await shots(page, "delete-confirm");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(card).toBeVisible();

  // On a phone: the toast fits the screen, under the header.
  await page.setViewportSize({ width: 375, height: 812 });
  await card.getByRole("button", { name: "Delete" }).click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Bank account deleted successfully!")).toBeVisible();
  await expectToastsClearOf(page, [page.getByRole("banner").getByRole("button")]);
  await expect(panel(page)).toContainText("No bank accounts found. Add your first bank account to get started.");
  await toastsGone(page);
  await shots(page, "profile-empty");
});

test("an instructor adds an account: the spec's messages, each gone once its field is edited, and the password asked again", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openProfile(page);
  await panel(page).getByRole("button", { name: "Add Bank Account" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Bank Account" });
  await dialog.getByRole("button", { name: "Add Account" }).click();
  for (const message of [
    "Account holder name is required",
    "Account number is required",
    "IFSC code is required",
    "Bank name is required",
    "Branch name is required",
    "Please enter your current password to change bank details.",
  ]) {
    await expect(dialog.getByText(message)).toBeVisible();
  }
  await shots(page, "add-form-required");

  // A field's error goes as soon as it is edited; the others stay.
  await dialog.getByLabel("Account Holder Name").fill("Maya Instructor");
  await expect(dialog.getByText("Account holder name is required")).toHaveCount(0);
  await expect(dialog.getByText("Bank name is required")).toBeVisible();

  await dialog.getByLabel("Account Number").fill("12345");
  await dialog.getByLabel("IFSC Code").fill("sbin1005943");
  await dialog.getByRole("button", { name: "Add Account" }).click();
  await expect(dialog.getByText("Account number must be 9-18 digits")).toBeVisible();
  await expect(dialog.getByText("Invalid IFSC code format")).toBeVisible();
  await dialog.getByLabel("Account Number").fill("  987654321098 ");
  await expect(dialog.getByText("Account number must be 9-18 digits")).toHaveCount(0);
  await dialog.getByLabel("IFSC Code").fill("sbin0005943");
  await expect(dialog.getByText("Invalid IFSC code format")).toHaveCount(0);
  await dialog.getByLabel("Bank Name").fill("State Bank of India");
  await dialog.getByLabel("Branch Name").fill("MG Road");

  // The server checks the password: a wrong one is refused, nothing saved.
  await dialog.getByLabel("Current Password").fill("not-my-password");
  await dialog.getByRole("button", { name: "Add Account" }).click();
  await expect(dialog.getByRole("alert").filter({ hasText: "Your current password is not correct." })).toBeVisible();
  // Its toast leaves the form's buttons free.
  await expectToastsClearOf(page, [dialog.getByRole("button")]);

  await dialog.getByLabel("Current Password").fill(DEMO_PASSWORD);
  await dialog.getByRole("button", { name: "Add Account" }).click();
  await expect(page.getByText("Bank account created successfully!")).toBeVisible();
  await expect(dialog).toBeHidden();
  const card = panel(page).getByRole("article");
  await expect(card).toContainText("•••• 1098");
  await expect(card).toContainText("SBIN0005943");
  await expect(card).toContainText("State Bank of India");
  await expect(card).toContainText("MG Road");
  await expect(card).not.toContainText("Updated");
  await expect(panel(page)).not.toContainText("987654321098");
  await expect(panel(page).getByRole("button", { name: "Add Bank Account" })).toHaveCount(0);
  await toastsGone(page);
  await shots(page, "profile-added");
});

test("an instructor edits the account with the number left blank, which keeps it", async ({ page }) => {
  test.setTimeout(90_000);
  await openProfile(page);
  const card = panel(page).getByRole("article");
  await card.getByRole("button", { name: "Edit" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Bank Account" });
  await expect(dialog.getByLabel("Account Number")).toHaveValue("");
  await expect(dialog.getByText("Leave blank to keep the number ending in 1098.")).toBeVisible();
  await expect(dialog.getByLabel("Bank Name")).toHaveValue("State Bank of India");
  await dialog.getByLabel("Branch Name").fill("");
  await dialog.getByRole("button", { name: "Update Account" }).click();
  await expect(dialog.getByText("Branch name is required")).toBeVisible();
  await expect(dialog.getByText("Please enter your current password to change bank details.")).toBeVisible();
  await shots(page, "edit-form");

  await dialog.getByLabel("Branch Name").fill("Indiranagar");
  await dialog.getByLabel("Current Password").fill(DEMO_PASSWORD);
  await dialog.getByRole("button", { name: "Update Account" }).click();
  await expect(page.getByText("Bank account updated successfully!")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText("Indiranagar");
  await expect(card).toContainText("•••• 1098");
  await expect(card).toContainText("Updated");
});
