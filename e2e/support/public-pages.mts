/**
 * The public pages, as the accessibility, layout and SEO specs and the benchmarks (bench/lib.mjs)
 * check them. An .mts file, so that Node imports it as it is (type stripping) from the benches.
 * `sitePages` are the public site's pages (indexed, in the sitemap); `/donation` is the same page as
 * `/donations` (the retry target after a failed payment) with its canonical URL on /donations;
 * `authPages` are the sign-in and sign-up screens (public, but kept out of search engines).
 */
import {
  marketingPages as marketing,
  pagesWithoutRuntime as withoutRuntime,
  prerenderedPagesWithoutRuntime as prerenderedWithoutRuntime,
} from "../../lib/marketing-pages.mts";

export const sitePages = [
  "/",
  "/about",
  "/programs",
  "/science",
  "/howtotab",
  "/videos",
  "/resources",
  "/gallery",
  "/donations",
  "/library",
  "/contact",
  "/privacy",
] as const;

/** The marketing pages with the Lighthouse budget (Pages Router, no framework JavaScript), each one of the site's pages. */
export const marketingPages = marketing satisfies readonly (typeof sitePages)[number][];

export const aliasPages = [{ path: "/donation", canonical: "/donations" }] as const;

export const authPages = [
  "/auth",
  "/login",
  "/signup",
  "/signup/student",
  "/signup/instructor",
  "/signup/school",
  "/forgot-password",
] as const;

/** Every page without the framework's JavaScript (Pages Router): the marketing pages, the alias and the sign-in screens among them. */
export const pagesWithoutRuntime = withoutRuntime satisfies readonly (
  (typeof sitePages)[number] | (typeof aliasPages)[number]["path"] | (typeof authPages)[number]
)[];

/** Those prerendered (all but the forms and /auth): the files the site compresses once. */
export const prerenderedPagesWithoutRuntime: readonly string[] = prerenderedWithoutRuntime;

/** Every public page: the marketing pages with the alias after the page it stands for, then the sign-in screens. */
export const publicPages: string[] = [
  ...sitePages.flatMap((path) => [path, ...aliasPages.filter((alias) => alias.canonical === path).map((alias) => alias.path)]),
  ...authPages,
];

/**
 * The marketing pages' server-error page (pages/500.tsx). Next serves it with status 500 at this
 * path too, which is how the specs reach it without breaking a page.
 */
export const serverErrorPage = "/500";

export const viewports = [
  { name: "375px", width: 375, height: 812 },
  { name: "1280px", width: 1280, height: 800 },
] as const;
