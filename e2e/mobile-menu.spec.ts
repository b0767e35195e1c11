import { expect, test } from "@playwright/test";

test.use({ viewport: { width: 375, height: 812 } });

test("the mobile menu opens, navigates and closes on navigation at 375 px", async ({ page }) => {
  await page.goto("/about");
  const toggle = page.getByRole("button", { name: /menu/i });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  const panel = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
  await expect(panel).toBeVisible();
  // The quick links follow the main ones on phones too.
  for (const [name, href] of [
    ["Daily Practice", "/howtotab"],
    ["Resources", "/resources"],
    ["Contact", "/contact"],
  ]) {
    await expect(panel.getByRole("list", { name: "Quick links" }).getByRole("link", { name })).toHaveAttribute("href", href!);
  }
  await page.screenshot({ path: "test-results/mobile-menu-375.png", fullPage: true });
  await panel.getByRole("link", { name: "Programs" }).click();
  await expect(page).toHaveURL(/\/programs$/);
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(panel).toBeHidden();

  await toggle.click();
  await page.keyboard.press("Escape");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
