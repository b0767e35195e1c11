/**
 * The public site's pages: every page served by the Pages Router without the framework's
 * JavaScript (pages/_app.tsx), one line each (lib/static-site/README.md). They are held to the
 * Lighthouse budget (bench/lighthouse.mjs), linked to as documents (components/site/site-link.tsx)
 * and sent without Cross-Origin-Opener-Policy (lib/http/security-headers.ts). An .mts file, so
 * that Node imports it as it is (type stripping) from the benches and the e2e support.
 */
export type PublicPage = {
  /** `site`: in the site's frame, indexed, in the sitemap. `sign-in`: the sign-in frame, kept out of search engines. */
  frame: "site" | "sign-in";
  /**
   * `build`: prerendered by `next build` and compressed once (./compressed.mts). `request`:
   * rendered by getServerSideProps, its HTML kept per address (./html-cache.ts).
   */
  render: "build" | "request";
  /** It posts a form to itself (./form-page.ts). */
  form?: true;
  /** A listing whose content staff change (its HTML expired with its tag, lib/cache/page-cache.ts). */
  listing?: true;
  /** Another address of the page at this path: its canonical URL. */
  canonical?: string;
};

export const publicPages = {
  "/": { frame: "site", render: "build" },
  "/about": { frame: "site", render: "build" },
  "/programs": { frame: "site", render: "build" },
  "/science": { frame: "site", render: "build" },
  "/howtotab": { frame: "site", render: "build" },
  "/privacy": { frame: "site", render: "build" },
  // The API reference, from the OpenAPI document (registry/api-docs.ts).
  "/developers": { frame: "site", render: "build" },
  // The careers page.
  "/library": { frame: "site", render: "build" },
  "/contact": { frame: "site", render: "request", form: true },
  "/donations": { frame: "site", render: "request", form: true },
  // The spec's retry address after a failed payment; a checkout's return to it (`?status=…`) is an
  // App Router page behind a rewrite (features/donations/return-rewrite.ts).
  "/donation": { frame: "site", render: "request", form: true, canonical: "/donations" },
  "/videos": { frame: "site", render: "request", listing: true },
  "/resources": { frame: "site", render: "request", listing: true },
  "/gallery": { frame: "site", render: "request", listing: true },
  "/login": { frame: "sign-in", render: "request", form: true },
  "/signup": { frame: "sign-in", render: "build" },
  "/signup/student": { frame: "sign-in", render: "request", form: true },
  "/signup/instructor": { frame: "sign-in", render: "request", form: true },
  "/signup/school": { frame: "sign-in", render: "request", form: true },
  "/forgot-password": { frame: "sign-in", render: "request", form: true },
  // Where a guest is sent from a protected page: its Login carries the callbackUrl on.
  "/auth": { frame: "sign-in", render: "request" },
} as const satisfies Record<string, PublicPage>;

export type PublicPath = keyof typeof publicPages;

const paths = Object.keys(publicPages) as PublicPath[];
const where = (test: (page: PublicPage) => boolean): PublicPath[] => paths.filter((path) => test(publicPages[path]));

/** Every page without the framework's JavaScript. */
export const pagesWithoutRuntime: readonly PublicPath[] = paths;

/** Those prerendered at build time, compressed once: files that change only with a deploy. */
export const prerenderedPagesWithoutRuntime: readonly PublicPath[] = where((page) => page.render === "build");

/** The site's own pages (indexed), without their second addresses. */
export const sitePages: readonly PublicPath[] = where((page) => page.frame === "site" && !("canonical" in page));

/** The sign-in and sign-up screens. */
export const signInPages: readonly PublicPath[] = where((page) => page.frame === "sign-in");

/** The pages whose content changes with a deploy only (not a listing, not a second address, not /auth, which carries its callbackUrl): public for a CDN to keep. */
export const staticPublicPages: readonly PublicPath[] = where((page) => !("listing" in page) && !("canonical" in page)).filter(
  (path) => path !== "/auth",
);

/** The second addresses of pages, with their canonical URL. */
export const aliasPages: readonly { path: PublicPath; canonical: string }[] = paths.flatMap((path) => {
  const page: PublicPage = publicPages[path];
  return page.canonical ? [{ path, canonical: page.canonical }] : [];
});

/** The site's pages in its frame that are neither a listing nor a second address: the marketing pages, privacy, careers, contact and the donation form. */
export const marketingPages: readonly PublicPath[] = where(
  (page) => page.frame === "site" && !("listing" in page) && !("canonical" in page),
);
