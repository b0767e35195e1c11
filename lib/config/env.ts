import path from "node:path";
import { z } from "zod";
import { keyRing, type KeyRing } from "@/lib/crypto/field-encryption";
import { bankAccountKey, authSecret as configuredAuthSecret } from "@/lib/config/secrets";
import {
  ConfigError,
  donationMaxCents,
  isProduction,
  missingStripeKeys,
  PAYMENTS_TEST_MODE_HINT,
  paymentsConfig,
  erasureSettings,
  retentionSettings,
  type PaymentsConfig,
} from "@/lib/config/settings";
import { realtimeConfig, type RealtimeConfig } from "@/lib/realtime/config";
import { s3PublicOrigin } from "@/lib/storage/origin";

/**
 * Configuration, parsed and validated once. Every variable is documented in `.env.example`.
 *
 * Mode:
 * - production: NODE_ENV=production and DATABASE_URL set. Secrets and outside services are
 *   required, Stripe's keys too unless PAYMENTS_MODE=test; a missing one stops the start with a
 *   message naming it.
 * - embedded: anything else. PGlite under DATA_DIR, mail to DATA_DIR/outbox, secrets generated
 *   once into DATA_DIR/secrets.json (the bank account key into DATA_DIR/bank-account.key), demo
 *   accounts seeded.
 */
const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default(".data"),
  AUTH_SECRET: z.string().min(32, "AUTH_SECRET must be at least 32 characters").optional(),
  SITE_URL: z.url().optional(),
  SMTP_URL: z.string().min(1).optional(),
  MAIL_FROM: z.string().min(3).optional(),
  DEMO_PASSWORD: z.string().min(8, "DEMO_PASSWORD must be at least 8 characters").optional(),
  TRUST_PROXY: z.enum(["true", "false"]).default("false"),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(["true", "false"]).optional(),
  CRON_SECRET: z.string().min(16, "CRON_SECRET must be at least 16 characters").optional(),
  METRICS_TOKEN: z.string().min(16, "METRICS_TOKEN must be at least 16 characters").optional(),
  CORS_ORIGINS: z.string().optional(),
  MULTIPART_UPLOADS: z.enum(["on", "off"]).optional(),
  /** Checked by paymentsConfig (lib/config/settings.ts), which the donation form's pages read too. */
  PAYMENTS_MODE: z.string().optional(),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  DONATION_MAX_USD: z.string().optional(),
  CDN_PURGE_URL: z.url().optional(),
  CDN_PURGE_TOKEN: z.string().min(1).optional(),
  BANK_ACCOUNT_KEY: z.string().min(1).optional(),
  REGISTRATIONS_PER_HOUR: z.coerce
    .number()
    .int("REGISTRATIONS_PER_HOUR must be a whole number")
    .min(1, "REGISTRATIONS_PER_HOUR must be at least 1")
    .max(10_000, "REGISTRATIONS_PER_HOUR must be at most 10000")
    .default(10),
  FOUNDATION_ADDRESS: z.string().trim().min(1).max(300).optional(),
  FOUNDATION_REGISTRATION: z.string().trim().min(1).max(200).optional(),
  RECEIPT_TAX_STATEMENT: z.string().trim().min(1).max(600).optional(),
  /** Checked by realtimeConfig (lib/realtime/config.ts), which next.config.ts reads too. */
  PUSHER_APP_ID: z.string().optional(),
  PUSHER_KEY: z.string().optional(),
  PUSHER_SECRET: z.string().optional(),
  PUSHER_CLUSTER: z.string().optional(),
  PUSHER_HOST: z.string().optional(),
  PUSHER_PORT: z.string().optional(),
  PUSHER_USE_TLS: z.string().optional(),
});

/**
 * Where uploaded files live: S3 (or an S3-compatible store) when S3_BUCKET is set, otherwise the
 * local disk under DATA_DIR/uploads, in every mode (a single-server production deployment may
 * want that; lib/storage/index.ts warns at start, since several instances or a serverless host
 * do not share a disk).
 */
export type StorageConfig =
  | { kind: "local"; dir: string }
  | {
      kind: "s3";
      bucket: string;
      region: string;
      endpoint: string | undefined;
      /** Both or neither; neither = the SDK's default credentials (instance role, AWS_* variables…). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      forcePathStyle: boolean;
      /** The origin browsers PUT to and GET from (the CSP allows it). */
      publicOrigin: string;
    };

export { ConfigError, type PaymentsConfig, type RealtimeConfig };

/** The foundation's details from configuration (Env["foundation"]); each unset one is left out. */
export type Issuer = { address: string | undefined; registration: string | undefined; taxStatement: string | undefined };

