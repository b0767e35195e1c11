/** How the site writes numbers, dates and durations for people: one module, used by every screen. */

/** "12 min" / "1 h 5 min" / "45 s": a video's length for people. */
export function humanDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds));
  if (s < 60) return `${s} s`;
  const minutes = Math.round(s / 60);
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m ? `${h} h ${m} min` : `${h} h`;
}

/** ISO 8601 duration for machines (schema.org's VideoObject.duration): PT1H2M3S; at least PT0S. */
export function isoDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  return `PT${h ? `${h}H` : ""}${m ? `${m}M` : ""}${sec || (!h && !m) ? `${sec}S` : ""}`;
}

/** The site's language: British English, as its copy. */
export const SITE_LOCALE = "en-GB";

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * "25 Nov 2026": a date as the site writes it, in `timeZone` (the viewer's own in the browser;
 * UTC on the server, which does not know it). Day first and the month in words, so it reads the
 * same to a British and an American reader.
 */
export function formatDate(value: Date | string, timeZone?: string): string {
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return "";
  const key = timeZone ?? "";
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(SITE_LOCALE, { day: "numeric", month: "short", year: "numeric", ...(timeZone ? { timeZone } : {}) });
    dateFormats.set(key, format);
  }
  return format.format(date);
}

const numberFormat = new Intl.NumberFormat(SITE_LOCALE);

/** "1,234": a count as the site writes it. */
export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * "$25.00" / "$1,250.50": an amount in the currency's smallest unit (cents) as people read it,
 * always with two decimals. Amounts are in US dollars (the foundation's donations), so they
 * are written the American way whatever the site's language.
 */
export function formatMoney(cents: number, currency = "usd"): string {
  const code = currency.toUpperCase();
  let format = moneyFormats.get(code);
  if (!format) {
    format = new Intl.NumberFormat("en-US", { style: "currency", currency: code, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    moneyFormats.set(code, format);
  }
  return format.format(cents / 100);
}
