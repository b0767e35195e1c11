import path from "node:path";
import { expect, test } from "@playwright/test";
import { demo, hydrated, loginAndLand } from "./support/auth";
import { screenshotsIn } from "./support/shots";

/**
 * "Request this program" on /programs: a guest signs in as the school and lands in New Request
 * with the program chosen, and files it; a student is told that programs are requested by
 * schools; staff see the decided requests on Manage Program with the dates and who decided.
 * Screenshots at 375 and 1280 px (test-results/request-program), with axe.
 */

test.describe.configure({ mode: "serial" });

const shots = screenshotsIn(path.resolve("test-results", "request-program"));

test("a guest signs in as the school and lands in New Request with the program chosen", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/programs");
  await shots(page, "programs");
  await page.getByRole("link", { name: "Request this program: Individual Home Practice" }).click();
  await expect(page).toHaveURL(/\/auth\?callbackUrl=%2Fprograms%2Frequest%2Fhome-practice$/);
  await page.getByRole("link", { name: "Login" }).click();
  await page.getByLabel("Email", { exact: false }).first().fill(demo.school);
  await page.getByLabel("Password", { exact: true }).fill("demo-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/school\?tab=program-requests&request=home-practice$/);
  await hydrated(page);

  const dialog = page.getByRole("dialog", { name: "New Program Request" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Program Requested")).toHaveValue("Individual Home Practice");
  await shots(page, "new-request-chosen");
  // The demo school's account names no contact person: the only field it does not fill in.
  await dialog.getByLabel("Contact Person").fill("Jordan Lee");
  await dialog.getByLabel("Message").fill("Families of our Year 4 would like to practise at home.");
  await dialog.getByRole("button", { name: "Submit Request" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/school\?tab=program-requests$/);
  await expect(page.getByRole("row").filter({ hasText: "Individual Home Practice" })).toContainText("Pending");
  // A reload does not open the dialog again.
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("a signed-in student is told that schools request programs", async ({ page }) => {
  await loginAndLand(page, demo.student, "/dashboard");
  await page.goto("/programs");
  await page.getByRole("link", { name: "Request this program: School Morning Sessions" }).click();
  await expect(page).toHaveURL(/\/programs\/request\/school-mornings$/);
  await expect(page.getByRole("heading", { name: "Programs are requested by schools" })).toBeVisible();
  await expect(page.getByRole("status")).toContainText("You are signed in as Sam Student (Student account)");
  await expect(page.getByRole("link", { name: "Contact us" }).first()).toBeVisible();
  await shots(page, "request-as-student");
});

test("staff see the decided requests with the dates and who decided", async ({ page }) => {
  await loginAndLand(page, demo.admin, "/admin");
  await page.goto("/admin?tab=manage-programs");
  const decided = page.getByRole("region", { name: "Decided requests" });
  await expect(decided.getByRole("heading", { name: "Decided requests" })).toBeVisible();
  const row = decided.getByRole("row").filter({ hasText: "School Morning Sessions" }).first();
  await expect(row).toContainText("Approved");
  await expect(row).toContainText("Riverside Primary School");
  await expect(row).toContainText("Alex Admin");
  await shots(page, "manage-programs-decided");
});
