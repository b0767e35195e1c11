import Link from "next/link";
import { pagesWithoutRuntime } from "@/lib/static-site/pages.mts";

/** Whether `href` is one of the pages without the framework's JavaScript (served by the Pages Router), with or without a query or fragment. */
export function isPageWithoutRuntime(href: string): boolean {
  const path = href.split(/[?#]/)[0] ?? href;
  return (pagesWithoutRuntime as readonly string[]).includes(path);
}

/**
 * A link between pages of the site, in either router.
 *
 * - To a page without the framework's JavaScript (`lib/static-site/pages.mts`) it is a plain link, a full page load: those
 *   pages have no client router, and from an App Router page next/link would first fetch the
 *   target as a React Server Components payload, get a Pages Router page back and load it in full
 *   anyway (two requests).
 * - To any other page it is next/link without prefetching: by default Next prefetches every link
 *   that scrolls into view, some twenty page payloads on a public page, fetched while a phone is
 *   still starting it (Lighthouse counted it as blocking time). On the marketing pages, which
 *   ship no framework JavaScript, it is a plain link too.
 */
export function SiteLink({ href, ...props }: Omit<React.ComponentProps<"a">, "href"> & { href: string }) {
  if (isPageWithoutRuntime(href)) return <a href={href} {...props} />;
  return <Link prefetch={false} href={href} {...props} />;
}
