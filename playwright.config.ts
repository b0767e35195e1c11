import { defineConfig, devices } from "@playwright/test";
import { E2E_S3_PORT, s3Settings } from "./e2e/support/s3-settings.mts";

/**
 * Playwright against a production build with Debian's Chromium, never a downloaded browser. Both
 * runs start the same build, made by `npm run build:e2e` (in `.next`, or NEXT_DIST_DIR) with the
 * S3 run's settings: the Content-Security-Policy that allows the bucket is fixed when the site is
 * built (e2e/support/s3-settings.mts).
 *
 * - `playwright test` (E2E_STORAGE unset): every journey on the embedded defaults: PGlite in
 *   .data/e2e (fresh every run), mail in .data/e2e/outbox, files on the local disk through our
 *   signed URLs.
 * - `E2E_STORAGE=s3 playwright test`: the journeys that store files again with files in S3:
 *   s3rver as its own process (e2e/support/s3rver.mjs, with a bucket CORS rule for the site's
 *   origin). What they look like (screenshots, axe) is the first run's to check.
 */
const s3 = process.env.E2E_STORAGE === "s3";
const PORT = Number(process.env.E2E_PORT ?? (s3 ? 3102 : 3100));
const S3_PORT = E2E_S3_PORT;
const baseURL = `http://127.0.0.1:${PORT}`;
/**
 * Where the site under test keeps its database, mail and local files (e2e/support/mail.ts reads the
 * outbox). Two runs at once on one checkout each set their own E2E_DATA_DIR, E2E_PORT and
 * NEXT_DIST_DIR (the build they test, made with `NEXT_DIST_DIR=… next build`).
 */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR || (s3 ? ".data/e2e-s3" : ".data/e2e");
process.env.E2E_DATA_DIR = E2E_DATA_DIR;
// The journeys check that files really go to (and are purged from) the store of this run.
if (s3) process.env.E2E_S3_ORIGIN = `http://127.0.0.1:${S3_PORT}`;

/**
 * The origin of the client on another origin in e2e/spec-client.spec.ts (a blank page it serves on
 * E2E_PORT + 57; keep the two in step): named in CORS_ORIGINS, so its Bearer calls are answered.
 * The spec's refused origin (E2E_PORT + 58) is left out on purpose.
 */
const SPEC_CLIENT_ORIGIN = `http://127.0.0.1:${PORT + 57}`;

const siteEnv = {
  DATA_DIR: E2E_DATA_DIR,
  SITE_URL: baseURL,
  DATABASE_URL: "",
  NODE_ENV: "production",
  CORS_ORIGINS: SPEC_CLIENT_ORIGIN,
  // Every journey signs up from 127.0.0.1: more than one address's hourly budget in one run.
  REGISTRATIONS_PER_HOUR: "100",
};
export default defineConfig({
  testDir: "e2e",
  // With files in S3 again: every journey that stores files (videos, gallery photos, library items).
  testMatch: s3 ? /(video-.*|gallery|library)\.spec\.ts$/ : undefined,
  // Two runs at once (see E2E_DATA_DIR) keep their traces apart with E2E_OUTPUT_DIR.
  outputDir: process.env.E2E_OUTPUT_DIR || (s3 ? "test-results/e2e-s3" : "test-results/e2e"),
  fullyParallel: false,
  workers: 1,
  // No retries, in CI either: a retry hides a flaky test.
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: s3 ? "test-results/playwright-s3.json" : "test-results/playwright.json" }]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [{ name: s3 ? "chromium-s3" : "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: s3
    ? [
        {
          command: "node e2e/support/s3rver.mjs",
          url: `http://127.0.0.1:${S3_PORT}/`,
          timeout: 30_000,
          reuseExistingServer: false,
          env: {
            S3RVER_PORT: String(S3_PORT),
            S3RVER_BUCKET: s3Settings.S3_BUCKET,
            S3RVER_ALLOWED_ORIGIN: baseURL,
            S3RVER_DIR: `${E2E_DATA_DIR}/s3rver`,
          },
          stdout: "pipe",
        },
        {
          command: `rm -rf ${E2E_DATA_DIR}/pglite ${E2E_DATA_DIR}/outbox && npx next start -p ${PORT} -H 127.0.0.1`,
          url: `${baseURL}/api/v1/school/getAllSchool`,
          timeout: 120_000,
          reuseExistingServer: false,
          env: { ...siteEnv, ...s3Settings },
          stdout: "pipe",
        },
      ]
    : {
        command: `rm -rf ${E2E_DATA_DIR} && npx next start -p ${PORT} -H 127.0.0.1`,
        url: `${baseURL}/api/v1/school/getAllSchool`,
        timeout: 120_000,
        reuseExistingServer: false,
        env: siteEnv,
        stdout: "pipe",
      },
});
