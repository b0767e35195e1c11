import Link from "next/link";

/**
 * A link on the public pages. Next prefetches every link that scrolls into view by default: on
 * the home page that is some twenty page payloads and their scripts, fetched and parsed while a
 * phone is still starting the page, and Lighthouse counted it as blocking time. Public pages are
 * static and small, so they are fetched when followed instead.
 */
export function SiteLink(props: React.ComponentProps<typeof Link>) {
  return <Link prefetch={false} {...props} />;
}
