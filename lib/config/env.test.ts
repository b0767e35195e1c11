import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ConfigError, isLocalUrl, loadEnv, publicDemoProblem } from "./env";

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "mmf-env-"));
  dirs.push(dir);
  return dir;
};
const source = (vars: Record<string, string>) => vars as unknown as NodeJS.ProcessEnv;
const BANK_KEY = Buffer.alloc(32, 7).toString("base64");
/** What a production server requires but Stripe's keys: NODE_ENV=production with DATABASE_URL, secrets and mail. */
const productionVars = () => ({
  NODE_ENV: "production",
  DATABASE_URL: "postgres://db/x",
  AUTH_SECRET: "s".repeat(40),
  SITE_URL: "https://mmf.example",
  SMTP_URL: "smtp://mail",
  MAIL_FROM: "a@b.org",
  BANK_ACCOUNT_KEY: BANK_KEY,
  DATA_DIR: tempDir(),
});
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("loadEnv", () => {
  it("runs embedded with nothing configured, generating a secret once into DATA_DIR", () => {
    const dir = tempDir();
    const first = loadEnv(source({ DATA_DIR: dir }));
    expect(first).toMatchObject({ mode: "embedded", nodeEnv: "development", siteUrl: "http://localhost:3000", smtpUrl: undefined });
    expect(first.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(JSON.parse(readFileSync(path.join(dir, "secrets.json"), "utf8")).authSecret).toBe(first.authSecret);
    expect(loadEnv(source({ DATA_DIR: dir })).authSecret).toBe(first.authSecret);
  });

  it("generates the bank account key once into DATA_DIR/bank-account.key, readable by its owner only, and keeps it", () => {
    const dir = tempDir();
    const first = loadEnv(source({ DATA_DIR: dir })).bankAccountKeys.current;
    const file = path.join(dir, "bank-account.key");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(file, "utf8").trim(), "base64url")).toHaveLength(32);
    expect(loadEnv(source({ DATA_DIR: dir })).bankAccountKeys.current).toEqual(first);
    // Its own file: the session secret's file holds no bank key, and replacing that file keeps it.
    rmSync(path.join(dir, "secrets.json"));
    expect(loadEnv(source({ DATA_DIR: dir })).bankAccountKeys.current).toEqual(first);
    expect(readdirSync(dir).sort()).toEqual(["bank-account.key", "secrets.json"]);
  });

  it("takes BANK_ACCOUNT_KEY when set (the first of several encrypts), writing no key file, and refuses a malformed one by name", () => {
    const dir = tempDir();
    const ring = loadEnv(source({ DATA_DIR: dir, BANK_ACCOUNT_KEY: `${BANK_KEY},${"ab".repeat(32)}` })).bankAccountKeys;
    expect([...ring.keys.keys()]).toHaveLength(2);
    expect(ring.current).toBe([...ring.keys.values()][0]);
    expect(existsSync(path.join(dir, "bank-account.key"))).toBe(false);
    expect(() => loadEnv(source({ DATA_DIR: dir, BANK_ACCOUNT_KEY: "not-a-key" }))).toThrow(/^BANK_ACCOUNT_KEY: key 1 is not 32 bytes/);
    writeFileSync(path.join(dir, "bank-account.key"), "damaged\n");
    expect(() => loadEnv(source({ DATA_DIR: dir }))).toThrow(/^DATA_DIR\/bank-account.key: key 1 is not 32 bytes/);
  });

  it("refuses to start in production without the secrets and services, naming them", () => {
    const production = { NODE_ENV: "production", DATABASE_URL: "postgres://db/x", DATA_DIR: tempDir() };
    expect(() => loadEnv(source(production))).toThrow(ConfigError);
    expect(() => loadEnv(source(production))).toThrow(
      "Missing required configuration for production: AUTH_SECRET, SITE_URL, SMTP_URL, MAIL_FROM, BANK_ACCOUNT_KEY, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET.",
    );
    const full = loadEnv(
      source({
        ...production,
        AUTH_SECRET: "s".repeat(40),
        SITE_URL: "https://mmf.example/",
        SMTP_URL: "smtp://mail",
        MAIL_FROM: "a@b.org",
        STRIPE_SECRET_KEY: "sk_live_51abc",
        STRIPE_WEBHOOK_SECRET: "whsec_abc123",
        BANK_ACCOUNT_KEY: BANK_KEY,
      }),
    );
    expect(full).toMatchObject({ mode: "production", siteUrl: "https://mmf.example", payments: { kind: "stripe", mode: "live" } });
  });

  describe("payments: PAYMENTS_MODE and Stripe's keys, in production (NODE_ENV=production with DATABASE_URL) above all", () => {
    const refusal = (vars: Record<string, string>) => {
      try {
        loadEnv(source(vars));
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
      throw new Error(`started with ${JSON.stringify(vars)}`);
    };

    it("refuses to start without Stripe's keys, naming them and the way to run in test mode on purpose", () => {
      const message = refusal(productionVars());
      expect(message).toBe(
        "Missing required configuration for production: STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET. See .env.example. " +
          "To run this server without taking money on purpose, set PAYMENTS_MODE=test: every gift is then a test gift, labelled as such and left out of the totals.",
      );
      expect(refusal({ ...productionVars(), STRIPE_SECRET_KEY: "sk_live_secretvalue" })).toMatch(
        /^Missing required configuration for production: STRIPE_WEBHOOK_SECRET\./,
      );
      // Empty variables count as unset (as DATABASE_URL= does).
      expect(refusal({ ...productionVars(), STRIPE_SECRET_KEY: "", STRIPE_WEBHOOK_SECRET: "", PAYMENTS_MODE: "" })).toContain(
        "STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET",
      );
    });

    it("refuses Stripe's test-mode key unless test mode is chosen, and a live key in test mode, never naming the value", () => {
      const testKeys = { STRIPE_SECRET_KEY: "sk_test_secretvalue", STRIPE_WEBHOOK_SECRET: "whsec_secretvalue" };
      const liveKeys = { STRIPE_SECRET_KEY: "rk_live_secretvalue", STRIPE_WEBHOOK_SECRET: "whsec_secretvalue" };
      const cases: [Record<string, string>, RegExp][] = [
        [testKeys, /STRIPE_SECRET_KEY is a Stripe test-mode key .* takes no money.*PAYMENTS_MODE=test/],
        [{ ...testKeys, PAYMENTS_MODE: "live" }, /STRIPE_SECRET_KEY is a Stripe test-mode key/],
        [{ ...liveKeys, PAYMENTS_MODE: "test" }, /PAYMENTS_MODE=test with a live STRIPE_SECRET_KEY .* would take real money/],
        [{ PAYMENTS_MODE: "live" }, /^Missing required configuration for production: STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET\./],
      ];
      for (const [vars, message] of cases) {
        const said = refusal({ ...productionVars(), ...vars });
        expect(said, JSON.stringify(vars)).toMatch(message);
        expect(said).not.toContain("secretvalue");
      }
    });

    it("starts in test mode when PAYMENTS_MODE=test says so: the site's own checkout, or Stripe's test mode with test keys", () => {
      expect(loadEnv(source({ ...productionVars(), PAYMENTS_MODE: "test" })).payments).toEqual({ kind: "embedded", mode: "test" });
      expect(
        loadEnv(
          source({ ...productionVars(), PAYMENTS_MODE: "test", STRIPE_SECRET_KEY: "sk_test_51abc", STRIPE_WEBHOOK_SECRET: "whsec_abc" }),
        ).payments,
      ).toEqual({ kind: "stripe", mode: "test", secretKey: "sk_test_51abc", webhookSecret: "whsec_abc" });
      expect(
        loadEnv(
          source({ ...productionVars(), PAYMENTS_MODE: "live", STRIPE_SECRET_KEY: "sk_live_51abc", STRIPE_WEBHOOK_SECRET: "whsec_abc" }),
        ).payments,
      ).toMatchObject({ kind: "stripe", mode: "live" });
    });

    it("asks for Stripe's keys wherever PAYMENTS_MODE=live is set", () => {
      expect(refusal({ DATA_DIR: tempDir(), PAYMENTS_MODE: "live" })).toMatch(
        /^PAYMENTS_MODE=live needs STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET\. .*PAYMENTS_MODE=test/,
      );
      expect(
        loadEnv(source({ DATA_DIR: tempDir(), PAYMENTS_MODE: "live", STRIPE_SECRET_KEY: "sk_live_x", STRIPE_WEBHOOK_SECRET: "whsec_x" }))
          .payments,
      ).toMatchObject({ kind: "stripe", mode: "live" });
    });

    it("refuses a PAYMENTS_MODE it does not know, in any mode", () => {
      for (const value of ["stripe", "TEST", "off", " test"]) {
        expect(refusal({ ...productionVars(), PAYMENTS_MODE: value }), value).toBe(
          'PAYMENTS_MODE must be "live" (donations through Stripe, with a live key) or "test" (no money is taken).',
        );
        expect(refusal({ DATA_DIR: tempDir(), PAYMENTS_MODE: value }), value).toMatch(/^PAYMENTS_MODE must be/);
      }
    });
  });

  it("refuses a short AUTH_SECRET", () => {
    expect(() => loadEnv(source({ AUTH_SECRET: "short", DATA_DIR: tempDir() }))).toThrow(/AUTH_SECRET must be at least 32/);
  });

  it("stores files on the local disk under DATA_DIR/uploads unless S3_BUCKET is set", () => {
    const dir = tempDir();
    expect(loadEnv(source({ DATA_DIR: dir })).storage).toEqual({ kind: "local", dir: path.join(dir, "uploads") });
    const production = { ...productionVars(), PAYMENTS_MODE: "test", DATA_DIR: dir };
    // Production without a bucket keeps the local disk (lib/storage/index.ts warns at start).
    expect(loadEnv(source(production)).storage.kind).toBe("local");
  });

  it("reads the S3 configuration", () => {
    const dir = tempDir();
    const s3 = loadEnv(
      source({ DATA_DIR: dir, S3_BUCKET: "mmf-media", S3_REGION: "eu-west-1", S3_ACCESS_KEY_ID: "AKID", S3_SECRET_ACCESS_KEY: "secret" }),
    ).storage;
    expect(s3).toEqual({
      kind: "s3",
      bucket: "mmf-media",
      region: "eu-west-1",
      endpoint: undefined,
      credentials: { accessKeyId: "AKID", secretAccessKey: "secret" },
      forcePathStyle: false,
      publicOrigin: "https://mmf-media.s3.eu-west-1.amazonaws.com",
    });
    const compatible = loadEnv(
      source({ DATA_DIR: dir, S3_BUCKET: "media", S3_REGION: "auto", S3_ENDPOINT: "http://127.0.0.1:9000/", S3_FORCE_PATH_STYLE: "true" }),
    ).storage;
    expect(compatible).toMatchObject({
      kind: "s3",
      endpoint: "http://127.0.0.1:9000",
      credentials: undefined,
      forcePathStyle: true,
      publicOrigin: "http://127.0.0.1:9000",
    });
  });

  it("refuses an incomplete or stray S3 configuration, naming the variable", () => {
    const dir = tempDir();
    expect(() => loadEnv(source({ DATA_DIR: dir, S3_BUCKET: "media" }))).toThrow(/S3_REGION is required/);
    expect(() => loadEnv(source({ DATA_DIR: dir, S3_BUCKET: "media", S3_REGION: "eu-west-1", S3_ACCESS_KEY_ID: "AKID" }))).toThrow(
      /both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadEnv(source({ DATA_DIR: dir, S3_REGION: "eu-west-1", S3_ENDPOINT: "http://127.0.0.1:9000" }))).toThrow(
      "S3_REGION, S3_ENDPOINT set without S3_BUCKET",
    );
    expect(() => loadEnv(source({ DATA_DIR: dir, S3_BUCKET: "media", S3_REGION: "x", S3_ENDPOINT: "not a url" }))).toThrow(ConfigError);
    expect(() => loadEnv(source({ DATA_DIR: dir, S3_BUCKET: "media", S3_REGION: "x", S3_FORCE_PATH_STYLE: "yes" }))).toThrow(ConfigError);
  });

  it("takes donations through Stripe with both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, through the test-mode checkout with neither", () => {
    const dir = tempDir();
    expect(loadEnv(source({ DATA_DIR: dir })).payments).toEqual({ kind: "embedded", mode: "test" });
    // Outside production the mode follows the key: Stripe's test mode takes no money.
    for (const [secretKey, mode] of [
      ["sk_test_51abc", "test"],
      ["rk_test_51abc", "test"],
      ["sk_live_51abc", "live"],
      ["rk_live_51abc", "live"],
    ] as const) {
      expect(loadEnv(source({ DATA_DIR: dir, STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: "whsec_abc123" })).payments).toEqual({
        kind: "stripe",
        mode,
        secretKey,
        webhookSecret: "whsec_abc123",
      });
    }
    // An empty variable counts as unset.
    expect(loadEnv(source({ DATA_DIR: dir, STRIPE_SECRET_KEY: "", STRIPE_WEBHOOK_SECRET: "" })).payments).toEqual({
      kind: "embedded",
      mode: "test",
    });
  });

  it("refuses one Stripe variable without the other, or a key of the wrong kind, naming the variable and never the value", () => {
    const dir = tempDir();
    const cases: [Record<string, string>, RegExp][] = [
      [{ STRIPE_SECRET_KEY: "sk_test_secretvalue" }, /STRIPE_SECRET_KEY is set without STRIPE_WEBHOOK_SECRET/],
      [{ STRIPE_WEBHOOK_SECRET: "whsec_secretvalue" }, /STRIPE_WEBHOOK_SECRET is set without STRIPE_SECRET_KEY/],
      [{ STRIPE_SECRET_KEY: "pk_test_secretvalue", STRIPE_WEBHOOK_SECRET: "whsec_secretvalue" }, /STRIPE_SECRET_KEY must be .*sk_/],
      [{ STRIPE_SECRET_KEY: "secretvalue", STRIPE_WEBHOOK_SECRET: "whsec_secretvalue" }, /STRIPE_SECRET_KEY must be/],
      [{ STRIPE_SECRET_KEY: "sk_test_secret value", STRIPE_WEBHOOK_SECRET: "whsec_secretvalue" }, /STRIPE_SECRET_KEY must be/],
      [{ STRIPE_SECRET_KEY: "sk_secretvalue", STRIPE_WEBHOOK_SECRET: "whsec_secretvalue" }, /STRIPE_SECRET_KEY must be .*sk_live_/],
      [{ STRIPE_SECRET_KEY: "sk_test_secretvalue", STRIPE_WEBHOOK_SECRET: "secretvalue" }, /STRIPE_WEBHOOK_SECRET must be .*whsec_/],
      [{ STRIPE_SECRET_KEY: "sk_test_secretvalue", STRIPE_WEBHOOK_SECRET: "sk_test_secretvalue" }, /STRIPE_WEBHOOK_SECRET must be/],
    ];
    for (const [vars, message] of cases) {
      let error: unknown;
      try {
        loadEnv(source({ DATA_DIR: dir, ...vars }));
      } catch (e) {
        error = e;
      }
      expect(error, JSON.stringify(vars)).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toMatch(message);
      expect((error as Error).message).not.toContain("secretvalue");
    }
  });

  it("reads CDN_PURGE_URL with its optional CDN_PURGE_TOKEN, and refuses a token without a URL", () => {
    const dir = tempDir();
    expect(loadEnv(source({ DATA_DIR: dir })).cdnPurge).toBeUndefined();
    expect(loadEnv(source({ DATA_DIR: dir, CDN_PURGE_URL: "https://purge.example.org/tags" })).cdnPurge).toEqual({
      url: "https://purge.example.org/tags",
      token: undefined,
    });
    expect(loadEnv(source({ DATA_DIR: dir, CDN_PURGE_URL: "https://purge.example.org/tags", CDN_PURGE_TOKEN: "t0ken" })).cdnPurge).toEqual({
      url: "https://purge.example.org/tags",
      token: "t0ken",
    });
    expect(() => loadEnv(source({ DATA_DIR: dir, CDN_PURGE_TOKEN: "t0ken" }))).toThrow(/CDN_PURGE_TOKEN is set without CDN_PURGE_URL/);
    expect(() => loadEnv(source({ DATA_DIR: dir, CDN_PURGE_URL: "not a url" }))).toThrow(ConfigError);
  });

  it("reads DONATION_MAX_USD, whole dollars, as donationMaxCents (default $10,000) and refuses anything else", () => {
    const dir = tempDir();
    expect(loadEnv(source({ DATA_DIR: dir })).donationMaxCents).toBe(1_000_000);
    expect(loadEnv(source({ DATA_DIR: dir, DONATION_MAX_USD: "250" })).donationMaxCents).toBe(25_000);
    expect(loadEnv(source({ DATA_DIR: dir, DONATION_MAX_USD: "999999" })).donationMaxCents).toBe(99_999_900);
    for (const value of ["0", "-5", "1.5", "12.00", "1e3", "ten", " 100", "1000000"]) {
      expect(() => loadEnv(source({ DATA_DIR: dir, DONATION_MAX_USD: value })), value).toThrow(/DONATION_MAX_USD must be a whole number/);
    }
  });
});

