import { z } from "zod";
import { clockDuration } from "@/lib/format";
import { currencyDigits, fromMinorUnits, toMinorUnits } from "@/lib/format/money";
import { MAX_VIDEO_SECONDS } from "@/lib/uploads/rules";
import { seenUpdatedAt } from "@/lib/validate";

/**
 * Video settings (features/video-settings/README.md): the price paid per approved video and the
 * longest video an upload may be. The API and the form take the spec's string forms ("$10.50",
 * "00:30"), the earlier site's "30min" and structured numbers; these pure functions read and write
 * them, for the form (react-hook-form + zodResolver) and the service alike.
 */

/** The spec's currency choices (spec 02 §5 and §9), each by its ISO 4217 code; the first is the default. */
export const CURRENCIES = [
  { code: "USD", symbol: "$", amountsIn: "US dollars" },
  { code: "INR", symbol: "₹", amountsIn: "Indian rupees" },
  { code: "EUR", symbol: "€", amountsIn: "euros" },
  { code: "GBP", symbol: "£", amountsIn: "pounds sterling" },
  { code: "JPY", symbol: "¥", amountsIn: "Japanese yen" },
] as const;
export type CurrencyCode = (typeof CURRENCIES)[number]["code"];
export const CURRENCY_CODES = CURRENCIES.map((c) => c.code) as [CurrencyCode, ...CurrencyCode[]];

export function currencySymbol(code: CurrencyCode): string {
  return CURRENCIES.find((c) => c.code === code)!.symbol;
}

/** A currency by its code (any case) or its symbol; undefined when it is none of the five. */
export function currencyOf(text: string): CurrencyCode | undefined {
  const wanted = text.trim();
  return CURRENCIES.find((c) => c.code === wanted.toUpperCase() || c.symbol === wanted)?.code;
}

/**
 * The record the migration creates: $10.00 a video (the spec names no price; a round figure an
 * admin changes on the first visit) and at most 30 minutes (the spec's 00:30, the foundation's
 * daily practice).
 */
export const DEFAULT_VIDEO_SETTINGS = { currency: "USD", pricePerVideoMinor: 1000, maxVideoLengthSeconds: 30 * 60 } as const;

/** The highest price per video, in whole units of the currency (the database allows no more: 10,000,000 minor units). */
export const MAX_PRICE = 100_000;
export const maxPriceMinor = (currency: CurrencyCode) => MAX_PRICE * 10 ** currencyDigits(currency);

/** The maximum length is whole minutes, from one minute to the longest video any upload may be (six hours). */
export const MIN_LENGTH_SECONDS = 60;
export const MAX_LENGTH_SECONDS = MAX_VIDEO_SECONDS;

// ── Writing ──

/** The spec's `pricePerVideo`: the symbol, then the amount, without decimals when it is whole ("$10", "$10.50", "¥250"). */
export function priceText(minor: number, currency: CurrencyCode): string {
  return currencySymbol(currency) + fromMinorUnits(minor, currency).replace(/\.0+$/, "");
}

