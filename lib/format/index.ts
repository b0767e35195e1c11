/** How the site writes numbers, dates and durations for people: one module, used by every screen. */

import { currencyDigits } from "./money";

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
 * "$25.00" / "$1,250.50" / "¥2,550": an amount in the currency's minor units (cents; whole yen)
 * as people read it, always with the currency's decimals (lib/format/money.ts currencyDigits). Written
 * the American way whatever the site's language (the foundation's donations are in US dollars).
 */
export function formatMoney(minor: number, currency = "usd"): string {
  const code = currency.toUpperCase();
  const digits = currencyDigits(code);
  let format = moneyFormats.get(code);
  if (!format) {
    format = new Intl.NumberFormat("en-US", {
      style: "currency",
      currency: code,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    moneyFormats.set(code, format);
  }
  return format.format(minor / 10 ** digits);
}

/** "42:10" / "30:00" / "1:02:05": a length as a clock shows it, in whole seconds (rounded). */
export function clockDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${sec}` : `${m}:${sec}`;
}

/**
 * "under an hour" / "5 hours" / "3 days": how long something has waited since `since`, as the
 * site says it ("waiting 3 days"); whole hours under a day, whole days after.
 */
export function formatWaited(since: Date | string, now: Date = new Date()): string {
  const from = typeof since === "string" ? new Date(since) : since;
  const hours = Math.floor(Math.max(0, now.getTime() - from.getTime()) / 3_600_000);
  if (hours < 1) return "under an hour";
  if (hours < 24) return hours === 1 ? "1 hour" : `${hours} hours`;
  const days = Math.floor(hours / 24);
  return days === 1 ? "1 day" : `${formatNumber(days)} days`;
}
