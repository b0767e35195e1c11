import { expect, test } from "@playwright/test";
import { demo, loginAndLand } from "./support/auth";

test("a student edits their profile and asks for a reset link from the profile card", async ({ page }) => {
  await loginAndLand(page, demo.student, "/dashboard");
  await page.goto("/dashboard?tab=profile");
  await expect(page.getByText("student@demo.test")).toBeVisible();
  await expect(page.getByText("Member since")).toBeVisible();

  await page.getByRole("button", { name: "Edit Profile" }).click();
  await page.getByLabel("Phone").fill("+1 555 0142");
  await page.getByLabel("Address").fill("7 Quiet Lane, Springfield");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Updated successfully!")).toBeVisible();
  await page.reload();
  await expect(page.getByText("7 Quiet Lane, Springfield")).toBeVisible();

  const reset = page.getByRole("button", { name: "Reset Password" });
  await reset.click();
  await expect(page.getByRole("button", { name: "Reset Sent!" })).toBeDisabled();
});

test("an admin's profile card has no Edit Profile button", async ({ page }) => {
  await loginAndLand(page, demo.admin, "/admin");
  await page.goto("/admin?tab=profile");
  await expect(page.getByText("admin@demo.test").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Edit Profile" })).toHaveCount(0);
});