/** The spec's `maxVideoLength`: "HH:MM" ("00:30", "01:15"). */
export function lengthText(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** What an upload form and the server say of a video longer than the maximum (clock forms: "42:10", "30:00"). */
export function tooLongMessage(seconds: number, maxSeconds: number): string {
  return `This video is ${clockDuration(seconds)} long; videos may be at most ${clockDuration(maxSeconds)}.`;
}

// ── Reading ──

const PRICE_FORMAT = 'Please enter the price per video as a number, for example "10.50"';
const LENGTH_FORMAT = 'Please enter the maximum video length as HH:MM, for example "00:30"';
export const PRICE_REQUIRED = "Please enter the price per video";
export const LENGTH_REQUIRED = "Please enter the maximum video length";
const CURRENCY_MESSAGE = `The currency must be one of ${CURRENCIES.map((c) => `${c.symbol} (${c.code})`).join(", ")}`;

type Read<T> = { ok: true; value: T } | { ok: false; message: string };
const fail = (message: string) => ({ ok: false, message }) as const;

/**
 * A price as it may be written: "10.50", "$10.50", "₹ 250" (a symbol first fixes the currency) or
 * a number. The amount as a plain decimal string, and the currency its symbol names, if any.
 */
export function readPriceText(value: string | number): Read<{ decimal: string; currency?: CurrencyCode }> {
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return fail(PRICE_FORMAT);
    if (value < 0) return fail("The price per video cannot be negative");
    // Tiny numbers print with an exponent ("1e-7"): more decimals than any currency has.
    const text = String(value);
    if (/e/i.test(text)) return value >= 1 ? fail(tooExpensive()) : fail("The price per video can have at most two decimals");
    return { ok: true, value: { decimal: text } };
  }
  let text = value.trim();
  if (text === "") return fail(PRICE_REQUIRED);
  const symbol = CURRENCIES.find((c) => text.startsWith(c.symbol));
  if (symbol) text = text.slice(symbol.symbol.length).trim();
  if (text.startsWith("-")) return fail("The price per video cannot be negative");
  if (!/^\d+(\.\d+)?$/.test(text)) return fail(PRICE_FORMAT);
  return { ok: true, value: { decimal: text, ...(symbol ? { currency: symbol.code } : {}) } };
}

function tooExpensive(currency?: CurrencyCode): string {
  return `The price per video can be at most ${currency ? currencySymbol(currency) : ""}${MAX_PRICE.toLocaleString("en-US")}`;
}

/** A price in `currency`'s minor units: its decimals must fit the currency (two, none for the yen), and it is at most MAX_PRICE. */
export function priceMinor(decimal: string, currency: CurrencyCode): Read<number> {
  const minor = toMinorUnits(decimal, currency);
  if (minor === null) {
    if (!/^\d+(\.\d+)?$/.test(decimal)) return fail(PRICE_FORMAT);
    if (/^\d{16,}/.test(decimal)) return fail(tooExpensive(currency));
    return currencyDigits(currency) === 0
      ? fail(`Prices in ${currencySymbol(currency)} (${currency}) are whole numbers: the yen has no smaller unit`)
      : fail(`The price per video can have at most ${currencyDigits(currency)} decimals`);
  }
  return checkedMinor(minor, currency);
}

/** A price already in minor units (`pricePerVideoMinor`): a whole number from 0 to MAX_PRICE. */
export function checkedMinor(minor: number, currency: CurrencyCode): Read<number> {
  if (!Number.isInteger(minor)) return fail("pricePerVideoMinor must be a whole number of the currency's smallest unit");
  if (minor < 0) return fail("The price per video cannot be negative");
  if (minor > maxPriceMinor(currency)) return fail(tooExpensive(currency));
  return { ok: true, value: minor };
}

/**
 * A maximum length as it may be written: "HH:MM" (the time input's value; "HH:MM:00" too), the
 * earlier site's minutes ("30min", "30 minutes", "30") or a number of minutes. In seconds,
 * whole minutes from 00:01 to 06:00.
 */
export function readLength(value: string | number): Read<number> {
  let minutes: number;
  if (typeof value === "number") {
    if (!Number.isInteger(value)) return fail("The maximum video length must be whole minutes");
    minutes = value;
  } else {
    const text = value.trim();
    if (text === "") return fail(LENGTH_REQUIRED);
    const clock = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(text);
    const legacy = /^(\d{1,4})\s*(?:m|min|mins|minute|minutes)?$/i.exec(text);
    if (clock) {
      if (Number(clock[2]) > 59) return fail(LENGTH_FORMAT);
      if (clock[3] !== undefined && clock[3] !== "00") return fail("The maximum video length must be whole minutes");
      minutes = Number(clock[1]) * 60 + Number(clock[2]);
    } else if (legacy) {
      minutes = Number(legacy[1]);
    } else {
      return fail(LENGTH_FORMAT);
    }
  }
  return checkedLength(minutes * 60);
}

