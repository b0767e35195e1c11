import { expect, test } from "@playwright/test";
import { loginAndLand } from "./support/auth";
import { firstLink, waitForMail } from "./support/mail";
import { screenshotsIn } from "./support/shots";

const shots = screenshotsIn("test-results/forms");

test("forgot then reset password through the mailed link; the old password stops working", async ({ page }) => {
  // A fresh account, so other journeys keep the demo password.
  const email = `reset-${Date.now()}@example.org`;
  const created = await page.request.post("/api/v1/user/register", {
    data: { name: "Rita Reset", email, password: "old-password-1", confirmPassword: "old-password-1", role: "user" },
  });
  expect(created.status()).toBe(201);

  const before = new Date();
  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel(/Email/).fill(email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByText("If your email exists, a reset link has been sent.")).toBeVisible();
  await shots(page, "forgot-password-sent");

  // The answer is the same for an unknown address.
  await page.goto("/forgot-password");
  await page.getByLabel(/Email/).fill(`nobody-${Date.now()}@example.org`);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByText("If your email exists, a reset link has been sent.")).toBeVisible();

  const mail = await waitForMail(email, /Reset your password/, before);
  const link = new URL(firstLink(mail, /\/reset-password\//));
  await page.goto(link.pathname);
  await page.getByLabel(/^New Password/i).fill("new-password-2");
  await page.getByLabel(/^Confirm/i).fill("new-password-2");
  await page.getByRole("button", { name: /Reset Password/ }).click();
  await expect(page.getByText("Password reset successful! Redirecting to login...")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });

  // The link works once.
  await page.goto(link.pathname);
  await page.getByLabel(/^New Password/i).fill("another-password-3");
  await page.getByLabel(/^Confirm/i).fill("another-password-3");
  await page.getByRole("button", { name: /Reset Password/ }).click();
  await expect(page.getByText(/invalid or has expired/)).toBeVisible();

  const oldLogin = await page.request.post("/api/v1/user/login", { data: { email, password: "old-password-1" } });
  expect(oldLogin.status()).toBe(401);
  await loginAndLand(page, email, "/dashboard", "new-password-2");
});
