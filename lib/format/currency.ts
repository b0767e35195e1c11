/**
 * The ISO 4217 codes of the currencies in use, as the runtime's Unicode CLDR data lists them
 * (`Intl.supportedValuesOf("currency")`: 162 codes in Node 24 with CLDR 48, kept current by each
 * Node release). Fund codes, precious metals, XTS (testing) and XXX (no currency) are not among
 * them: nothing is paid in those.
 */
const CURRENCY_CODES: ReadonlySet<string> = new Set(Intl.supportedValuesOf("currency"));

/** Whether `code` is the ISO 4217 code of a currency in use, in either case ("usd" as Stripe writes it, "USD"). */
export function isCurrencyCode(code: string): boolean {
  return /^[A-Za-z]{3}$/.test(code) && CURRENCY_CODES.has(code.toUpperCase());
}
