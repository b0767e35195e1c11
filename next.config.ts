import type { NextConfig } from "next";
import { pageCacheRules } from "./lib/cache/page-cache";
import { realtimeOriginsFromEnv } from "./lib/realtime/config";
import { openerPolicyOn, openerPolicyRule, securityHeaders } from "./lib/http/security-headers";
import { s3OriginFromEnv } from "./lib/storage/origin";
import { staticHtmlRewrites } from "./lib/static-site/compressed.mts";
import { donationReturnRewrite } from "./features/donations/return-rewrite";

const nextConfig: NextConfig = {
  // PGlite ships WASM and data files that must be loaded from node_modules at run time,
  // and argon2 is a native addon: keep both out of the server bundle. So is Pusher's server
  // library (lib/realtime), a CommonJS package on node-fetch 2 with optional requires, and the
  // OpenTelemetry SDK (lib/observability/tracing.ts), which wraps node-postgres as Node loads it.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "@node-rs/argon2",
    "pusher",
    "@opentelemetry/sdk-node",
    "@opentelemetry/instrumentation-pg",
    "@opentelemetry/exporter-trace-otlp-http",
  ],
  // The S3 run of the e2e journeys builds into its own folder (playwright.config.ts), so the
  // default build in .next is left as it was.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // Bundle the Pages Router pages' packages, as the App Router's already are, instead of loading
  // them from node_modules at run time: drizzle-orm, zod and jose are ES modules there, and Node
  // loads drizzle-orm's ~440 files one by one (about 1.5 s at load 5; the first /videos after a
  // start took 2.5 to 4 s, 0.6 s bundled, and the server 440 MiB instead of 250: npm run bench:start).
  // serverExternalPackages above and Next's own list still stay external.
  bundlePagesRouterDependencies: true,
  // No ETag: Next hashes the whole body of every answer to make one, about 0.6 ms of CPU for the
  // App Router's catalogue at 10,000 videos (156 KB, bench:videos), more than serving a cached page
  // takes. The public pages are for a CDN to keep and revalidate (lib/cache/page-cache.ts); a browser
  // coming back to one gets it whole rather than a 304.
  generateEtags: false,
  // Next compresses every answer itself (gzip) unless COMPRESS=off: set it when a proxy or CDN in
  // front compresses (better, with brotli, and once per cached copy rather than per request).
  // Read when the server starts. The pages without the framework's JavaScript are compressed once
  // by the site itself, with brotli or gzip (lib/static-site/compressed.mts), and sent plain when it is off.
  compress: process.env.COMPRESS !== "off",
  // Receipts and statements (lib/pdf) embed the site's own fonts, read from node_modules at run
  // time: any route may send a receipt (the outbox drains after every response), so every route's
  // trace carries them on a host that bundles only what it traces (Vercel, standalone output).
  outputFileTracingIncludes: {
    "/**": [
      "./node_modules/@fontsource/{source-sans-3,noto-sans-devanagari,noto-sans-tamil}/files/*-{400,600}-normal.woff",
      "./node_modules/@fontsource/lora/files/*-600-normal.woff",
    ],
  },
  // `next dev` logs every server action's arguments by default: the sign-in and registration
  // forms' passwords among them. No secret is ever logged.
  logging: { serverFunctions: false },
  typedRoutes: false,
  // `npm test` runs tsc before it builds (SKIP_BUILD_TYPECHECK=1): Next's own TypeScript pass would
  // check the same files again (about 25 s of every build).
  typescript: { ignoreBuildErrors: process.env.SKIP_BUILD_TYPECHECK === "1" },
  // Turbopack keeps a filesystem cache of a build to make the next one faster; CI (CI=true, set
  // by .ci/run) builds a clean clone once and throws it away, so writing it (10 to 25 s) is skipped.
  experimental: {
    turbopackFileSystemCacheForBuild: process.env.CI !== "true",
    // Nothing Next keeps while the site runs is written under .next (a read-only deploy works),
    // and a restarted server never serves a page rendered from another database. (The listing
    // pages keep their HTML in memory themselves: lib/static-site/html-cache.ts.)
    isrFlushToDisk: false,
    // Next 16 loads every route's code right after the start (unstable_preloadEntries). It does
    // not make the first answer sooner (that waits for instrumentation-node.ts, then its own
    // route), it competes for the CPU with the requests of the first seconds (a /videos right
    // after the first answer: 0.6 to 1.6 s instead of 0.6 s), and keeps code of routes never asked
    // for (30 to 45 MiB). Each route's first request loads its own code instead: 0.05 to 0.12 s
    // more once the start has settled (npm run bench:start, load 5).
    preloadEntriesOnStart: false,
  },
  // In a production build the pages without the framework's JavaScript, compressed once
  // (lib/static-site/compressed.mts; `next dev` has no prerendered files to compress); a checkout's return
  // to /donation goes to the App Router's result view (features/donations/return-rewrite.ts).
  async rewrites() {
    const production = process.env.NODE_ENV === "production";
    return {
      beforeFiles: [...(production ? staticHtmlRewrites() : []), donationReturnRewrite],
      afterFiles: [],
      fallback: [],
    };
  },
  async headers() {
    return [
      {
        source: "/:path*",
        headers: securityHeaders(process.env.NODE_ENV === "production", s3OriginFromEnv(process.env), realtimeOriginsFromEnv(process.env)),
      },
      openerPolicyRule(),
      openerPolicyOn(donationReturnRewrite),
      // What a CDN may keep of the public pages, and their purge tags (lib/cache/page-cache.ts).
      ...pageCacheRules(),
    ];
  },
};

export default nextConfig;
