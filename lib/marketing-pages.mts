/**
 * The pages served by the Pages Router without the framework's JavaScript (pages/_app.tsx):
 * pages that need no interaction beyond links and a few small inline scripts. They are held to
 * the Lighthouse budget (bench/lighthouse.mjs), linked to as documents
 * (components/site/site-link.tsx), compressed once when prerendered (lib/static-html.mts) and sent without
 * Cross-Origin-Opener-Policy (lib/security-headers.ts). An .mts file, so that Node imports it as
 * it is (type stripping) from the benches and the e2e support.
 */

/**
 * The public site's pages among them (in its frame, indexed): the five marketing pages, the
 * privacy notice, the careers page (/library), the contact page and the donation form.
 */
export const marketingPages = [
  "/",
  "/about",
  "/programs",
  "/science",
  "/howtotab",
  "/privacy",
  "/library",
  "/contact",
  "/donations",
] as const;

/**
 * /donation, the same page as /donations (the spec's retry address; its canonical URL is
 * /donations). A checkout's return to it (`?status=…`) is an App Router page behind a rewrite
 * (features/donations/return-rewrite.ts), which gets Cross-Origin-Opener-Policy by its own rule
 * (lib/security-headers.ts `openerPolicyOn`).
 */
export const aliasPages = ["/donation"] as const;

/**
 * The sign-in screens among them (in the sign-in frame, kept out of search engines): the sign-in
 * form, the sign-up chooser, the three sign-up forms, the forgot-password form, and /auth, where
 * a guest is sent from a protected page.
 */
export const plainAuthPages = [
  "/login",
  "/signup",
  "/signup/student",
  "/signup/instructor",
  "/signup/school",
  "/forgot-password",
  "/auth",
] as const;

/**
 * The listing pages among them (their content changes with the site's, so they are rendered per
 * request and their HTML kept per address: lib/kept-pages-server.ts): the video catalogue, the library's /resources and the photo gallery.
 */
export const listingPages = ["/videos", "/resources", "/gallery"] as const;

/** Every page without the framework's JavaScript. */
export const pagesWithoutRuntime = [...marketingPages, ...aliasPages, ...plainAuthPages, ...listingPages] as const;

/**
 * The forms among them: each page answers its own post (lib/static-site/form-page.ts), so it is
 * rendered per request, its HTML for a GET kept per address (lib/kept-pages-server.ts).
 */
export const formPages = [
  "/contact",
  "/donations",
  "/donation",
  "/login",
  "/signup/student",
  "/signup/instructor",
  "/signup/school",
  "/forgot-password",
] as const satisfies readonly (typeof pagesWithoutRuntime)[number][];

/**
 * Those rendered per request (getServerSideProps): the form pages, /auth, whose Login link
 * carries the callbackUrl on, and the listing pages.
 */
export const renderedPagesWithoutRuntime = [
  ...formPages,
  "/auth",
  ...listingPages,
] as const satisfies readonly (typeof pagesWithoutRuntime)[number][];

/** Those prerendered at build time: files that change only with a deploy. */
export const prerenderedPagesWithoutRuntime = pagesWithoutRuntime.filter(
  (page) => !(renderedPagesWithoutRuntime as readonly string[]).includes(page),
);
