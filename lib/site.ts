/**
 * Site configuration: the organisation's public identity, in one place.
 * Pages, mails, metadata and the footer read it from here.
 */
export const site = {
  name: "Mindful Minds Foundation",
  tagline: "Empowering Minds, Enriching Lives",
  footerTagline: "Growing Stronger Minds, Kinder Hearts",
  contactEmail: "hello@mindfulminds.example",
  /** The browser's toolbar colour on phones (brand-600). */
  themeColor: "#2f6f5e",
  social: { label: "Follow us", href: "#" },
} as const;
