import { env } from "@/lib/config/env";

/**
 * Cross-origin calls to /api/v1 (CORS_ORIGINS): pages on the named origins may call the API with
 * a Bearer token. Credentials are never allowed cross-origin (no
 * Access-Control-Allow-Credentials), so a browser never sends our session cookie on such a call
 * nor lets the page read an answer made with it. Any other origin gets no CORS header at all and
 * its browser keeps the answer from the page.
 *
 * Kept apart from lib/http/index.ts so the proxy (proxy.ts), which answers the preflights, loads no
 * database or session code.
 */

const ALLOW_METHODS = "GET, POST, PUT, PATCH, DELETE";
const ALLOW_HEADERS = "Authorization, Content-Type";
/** What a cross-origin client may read besides the safelisted headers: getAllVideos' paging and a 429's wait. */
const EXPOSE_HEADERS = "X-Total-Count, Link, Retry-After";
/** Seconds a browser may reuse a preflight's answer (Chromium caps it at 7200). */
const MAX_AGE = "3600";

/** The request's Origin when CORS_ORIGINS names it exactly, else null. */
export function allowedCorsOrigin(headers: Headers): string | null {
  const origin = headers.get("origin");
  return origin !== null && env().corsOrigins.includes(origin) ? origin : null;
}

/** Answers differ by Origin once any origin is allowed: shared caches must key them by it. */
function varyOnOrigin(headers: Headers): void {
  if (env().corsOrigins.length === 0) return;
  const vary = headers.get("vary");
  if (!vary) headers.set("Vary", "Origin");
  else if (!vary.split(",").some((v) => v.trim().toLowerCase() === "origin")) headers.set("Vary", `${vary}, Origin`);
}

/**
 * The answer to a CORS preflight (an OPTIONS request with Access-Control-Request-Method, which
 * only browsers send): 204, with the CORS headers for an allowed origin and none for any other.
 * Null when the request is no preflight (a plain OPTIONS is the route's own).
 */
export function preflightResponse(req: Request): Response | null {
  if (req.method !== "OPTIONS" || !req.headers.has("access-control-request-method")) return null;
  const headers = new Headers();
  const origin = allowedCorsOrigin(req.headers);
  if (origin) {
    headers.set("Access-Control-Allow-Origin", origin);
    headers.set("Access-Control-Allow-Methods", ALLOW_METHODS);
    headers.set("Access-Control-Allow-Headers", ALLOW_HEADERS);
    headers.set("Access-Control-Max-Age", MAX_AGE);
  }
  varyOnOrigin(headers);
  return new Response(null, { status: 204, headers });
}

/** Adds the CORS headers of an actual (not preflight) answer to `response`, in place. */
export function withCors(req: Request, response: Response): Response {
  const origin = allowedCorsOrigin(req.headers);
  if (origin) {
    response.headers.set("Access-Control-Allow-Origin", origin);
    response.headers.set("Access-Control-Expose-Headers", EXPOSE_HEADERS);
  }
  varyOnOrigin(response.headers);
  return response;
}
