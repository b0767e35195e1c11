import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Our URLs as the caller can use them. Our own pages get paths (`/api/v1/files/download?…`),
 * which work however the site is reached (localhost, 127.0.0.1, behind a proxy). An API client
 * does not resolve them against our origin: a page on another origin (CORS_ORIGINS) resolves
 * them against its own, an app has no origin at all. So within an API call made with a Bearer
 * token or from another origin (apiRoute runs the handler in `forCaller`), paths become
 * absolute, on SITE_URL. Absolute URLs (S3's) pass unchanged.
 */
const scope = new AsyncLocalStorage<{ base: string | null }>();

/** Whether the request comes from an API client rather than one of our own pages. */
export function isApiClient(headers: Headers): boolean {
  if (headers.get("authorization")) return true;
  const origin = headers.get("origin");
  if (!origin) return false;
  try {
    const host = headers.get("x-forwarded-host")?.split(",")[0]?.trim() || headers.get("host");
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}

/** Runs `fn` with the base its URLs are made absolute on: `siteUrl` for an API client, none for our pages. */
export function forCaller<T>(headers: Headers, siteUrl: string, fn: () => T): T {
  return scope.run({ base: isApiClient(headers) ? siteUrl : null }, fn);
}

/** `url` as the current caller can use it (see above). */
export function urlForCaller(url: string): string {
  const base = scope.getStore()?.base;
  return base && url.startsWith("/") && !url.startsWith("//") ? `${base}${url}` : url;
}
