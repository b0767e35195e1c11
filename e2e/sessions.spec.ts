import { expect, test } from "@playwright/test";
import { demo, loginAndLand, logout } from "./support/auth";

/**
 * Sessions end on the server (docs/security.md): a session cookie copied before its person logged
 * out signs nobody in afterwards, and "Sign out of every device" ends the sessions of every
 * other browser too. The API answers 401 to the ended cookie; the dashboards send it away.
 */

test("a session cookie copied before logout no longer signs anyone in", async ({ browser }) => {
  const original = await browser.newContext();
  const page = await original.newPage();
  await loginAndLand(page, demo.school, "/school");
  const copied = await original.cookies();
  expect(copied.some((c) => c.name.includes("session-token"))).toBe(true);

  await logout(page);

  const thief = await browser.newContext();
  await thief.addCookies(copied);
  const stolen = await thief.newPage();
  expect((await stolen.request.get("/api/v1/user/profile")).status()).toBe(401);
  await stolen.goto("/school");
  await expect(stolen).not.toHaveURL(/\/school/);
  await Promise.all([original.close(), thief.close()]);
});

test("Sign out of every device ends the other browsers' sessions and this one", async ({ browser }) => {
  const [here, elsewhere] = await Promise.all([browser.newContext(), browser.newContext()]);
  const page = await here.newPage();
  const other = await elsewhere.newPage();
  await loginAndLand(page, demo.school, "/school");
  await loginAndLand(other, demo.school, "/school");
  expect((await other.request.get("/api/v1/user/profile")).status()).toBe(200);

  await page.goto("/school?tab=profile");
  await page.getByRole("button", { name: "Sign out of every device" }).click();
  const confirm = page.getByRole("dialog", { name: "Sign out of every device?" });
  await confirm.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(page).not.toHaveURL(/\/school/);
  expect((await page.request.get("/api/v1/user/profile")).status()).toBe(401);

  expect((await other.request.get("/api/v1/user/profile")).status()).toBe(401);
  await other.goto("/school");
  await expect(other).not.toHaveURL(/\/school/);
  await Promise.all([here.close(), elsewhere.close()]);
});
