import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import type { Result } from "axe-core";
import { cspIssues } from "./support/csp-issues";
import { marketingPages, pagesWithoutRuntime, publicPages, serverErrorPage, viewports } from "./support/public-pages.mts";
import { settled, WCAG } from "./support/shots";

/** Where the screenshots go, to be looked at after a run. */
const SCREENS = "test-results/screens";

/** A screenshot's file name for a page: "home" for /, otherwise the path with dashes. */
const screenName = (path: string) => (path === "/" ? "home" : path.slice(1).replaceAll("/", "-"));

/** One line per violation and per element: rule, impact, target and what to fix. */
function describeViolations(violations: Result[]): string {
  if (violations.length === 0) return "no violations";
  return violations
    .map((v) => {
      const nodes = v.nodes
        .map((n) => `    - ${n.target.join(" ")}\n      ${(n.failureSummary ?? "").replace(/\n/g, "\n      ")}`)
        .join("\n");
      return `[${v.impact ?? "?"}] ${v.id}: ${v.help}\n${nodes}`;
    })
    .join("\n");
}

/**
 * Every public page and the friendly error page, walked once: loaded on a phone, then widened to a
 * desktop (the layout is CSS; the mobile menu follows a media query). At each width: one visible
 * h1 and the landmarks, nothing scrolls sideways, a full-page screenshot to look at, and no WCAG
 * 2.2 A/AA violation (axe, once animations have ended). Throughout: no request leaves the site
 * (fonts, images and scripts are all our own) and Chrome reports no Content-Security-Policy issue.
 */
for (const path of [...publicPages, serverErrorPage]) {
  test(`${path} at ${viewports.map((v) => v.name).join(" and ")}: h1, landmarks, no sideways scroll, nothing from outside, CSP and axe clean`, async ({
    page,
    baseURL,
  }) => {
    const origin = new URL(baseURL!).origin;
    const outside: string[] = [];
    page.on("request", (request) => {
      const url = request.url();
      if (url.startsWith("data:") || url.startsWith("blob:")) return;
      if (new URL(url).origin !== origin) outside.push(`${request.resourceType()} ${url}`);
    });
    const issues = await cspIssues(page);

    for (const [i, viewport] of viewports.entries()) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      if (i === 0) {
        const response = await page.goto(path);
        expect(response?.status(), `${path} answers`).toBe(path === serverErrorPage ? 500 : 200);
        const h1 = page.locator("h1");
        await expect(h1).toHaveCount(1);
        await expect(h1).toBeVisible();
        expect((await h1.innerText()).trim().length).toBeGreaterThan(0);
        await expect(page.getByRole("main"), "one main").toHaveCount(1);
        await expect(page.getByRole("banner"), "a header").toHaveCount(1);
        await expect(page.getByRole("contentinfo"), "a footer").toHaveCount(1);
        await page.waitForLoadState("networkidle");
      }
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(scrollWidth, `${path} scrolls sideways at ${viewport.name}`).toBeLessThanOrEqual(clientWidth);
      // Daily Practice, Resources and Contact are a click away from every page with the site's header (the quick links;
      // in the menu on phones). The sign-in and sign-up pages keep their focused frame, with its link Home.
      const quick = page.getByRole("banner").getByRole("navigation", { name: "Quick links" });
      const siteHeader = (await page.locator("[data-site-header]").count()) > 0;
      if (siteHeader && viewport.width >= 1024) {
        for (const [name, href] of [
          ["Daily Practice", "/howtotab"],
          ["Resources", "/resources"],
          ["Contact", "/contact"],
        ]) {
          await expect(quick.getByRole("link", { name }), `${path}: ${name} in the header`).toHaveAttribute("href", href!);
        }
      }
      await page.screenshot({ path: `${SCREENS}/public-${screenName(path)}-${viewport.name}.png`, fullPage: true });
      await settled(page);
      const results = await new AxeBuilder({ page }).withTags(WCAG).analyze();
      expect(results.violations, `${path} at ${viewport.name}:\n${describeViolations(results.violations)}`).toEqual([]);
    }
    expect(outside, `${path} made requests outside ${origin}`).toEqual([]);
    expect(issues, `${path}: Content-Security-Policy issues`).toEqual([]);
  });
}

test("the pages without the framework's JavaScript load no script files, only their HTML's small inline scripts", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  for (const path of pagesWithoutRuntime) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    expect(scripts, `${path} loads script files`).toEqual([]);
    if (!(marketingPages as readonly string[]).includes(path)) continue;
    // The inline site script ran: it read the session (a guest here) and marked the slots.
    for (const slot of await page.locator("[data-account]").all()) await expect(slot).toHaveAttribute("data-session", "known");
    await expect(page.getByRole("banner").getByRole("link", { name: "Login / Sign Up" })).toBeVisible();
  }
});

test("an App Router page's header marks its section, and its link to a listing page loads that page as a document", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // A checkout's return (an App Router page, features/donations/return-rewrite.ts).
  await page.goto("/donation?status=failed");
  const nav = page.getByRole("banner").getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Donations" })).toHaveAttribute("aria-current", "page");
  // A marker on the document: it survives a client-side navigation, not a page load.
  await page.evaluate(() => document.documentElement.setAttribute("data-same-document", ""));
  // /videos has no client router (components/site/site-link.tsx): a plain link, a page load.
  await page.getByRole("contentinfo").getByRole("link", { name: "Videos" }).click();
  await expect(page).toHaveURL(/\/videos$/);
  await expect(page.getByRole("heading", { level: 1, name: "Educational Videos" })).toBeVisible();
  await expect(page.locator("html")).not.toHaveAttribute("data-same-document", "");
  await expect(nav.getByRole("link", { name: "Videos" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Donations" })).not.toHaveAttribute("aria-current", "page");
});

test("a server error on a marketing page shows the friendly error page in the site's frame, and Try again reloads", async ({ page }) => {
  const response = await page.goto(serverErrorPage);
  expect(response?.status()).toBe(500);
  await expect(page.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeVisible();
  await expect(page.getByText("The problem is on our side, not something you did.")).toBeVisible();
  await expect(page.getByText("Internal Server Error")).toHaveCount(0);
  await expect(page.getByRole("banner").getByRole("link", { name: "Login / Sign Up" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("main").getByRole("link", { name: "hello@mindfulminds.example" })).toHaveAttribute(
    "href",
    "mailto:hello@mindfulminds.example",
  );
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");

  // Try again is shown by its script and reloads the page: a marker on the document is gone after it.
  await page.evaluate(() => document.documentElement.setAttribute("data-before-reload", ""));
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.locator("html")).not.toHaveAttribute("data-before-reload", "");
  await expect(page.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeVisible();
});

test("a link from an App Router page to a marketing page loads it once, as a document (no RSC fetch first)", async ({ page }) => {
  await page.goto("/login");
  const home: { type: string; url: string }[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/") home.push({ type: request.resourceType(), url: request.url() });
  });
  await page.getByRole("banner").getByRole("link", { name: "Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Empowering Minds, Enriching Lives" })).toBeVisible();
  expect(home).toEqual([{ type: "document", url: expect.stringMatching(/\/$/) }]);
});
