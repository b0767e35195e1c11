import Link from "next/link";

/**
 * A link on the public pages, in either router. On the marketing pages (no framework JavaScript)
 * it is a plain link. On App Router pages it navigates without a reload but is not prefetched:
 * by default Next prefetches every link that scrolls into view, some twenty page payloads on a
 * public page, fetched while a phone is still starting it (Lighthouse counted it as blocking
 * time). From an App Router page to a marketing page use a plain <a>: the App Router would fetch
 * the target, find a Pages Router page and reload anyway.
 */
export function SiteLink(props: React.ComponentProps<typeof Link>) {
  return <Link prefetch={false} {...props} />;
}
