import type { NextConfig } from "next";
import { pagesWithoutRuntime } from "../static-site/pages.mts";

/** One rule of next.config's `headers()`. */
type HeaderRule = Awaited<ReturnType<NonNullable<NextConfig["headers"]>>>[number];

/**
 * Security headers sent with every response (DESIGN.md 6). `storageOrigin` is the S3 origin when
 * files are in S3 (lib/storage/origin.ts): browsers upload to it and play videos and show images
 * from it, so connect-src, media-src and img-src allow that one origin, nothing broader.
 * `realtimeOrigins` are the WebSocket origins of a configured Pusher (lib/realtime/config.ts),
 * which connect-src allows too. Next computes these headers when it builds: set the S3 and Pusher
 * variables for `next build` too.
 */
export function securityHeaders(
  production: boolean,
  storageOrigin?: string,
  realtimeOrigins: readonly string[] = [],
): { key: string; value: string }[] {
  const storage = storageOrigin ? ` ${new URL(storageOrigin).origin}` : "";
  const realtime = realtimeOrigins.map((origin) => ` ${origin}`).join("");
  const csp = [
    "default-src 'self'",
    // Next.js inlines its bootstrap scripts; 'unsafe-eval' only in development for fast refresh.
    `script-src 'self' 'unsafe-inline'${production ? "" : " 'unsafe-eval'"}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${storage}`,
    "font-src 'self'",
    `connect-src 'self'${storage}${realtime}`,
    `media-src 'self' blob:${storage}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
  const headers = [
    { key: "Content-Security-Policy", value: csp },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=()" },
  ];
  if (production) headers.push({ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" });
  return headers;
}

/**
 * Cross-Origin-Opener-Policy: same-origin, on every path except the pages without the
 * framework's JavaScript (lib/static-site/pages.mts). It keeps other sites' windows from holding a reference to ours (no
 * opener to navigate or probe), which matters where the page shows an account's data.
 *
 * Those pages are sent without it because of what it costs: a document with this policy
 * starts in a new browsing context group, and Chromium then sets up a fresh JavaScript context on
 * the page's main thread when it commits the navigation. Measured on this project's CI machine, that
 * one task took about 110 ms instead of 30 to 40 ms, enough for a bare static page with our headers
 * to score 89 to 100 in Lighthouse (blocking time up to 446 ms) against 99 to 100 without the
 * policy (docs/performance.md). These pages show public text only; the visitor's name in their
 * header comes from a same-origin fetch that no other window can read.
 */
export function openerPolicyRule(): HeaderRule {
  const except = pagesWithoutRuntime.filter((path) => path !== "/").map((path) => path.slice(1));
  // path-to-regexp: any path with at least one character after "/" (so not "/") that is not one of them.
  return { source: `/:path((?!(?:${except.join("|")})$).+)`, headers: [OPENER_POLICY] };
}

const OPENER_POLICY = { key: "Cross-Origin-Opener-Policy", value: "same-origin" };

/**
 * The same policy on an App Router page that a rewrite serves at the path of a page without the
 * framework's JavaScript, told apart by its query (`/donation?status=…`, a payment's result:
 * features/donations/return-rewrite.ts).
 */
export function openerPolicyOn(rewrite: Pick<HeaderRule, "source" | "has">): HeaderRule {
  return { source: rewrite.source, has: rewrite.has, headers: [OPENER_POLICY] };
}