export type Env = {
  mode: "production" | "embedded";
  nodeEnv: "development" | "production" | "test";
  databaseUrl: string | undefined;
  dataDir: string;
  authSecret: string;
  siteUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  demoPassword: string;
  trustProxy: boolean;
  storage: StorageConfig;
  /** Bearer secret of the cron route (app/api/v1/cron); unset: the route answers 404. */
  cronSecret: string | undefined;
  /** Bearer token of the Prometheus metrics (app/api/metrics); unset: the route answers 404. */
  metricsToken: string | undefined;
  /** Origins (scheme://host[:port]) whose pages may call /api/v1 with Bearer tokens (lib/http/cors.ts); empty: none. */
  corsOrigins: readonly string[];
  /**
   * Whether POST video/upload takes a multipart body streamed through this server
   * (MULTIPART_UPLOADS=on|off). Default on, except on a serverless host (Vercel, Netlify, AWS
   * Lambda), whose request bodies are capped at a few MB: there the route answers 413 and points
   * at the direct upload.
   */
  multipartUploads: boolean;
  payments: PaymentsConfig;
  /** The largest gift, one-time or monthly, in cents (DONATION_MAX_USD, whole dollars; default $10,000). */
  donationMaxCents: number;
  /**
   * Where to ask a CDN to drop the pages of a changed content tag (lib/cache/cdn-purge.ts): POST
   * CDN_PURGE_URL with `{ "tags": [...] }`, `Authorization: Bearer CDN_PURGE_TOKEN` when set.
   * Unset: nothing is purged, and a CDN holds a content page for its s-maxage (lib/cache/page-cache.ts).
   */
  cdnPurge: { url: string; token: string | undefined } | undefined;
  /**
   * The foundation as its donation receipts and invoices name it, beyond lib/site/index.ts: its postal
   * address (FOUNDATION_ADDRESS, lines separated by ";"), its registration (FOUNDATION_REGISTRATION,
   * e.g. "Registered charity no. 1234567") and what a receipt says of tax relief
   * (RECEIPT_TAX_STATEMENT). Unset: not printed; a receipt then claims no tax deduction.
   */
  foundation: Issuer;
  /** Sign-ups accepted per client address an hour (REGISTRATIONS_PER_HOUR, default 10). */
  registrationsPerHour: number;
  /** How long the audit log's personal fields and chat messages are kept (days), and an erased person's gifts and invoices (years): lib/config/settings.ts `retentionSettings`. */
  retention: ReturnType<typeof retentionSettings>;
  /** What erasing an account does with its published work (lib/config/settings.ts `erasureSettings`). */
  erasure: ReturnType<typeof erasureSettings>;
  /** The keys of bank account numbers at rest (BANK_ACCOUNT_KEY; embedded: DATA_DIR/bank-account.key): the first encrypts, all decrypt. */
  bankAccountKeys: KeyRing;
  /** How live events reach browsers (lib/realtime): Pusher with its keys, else PostgreSQL LISTEN/NOTIFY with DATABASE_URL, else in-process. */
  realtime: RealtimeConfig;
  /** On a serverless host (Vercel, Netlify, AWS Lambda), whose functions end with their response. */
  serverless: boolean;
};

let cached: Env | undefined;

