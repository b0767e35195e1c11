import { prerenderedPagesWithoutRuntime } from "./pages.mts";

/**
 * The prerendered pages without the framework's JavaScript (lib/static-site/pages.mts), compressed
 * once by the server instead of on every request. next.config rewrites a request for one of them
 * that accepts brotli or gzip (and is not the App Router's RSC fetch) to
 * `/api/static-html/{encoding}/{name}`, whose route (pages/api/static-html/[encoding]/[...name].ts)
 * answers with the page's HTML compressed at the highest level, kept in memory. A Pages Router
 * API route because it writes to Node's response: Next drops Content-Encoding from an App Router
 * route handler's Response (next/dist/server/send-response.js). With
 * COMPRESS=off (a proxy or CDN in front compresses) it answers the plain HTML. Only in a
 * production build: `next dev` has no prerendered files. Plain data with relative imports:
 * next.config.ts reads it.
 */
export const STATIC_HTML_ROUTE = "/api/static-html";

/** Most preferred first: brotli is about a fifth smaller than gzip for these pages. */
export const STATIC_HTML_ENCODINGS = ["br", "gzip"] as const;
export type StaticHtmlEncoding = (typeof STATIC_HTML_ENCODINGS)[number];

/** A page's name: its prerendered file (.next/server/pages/{name}.html) and its route segment. */
export const staticHtmlName = (page: string): string => (page === "/" ? "index" : page.slice(1));

export const staticHtmlNames: readonly string[] = prerenderedPagesWithoutRuntime.map(staticHtmlName);

/**
 * A regular expression (anchored by Next's `has` matcher) for an Accept-Encoding header that
 * accepts `encoding`: named, or `*`, with no `q=0`.
 */
export function acceptsEncoding(encoding: StaticHtmlEncoding): string {
  const refused = String.raw`\s*;\s*q\s*=\s*0(?:\.0*)?\s*(?:,|$)`;
  return String.raw`(?:.*,)?\s*(?:${encoding}|\*)(?!${refused})(?:\s*;[^,]*)?\s*(?:,.*)?`;
}

type Condition = { type: "header"; key: string; value?: string } | { type: "query"; key: string };
type Rewrite = { source: string; destination: string; has: Condition[]; missing?: Condition[] };

/** next.config `beforeFiles` rewrites: each page to its compressed copy, brotli before gzip. */
export function staticHtmlRewrites(): Rewrite[] {
  return prerenderedPagesWithoutRuntime.flatMap((page) =>
    STATIC_HTML_ENCODINGS.map((encoding) => ({
      source: page,
      destination: `${STATIC_HTML_ROUTE}/${encoding}/${staticHtmlName(page)}`,
      has: [{ type: "header" as const, key: "accept-encoding", value: acceptsEncoding(encoding) }],
      missing: [{ type: "header" as const, key: "rsc" }],
    })),
  );
}

/** Whether `pathname` is under the compressed copies' route (the proxy refuses it: each page has one address). */
export const isRewriteOnlyPath = (pathname: string): boolean =>
  pathname === STATIC_HTML_ROUTE || pathname.startsWith(`${STATIC_HTML_ROUTE}/`);
