import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CURRENCIES,
  DEFAULT_VIDEO_SETTINGS,
  lengthText,
  priceMinor,
  priceText,
  readLength,
  readPriceText,
  settingsChange,
  tooLongMessage,
  videoSettingsFormSchema,
  type CurrencyCode,
  type VideoSettingsBody,
  type VideoSettingsValues,
} from "./schema";

const DEFAULTS: VideoSettingsValues = { ...DEFAULT_VIDEO_SETTINGS };
const change = (body: VideoSettingsBody, current: VideoSettingsValues = DEFAULTS) => settingsChange(body, current);
/** The message of each refused field, or the change. */
const outcome = (body: VideoSettingsBody, current?: VideoSettingsValues) => {
  const result = change(body, current);
  return result.ok ? result.change : result.fields;
};

describe("the spec's string forms, written", () => {
  it("writes the price as the symbol and the number, without decimals when whole", () => {
    expect(priceText(1000, "USD")).toBe("$10");
    expect(priceText(1050, "USD")).toBe("$10.50");
    expect(priceText(1005, "EUR")).toBe("€10.05");
    expect(priceText(25050, "INR")).toBe("₹250.50");
    expect(priceText(99, "GBP")).toBe("£0.99");
    expect(priceText(0, "USD")).toBe("$0");
    expect(priceText(250, "JPY")).toBe("¥250");
  });

  it("writes the length as HH:MM", () => {
    expect(lengthText(1800)).toBe("00:30");
    expect(lengthText(60)).toBe("00:01");
    expect(lengthText(4500)).toBe("01:15");
    expect(lengthText(21600)).toBe("06:00");
  });

  it("says how long a video is and how long it may be, as clocks", () => {
    expect(tooLongMessage(2530, 1800)).toBe("This video is 42:10 long; videos may be at most 30:00.");
    expect(tooLongMessage(150.2, 60)).toBe("This video is 2:30 long; videos may be at most 1:00.");
  });
});

describe("a price, read", () => {
  it.each<[string | number, { decimal: string; currency?: CurrencyCode }]>([
    ["10", { decimal: "10" }],
    ["10.50", { decimal: "10.50" }],
    [" $10.50 ", { decimal: "10.50", currency: "USD" }],
    ["₹250.50", { decimal: "250.50", currency: "INR" }],
    ["€ 12", { decimal: "12", currency: "EUR" }],
    ["£0.99", { decimal: "0.99", currency: "GBP" }],
    ["¥250", { decimal: "250", currency: "JPY" }],
    [12.5, { decimal: "12.5" }],
    [0, { decimal: "0" }],
  ])("reads %j", (value, read) => {
    expect(readPriceText(value)).toEqual({ ok: true, value: read });
  });

  it.each<[string | number, string]>([
    ["", "Please enter the price per video"],
    ["  ", "Please enter the price per video"],
    ["-5", "The price per video cannot be negative"],
    ["$-5", "The price per video cannot be negative"],
    [-0.5, "The price per video cannot be negative"],
    ["ten dollars", 'Please enter the price per video as a number, for example "10.50"'],
    ["1,000", 'Please enter the price per video as a number, for example "10.50"'],
    ["1e3", 'Please enter the price per video as a number, for example "10.50"'],
    ["10$", 'Please enter the price per video as a number, for example "10.50"'],
    [Number.NaN, 'Please enter the price per video as a number, for example "10.50"'],
    [1e-7, "The price per video can have at most two decimals"],
    [1e21, "The price per video can be at most 100,000"],
  ])("refuses %j: %s", (value, message) => {
    expect(readPriceText(value)).toEqual({ ok: false, message });
  });

  it("keeps it in the currency's minor units: two decimals at most, and none for the yen", () => {
    expect(priceMinor("10.5", "USD")).toEqual({ ok: true, value: 1050 });
    expect(priceMinor("250.50", "INR")).toEqual({ ok: true, value: 25050 });
    expect(priceMinor("250", "JPY")).toEqual({ ok: true, value: 250 });
    expect(priceMinor("250.00", "JPY")).toEqual({ ok: true, value: 250 });
    expect(priceMinor("10.555", "USD")).toEqual({ ok: false, message: "The price per video can have at most 2 decimals" });
    expect(priceMinor("250.5", "JPY")).toEqual({
      ok: false,
      message: "Prices in ¥ (JPY) are whole numbers: the yen has no smaller unit",
    });
    expect(priceMinor("100000", "EUR")).toEqual({ ok: true, value: 10_000_000 });
    expect(priceMinor("100000.01", "EUR")).toEqual({ ok: false, message: "The price per video can be at most €100,000" });
    expect(priceMinor("100001", "JPY")).toEqual({ ok: false, message: "The price per video can be at most ¥100,000" });
    expect(priceMinor("9".repeat(40), "USD")).toEqual({ ok: false, message: "The price per video can be at most $100,000" });
  });

  it("writes back what it read, for every price of every currency (written, then read)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.constantFrom(...CURRENCIES.map((c) => c.code)), (minor, currency) => {
        const max = currency === "JPY" ? 100_000 : 10_000_000;
        fc.pre(minor <= max);
        const read = readPriceText(priceText(minor, currency));
        expect(read.ok && read.value.currency).toBe(currency);
        expect(read.ok && priceMinor(read.value.decimal, currency)).toEqual({ ok: true, value: minor });
      }),
    );
  });
});