/** A maximum length already in seconds (`maxVideoLengthSeconds`): whole minutes from 00:01 to 06:00. */
export function checkedLength(seconds: number): Read<number> {
  if (!Number.isInteger(seconds) || seconds % 60 !== 0) return fail("The maximum video length must be whole minutes");
  if (seconds < MIN_LENGTH_SECONDS) return fail("The maximum video length must be at least one minute (00:01)");
  if (seconds > MAX_LENGTH_SECONDS) return fail("The maximum video length can be at most 06:00: no video may be longer than 6 hours");
  return { ok: true, value: seconds };
}

// ── The API's body ──

/**
 * PUT VideoSetting/updateVideosetting/{id}: the spec's `pricePerVideo` and `maxVideoLength`
 * (strings, or numbers), or the structured `currency`, `pricePerVideoMinor` and
 * `maxVideoLengthSeconds`; `updatedAt`, the version the person saw (our form sends it: one
 * changed since is 409). What they say together is worked out by `settingsChange`.
 */
export const videoSettingsBodySchema = z.strictObject({
  currency: z.string(CURRENCY_MESSAGE).max(10, CURRENCY_MESSAGE).optional(),
  pricePerVideo: z.union([z.string().max(40, PRICE_FORMAT), z.number()], PRICE_FORMAT).optional(),
  pricePerVideoMinor: z.number("pricePerVideoMinor must be a whole number of the currency's smallest unit").optional(),
  maxVideoLength: z.union([z.string().max(40, LENGTH_FORMAT), z.number()], LENGTH_FORMAT).optional(),
  maxVideoLengthSeconds: z.number("maxVideoLengthSeconds must be a whole number of minutes, in seconds").optional(),
  updatedAt: seenUpdatedAt("video settings"),
});
export type VideoSettingsBody = z.output<typeof videoSettingsBodySchema>;

export type VideoSettingsValues = { currency: CurrencyCode; pricePerVideoMinor: number; maxVideoLengthSeconds: number };

/**
 * The one value of several forms of one amount (a price as text and in minor units): a form left
 * as it is gives way to one that changes it; two that change it must agree.
 */
function oneValue<T>(given: readonly { key: string; value: T }[], current: T): { key: string; value: T } | "disagree" | undefined {
  const changed = given.filter((g) => g.value !== current);
  const distinct = new Set(changed.map((g) => g.value));
  if (distinct.size > 1) return "disagree";
  return changed[0] ?? given[0];
}

/**
 * What a body changes, read against the record as it is (`current`): the currency named by
 * `currency` or by the price's symbol (else the current one), the price in that currency's minor
 * units, the length in seconds. Each field's problem is in `fields`, keyed by the body's key.
 * A form a client sends back unchanged (our whole answer, with one form edited) gives way to the
 * one it changed; two forms that change a setting differently are refused. A new currency needs
 * its price too: an amount in dollars is not one in yen.
 */
