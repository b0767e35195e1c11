import { describe, expect, it } from "vitest";
import { accountingCutoff, ConfigError, donationSettings, erasureSettings, retentionSettings } from "./settings";

describe("donationSettings (what the donation form shows of the configuration)", () => {
  it("reads the largest gift in cents and how gifts are paid, as lib/config/env.ts does", () => {
    expect(donationSettings({})).toEqual({ maxCents: 1_000_000, payments: { kind: "embedded", mode: "test" } });
    expect(donationSettings({ DONATION_MAX_USD: "250", STRIPE_SECRET_KEY: "sk_test_x", STRIPE_WEBHOOK_SECRET: "whsec_x" })).toEqual({
      maxCents: 25_000,
      payments: { kind: "stripe", mode: "test" },
    });
    expect(
      donationSettings({
        NODE_ENV: "production",
        DATABASE_URL: "postgres://db/x",
        STRIPE_SECRET_KEY: "sk_live_x",
        STRIPE_WEBHOOK_SECRET: "whsec_x",
      }).payments,
    ).toEqual({ kind: "stripe", mode: "live" });
    // The e2e suite's server: NODE_ENV=production with an empty DATABASE_URL is the embedded mode, in test mode.
    expect(donationSettings({ NODE_ENV: "production", DATABASE_URL: "" }).payments).toEqual({ kind: "embedded", mode: "test" });
    expect(donationSettings({ NODE_ENV: "production", DATABASE_URL: "postgres://db/x", PAYMENTS_MODE: "test" }).payments).toEqual({
      kind: "embedded",
      mode: "test",
    });
  });

  it("refuses what the server would refuse at start, naming the variable and never a secret's value", () => {
    expect(() => donationSettings({ DONATION_MAX_USD: "12.5" })).toThrow(ConfigError);
    expect(() => donationSettings({ STRIPE_SECRET_KEY: "sk_live_secret" })).toThrow(
      /STRIPE_SECRET_KEY is set without STRIPE_WEBHOOK_SECRET/,
    );
    expect(() => donationSettings({ STRIPE_SECRET_KEY: "pk_live_secret", STRIPE_WEBHOOK_SECRET: "whsec_x" })).toThrow(
      /^(?!.*pk_live_secret)/,
    );
    expect(() => donationSettings({ NODE_ENV: "production", DATABASE_URL: "postgres://db/x" })).toThrow(
      /STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET.*PAYMENTS_MODE=test/,
    );
  });
});

describe("retentionSettings", () => {
  it("keeps the audit log's personal fields and chat messages two years unless set", () => {
    expect(retentionSettings({})).toEqual({ auditDays: 730, chatDays: 730, accountingYears: 8 });
    expect(retentionSettings({ AUDIT_RETENTION_DAYS: "365", CHAT_RETENTION_DAYS: "90", ACCOUNTING_RETENTION_YEARS: "10" })).toEqual({
      auditDays: 365,
      chatDays: 90,
      accountingYears: 10,
    });
  });

  it.each(["0", "101", "7.5", "eight"])("refuses ACCOUNTING_RETENTION_YEARS=%j, naming the variable", (value) => {
    expect(() => retentionSettings({ ACCOUNTING_RETENTION_YEARS: value })).toThrow(
      /^ACCOUNTING_RETENTION_YEARS must be a whole number of years from 1 to 100/,
    );
  });

  it.each(["29", "36501", "1.5", "two years", "-30"])("refuses %j, naming the variable", (value) => {
    expect(() => retentionSettings({ CHAT_RETENTION_DAYS: value })).toThrow(
      /^CHAT_RETENTION_DAYS must be a whole number of days from 30 to 36500/,
    );
  });
});

describe("erasureSettings", () => {
  it("keeps published videos and deletes school photos unless set, and refuses anything but true or false", () => {
    expect(erasureSettings({})).toEqual({ keepPublishedVideos: true, keepSchoolPhotos: false });
    expect(erasureSettings({ ERASE_KEEPS_PUBLISHED_VIDEOS: "false", ERASE_KEEPS_SCHOOL_PHOTOS: "true" })).toEqual({
      keepPublishedVideos: false,
      keepSchoolPhotos: true,
    });
    expect(() => erasureSettings({ ERASE_KEEPS_SCHOOL_PHOTOS: "yes" })).toThrow(/^ERASE_KEEPS_SCHOOL_PHOTOS must be "true" or "false"/);
  });
});

describe("accountingCutoff", () => {
  it("is the same moment the given years earlier, a leap day falling on the 1st of March", () => {
    expect(accountingCutoff(new Date("2026-11-28T19:00:00Z"), 8).toISOString()).toBe("2018-11-28T19:00:00.000Z");
    expect(accountingCutoff(new Date("2028-02-29T00:00:00Z"), 1).toISOString()).toBe("2027-03-01T00:00:00.000Z");
  });
});
