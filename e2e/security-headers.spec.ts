import { expect, test } from "@playwright/test";
import { authPages, marketingPages } from "./support/public-pages.mts";

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
  for (const path of otherPaths) {
    expect((await headersOf(request, path))["cross-origin-opener-policy"], path).toBe("same-origin");
  }
  for (const path of marketingPages) {
    expect((await headersOf(request, path))["cross-origin-opener-policy"], path).toBeUndefined();
  }
});
