import { env } from "@/lib/config/env";
import { ForbiddenError } from "@/lib/errors";
import { hasSessionCookie } from "@/lib/session/cookie";

/*
 * Who sent a request and from which page, apart from lib/http/index.ts (which re-exports it): the form
 * pages' getServerSideProps (lib/static-site/form-page.ts) checks their posts with it, and a
 * Pages Router page may not reach next/headers, which lib/http/index.ts does through lib/session/actor.ts.
 */

/**
 * The visitor's address, for rate limits. Only a proxy we trust (TRUST_PROXY=true) can tell it:
 * without one, X-Forwarded-For is whatever the client sent, so every request shares one bucket
 * rather than letting a client pick a fresh address per request. With one, the header's last
 * entry: the address our proxy received the request from (it appends it); every entry before is
 * whatever the client sent, and taking the first let a client pick a fresh bucket per request.
 */
export function clientIp(req: { headers: Headers }): string {
  if (!env().trustProxy) return UNTRUSTED_NETWORK;
  const last = req.headers.get("x-forwarded-for")?.split(",").at(-1)?.trim();
  return last || req.headers.get("x-real-ip") || UNKNOWN_CLIENT;
}

/** What clientIp answers without a trusted proxy: every visitor's address. */
export const UNTRUSTED_NETWORK = "untrusted-network";
const UNKNOWN_CLIENT = "unknown";

/** Whether `clientIp` told one client from another (a trusted proxy named its address), not a bucket every visitor shares. */
export function isOneClient(ip: string): boolean {
  return ip !== UNTRUSTED_NETWORK && ip !== UNKNOWN_CLIENT;
}

/** Scheme, host and port of a URL (default ports dropped, host lower-cased); null when it is not one. */
function originOf(url: string): string | null {
  try {
    const origin = new URL(url).origin;
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
}

/** The names of this machine's loopback interface. */
const LOOPBACK_HOSTS = ["localhost", "127.0.0.1", "[::1]"];

/**
 * SITE_URL's origin and, in the embedded mode when SITE_URL names this machine's loopback
 * (localhost, 127.0.0.1 or [::1]), the same scheme and port under the other two names: the demo
 * is one site whichever of them a newcomer opens. In production SITE_URL's origin alone.
 */
function siteOrigins(): string[] {
  const { siteUrl, mode } = env();
  const url = new URL(siteUrl);
  if (mode !== "embedded" || !LOOPBACK_HOSTS.includes(url.hostname)) return [url.origin];
  return LOOPBACK_HOSTS.map((host) => {
    url.hostname = host;
    return url.origin;
  });
}

/**
 * The origins our own pages have: SITE_URL's (`siteOrigins`) and, behind a proxy we trust
 * (TRUST_PROXY=true), the one it says the visitor used (X-Forwarded-Proto and X-Forwarded-Host).
 * Without a trusted proxy those headers are whatever the client sent, so they count for nothing.
 */
function ownOrigins(headers: Headers): string[] {
  const { trustProxy } = env();
  const origins: (string | null)[] = siteOrigins();
  const forwardedHost = headers.get("x-forwarded-host")?.split(",")[0]?.trim();
  const forwardedProto = headers.get("x-forwarded-proto")?.split(",")[0]?.trim();
  if (trustProxy && forwardedHost && forwardedProto) origins.push(originOf(`${forwardedProto}://${forwardedHost}`));
  return origins.filter((o): o is string => o !== null);
}

/**
 * Mutations a browser could send with our session cookie must come from our own origin: the
 * Origin header's scheme, host and port equal SITE_URL's (or a trusted proxy's, above; in the
 * embedded mode a loopback name's on SITE_URL's port too). Browsers
 * send Origin with every cross-site POST, PUT, PATCH and DELETE; a request that carries the
 * session cookie but no Origin is accepted only when the browser says it is same-origin
 * (`Sec-Fetch-Site: same-origin`). Bearer requests are exempt (browsers never attach a Bearer
 * token by themselves, and with one the cookie is not read), and so is a request with neither
 * Origin nor session cookie (an API client signing in). The sign-in forms' server actions call
 * this with the request's headers: a foreign page posting one would sign the browser in (login
 * CSRF), so there the rule holds with no cookie too. Route handlers go through apiRoute, which
 * calls it only for requests that carry the session cookie (see there).
 */
export function assertSameOrigin(method: string, headers: Headers): void {
  if (!isSameOrigin(method, headers)) throw new ForbiddenError("Cross-site requests are not allowed");
}

/** Whether `assertSameOrigin` lets the request through. */
export function isSameOrigin(method: string, headers: Headers): boolean {
  if (["GET", "HEAD", "OPTIONS"].includes(method.toUpperCase()) || headers.get("authorization")) return true;
  const origin = headers.get("origin");
  if (origin === null) return !hasSessionCookie(headers) || headers.get("sec-fetch-site") === "same-origin";
  const claimed = originOf(origin);
  return claimed !== null && ownOrigins(headers).includes(claimed);
}
