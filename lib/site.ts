/** A link to the foundation on a social network, shown in the footer. */
export type SocialLink = { label: string; href: string };

/**
 * Where the footer's "Follow us" leads. None yet: the footer shows no Follow us until one is
 * set here, e.g. `{ label: "Follow us on Instagram", href: "https://www.instagram.com/…" }`.
 */
const social: SocialLink | null = null;

/** The organisation's name as the site writes it. */
const name = "Mindful Minds Foundation";
const contactEmail = "hello@mindfulminds.example";

/**
 * Donation receipts and yearly statements (features/donations): the legal name they are issued
 * in (the site's name until the foundation's registered name differs), and the tax statement
 * printed on a receipt (one gift) and on a yearly statement (all of a year's gifts). We do not
 * know the foundation's registration or tax number, so the statements claim none: they say only
 * what is true of every gift. Once the foundation is registered, name its status and number
 * here, e.g. "… is a registered charity (no. 1234567)".
 */
const receipts = {
  legalName: name,
  taxStatement: `${name} is a not-for-profit organisation. No goods or services were provided in exchange for this donation.`,
  yearlyTaxStatement: `${name} is a not-for-profit organisation. No goods or services were provided in exchange for these donations.`,
};

/**
 * The foundation as instructors' invoices name it (features/invoices): the party billed, printed
 * in the invoice's company block and copied onto each invoice when it is made. Phone and postal
 * address are not known yet; until they are set here, invoices print "N/A" for them.
 */
const invoicing: { companyName: string; email: string; phone: string | null; address: string | null } = {
  companyName: receipts.legalName,
  email: contactEmail,
  phone: null,
  address: null,
};

/**
 * Site configuration: the organisation's public identity, in one place.
 * Pages, mails, metadata and the footer read it from here.
 */
export const site = {
  name,
  tagline: "Empowering Minds, Enriching Lives",
  footerTagline: "Growing Stronger Minds, Kinder Hearts",
  contactEmail,
  /** The browser's toolbar colour on phones (brand-600). */
  themeColor: "#2f6f5e",
  social,
  receipts,
  invoicing,
} as const;
