import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { demo, loginAndLand } from "./support/auth";

/**
 * The dashboard shell (issue 14 §1), walked as every role at 375 and 1280 px: the same frame
 * (logo and name back to /, the public Videos, the account menu with name, role, Profile and
 * Logout, a footer), the landing tab, the tab in the URL, no sideways scroll, tables at 16 px on
 * phones, and axe on every tab. Every tab is photographed into test-results/dashboards/ to be
 * looked at.
 */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

const roles = [
  { role: "superadmin", email: demo.superadmin, home: "/superadmin", label: "Super Admin", landing: "Approval Requests" },
  { role: "admin", email: demo.admin, home: "/admin", label: "Admin", landing: "Approval Requests" },
  { role: "instructor", email: demo.instructor, home: "/instructor", label: "Instructor", landing: "My Videos" },
  { role: "school", email: demo.school, home: "/school", label: "School", landing: "Program Requests" },
  { role: "student", email: demo.student, home: "/dashboard", label: "Student", landing: "Overview" },
] as const;

const viewports = [
  { name: "375", width: 375, height: 812 },
  { name: "1280", width: 1280, height: 800 },
] as const;

async function noSidewaysScroll(page: Page, where: string) {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scroll, `${where}: the page scrolls sideways`).toBeLessThanOrEqual(width);
}

for (const who of roles) {
  test.describe(`the ${who.role}'s dashboard`, () => {
    for (const viewport of viewports) {
      test(`has the shared frame, lands on ${who.landing}, and every tab reads well at ${viewport.name} px`, async ({ page }) => {
        test.setTimeout(180_000);
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await loginAndLand(page, who.email, who.home);

        // The frame.
        const header = page.getByRole("banner");
        await expect(header.getByRole("link", { name: /Mindful Minds/ })).toHaveAttribute("href", "/");
        const menu = header.getByRole("button", { name: new RegExp(`^Account menu: .+, ${who.label}$`) });
        await expect(menu).toBeVisible();
        const headerBox = await header.boundingBox();
        expect(headerBox?.height ?? 999, "the header is one line: nothing wraps beside the menu").toBeLessThanOrEqual(72);
        if (viewport.width >= 768) await expect(header.getByRole("link", { name: "Videos" })).toHaveAttribute("href", "/videos");
        await expect(page.getByRole("contentinfo")).toContainText("Mindful Minds Foundation");

        // The landing tab, in the URL once chosen.
        const tabs = page.getByRole("navigation", { name: "Dashboard tabs" });
        await expect(tabs.locator('[aria-current="page"]')).toContainText(who.landing);

        // The account menu: Profile opens the Profile tab; reload and Back keep the tab.
        await menu.click();
        await expect(page.getByRole("menuitem", { name: "Logout" })).toBeVisible();
        await page.getByRole("menuitem", { name: "Profile" }).click();
        await expect(page).toHaveURL(new RegExp(`${who.home}\\?tab=profile$`));
        await page.reload();
        await expect(tabs.locator('[aria-current="page"]')).toContainText("Profile");
        await page.goBack();
        await expect(tabs.locator('[aria-current="page"]')).toContainText(who.landing);

        // Every tab.
        const links = await tabs
          .getByRole("link")
          .evaluateAll((els) => els.map((el) => ({ href: el.getAttribute("href") ?? "", name: (el.textContent ?? "").trim() })));
        expect(links.length).toBeGreaterThan(1);
        for (const link of links) {
          await page.goto(link.href);
          await expect(page.locator("h1")).toBeVisible();
          const where = `${who.role} ${link.href} at ${viewport.name}`;
          await noSidewaysScroll(page, where);
          if (viewport.width < 640) {
            const small = await page
              .locator("#dashboard-content td, #dashboard-content th")
              .evaluateAll((cells) => cells.filter((c) => parseFloat(getComputedStyle(c).fontSize) < 16).length);
            expect(small, `${where}: table text under 16 px`).toBe(0);
          }
          const id = new URL(link.href, "http://x").searchParams.get("tab") ?? "home";
          await page.screenshot({ path: `test-results/dashboards/${who.role}-${id}-${viewport.name}.png`, fullPage: true });
          const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
          expect(
            results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
            where,
          ).toEqual([]);
        }
      });
    }
  });
}

test("at 375 px the tab row shows that more tabs are hidden, and a tap on the cue scrolls to them", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await loginAndLand(page, demo.student, "/dashboard");
  const row = page.getByRole("navigation", { name: "Dashboard tabs" });
  const after = page.locator('[data-tab-scroll-cue="after"]');
  const before = page.locator('[data-tab-scroll-cue="before"]');
  await expect(after).toBeVisible();
  await expect(before).toHaveCount(0);
  await expect(row.getByRole("link", { name: "Profile" })).not.toBeInViewport();
  await page.screenshot({ path: "test-results/dashboards/tab-row-cue-375.png" });
  // Without animation (the cue honours reduced motion), each tap's scroll lands at once.
  await page.emulateMedia({ reducedMotion: "reduce" });
  const profile = row.getByRole("link", { name: "Profile" });
  for (let i = 0; i < 6; i++) {
    const shown = await profile.evaluate((el) => el.getBoundingClientRect().right <= window.innerWidth);
    if (shown) break;
    await after.click();
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  }
  await expect(profile).toBeInViewport();
  await expect(after).toHaveCount(0);
  await expect(before).toBeVisible();
  // At 1280 px every tab fits: no cue.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(after).toHaveCount(0);
  await expect(before).toHaveCount(0);
});

test("Confirm Logout looks the same in a dashboard as on the public site: the red Logout of the spec's dialog", async ({ page }) => {
  await loginAndLand(page, demo.instructor, "/instructor");
  await page.getByRole("button", { name: /^Account menu/ }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  const inDashboard = page.getByRole("dialog", { name: "Confirm Logout" }).getByRole("button", { name: "Logout" });
  const dashboardColour = await inDashboard.evaluate((el) => getComputedStyle(el).backgroundColor);
  await page.getByRole("dialog", { name: "Confirm Logout" }).getByRole("button", { name: "Cancel" }).click();

  await page.goto("/about");
  await page.getByRole("banner").getByRole("button", { name: "Logout" }).click();
  const onSite = page.getByRole("dialog", { name: "Confirm Logout" }).getByRole("button", { name: "Logout" });
  expect(await onSite.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(dashboardColour);
});