export function settingsChange(
  body: VideoSettingsBody,
  current: VideoSettingsValues,
): { ok: true; change: Partial<VideoSettingsValues> } | { ok: false; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  const change: Partial<VideoSettingsValues> = {};

  const price = body.pricePerVideo === undefined ? undefined : readPriceText(body.pricePerVideo);
  if (price && !price.ok) fields.pricePerVideo = price.message;

  const currencies: { key: string; value: CurrencyCode }[] = [];
  if (body.currency !== undefined) {
    const code = currencyOf(body.currency);
    if (code) currencies.push({ key: "currency", value: code });
    else fields.currency = CURRENCY_MESSAGE;
  }
  if (price?.ok && price.value.currency) currencies.push({ key: "pricePerVideo", value: price.value.currency });
  // Unlike the amounts below, a currency never gives way: "$12" with `currency: "EUR"` says two things.
  if (new Set(currencies.map((c) => c.value)).size > 1) fields.currency = "The currency and the price's symbol name different currencies";
  const newCurrency = currencies[0]?.value ?? current.currency;

  const prices: { key: string; value: number }[] = [];
  if (price?.ok) {
    const minor = priceMinor(price.value.decimal, newCurrency);
    if (minor.ok) prices.push({ key: "pricePerVideo", value: minor.value });
    else fields.pricePerVideo = minor.message;
  }
  if (body.pricePerVideoMinor !== undefined) {
    const minor = checkedMinor(body.pricePerVideoMinor, newCurrency);
    if (minor.ok) prices.push({ key: "pricePerVideoMinor", value: minor.value });
    else fields.pricePerVideoMinor = minor.message;
  }
  const newPrice = oneValue(prices, current.pricePerVideoMinor);
  if (newPrice === "disagree") fields.pricePerVideoMinor = "pricePerVideo and pricePerVideoMinor give different prices";

  const lengths: { key: string; value: number }[] = [];
  if (body.maxVideoLength !== undefined) {
    const seconds = readLength(body.maxVideoLength);
    if (seconds.ok) lengths.push({ key: "maxVideoLength", value: seconds.value });
    else fields.maxVideoLength = seconds.message;
  }
  if (body.maxVideoLengthSeconds !== undefined) {
    const seconds = checkedLength(body.maxVideoLengthSeconds);
    if (seconds.ok) lengths.push({ key: "maxVideoLengthSeconds", value: seconds.value });
    else fields.maxVideoLengthSeconds = seconds.message;
  }
  const newLength = oneValue(lengths, current.maxVideoLengthSeconds);
  if (newLength === "disagree") fields.maxVideoLengthSeconds = "maxVideoLength and maxVideoLengthSeconds give different lengths";

  const anyPrice = body.pricePerVideo !== undefined || body.pricePerVideoMinor !== undefined;
  if (newCurrency !== current.currency && !anyPrice) {
    fields.pricePerVideo = `Please give the price per video in ${currencySymbol(newCurrency)} (${newCurrency}) as well`;
  }
  const anything = [body.currency, body.pricePerVideo, body.pricePerVideoMinor, body.maxVideoLength, body.maxVideoLengthSeconds];
  if (anything.every((v) => v === undefined)) fields._ = "Nothing to change: send pricePerVideo, maxVideoLength or both";
  if (Object.keys(fields).length > 0) return { ok: false, fields };

  if (newCurrency !== current.currency) change.currency = newCurrency;
  if (newPrice && newPrice !== "disagree") change.pricePerVideoMinor = newPrice.value;
  if (newLength && newLength !== "disagree") change.maxVideoLengthSeconds = newLength.value;
  return { ok: true, change };
}

// ── The form ──

/** The Video Settings form (react-hook-form + zodResolver): what it holds, checked with the API's own rules. */
export const videoSettingsFormSchema = z
  .object({
    currency: z.enum(CURRENCY_CODES, CURRENCY_MESSAGE),
    pricePerVideo: z.string(),
    maxVideoLength: z.string(),
  })
  .superRefine((values, ctx) => {
    const price = readPriceText(values.pricePerVideo);
    const minor = !price.ok
      ? price
      : price.value.currency && price.value.currency !== values.currency
        ? fail(`Please enter the price in the chosen currency, ${currencySymbol(values.currency)}`)
        : priceMinor(price.value.decimal, values.currency);
    if (!minor.ok) ctx.addIssue({ code: "custom", path: ["pricePerVideo"], message: minor.message });
    const length = readLength(values.maxVideoLength);
    if (!length.ok) ctx.addIssue({ code: "custom", path: ["maxVideoLength"], message: length.message });
  });
export type VideoSettingsFormValues = z.output<typeof videoSettingsFormSchema>;
