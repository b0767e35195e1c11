import { matchHas } from "next/dist/shared/lib/router/utils/prepare-destination";
import { describe, expect, it } from "vitest";
import { prerenderedPagesWithoutRuntime } from "./marketing-pages.mts";
import { isRewriteOnlyPath, renderedViewRewrites, staticHtmlName, staticHtmlRewrites } from "./static-html.mts";

/** Where next.config's rewrites send a request for `page` with these headers (Next's own `has`/`missing` matcher), or null. */
function destinationOf(page: string, headers: Record<string, string>, query: Record<string, string> = {}): string | null {
  const request = { headers } as never;
  // In next.config's order: the rendered views first.
  for (const rule of [...renderedViewRewrites(), ...staticHtmlRewrites()].filter((r) => r.source === page)) {
    if (matchHas(request, query, rule.has, rule.missing) !== false) return rule.destination;
  }
  return null;
}

describe("the compressed pages' rewrites", () => {
  it("send every page without the framework's JavaScript to its brotli copy when the browser accepts it", () => {
    for (const page of prerenderedPagesWithoutRuntime) {
      expect(destinationOf(page, { "accept-encoding": "gzip, deflate, br, zstd" }), page).toBe(
        `/api/static-html/br/${staticHtmlName(page)}`,
      );
    }
    expect(staticHtmlName("/")).toBe("index");
    expect(staticHtmlName("/privacy")).toBe("privacy");
    expect(destinationOf("/signup", { "accept-encoding": "gzip" })).toBe("/api/static-html/gzip/signup");
    expect(destinationOf("/signup/student", { "accept-encoding": "br" })).toBe("/api/static-html/br/signup/student");
    // Rendered per request: no file to compress.
    for (const page of ["/auth", "/donations", "/donation"]) expect(destinationOf(page, { "accept-encoding": "br" }), page).toBeNull();
  });

  it.each([
    ["br", "br"],
    ["gzip, br;q=0.5", "br"],
    ["BR", null],
    ["gzip", "gzip"],
    ["gzip, deflate", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["br; q=0.0 , gzip;q=1", "gzip"],
    ["*", "br"],
    ["gzip;q=0, br;q=0", null],
    ["deflate", null],
    ["identity", null],
    ["brotli-ish", null],
    ["xgzip", null],
  ])("Accept-Encoding %j: %s", (header, encoding) => {
    expect(destinationOf("/about", { "accept-encoding": header })).toBe(encoding ? `/api/static-html/${encoding}/about` : null);
  });

  it("leave the App Router's RSC fetch and a request that accepts no encoding to the page itself", () => {
    expect(destinationOf("/about", { "accept-encoding": "br", rsc: "1" })).toBeNull();
    expect(destinationOf("/about", {})).toBeNull();
    expect(staticHtmlRewrites().map((r) => r.source)).not.toContain("/videos");
  });

  it("send a form's answer, and /login with a callbackUrl, to the page's twin rendered per request, never to the file", () => {
    const browser = { "accept-encoding": "gzip, deflate, br, zstd" };
    for (const page of ["/contact", "/login", "/signup/student", "/signup/instructor", "/signup/school", "/forgot-password"]) {
      expect(destinationOf(page, browser, { answer: "1" }), page).toBe(`/answers${page}`);
      expect(destinationOf(page, {}, { answer: "1" }), page).toBe(`/answers${page}`);
      // Next's matcher takes an empty value for none: the answer's address carries `=1` (answerUrl).
      expect(destinationOf(page, browser, { answer: "" }), page).toBe(`/api/static-html/br/${page.slice(1)}`);
      // Any other query keeps the prerendered page.
      expect(destinationOf(page, browser, { utm_source: "mail" }), page).toBe(`/api/static-html/br/${page.slice(1)}`);
    }
    expect(destinationOf("/login", browser, { callbackUrl: "/videos" })).toBe("/answers/login");
    expect(destinationOf("/contact", browser, { callbackUrl: "/videos" })).toBe("/api/static-html/br/contact");
  });

  it("name the route the proxy refuses", () => {
    expect(isRewriteOnlyPath("/api/static-html/br/about")).toBe(true);
    expect(isRewriteOnlyPath("/api/static-html")).toBe(true);
    expect(isRewriteOnlyPath("/api/static-htmlx")).toBe(false);
    expect(isRewriteOnlyPath("/static-html/br/about")).toBe(false);
    expect(isRewriteOnlyPath("/about")).toBe(false);
    expect(isRewriteOnlyPath("/answers/contact")).toBe(true);
    expect(isRewriteOnlyPath("/answers")).toBe(true);
    expect(isRewriteOnlyPath("/answersheet")).toBe(false);
  });
});
