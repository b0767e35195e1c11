import { expect, test, type Locator, type Page } from "@playwright/test";
import { demo, loginAndLand } from "./support/auth";

/**
 * Keyboard use of the site's frame. axe runs on every public page at both widths in
 * e2e/public-pages.spec.ts, and on every screen a journey photographs (e2e/support/shots.ts).
 */

/** The element that has focus, as a locator-friendly description. */
async function activeElement(page: Page): Promise<{ tag: string; text: string; inside: string | null }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      tag: el?.tagName.toLowerCase() ?? "",
      text: (el?.getAttribute("aria-label") || el?.textContent || "").trim(),
      inside: el?.closest("[id]")?.id ?? null,
    };
  });
}

async function expectVisibleFocus(locator: Locator) {
  await expect(locator).toBeFocused();
  const outline = await locator.evaluate((el) => {
    const style = getComputedStyle(el);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(outline.style, "a keyboard focus indicator is drawn").not.toBe("none");
  expect(outline.width).toBeGreaterThanOrEqual(2);
}

test.describe("keyboard", () => {
  test("the skip link is the first stop and moves focus to the main content", async ({ page }) => {
    await page.goto("/about");
    await expect(page.locator("h1")).toBeVisible();
    const skip = page.getByRole("link", { name: "Skip to main content" });
    expect((await skip.boundingBox())?.y ?? 0, "off screen until focused").toBeLessThan(0);
    await page.keyboard.press("Tab");
    await expectVisibleFocus(skip);
    const box = await skip.boundingBox();
    expect(box?.width ?? 0, "the focused skip link is shown on screen").toBeGreaterThan(40);
    expect(box?.y ?? -1, "the focused skip link is inside the viewport").toBeGreaterThanOrEqual(0);
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
  });

  test.describe("at 375px", () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test("the mobile menu takes focus when opened, keeps it, and gives it back on Escape", async ({ page }) => {
      await page.goto("/about");
      await expect(page.locator("h1")).toBeVisible();
      const toggle = page.getByRole("button", { name: "Menu" });
      await toggle.focus();
      await expectVisibleFocus(toggle);
      await page.keyboard.press("Enter");
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      const panelId = await toggle.getAttribute("aria-controls");
      const panel = page.locator(`#${panelId}`);
      await expect(panel.getByRole("navigation", { name: "Main" })).toBeVisible();
      // Focus moved to the first link of the panel.
      await expect(panel.getByRole("link").first()).toBeFocused();

      // Tab and Shift+Tab stay within the toggle and the panel.
      const stops = (await panel.locator("a[href], button").count()) + 1;
      for (let i = 0; i < stops + 2; i++) {
        await page.keyboard.press("Tab");
        const el = await activeElement(page);
        expect(el.inside === panelId || el.text === "Menu", `Tab ${i + 1} left the menu (${el.tag} "${el.text}")`).toBe(true);
      }
      for (let i = 0; i < stops + 2; i++) {
        await page.keyboard.press("Shift+Tab");
        const el = await activeElement(page);
        expect(el.inside === panelId || el.text === "Menu", `Shift+Tab ${i + 1} left the menu (${el.tag} "${el.text}")`).toBe(true);
      }

      await page.keyboard.press("Escape");
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(panel).toBeHidden();
      await expectVisibleFocus(toggle);

      // Opening by keyboard again and following a link closes the panel.
      await page.keyboard.press("Enter");
      await expect(panel.getByRole("link").first()).toBeFocused();
      await panel.getByRole("link", { name: "Programs" }).focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/programs$/);
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
    });

    test("the logout dialog from the mobile menu traps focus and gives it back", async ({ page }) => {
      await loginAndLand(page, demo.student, "/dashboard");
      await page.goto("/about");
      const toggle = page.getByRole("button", { name: "Menu" });
      await toggle.click();
      const panel = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
      const logoutButton = panel.getByRole("button", { name: "Logout" });
      await logoutButton.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: "Confirm Logout" });
      await expect(dialog).toBeVisible();
      for (let i = 0; i < 6; i++) {
        await page.keyboard.press("Tab");
        expect(await dialog.evaluate((d) => d.contains(document.activeElement)), `Tab ${i + 1} stays in the dialog`).toBe(true);
      }
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(logoutButton).toBeFocused();
      // A second Escape closes the menu and returns to the toggle.
      await page.keyboard.press("Escape");
      await expect(toggle).toBeFocused();
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
    });
  });

  test.describe("at 1280px", () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    test("the logout dialog traps focus and gives it back to the header button", async ({ page }) => {
      await loginAndLand(page, demo.student, "/dashboard");
      await page.goto("/about");
      const header = page.getByRole("banner");
      const logoutButton = header.getByRole("button", { name: "Logout" });
      await logoutButton.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: "Confirm Logout" });
      await expect(dialog).toBeVisible();
      expect(await dialog.evaluate((d) => d.contains(document.activeElement)), "focus moved into the dialog").toBe(true);
      for (let i = 0; i < 6; i++) {
        await page.keyboard.press("Shift+Tab");
        expect(await dialog.evaluate((d) => d.contains(document.activeElement)), `Shift+Tab ${i + 1} stays in the dialog`).toBe(true);
      }
      await dialog.getByRole("button", { name: "Cancel" }).press("Enter");
      await expect(dialog).toBeHidden();
      await expectVisibleFocus(logoutButton);
    });

    test("links in the dark footer and the call to action show a light focus ring", async ({ page }) => {
      await page.goto("/about");
      const footerLink = page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" });
      await footerLink.focus();
      // Keyboard focus (not a click) so that :focus-visible applies.
      await page.keyboard.press("Shift+Tab");
      await page.keyboard.press("Tab");
      await expectVisibleFocus(footerLink);
      const color = await footerLink.evaluate((el) => getComputedStyle(el).outlineColor);
      expect(color).toBe("rgb(255, 255, 255)");
    });
  });
});
