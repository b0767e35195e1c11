import { vi } from "vitest";

/**
 * The Next request scope, for every test file (a setup file, vitest.config.mts). Route handlers
 * and services are called directly here, outside Next: lib/session/actor.ts reads the request's
 * headers through `headers()` from next/headers, which needs that scope, and Auth.js's `auth()`
 * reads the session cookie. So `headers()` answers the headers of the call in progress
 * (test/api/request.ts `callHandler`) and there is no cookie session unless a test sets the
 * one `auth()` answers (`withCookieSession`); the cookie itself is covered by Playwright.
 *
 * It must be registered before any test file loads lib/session/actor.ts: test files share one
 * module cache (isolate: false), so a module loaded once keeps the imports it was loaded with.
 * Mocked in each API test file instead, it took effect only when one of them happened to run
 * before every other file that reaches actor.ts through a route (lib/storage/local.test.ts).
 */
vi.mock("next/headers", async () => {
  const { currentHeaders } = await import("./api/request");
  return {
    headers: async () => currentHeaders(),
    // Auth.js's `signIn` on the server sets the session cookie here: kept nowhere (the cookie is
    // covered by Playwright; the session it names is in the database).
    cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false, set: () => undefined }),
  };
});
// No cookie session, unless a test sets one for a call (test/api/request.ts withCookieSession).
vi.mock("@/lib/session/auth", async () => {
  const { currentCookieSession } = await import("./api/request");
  return { auth: async () => currentCookieSession() };
});
