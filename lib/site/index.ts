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
 * printed on a receipt (one gift) and on a yearly statement (all of a year's gifts): only what is
 * true of every gift. The foundation's postal address, registration and any tax-relief statement
 * are configuration (FOUNDATION_ADDRESS, FOUNDATION_REGISTRATION, RECEIPT_TAX_STATEMENT in
 * lib/config/env.ts), printed on each receipt once set; without them a receipt claims no tax deduction.
 */
const receipts = {
  legalName: name,
  taxStatement: `${name} is a not-for-profit organisation. No goods or services were provided in exchange for this donation.`,
  yearlyTaxStatement: `${name} is a not-for-profit organisation. No goods or services were provided in exchange for these donations.`,
};

/**
 * The foundation as instructors' invoices name it (features/invoices): the party billed, printed
 * in the invoice's company block and copied onto each invoice when it is made. The phone is not
 * known yet (invoices print "N/A" until it is set here); the postal address is configuration,
 * FOUNDATION_ADDRESS (lib/config/env.ts), shared with the donation receipts.
 */
const invoicing: { companyName: string; email: string; phone: string | null } = {
  companyName: receipts.legalName,
  email: contactEmail,
  phone: null,
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
