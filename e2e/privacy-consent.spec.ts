import { rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { PRIVACY_NOTICE_VERSION } from "../content/privacy-notice";
import { phonePhoto } from "../test/photos";
import { demo, DEMO_PASSWORD, loginAndLand, logout } from "./support/auth";
import { screenshotsIn } from "./support/shots";

/**
 * Consent (docs/privacy.md#consent): a student signs up through the form, which requires the
 * privacy policy's box and records its version (once approved, their dashboard asks nothing), and
 * sees on their Overview what their school can see of them. The policy's version then changes
 * (DATA_DIR/privacy-notice-version, the embedded database's override): the student and the school
 * are asked on their dashboards and accept. The school uploads a photo, which needs the box saying
 * it holds consent for the children shown; the admin reviewing it sees the consent confirmed.
 * Screens at 375 and 1280 px into test-results/consent, each checked with axe.
 */

test.describe.configure({ mode: "serial" });

const shots = screenshotsIn(path.resolve("test-results", "consent"));
const OVERRIDE = path.join(process.env.E2E_DATA_DIR ?? ".data/e2e", "privacy-notice-version");
const BUMPED = `e2e-${Date.now()}`;
const TITLE = "Quiet reading corner";
const student = { name: "Cora Consent", email: `consent-${Date.now()}@example.org`, password: "a-good-password" };

/** A Bearer token of an account (the API's own sign-in). */
async function tokenOf(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<string> {
  const answer = await request.post("/api/v1/user/login", { data: { email, password } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: { token: string } }).data.token;
}

const prompt = (page: Page) => page.getByRole("region", { name: /Our privacy policy has changed/ });

test.afterAll(async ({ request }) => {
  // Back to the built-in version; the demo accounts that accepted the test's one accept it again,
  // so the journeys after this one see their dashboards as before.
  rmSync(OVERRIDE, { force: true });
  for (const email of [demo.school, demo.admin]) {
    const token = await tokenOf(request, email);
    await request.post("/api/v1/privacy/notice", {
      headers: { Authorization: `Bearer ${token}` },
      data: { version: PRIVACY_NOTICE_VERSION },
    });
  }
});

test("a new student accepts the privacy policy at sign-up and is told what their school sees", async ({ page, request }) => {
  await page.goto("/signup/student");
  await page
    .getByLabel(/^(Full )?Name/)
    .first()
    .fill(student.name);
  await page.getByLabel(/^Email/).fill(student.email);
  await page
    .getByLabel(/^Password/)
    .first()
    .fill(student.password);
  await page.getByLabel(/^Confirm Password/i).fill(student.password);
  await page.getByLabel(/School/).selectOption({ label: "Riverside Primary School" });
  // Without the box: refused, with the reason under it.
  await page.getByRole("button", { name: /Create Account/ }).click();
  await expect(page.getByText("Please confirm that you have read the privacy policy")).toBeVisible();
  await page
    .getByLabel(/^Password/)
    .first()
    .fill(student.password);
  await page.getByLabel(/^Confirm Password/i).fill(student.password);
  const box = page.getByLabel(/I have read the privacy policy/);
  await box.check();
  await shots(page, "signup-privacy-box", { element: page.locator("form") });
  await page.getByRole("button", { name: /Create Account/ }).click();
  await expect(page.getByRole("heading", { name: "Approval Pending" })).toBeVisible();
  await page.context().clearCookies();

  // An admin approves it (through the API: the approval screens have their own journey).
  const admin = { Authorization: `Bearer ${await tokenOf(request, demo.admin)}` };
  const pending = (await (await request.get("/api/v1/user/getAllPendingUsers", { headers: admin })).json()) as {
    data: { _id: string; email: string }[];
  };
  const row = pending.data.find((u) => u.email === student.email);
  expect(row, "the new student is pending").toBeDefined();
  expect((await request.put(`/api/v1/user/approve-user/${row!._id}`, { headers: admin })).status()).toBe(200);

  await loginAndLand(page, student.email, "/dashboard", student.password);
  const notice = page.getByRole("region", { name: "What your school can see" });
  await expect(notice).toContainText("Riverside Primary School");
  await expect(notice).toContainText("your practice totals");
  await expect(notice).toContainText("not which videos you watched");
  // The version accepted at sign-up is the current one: nothing to accept.
  await expect(prompt(page)).toHaveCount(0);
  await shots(page, "student-school-notice");
});

test("a changed policy is asked for again on the dashboard, and accepted", async ({ page }) => {
  writeFileSync(OVERRIDE, `${BUMPED}\n`);
  await loginAndLand(page, student.email, "/dashboard", student.password);
  await expect(prompt(page)).toBeVisible();
  await expect(prompt(page).getByRole("link", { name: /privacy policy/ })).toHaveAttribute("href", "/privacy");
  await shots(page, "privacy-prompt", { reload: true });
  await prompt(page).getByRole("button", { name: "Accept" }).click();
  await expect(page.getByText("Thank you. Your acceptance is recorded.")).toBeVisible();
  await expect(prompt(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("region", { name: "What your school can see" })).toBeVisible();
  await expect(prompt(page)).toHaveCount(0);
  await logout(page);
});

test("a school confirms consent for the children in a photo it uploads; the reviewing admin sees it", async ({ page }) => {
  test.setTimeout(90_000);
  const file = path.join(tmpdir(), `consent-e2e-${process.pid}.jpg`);
  writeFileSync(file, await phonePhoto(1200, 800));

  await loginAndLand(page, demo.school, "/school");
  // Every role is asked: the school accepts too.
  await prompt(page).getByRole("button", { name: "Accept" }).click();
  await expect(prompt(page)).toHaveCount(0);

  await page.goto("/school?tab=gallery-management");
  await page.getByRole("button", { name: "Upload Photo" }).click();
  const dialog = page.getByRole("dialog", { name: "Upload Photo" });
  await dialog.getByLabel("Photo Title").fill(TITLE);
  await dialog.getByLabel("Photo", { exact: true }).setInputFiles(file);
  await expect(dialog.getByRole("img", { name: "Preview of the chosen photo" })).toBeVisible();
  await dialog.getByRole("button", { name: "Upload Photo" }).click();
  await expect(dialog.getByText("Please confirm that your school holds consent for the children shown")).toBeVisible();
  const consent = dialog.getByLabel(/Our school holds consent/);
  await consent.check();
  await expect(dialog.getByText("Please confirm that your school holds consent for the children shown")).toHaveCount(0);
  await shots(page, "upload-consent-box", { element: dialog });
  // The dialog scrolls on a phone: the box itself, with its words.
  await shots(page, "upload-consent-field", { element: consent.locator("xpath=../..") });
  await dialog.getByRole("button", { name: "Upload Photo" }).click();
  await expect(page.getByText("Photo uploaded!")).toBeVisible({ timeout: 20_000 });
  await logout(page);

  await loginAndLand(page, demo.admin, "/admin");
  await prompt(page).getByRole("button", { name: "Accept" }).click();
  await expect(prompt(page)).toHaveCount(0);
  await page.goto("/admin?tab=gallery-approvals");
  const row = page.getByRole("region", { name: "Photos pending approval" }).getByRole("row").filter({ hasText: TITLE });
  await expect(row).toContainText("Consent confirmed");
  await expect(row).toContainText("by Riverside Primary School");
  await shots(page, "approvals-consent");
  // Left as it was found for the journeys after this one: the test's photo rejected.
  await row.getByRole("button", { name: `Reject ${TITLE}` }).click();
  await page.getByRole("dialog", { name: "Reject Photo" }).getByRole("button", { name: "Reject", exact: true }).click();
  await expect(page.getByRole("region", { name: "Photos pending approval" }).getByRole("row").filter({ hasText: TITLE })).toHaveCount(0);
});
