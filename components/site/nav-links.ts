/** The public navigation, in the order the top bar shows it (spec 01, section 2). */
export const mainNav = [
  { href: "/about", label: "About Us" },
  { href: "/programs", label: "Programs" },
  { href: "/science", label: "Science" },
  { href: "/videos", label: "Videos" },
  { href: "/donations", label: "Donations" },
  { href: "/gallery", label: "Gallery" },
  { href: "/library", label: "Careers" },
] as const;

/** /donation is the same page as /donations (the failed-payment retry target). */
const aliases: Record<string, string> = { "/donation": "/donations" };

/** Whether `href` is the page being shown (or a page below it). */
export function isActive(pathname: string | null, href: string): boolean {
  if (!pathname) return false;
  const current = aliases[pathname] ?? pathname;
  return current === href || current.startsWith(`${href}/`);
}
