/** A link to the foundation on a social network, shown in the footer. */
export type SocialLink = { label: string; href: string };

/**
 * Where the footer's "Follow us" leads. None yet: the footer shows no Follow us until one is
 * set here, e.g. `{ label: "Follow us on Instagram", href: "https://www.instagram.com/…" }`.
 */
const social: SocialLink | null = null;

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
  social,
} as const;
