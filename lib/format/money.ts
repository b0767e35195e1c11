/**
 * Money as the site keeps it: a whole number of the currency's minor units (cents; whole yen,
 * since JPY has none) with its ISO 4217 code, never a floating-point amount. How many decimals
 * a currency has (its exponent) comes from the runtime's ICU data through Intl, not from a table
 * of ours.
 */

const digitsOf = new Map<string, number>();

/** The currency's exponent: how many decimals its amounts have (2 for USD, INR, EUR and GBP; 0 for JPY). */
export function currencyDigits(currency: string): number {
  const code = currency.toUpperCase();
  let digits = digitsOf.get(code);
  if (digits === undefined) {
    digits = new Intl.NumberFormat("en", { style: "currency", currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
    digitsOf.set(code, digits);
  }
  return digits;
}

const PLAIN_DECIMAL = /^(\d+)(?:\.(\d*))?$/;

/**
 * "10.5" → 1050 (USD), "250" → 250 (JPY), "250.00" → 250 (JPY): a plain non-negative decimal in
 * the currency's minor units. null when it is not one (a sign, an exponent, separators) or when
 * it has more decimals than the currency (trailing zeros aside): it would have to be rounded.
 */
export function toMinorUnits(decimal: string, currency: string): number | null {
  const match = PLAIN_DECIMAL.exec(decimal);
  if (!match) return null;
  const digits = currencyDigits(currency);
  const whole = match[1]!;
  const fraction = (match[2] ?? "").replace(/0+$/, "");
  if (fraction.length > digits) return null;
  const minor = Number(whole + fraction.padEnd(digits, "0"));
  return Number.isSafeInteger(minor) ? minor : null;
}

/** 1050 → "10.50" (USD), 250 → "250" (JPY): minor units as a plain decimal with the currency's decimals. */
export function fromMinorUnits(minor: number, currency: string): string {
  const digits = currencyDigits(currency);
  const sign = minor < 0 ? "-" : "";
  const text = String(Math.abs(minor)).padStart(digits + 1, "0");
  return digits === 0 ? `${sign}${text}` : `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}
