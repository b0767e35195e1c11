/**
 * The five marketing pages: served by the Pages Router without the framework's JavaScript
 * (pages/_app.tsx), held to the Lighthouse budget (bench/lighthouse.mjs) and sent without
 * Cross-Origin-Opener-Policy (lib/security-headers.ts). An .mts file, so that Node imports it as
 * it is (type stripping) from the benches and the e2e support.
 */
export const marketingPages = ["/", "/about", "/programs", "/science", "/howtotab"] as const;

export type MarketingPage = (typeof marketingPages)[number];
