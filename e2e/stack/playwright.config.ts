import { defineConfig, devices } from "@playwright/test";
import { readStackState } from "../../scripts/stack-state.mts";

/**
 * The journey through the stack (`npm run test:stack`, scripts/stack-test.mts): Debian's Chromium
 * against the running stack's nginx (scripts/stack.mts, its address from stack.json). Its files end
 * in `.stack.ts`, which the normal e2e run (playwright.config.ts) does not match.
 */
const stack = readStackState();

export default defineConfig({
  testDir: ".",
  testMatch: /\.stack\.ts$/,
  outputDir: process.env.E2E_OUTPUT_DIR || "../../test-results/stack",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [["list"]],
  use: {
    baseURL: stack.url,
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
  projects: [{ name: "stack", use: { ...devices["Desktop Chrome"] } }],
});
