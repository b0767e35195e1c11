import { matchHas } from "next/dist/shared/lib/router/utils/prepare-destination";
import { describe, expect, it } from "vitest";
import { prerenderedPagesWithoutRuntime } from "./pages.mts";
import { isRewriteOnlyPath, staticHtmlName, staticHtmlRewrites } from "./compressed.mts";

/** Where next.config's rewrites send a request for `page` with these headers (Next's own `has`/`missing` matcher), or null. */
function destinationOf(page: string, headers: Record<string, string>, query: Record<string, string> = {}): string | null {
  const request = { headers } as never;
  for (const rule of staticHtmlRewrites().filter((r) => r.source === page)) {
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
    // Rendered per request (a form page answers its own post): no file to compress.
    for (const page of ["/auth", "/donations", "/donation", "/contact", "/login", "/signup/student", "/forgot-password"]) {
      expect(destinationOf(page, { "accept-encoding": "br" }), page).toBeNull();
    }
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

  it("name the route the proxy refuses", () => {
    expect(isRewriteOnlyPath("/api/static-html/br/about")).toBe(true);
    expect(isRewriteOnlyPath("/api/static-html")).toBe(true);
    expect(isRewriteOnlyPath("/api/static-htmlx")).toBe(false);
    expect(isRewriteOnlyPath("/static-html/br/about")).toBe(false);
    expect(isRewriteOnlyPath("/about")).toBe(false);
    expect(isRewriteOnlyPath("/answers/contact")).toBe(false);
  });
});
