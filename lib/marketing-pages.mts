/**
 * The pages served by the Pages Router without the framework's JavaScript (pages/_app.tsx):
 * pages that need no interaction beyond links and a few small inline scripts. They are held to
 * the Lighthouse budget (bench/lighthouse.mjs), linked to as documents
 * (components/site/site-link.tsx), compressed once (lib/static-html.mts) and sent without
 * Cross-Origin-Opener-Policy (lib/security-headers.ts). An .mts file, so that Node imports it as
 * it is (type stripping) from the benches and the e2e support.
 */

/** The public site's pages among them (in its frame, indexed): the five marketing pages, the privacy notice and the careers page (/library). */
export const marketingPages = ["/", "/about", "/programs", "/science", "/howtotab", "/privacy", "/library"] as const;

/** The sign-in screens among them (in the sign-in frame, kept out of search engines): the sign-up chooser. */
export const plainAuthPages = ["/signup"] as const;

/** Every page without the framework's JavaScript. */
export const pagesWithoutRuntime = [...marketingPages, ...plainAuthPages] as const;
