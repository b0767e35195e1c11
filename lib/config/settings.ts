/** A setting that is missing or wrong: the server does not start, and the message names the variable (never its value when secret). */
export class ConfigError extends Error {}

/** Production mode (lib/config/env.ts): NODE_ENV=production with DATABASE_URL set (an empty one counts as unset). */
export function isProduction(v: { NODE_ENV?: string; DATABASE_URL?: string }): boolean {
  return v.NODE_ENV === "production" && Boolean(v.DATABASE_URL);
}

/**
 * Whether donations take money (PAYMENTS_MODE): "live", through Stripe with a live key; or "test",
 * where no money is taken: the site's own test checkout (no Stripe keys) or Stripe's test mode
 * (a sk_test_/rk_test_ key). Every gift records which (donations.is_test), and test gifts are
 * labelled as such everywhere and left out of the totals.
 */
export type PaymentsMode = "live" | "test";

/**
 * How donations are paid (lib/payments): Stripe Checkout when STRIPE_SECRET_KEY and
 * STRIPE_WEBHOOK_SECRET are set, otherwise the site's own test checkout page, which takes no
 * money; and whether they take money at all (`mode`).
 */
export type PaymentsConfig =
  { kind: "stripe"; mode: PaymentsMode; secretKey: string; webhookSecret: string } | { kind: "embedded"; mode: "test" };

export type PaymentsSource = {
  NODE_ENV?: string;
  DATABASE_URL?: string;
  PAYMENTS_MODE?: string;
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
};

/** What a production server that takes money says when its Stripe keys are missing. */
export const PAYMENTS_TEST_MODE_HINT =
  "To run this server without taking money on purpose, set PAYMENTS_MODE=test: every gift is then a test gift, labelled as such and left out of the totals.";

/** Whether a Stripe secret or restricted key is a live one (sk_live_, rk_live_) or a test-mode one (sk_test_, rk_test_). */
export function stripeKeyMode(secretKey: string): PaymentsMode {
  return /^(sk|rk)_live_/.test(secretKey) ? "live" : "test";
}

/** PAYMENTS_MODE as given: "live", "test" or unset (empty too); anything else is refused. */
export function paymentsMode(value: string | undefined): PaymentsMode | undefined {
  if (!value) return undefined;
  if (value === "live" || value === "test") return value;
  throw new ConfigError('PAYMENTS_MODE must be "live" (donations through Stripe, with a live key) or "test" (no money is taken).');
}

/**
 * The Stripe variables a production server lacks when it is to take money (PAYMENTS_MODE unset
 * or live): lib/config/env.ts names them with the other missing ones.
 */
export function missingStripeKeys(v: PaymentsSource): ("STRIPE_SECRET_KEY" | "STRIPE_WEBHOOK_SECRET")[] {
  if (!isProduction(v) || paymentsMode(v.PAYMENTS_MODE) === "test") return [];
  return (["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"] as const).filter((k) => !v[k]);
}

/**
 * PAYMENTS_MODE with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (both or neither). Unset, the
 * mode is "live" in production (which then needs both keys, live ones) and elsewhere follows the
 * keys: none or test-mode keys are "test", live keys "live". A test-mode key where money is to be
 * taken, or a live key in test mode (real money, labelled a test), is refused. The messages name
 * the variable and the expected prefix, never the value.
 */
export function paymentsConfig(v: PaymentsSource): PaymentsConfig {
  const requested = paymentsMode(v.PAYMENTS_MODE);
  const secretKey = v.STRIPE_SECRET_KEY || undefined;
  const webhookSecret = v.STRIPE_WEBHOOK_SECRET || undefined;
  if (Boolean(secretKey) !== Boolean(webhookSecret)) {
    throw new ConfigError(
      `${secretKey ? "STRIPE_SECRET_KEY" : "STRIPE_WEBHOOK_SECRET"} is set without ${secretKey ? "STRIPE_WEBHOOK_SECRET" : "STRIPE_SECRET_KEY"}. ` +
        "Set both to take donations through Stripe, or neither for the test checkout.",
    );
  }
  if (secretKey && !/^(sk|rk)_(live|test)_\S+$/.test(secretKey)) {
    throw new ConfigError(
      "STRIPE_SECRET_KEY must be a Stripe secret key (sk_live_… or sk_test_…) or restricted key (rk_live_… or rk_test_…), not a publishable key (pk_…).",
    );
  }
  if (webhookSecret && !/^whsec_\S+$/.test(webhookSecret)) {
    throw new ConfigError("STRIPE_WEBHOOK_SECRET must be the webhook endpoint's signing secret (whsec_…).");
  }
  const keyMode = secretKey ? stripeKeyMode(secretKey) : undefined;
  const mode: PaymentsMode = requested ?? (isProduction(v) ? "live" : (keyMode ?? "test"));
  if (mode === "live") {
    if (!secretKey || !webhookSecret) {
      throw new ConfigError(
        `${requested ? "PAYMENTS_MODE=live needs" : "Missing required configuration for production:"} STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET. ${PAYMENTS_TEST_MODE_HINT}`,
      );
    }
    if (keyMode === "test") {
      throw new ConfigError(
        "STRIPE_SECRET_KEY is a Stripe test-mode key (sk_test_…/rk_test_…), which takes no money. Set the live key, or PAYMENTS_MODE=test to use Stripe's test mode on purpose.",
      );
    }
  } else if (keyMode === "live") {
    throw new ConfigError(
      "PAYMENTS_MODE=test with a live STRIPE_SECRET_KEY (sk_live_…/rk_live_…) would take real money and label it a test. Use Stripe's test-mode keys, or unset PAYMENTS_MODE.",
    );
  }
  return secretKey && webhookSecret ? { kind: "stripe", mode, secretKey, webhookSecret } : { kind: "embedded", mode: "test" };
}

