/**
 * Signing in through Auth.js's own handler (`POST /api/auth/callback/credentials`, with its CSRF
 * token, as Auth.js's client posts it): it lands where the `redirect` callback of
 * lib/session/auth.config.ts says, a path on this site, whatever the callbackUrl asked for.
 */
import fc from "fast-check";
import { NextRequest } from "next/server";
import { beforeEach, describe, expect, it } from "vitest";
import { GET, POST } from "@/app/api/auth/[...nextauth]/route";
import { authConfig } from "@/lib/session/auth.config";
import { sessions } from "@/lib/db/schema";
import { countRows, createUser, resetDb, TEST_PASSWORD } from "@/test/db";
import { DOT_SEGMENT_ESCAPES, expectPathOnSite, hostilePath } from "@/test/hostile-paths";

const SITE = "http://localhost:3000";

/** Auth.js's CSRF token and the cookie that holds it, as its client fetches them first. */
async function csrf(): Promise<{ token: string; cookie: string }> {
  const response = await GET(new NextRequest(`${SITE}/api/auth/csrf`));
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith("authjs.csrf-token="))!;
  return { token: csrfToken, cookie: cookie.split(";")[0]! };
}

/** Where a sign-in with this callbackUrl sends the browser (the 302's Location). */
async function signInLanding(email: string, callbackUrl: string): Promise<string | null> {
  const { token, cookie } = await csrf();
  const response = await POST(
    new NextRequest(`${SITE}/api/auth/callback/credentials`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie, origin: SITE },
      body: new URLSearchParams({ csrfToken: token, email, password: TEST_PASSWORD, callbackUrl }).toString(),
    }),
  );
  expect(response.status).toBe(302);
  return response.headers.get("location");
}

beforeEach(resetDb);

describe("signing in through Auth.js's handler", () => {
  it("returns to a path on this site, and to the home page for one whose dot segments lead to another host", async () => {
    const user = await createUser({ role: "user", email: "ada@example.org" });
    expect(await signInLanding(user.email, "/videos?q=calm")).toBe(`${SITE}/videos?q=calm`);
    for (const callbackUrl of [...DOT_SEGMENT_ESCAPES, "https://evil.example/", "/\\evil.example"]) {
      expect([callbackUrl, await signInLanding(user.email, callbackUrl)]).toEqual([callbackUrl, `${SITE}/`]);
    }
    expect(await countRows(sessions)).toBe(2 + DOT_SEGMENT_ESCAPES.length + 1);
  });
});

describe("the redirect callback", () => {
  const redirect = (url: string) => authConfig.callbacks.redirect({ url, baseUrl: SITE });

  it("keeps a path or an address of this site, as a path on it", () => {
    expect(redirect("/admin?tab=approval-requests")).toBe(`${SITE}/admin?tab=approval-requests`);
    expect(redirect(`${SITE}/login?callbackUrl=%2Fvideos`)).toBe(`${SITE}/login?callbackUrl=%2Fvideos`);
    expect(redirect(`${SITE}/..//evil.example`)).toBe(`${SITE}/`);
    expect(redirect("http://localhost:3001/videos")).toBe(`${SITE}/`);
    expect(redirect("not a URL")).toBe(`${SITE}/`);
  });

  it("answers an address of this site for anything asked", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          hostilePath,
          hostilePath.map((path) => `${SITE}${path}`),
        ),
        (url) => {
          const answer = redirect(url);
          expect(answer.startsWith(`${SITE}/`)).toBe(true);
          expectPathOnSite(answer.slice(SITE.length));
        },
      ),
      { numRuns: 3000 },
    );
  });
});
