import { prerenderedPagesWithoutRuntime, renderedViewOf, renderedViews, RENDERED_VIEWS_ROUTE } from "./marketing-pages.mts";

/**
 * The prerendered pages without the framework's JavaScript (lib/marketing-pages.mts), compressed
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

/** The queries that ask for a rendered view of `page` (lib/marketing-pages.mts `renderedViews`). */
const renderedQueries = (page: string): readonly string[] => (renderedViews as Readonly<Record<string, readonly string[]>>)[page] ?? [];

/**
 * next.config `beforeFiles` rewrites: each page to its compressed copy, brotli before gzip; not
 * a rendered view (`renderedViewRewrites` sends those to the page's twin).
 */
export function staticHtmlRewrites(): Rewrite[] {
  return prerenderedPagesWithoutRuntime.flatMap((page) =>
    STATIC_HTML_ENCODINGS.map((encoding) => ({
      source: page,
      destination: `${STATIC_HTML_ROUTE}/${encoding}/${staticHtmlName(page)}`,
      has: [{ type: "header" as const, key: "accept-encoding", value: acceptsEncoding(encoding) }],
      missing: [{ type: "header" as const, key: "rsc" }, ...renderedQueries(page).map((key) => ({ type: "query" as const, key }))],
    })),
  );
}

/** next.config `beforeFiles` rewrites: a page's views rendered per request (`?answer`, /login's `?callbackUrl`) to its twin. */
export function renderedViewRewrites(): Rewrite[] {
  return Object.entries(renderedViews).flatMap(([page, keys]) =>
    keys.map((key) => ({ source: page, has: [{ type: "query" as const, key }], destination: renderedViewOf(page) })),
  );
}

/**
 * Whether `pathname` is under the compressed copies' route or the rendered views' (the proxy
 * refuses those: each page has one address, and the twins are reached through the rewrites).
 */
export const isRewriteOnlyPath = (pathname: string): boolean =>
  [STATIC_HTML_ROUTE, RENDERED_VIEWS_ROUTE].some((route) => pathname === route || pathname.startsWith(`${route}/`));
