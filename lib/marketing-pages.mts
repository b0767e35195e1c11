/**
 * The pages served by the Pages Router without the framework's JavaScript (pages/_app.tsx): the
 * five marketing pages, the privacy notice and the careers page (/library). Pages that need no
 * interaction beyond links and a few small inline scripts. They are held to the Lighthouse budget
 * (bench/lighthouse.mjs), linked to as documents (components/site/site-link.tsx) and sent without
 * Cross-Origin-Opener-Policy (lib/security-headers.ts). An .mts file, so that Node imports it as
 * it is (type stripping) from the benches and the e2e support.
 */
export const marketingPages = ["/", "/about", "/programs", "/science", "/howtotab", "/privacy", "/library"] as const;

export type MarketingPage = (typeof marketingPages)[number];