describe("a maximum length, read", () => {
  it.each<[string | number, number]>([
    ["00:30", 1800],
    ["00:45", 2700],
    ["0:01", 60],
    ["01:15", 4500],
    ["06:00", 21600],
    ["00:30:00", 1800],
    ["30min", 1800],
    ["30 min", 1800],
    ["45 minutes", 2700],
    ["30MIN", 1800],
    ["30", 1800],
    [30, 1800],
  ])("reads %j as %d seconds", (value, seconds) => {
    expect(readLength(value)).toEqual({ ok: true, value: seconds });
  });

  it.each<[string | number, string]>([
    ["", "Please enter the maximum video length"],
    ["00:00", "The maximum video length must be at least one minute (00:01)"],
    ["0min", "The maximum video length must be at least one minute (00:01)"],
    [0, "The maximum video length must be at least one minute (00:01)"],
    ["06:01", "The maximum video length can be at most 06:00: no video may be longer than 6 hours"],
    ["24:00", "The maximum video length can be at most 06:00: no video may be longer than 6 hours"],
    ["9999min", "The maximum video length can be at most 06:00: no video may be longer than 6 hours"],
    ["00:30:15", "The maximum video length must be whole minutes"],
    [30.5, "The maximum video length must be whole minutes"],
    ["00:75", 'Please enter the maximum video length as HH:MM, for example "00:30"'],
    ["half an hour", 'Please enter the maximum video length as HH:MM, for example "00:30"'],
    ["-5", 'Please enter the maximum video length as HH:MM, for example "00:30"'],
  ])("refuses %j: %s", (value, message) => {
    expect(readLength(value)).toEqual({ ok: false, message });
  });
});

