/**
 * The public navigation, in the order the top bar shows it (spec 01, section 2). `aliases`: other
 * paths of the same page, where its link is the current one too (/donation is the same page as
 * /donations, the failed-payment retry target).
 */
export const mainNav: readonly { href: string; label: string; aliases: readonly string[] }[] = [
  { href: "/about", label: "About Us", aliases: [] },
  { href: "/programs", label: "Programs", aliases: [] },
  { href: "/science", label: "Science", aliases: [] },
  { href: "/videos", label: "Videos", aliases: [] },
  { href: "/donations", label: "Donations", aliases: ["/donation"] },
  { href: "/gallery", label: "Gallery", aliases: [] },
  { href: "/library", label: "Careers", aliases: [] },
];

/**
 * What a visitor looks for from any page besides the main sections: the daily practice, the
 * library of books and guides (called Resources wherever it is named; `/library` is Careers, as the
 * spec's route map has it) and the contact form. Above the main bar on wide screens, after the main
 * links in the phone menu.
 */
export const quickNav: readonly { href: string; label: string; aliases: readonly string[] }[] = [
  { href: "/howtotab", label: "Daily Practice", aliases: [] },
  { href: "/resources", label: "Resources", aliases: [] },
  { href: "/contact", label: "Contact", aliases: [] },
];