function storageConfig(v: z.infer<typeof schema>, dataDir: string): StorageConfig {
  if (!v.S3_BUCKET) {
    const stray = (["S3_REGION", "S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "S3_FORCE_PATH_STYLE"] as const).filter(
      (k) => v[k],
    );
    if (stray.length > 0)
      throw new ConfigError(`${stray.join(", ")} set without S3_BUCKET. Set S3_BUCKET to store files in S3, or unset them.`);
    return { kind: "local", dir: path.join(dataDir, "uploads") };
  }
  if (!v.S3_REGION)
    throw new ConfigError(
      "S3_BUCKET is set: S3_REGION is required too (for example eu-west-1; many S3-compatible stores accept us-east-1 or auto).",
    );
  if (Boolean(v.S3_ACCESS_KEY_ID) !== Boolean(v.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError("Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (to use the default AWS credentials).");
  }
  const target = {
    bucket: v.S3_BUCKET,
    region: v.S3_REGION,
    endpoint: v.S3_ENDPOINT?.replace(/\/$/, ""),
    forcePathStyle: v.S3_FORCE_PATH_STYLE === "true",
  };
  return {
    kind: "s3",
    ...target,
    credentials:
      v.S3_ACCESS_KEY_ID && v.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: v.S3_ACCESS_KEY_ID, secretAccessKey: v.S3_SECRET_ACCESS_KEY }
        : undefined,
    publicOrigin: s3PublicOrigin(target),
  };
}

/**
 * CORS_ORIGINS: a comma-separated list of exact origins, each scheme://host[:port] (http or
 * https), nothing after the host. Browsers send Origin in that form, so entries are compared as
 * strings: a wildcard, a path or a trailing slash would never match as intended and is refused.
 */
function corsOrigins(value: string | undefined): string[] {
  const entries = (value ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  return entries.map((entry) => {
    // A host name (international ones in their xn-- form, as browsers send them) or [IPv6], an optional port.
    const url = /^https?:\/\/(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d+)?$/i.test(entry) ? URL.parse(entry) : null;
    if (!url) {
      throw new ConfigError(
        `CORS_ORIGINS: "${entry}" is not an origin. Write each as scheme://host[:port] (for example https://app.example.org), separated by commas.`,
      );
    }
    // Browsers write the host in lower case and leave out a default port: compare in that form.
    return url.origin;
  });
}

/** Whether `url` names this machine (localhost, a *.localhost name, 127.x, ::1, 0.0.0.0). */
export function isLocalUrl(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, "");
  return host === "localhost" || host.endsWith(".localhost") || host === "::1" || host === "0.0.0.0" || /^127\./.test(host);
}

/**
 * Why this server must not start, or null. The embedded database (no DATABASE_URL) seeds demo
 * accounts, a superadmin among them, whose password is the published default unless DEMO_PASSWORD
 * is set: at a public address (SITE_URL not on this machine) that is a forgotten DATABASE_URL,
 * not a demo.
 */
export function publicDemoProblem(config: Pick<Env, "databaseUrl" | "siteUrl">, source: NodeJS.ProcessEnv = process.env): string | null {
  if (config.databaseUrl || source.DEMO_PASSWORD || isLocalUrl(config.siteUrl)) return null;
  return (
    `DATABASE_URL is not set, so this server would run on its embedded demo database at a public address (SITE_URL ${config.siteUrl}), ` +
    "whose demo accounts have the published password. Set DATABASE_URL for the real site, or DEMO_PASSWORD to run the demo there on purpose."
  );
}

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty variable counts as unset (`DATABASE_URL=` switches back to the embedded database).
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ""));
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid configuration: ${issue?.path.join(".")}: ${issue?.message}`);
  }
  const v = parsed.data;
  const production = isProduction(v);
  const dataDir = path.resolve(v.DATA_DIR);

  if (production) {
    const stripe = missingStripeKeys(v);
    const missing = [
      ...(["AUTH_SECRET", "SITE_URL", "SMTP_URL", "MAIL_FROM", "BANK_ACCOUNT_KEY"] as const).filter((k) => !v[k]),
      ...stripe,
    ];
    if (missing.length > 0) {
      throw new ConfigError(
        `Missing required configuration for production: ${missing.join(", ")}. See .env.example.${stripe.length > 0 ? ` ${PAYMENTS_TEST_MODE_HINT}` : ""}`,
      );
    }
  }
  const authSecret = configuredAuthSecret(present);
  const storage = storageConfig(v, dataDir);
  return {
    mode: production ? "production" : "embedded",
    nodeEnv: v.NODE_ENV,
    databaseUrl: v.DATABASE_URL,
    dataDir,
    authSecret,
    siteUrl: (v.SITE_URL ?? `http://localhost:${source.PORT ?? 3000}`).replace(/\/$/, ""),
    smtpUrl: v.SMTP_URL,
    mailFrom: v.MAIL_FROM ?? "Mindful Minds Foundation <no-reply@mindfulminds.example>",
    demoPassword: v.DEMO_PASSWORD ?? "demo-password",
    trustProxy: v.TRUST_PROXY === "true",
    storage,
    cronSecret: v.CRON_SECRET,
    metricsToken: v.METRICS_TOKEN,
    corsOrigins: corsOrigins(v.CORS_ORIGINS),
    multipartUploads: (v.MULTIPART_UPLOADS ?? (isServerless(source) ? "off" : "on")) === "on",
    payments: paymentsConfig(v),
    donationMaxCents: donationMaxCents(v.DONATION_MAX_USD),
    cdnPurge: cdnPurge(v),
    registrationsPerHour: v.REGISTRATIONS_PER_HOUR,
    retention: retentionSettings(source),
    erasure: erasureSettings(source),
    foundation: { address: v.FOUNDATION_ADDRESS, registration: v.FOUNDATION_REGISTRATION, taxStatement: v.RECEIPT_TAX_STATEMENT },
    bankAccountKeys: keyRing(bankAccountKey(present), v.BANK_ACCOUNT_KEY ? "BANK_ACCOUNT_KEY" : "DATA_DIR/bank-account.key"),
    realtime: realtimeConfig(v),
    serverless: isServerless(source),
  };
}

function cdnPurge(v: z.infer<typeof schema>): Env["cdnPurge"] {
  if (!v.CDN_PURGE_URL) {
    if (v.CDN_PURGE_TOKEN) throw new ConfigError("CDN_PURGE_TOKEN is set without CDN_PURGE_URL. Set CDN_PURGE_URL too, or unset it.");
    return undefined;
  }
  return { url: v.CDN_PURGE_URL, token: v.CDN_PURGE_TOKEN };
}

/** A serverless host, by the variables its platform sets in every function. */
function isServerless(source: Record<string, string | undefined>): boolean {
  return Boolean(source.VERCEL || source.NETLIFY || source.AWS_LAMBDA_FUNCTION_NAME);
}

export function env(): Env {
  cached ??= loadEnv();
  return cached;
}
