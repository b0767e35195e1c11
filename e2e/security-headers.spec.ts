import { expect, test } from "@playwright/test";
import { cspIssues } from "./support/csp-issues";
import { authPages, marketingPages, pagesWithoutRuntime } from "./support/public-pages.mts";

/** App Router pages, an API route, a protected page (a redirect for a guest) and paths near the marketing pages' names. */
const otherPaths = [
  "/videos",
  "/gallery",
  "/contact",
  "/api/v1/school/getAllSchool",
  "/admin",
  "/about/team",
  "/aboutus",
  "/programs-old",
  ...authPages,
];

async function headersOf(request: import("@playwright/test").APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status(), `${path} answers`).toBeLessThan(500);
  return response.headers();
}

test("every response carries the security headers (DESIGN.md 6)", async ({ request }) => {
  for (const path of [...marketingPages, ...otherPaths]) {
    const headers = await headersOf(request, path);
    expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
    expect(headers["content-security-policy"], path).toContain("default-src 'self'");
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["x-frame-options"], path).toBe("DENY");
    expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"], path).toContain("camera=()");
    // The e2e server is a production build.
    expect(headers["strict-transport-security"], path).toContain("max-age=");
  }
});

test("Cross-Origin-Opener-Policy is same-origin everywhere but on the pages without the framework's JavaScript", async ({ request }) => {
  for (const path of otherPaths.filter((p) => !(pagesWithoutRuntime as readonly string[]).includes(p))) {
    expect((await headersOf(request, path))["cross-origin-opener-policy"], path).toBe("same-origin");
  }
  for (const path of pagesWithoutRuntime) {
    expect((await headersOf(request, path))["cross-origin-opener-policy"], path).toBeUndefined();
  }
  // A payment's result is an App Router page at /donation's path (a rewrite by its query).
  for (const path of ["/donation?status=failed", "/donation?status=success&session_id=cs_test_unknown"]) {
    expect((await headersOf(request, path))["cross-origin-opener-policy"], path).toBe("same-origin");
  }
});

/** Every public page's load is checked in e2e/public-pages.spec.ts; here, the forms at work. */
test("the forms keep to the site's own Content-Security-Policy, validating in the browser or after a post", async ({ page }) => {
  const issues = await cspIssues(page);
  // The reset-password form, which React takes over, validates in the browser.
  await page.goto("/reset-password/not-a-real-token");
  await page.waitForFunction(() => Object.keys(document.querySelector("main form") ?? {}).some((key) => key.startsWith("__reactFiber")));
  await page.locator("main form button[type=submit]").first().click();
  await expect(page.locator("main [aria-invalid=true]").first()).toBeVisible();
  expect(issues, "/reset-password").toEqual([]);
  // The forms of pages without the framework's JavaScript post, and the page shows the answer.
  for (const path of ["/login", "/signup/student", "/forgot-password", "/contact", "/donations"]) {
    await page.goto(path);
    await page.locator("main form button[type=submit]").first().click();
    await expect(page.locator("main [aria-invalid=true]").first(), path).toBeVisible();
    expect(issues, path).toEqual([]);
  }
});
