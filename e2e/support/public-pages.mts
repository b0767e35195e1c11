/**
 * The public pages, as the accessibility, layout and SEO specs and the benchmarks (bench/lib.mjs)
 * check them, from the one list (lib/static-site/pages.mts). An .mts file, so that Node imports it
 * as it is (type stripping) from the benches.
 */
import {
  aliasPages as aliases,
  marketingPages as marketing,
  pagesWithoutRuntime as withoutRuntime,
  prerenderedPagesWithoutRuntime as prerenderedWithoutRuntime,
  signInPages,
  sitePages as site,
} from "../../lib/static-site/pages.mts";

/** The site's pages (indexed, in the sitemap): lib/static-site/pages.mts. */
export const sitePages: readonly string[] = site;

/** The marketing pages with the Lighthouse budget, each one of the site's pages. */
export const marketingPages: readonly string[] = marketing;

/** The second addresses of pages, with their canonical URL. */
export const aliasPages: readonly { path: string; canonical: string }[] = aliases;

export const authPages: readonly string[] = signInPages;

/** Every page without the framework's JavaScript. */
export const pagesWithoutRuntime: readonly string[] = withoutRuntime;

/** Those prerendered: the files the site compresses once. */
export const prerenderedPagesWithoutRuntime: readonly string[] = prerenderedWithoutRuntime;

/** Every public page: the site's pages with each second address after the page it stands for, then the sign-in screens. */
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
