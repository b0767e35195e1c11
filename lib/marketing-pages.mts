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

/** The forms among them: a post is answered on the page's `?answer` view (lib/form-answer-cookie.ts). */
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
 * The views of a prerendered page that are rendered per request, by the query that asks for
 * them: a form's answer (`?answer`), and on /login the callbackUrl it carries on. A request with
 * one of them is rewritten (lib/static-html.mts `renderedViewRewrites`) to the page's twin under
 * `RENDERED_VIEWS_ROUTE` (pages/answers/: the same page with getServerSideProps); without, the
 * page is the prerendered file, compressed once.
 */
export const renderedViews = {
  "/contact": ["answer"],
  "/login": ["answer", "callbackUrl"],
  "/signup/student": ["answer"],
  "/signup/instructor": ["answer"],
  "/signup/school": ["answer"],
  "/forgot-password": ["answer"],
} as const satisfies Partial<Record<(typeof formPages)[number], readonly string[]>>;

export const RENDERED_VIEWS_ROUTE = "/answers";

/** The twin of a page with rendered views: `/answers/contact` for `/contact`. */
export const renderedViewOf = (page: string): string => `${RENDERED_VIEWS_ROUTE}${page}`;

/**
 * Those rendered per request for every view (getServerSideProps): the donation form, which shows
 * the running server's settings (the largest gift, how gifts are paid), /auth, whose Login
 * link carries the callbackUrl on, and the listing pages.
 */
export const renderedPagesWithoutRuntime = [
  "/donations",
  "/donation",
  "/auth",
  ...listingPages,
] as const satisfies readonly (typeof pagesWithoutRuntime)[number][];

/** Those prerendered at build time: files that change only with a deploy. */
export const prerenderedPagesWithoutRuntime = pagesWithoutRuntime.filter(
  (page) => !(renderedPagesWithoutRuntime as readonly string[]).includes(page),
);
