import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${PORT}`;
export const E2E_DATA_DIR = ".data/e2e";

/**
 * Playwright against a production build (`npm run build` first; `npm run test:e2e` does it)
 * with the embedded adapters: PGlite in .data/e2e (fresh every run), mail in .data/e2e/outbox.
 * Debian's Chromium, never a downloaded browser.
 */
export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results/e2e",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/playwright.json" }]],
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
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    command: `rm -rf ${E2E_DATA_DIR} && npx next start -p ${PORT} -H 127.0.0.1`,
    url: `${baseURL}/api/v1/school/getAllSchool`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { DATA_DIR: E2E_DATA_DIR, SITE_URL: baseURL, DATABASE_URL: "", NODE_ENV: "production" },
    stdout: "pipe",
  },
});
