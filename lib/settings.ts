// No "server-only" import: the Pages Router's donation pages (pages/donations.tsx) read the gift
// limit and how gifts are paid in getServerSideProps, and that package throws there. lib/env.ts
// reads the same variables with these functions, and refuses a wrong value when the server starts.

/** A setting that is missing or wrong: the server does not start, and the message names the variable (never its value when secret). */
export class ConfigError extends Error {}

/**
 * How donations are paid (lib/payments): Stripe Checkout when STRIPE_SECRET_KEY and
 * STRIPE_WEBHOOK_SECRET are set, otherwise the site's own test-mode checkout page, which takes no
 * money (lib/payments/index.ts warns at start in production).
 */
export type PaymentsConfig = { kind: "stripe"; secretKey: string; webhookSecret: string } | { kind: "embedded" };

/**
 * STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, both or neither. The messages name the variable and
 * the expected prefix, never the value.
 */
export function paymentsConfig(v: { STRIPE_SECRET_KEY?: string; STRIPE_WEBHOOK_SECRET?: string }): PaymentsConfig {
  const secretKey = v.STRIPE_SECRET_KEY;
  const webhookSecret = v.STRIPE_WEBHOOK_SECRET;
  if (!secretKey && !webhookSecret) return { kind: "embedded" };
  if (!secretKey || !webhookSecret) {
    throw new ConfigError(
      `${secretKey ? "STRIPE_SECRET_KEY" : "STRIPE_WEBHOOK_SECRET"} is set without ${secretKey ? "STRIPE_WEBHOOK_SECRET" : "STRIPE_SECRET_KEY"}. ` +
        "Set both to take donations through Stripe, or neither for the test-mode checkout.",
    );
  }
  if (!/^(sk|rk)_\S+$/.test(secretKey)) {
    throw new ConfigError("STRIPE_SECRET_KEY must be a Stripe secret key (sk_…) or restricted key (rk_…), not a publishable key (pk_…).");
  }
  if (!/^whsec_\S+$/.test(webhookSecret)) {
    throw new ConfigError("STRIPE_WEBHOOK_SECRET must be the webhook endpoint's signing secret (whsec_…).");
  }
  return { kind: "stripe", secretKey, webhookSecret };
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

/** What the donation form shows of the configuration: the largest gift and how gifts are paid. */
export function donationSettings(source: Readonly<Record<string, string | undefined>> = process.env): {
  maxCents: number;
  payments: PaymentsConfig["kind"];
} {
  return { maxCents: donationMaxCents(source.DONATION_MAX_USD), payments: paymentsConfig(source).kind };
}