describe("settingsChange: what a body changes", () => {
  it("takes the spec's forms: the symbol sets the currency", () => {
    expect(outcome({ pricePerVideo: "₹250.50", maxVideoLength: "00:45" })).toEqual({
      currency: "INR",
      pricePerVideoMinor: 25050,
      maxVideoLengthSeconds: 2700,
    });
    expect(outcome({ pricePerVideo: "$12", maxVideoLength: "30min" })).toEqual({ pricePerVideoMinor: 1200, maxVideoLengthSeconds: 1800 });
  });

  it("takes structured values, and a price without a symbol in the currency it names, else the current one", () => {
    expect(outcome({ currency: "EUR", pricePerVideoMinor: 1250, maxVideoLengthSeconds: 1200 })).toEqual({
      currency: "EUR",
      pricePerVideoMinor: 1250,
      maxVideoLengthSeconds: 1200,
    });
    expect(outcome({ currency: "JPY", pricePerVideo: "1500" })).toEqual({ currency: "JPY", pricePerVideoMinor: 1500 });
    expect(outcome({ currency: "¥", pricePerVideo: 1500 })).toEqual({ currency: "JPY", pricePerVideoMinor: 1500 });
    expect(outcome({ pricePerVideo: "7.5" }, { ...DEFAULTS, currency: "GBP" })).toEqual({ pricePerVideoMinor: 750 });
    expect(outcome({ pricePerVideo: 2000 }, { ...DEFAULTS, currency: "JPY", pricePerVideoMinor: 1500 })).toEqual({
      pricePerVideoMinor: 2000,
    });
  });

  it("refuses decimals in yen, more than two decimals, negative and absurd prices, each on its field", () => {
    expect(outcome({ currency: "JPY", pricePerVideo: "1500.50" })).toEqual({
      pricePerVideo: "Prices in ¥ (JPY) are whole numbers: the yen has no smaller unit",
    });
    expect(outcome({ pricePerVideo: "$10.555" })).toEqual({ pricePerVideo: "The price per video can have at most 2 decimals" });
    expect(outcome({ pricePerVideoMinor: -1 })).toEqual({ pricePerVideoMinor: "The price per video cannot be negative" });
    expect(outcome({ pricePerVideoMinor: 10.5 })).toEqual({
      pricePerVideoMinor: "pricePerVideoMinor must be a whole number of the currency's smallest unit",
    });
    expect(outcome({ pricePerVideo: "$1000000" })).toEqual({ pricePerVideo: "The price per video can be at most $100,000" });
    expect(outcome({ maxVideoLengthSeconds: 90 })).toEqual({ maxVideoLengthSeconds: "The maximum video length must be whole minutes" });
    expect(outcome({ currency: "CHF", pricePerVideo: "10" })).toEqual({
      currency: "The currency must be one of $ (USD), ₹ (INR), € (EUR), £ (GBP), ¥ (JPY)",
    });
  });

  it("refuses a new currency without its price, two currencies at once, and an empty body", () => {
    expect(outcome({ currency: "EUR" })).toEqual({ pricePerVideo: "Please give the price per video in € (EUR) as well" });
    expect(outcome({ currency: "EUR", pricePerVideo: "$12" })).toEqual({
      currency: "The currency and the price's symbol name different currencies",
    });
    expect(outcome({})).toEqual({ _: "Nothing to change: send pricePerVideo, maxVideoLength or both" });
  });

  it("lets a form sent back unchanged give way to the one a client edited, and refuses two that disagree", () => {
    // Our whole answer came back with only the string form edited: the structured one is as we sent it.
    expect(outcome({ pricePerVideo: "$12.50", pricePerVideoMinor: 1000, maxVideoLength: "00:30", maxVideoLengthSeconds: 1800 })).toEqual({
      pricePerVideoMinor: 1250,
      maxVideoLengthSeconds: 1800,
    });
    expect(outcome({ pricePerVideo: "$10", pricePerVideoMinor: 1500, maxVideoLength: "00:45", maxVideoLengthSeconds: 1800 })).toEqual({
      pricePerVideoMinor: 1500,
      maxVideoLengthSeconds: 2700,
    });
    expect(outcome({ pricePerVideo: "$12", pricePerVideoMinor: 1500 })).toEqual({
      pricePerVideoMinor: "pricePerVideo and pricePerVideoMinor give different prices",
    });
    expect(outcome({ maxVideoLength: "00:20", maxVideoLengthSeconds: 2700 })).toEqual({
      maxVideoLengthSeconds: "maxVideoLength and maxVideoLengthSeconds give different lengths",
    });
  });
});

describe("the Video Settings form", () => {
  const parse = (values: { currency: string; pricePerVideo: string; maxVideoLength: string }) => {
    const result = videoSettingsFormSchema.safeParse(values);
    return result.success ? "ok" : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
  };

  it("takes what the API takes and refuses what it refuses, with the same words", () => {
    expect(parse({ currency: "EUR", pricePerVideo: "12.50", maxVideoLength: "00:20" })).toBe("ok");
    expect(parse({ currency: "USD", pricePerVideo: "10.505", maxVideoLength: "00:00" })).toEqual({
      pricePerVideo: "The price per video can have at most 2 decimals",
      maxVideoLength: "The maximum video length must be at least one minute (00:01)",
    });
    expect(parse({ currency: "JPY", pricePerVideo: "99.5", maxVideoLength: "" })).toEqual({
      pricePerVideo: "Prices in ¥ (JPY) are whole numbers: the yen has no smaller unit",
      maxVideoLength: "Please enter the maximum video length",
    });
    expect(parse({ currency: "GBP", pricePerVideo: "$5", maxVideoLength: "00:30" })).toEqual({
      pricePerVideo: "Please enter the price in the chosen currency, £",
    });
  });
});