/** DONATION_MAX_USD: a positive whole number of dollars (default 10000), returned in cents. */
export function donationMaxCents(value: string | undefined): number {
  if (value === undefined) return 10_000 * 100;
  const dollars = /^[0-9]+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(dollars) || dollars < 1 || dollars > 999_999) {
    throw new ConfigError(`DONATION_MAX_USD must be a whole number of dollars from 1 to 999999 (got "${value}").`);
  }
  return dollars * 100;
}

/** How the donation pages say gifts are paid: Stripe or the site's own test checkout, and whether money is taken. */
export type PaymentsShown = Pick<PaymentsConfig, "kind" | "mode">;

/** What the donation form shows of the configuration: the largest gift and how gifts are paid. */
export function donationSettings(source: Readonly<Record<string, string | undefined>> = process.env): {
  maxCents: number;
  payments: PaymentsShown;
} {
  const { kind, mode } = paymentsConfig(source);
  return { maxCents: donationMaxCents(source.DONATION_MAX_USD), payments: { kind, mode } };
}

/** A retention period in days (AUDIT_RETENTION_DAYS, CHAT_RETENTION_DAYS): two years unless set, from 30 days to 100 years. */
function retentionDays(name: string, value: string | undefined): number {
  if (value === undefined || value === "") return 730;
  const days = /^[0-9]+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(days) || days < 30 || days > 36_500) {
    throw new ConfigError(`${name} must be a whole number of days from 30 to 36500 (got "${value}").`);
  }
  return days;
}

/** ACCOUNTING_RETENTION_YEARS: the years a not-for-profit must keep its accounting records; eight unless set, from 1 to 100. */
function accountingYears(value: string | undefined): number {
  if (value === undefined || value === "") return 8;
  const years = /^[0-9]+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(years) || years < 1 || years > 100) {
    throw new ConfigError(`ACCOUNTING_RETENTION_YEARS must be a whole number of years from 1 to 100 (got "${value}").`);
  }
  return years;
}

/** The moment before which an erased person's gifts and invoices have been kept their `years` (same day and time, `years` earlier, in UTC). */
export function accountingCutoff(now: Date, years: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - years);
  return cutoff;
}

/**
 * How long personal data of these kinds is kept (docs/privacy.md): the audit log's personal fields
 * and chat messages, in days; an erased person's gifts and invoices, in years after their date.
 * Read by the jobs that enforce them and by the privacy page, which states them (it is built
 * once, so set them where the site is built too).
 */
export function retentionSettings(source: Readonly<Record<string, string | undefined>> = process.env): {
  auditDays: number;
  chatDays: number;
  accountingYears: number;
} {
  return {
    auditDays: retentionDays("AUDIT_RETENTION_DAYS", source.AUDIT_RETENTION_DAYS),
    chatDays: retentionDays("CHAT_RETENTION_DAYS", source.CHAT_RETENTION_DAYS),
    accountingYears: accountingYears(source.ACCOUNTING_RETENTION_YEARS),
  };
}

function flag(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === "") return fallback;
  if (value === "true" || value === "false") return value === "true";
  throw new ConfigError(`${name} must be "true" or "false" (got "${value}").`);
}

/**
 * What erasing an account does with the work it published (docs/privacy.md): an instructor's
 * published videos stay with the name removed (ERASE_KEEPS_PUBLISHED_VIDEOS, default true); a
 * school's published photos of pupils go (ERASE_KEEPS_SCHOOL_PHOTOS, default false).
 */
export function erasureSettings(source: Readonly<Record<string, string | undefined>> = process.env): {
  keepPublishedVideos: boolean;
  keepSchoolPhotos: boolean;
} {
  return {
    keepPublishedVideos: flag("ERASE_KEEPS_PUBLISHED_VIDEOS", source.ERASE_KEEPS_PUBLISHED_VIDEOS, true),
    keepSchoolPhotos: flag("ERASE_KEEPS_SCHOOL_PHOTOS", source.ERASE_KEEPS_SCHOOL_PHOTOS, false),
  };
}

/** How long work that gave up stays in the outbox for someone to look at (its mail bodies name people): the job outbox.prune-failed. */
export const FAILED_OUTBOX_RETENTION_DAYS = 90;

/** How long the embedded mode keeps the mail it wrote to DATA_DIR/outbox/ (bodies name people, attachments are receipts): the job mail.prune-sent-files. */
export const SENT_MAIL_RETENTION_DAYS = 30;
