import path from "node:path";
import { expect, test } from "@playwright/test";
import { approvedStudent, uniqueEmail } from "./support/accounts";
import { DEMO_PASSWORD, demo, loginAndLand } from "./support/auth";
import { waitForMail } from "./support/mail";
import { screenshotsIn } from "./support/shots";
import { apiToken } from "./support/videos";

/**
 * Erasing an account (features/privacy): a student closes theirs from the Profile with their
 * password (signed out at once, mailed the date), and signing in before then cancels it; an admin
 * erases an instructor's account from User Management, saying who asked; an admin finds a student
 * by name under User Management and erases them at a parent's request. Screens at 375 and 1280 px
 * into test-results/account-erasure, checked with axe.
 */
const shots = screenshotsIn(path.resolve("test-results", "account-erasure"));

test("a student closes their account with their password, is signed out, and cancels by signing in again", async ({ page, request }) => {
  const email = await approvedStudent(request, "Rosa Erase");
  const asked = new Date();
  await loginAndLand(page, email, "/dashboard");
  await page.goto("/dashboard?tab=profile");
  const panel = page.getByRole("region", { name: "Erase your account" });
  await expect(panel.getByText(/Gifts and invoices are kept for the years the law requires/)).toBeVisible();
  await shots(page, "profile-erase-start", { element: panel });

  await panel.getByLabel("Your password").fill("not-my-password");
  await panel.getByRole("button", { name: "Close and erase my account" }).click();
  const dialog = page.getByRole("dialog", { name: "Close your account?" });
  await expect(dialog).toBeVisible();
  await shots(page, "profile-erase-confirm");
  await dialog.getByRole("button", { name: "Close my account" }).click();
  await expect(panel.getByText("Your current password is not correct.")).toBeVisible();

  await panel.getByLabel("Your password").fill(DEMO_PASSWORD);
  await panel.getByRole("button", { name: "Close and erase my account" }).click();
  await page.getByRole("dialog", { name: "Close your account?" }).getByRole("button", { name: "Close my account" }).click();
  await expect(panel.getByText("Your account is closed and you have been signed out everywhere.")).toBeVisible();
  await shots(page, "profile-erase-closed", { element: panel });
  const mail = await waitForMail(email, /^Your account is closed and will be erased$/, asked);
  expect(mail.text).toContain("sign in before then");

  // Signed out everywhere: the dashboard no longer opens.
  await page.goto("/dashboard");
  await expect(page).not.toHaveURL(/\/dashboard/);
  // Signing in before the date cancels the erasure.
  await loginAndLand(page, email, "/dashboard");
  await waitForMail(email, /^Your account will not be erased$/, asked);
  await page.goto("/dashboard?tab=profile");
  await expect(page.getByRole("region", { name: "Erase your account" }).getByLabel("Your password")).toBeVisible();
});

test("an admin erases an instructor's account from User Management, saying who asked", async ({ page, request }) => {
  const name = `Ines Erase ${Date.now() % 100000}`;
  const created = await request.post("/api/v1/user/create-user-by-admin", {
    headers: { authorization: `Bearer ${await apiToken(request, demo.admin)}` },
    data: { name, email: uniqueEmail("instructor"), password: DEMO_PASSWORD, role: "instructor" },
  });
  expect(created.status()).toBe(201);

  await loginAndLand(page, demo.admin, "/admin");
  await page.goto("/admin?tab=user-management");
  await page.getByRole("button", { name: `Erase ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: `Erase ${name}'s account?` });
  const confirm = dialog.getByRole("button", { name: "Erase the account" });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel("Who asked, and how").fill("The instructor, by e-mail of 28 November");
  await shots(page, "user-management-erase-dialog");
  await confirm.click();
  await expect(page.getByText(`${name}'s account has been erased.`)).toBeVisible();
  await expect(page.getByRole("button", { name: `Erase ${name}` })).toHaveCount(0);
});

test("an admin finds a student by name and erases them at a parent's request; the student can no longer sign in", async ({
  page,
  request,
}) => {
  const family = `Erasmus${Date.now() % 100000}`;
  const name = `Noah ${family}`;
  const email = await approvedStudent(request, name);
  // A sibling of the same family name, so the search shows more than one account.
  await approvedStudent(request, `Lena ${family}`);

  await loginAndLand(page, demo.admin, "/admin");
  await page.goto("/admin?tab=user-management");
  const section = page.getByRole("region", { name: "Erase a person's data" });
  await section.getByLabel("E-mail address or name").fill(family);
  await section.getByRole("button", { name: "Find" }).click();
  await expect(page).toHaveURL(new RegExp(`find=${family}`));
  await expect(section.getByText("2 accounts match.")).toBeVisible();
  await expect(section.getByText(email)).toBeVisible();
  await shots(page, "user-management-find-person", { element: section });

  await section.getByRole("button", { name: `Erase ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: `Erase ${name}'s account?` });
  await dialog.getByLabel("Who asked, and how").fill(`${name}'s mother, by letter of 28 November`);
  await shots(page, "user-management-find-person-erase-dialog");
  await dialog.getByRole("button", { name: "Erase the account" }).click();
  await expect(page.getByText(`${name}'s account has been erased.`)).toBeVisible();
  await expect(section.getByText("1 account matches.")).toBeVisible();
  await expect(section.getByRole("button", { name: `Erase ${name}` })).toHaveCount(0);

  // By e-mail too: the erased account is no one's any more.
  await section.getByLabel("E-mail address or name").fill(email);
  await section.getByRole("button", { name: "Find" }).click();
  await expect(section.getByText(`No account matches “${email}”.`)).toBeVisible();

  const login = await request.post("/api/v1/user/login", { data: { email, password: DEMO_PASSWORD } });
  expect(login.status()).toBe(401);
});