describe("loadEnv: realtime", () => {
  const keys = { PUSHER_APP_ID: "123", PUSHER_KEY: "app-key", PUSHER_SECRET: "secretvalue" };

  it("chooses the in-process broker with nothing set, PostgreSQL with DATABASE_URL, Pusher with its keys", () => {
    const dir = tempDir();
    expect(loadEnv(source({ DATA_DIR: dir })).realtime).toEqual({ kind: "embedded" });
    expect(loadEnv(source({ DATA_DIR: dir, DATABASE_URL: "postgres://db/x" })).realtime).toEqual({
      kind: "postgres",
      databaseUrl: "postgres://db/x",
    });
    expect(loadEnv(source({ DATA_DIR: dir, DATABASE_URL: "postgres://db/x", ...keys, PUSHER_CLUSTER: "eu" })).realtime).toEqual({
      kind: "pusher",
      appId: "123",
      key: "app-key",
      secret: "secretvalue",
      cluster: "eu",
      useTLS: true,
    });
    expect(
      loadEnv(source({ DATA_DIR: dir, ...keys, PUSHER_HOST: "Soketi.Example.org", PUSHER_PORT: "6001", PUSHER_USE_TLS: "false" })).realtime,
    ).toEqual({
      kind: "pusher",
      appId: "123",
      key: "app-key",
      secret: "secretvalue",
      host: "soketi.example.org",
      port: 6001,
      useTLS: false,
    });
    expect(loadEnv(source({ DATA_DIR: dir, ...keys, PUSHER_HOST: "127.0.0.1" })).realtime).toMatchObject({
      host: "127.0.0.1",
      port: undefined,
      useTLS: true,
    });
    // Empty variables count as unset.
    expect(loadEnv(source({ DATA_DIR: dir, PUSHER_APP_ID: "", PUSHER_KEY: "", PUSHER_CLUSTER: "" })).realtime).toEqual({
      kind: "embedded",
    });
  });

  it("refuses a partial or contradictory Pusher configuration, naming the variables and never the secret", () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ PUSHER_KEY: "app-key" }, /^PUSHER_KEY set without PUSHER_APP_ID, PUSHER_SECRET\./],
      [{ PUSHER_CLUSTER: "eu" }, /^PUSHER_CLUSTER set without PUSHER_APP_ID, PUSHER_KEY, PUSHER_SECRET\./],
      [{ PUSHER_APP_ID: "1", PUSHER_SECRET: "secretvalue", PUSHER_HOST: "x.org" }, /without PUSHER_KEY/],
      [keys, /set PUSHER_CLUSTER too/],
      [{ ...keys, PUSHER_CLUSTER: "eu", PUSHER_HOST: "x.org" }, /not both/],
      [{ ...keys, PUSHER_CLUSTER: "eu", PUSHER_PORT: "443" }, /PUSHER_PORT set with PUSHER_CLUSTER/],
      [{ ...keys, PUSHER_CLUSTER: "api-eu.pusher.com/x" }, /PUSHER_CLUSTER must be a cluster's name/],
      [{ ...keys, PUSHER_HOST: "https://x.org" }, /PUSHER_HOST must be a host name/],
      [{ ...keys, PUSHER_HOST: "x.org:6001" }, /PUSHER_HOST must be a host name/],
      [{ ...keys, PUSHER_HOST: "x.org", PUSHER_PORT: "70000" }, /PUSHER_PORT must be a port number/],
      [{ ...keys, PUSHER_HOST: "x.org", PUSHER_PORT: "60a" }, /PUSHER_PORT must be a port number/],
      [{ ...keys, PUSHER_HOST: "x.org", PUSHER_USE_TLS: "yes" }, /PUSHER_USE_TLS must be true or false/],
    ];
    for (const [vars, message] of cases) {
      const error = (() => {
        try {
          loadEnv(source({ DATA_DIR: tempDir(), ...vars }));
        } catch (caught) {
          return caught;
        }
      })();
      expect(error, JSON.stringify(vars)).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toMatch(message);
      expect((error as Error).message).not.toContain("secretvalue");
    }
  });

  it("knows a serverless host by its platform's variables", () => {
    expect(loadEnv(source({ DATA_DIR: tempDir() })).serverless).toBe(false);
    expect(loadEnv(source({ DATA_DIR: tempDir(), VERCEL: "1" })).serverless).toBe(true);
  });
});

describe("publicDemoProblem", () => {
  it("refuses the embedded demo at a public address unless DEMO_PASSWORD is set; never with DATABASE_URL or on this machine", () => {
    const publicSite = { databaseUrl: undefined, siteUrl: "https://www.mindfulminds.example" };
    expect(publicDemoProblem(publicSite, source({}))).toMatch(/^DATABASE_URL is not set.*SITE_URL https:\/\/www\.mindfulminds\.example/);
    expect(publicDemoProblem(publicSite, source({ DEMO_PASSWORD: "a-secret-of-its-own" }))).toBeNull();
    expect(publicDemoProblem({ ...publicSite, databaseUrl: "postgres://db/x" }, source({}))).toBeNull();
    for (const siteUrl of ["http://localhost:3000", "http://127.0.0.1:4010", "http://[::1]:3000", "http://mmf.localhost:3000"])
      expect(publicDemoProblem({ databaseUrl: undefined, siteUrl }, source({})), siteUrl).toBeNull();
    expect(isLocalUrl("https://localhost.example.org")).toBe(false);
  });
});
