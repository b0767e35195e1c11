import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

const root = path.resolve(import.meta.dirname);
/** One scratch directory per run (uploads, mail outbox). The database is TEST_DATABASE_URL: test/global-setup.ts. */
const dataDir = path.join(os.tmpdir(), `mmf-vitest-${process.pid}-${Date.now()}`);

export default defineConfig({
  resolve: {
    alias: [{ find: /^@\//, replacement: `${root}/` }],
  },
  test: {
    environment: "node",
    include: [
      "lib/**/*.test.ts",
      "features/**/*.test.ts",
      "registry/**/*.test.ts",
      "components/**/*.test.ts",
      "test/**/*.test.ts",
      "app/**/*.test.ts",
      "content/**/*.test.ts",
    ],
    exclude: ["e2e/**", "node_modules/**", ".next/**"],
    globalSetup: ["test/global-setup.ts"],
    setupFiles: ["test/request-scope.ts", "test/setup.ts"],
    // One shared database: test files run one after another.
    fileParallelism: false,
    // Loading drizzle-orm/pg-core alone takes about a second: share one worker process (and its
    // module cache) between files. Tests reset the database themselves (test/db.ts resetDb).
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    server: { deps: { inline: ["next-auth"] } },
    env: {
      NODE_ENV: "test",
      AUTH_SECRET: "test-auth-secret-0123456789-abcdefghijklmnopqrstuvwxyz",
      // 32 bytes, base64: the key of bank account numbers at rest in tests.
      BANK_ACCOUNT_KEY: "dGVzdC1iYW5rLWFjY291bnQta2V5LTMyLWJ5dGVzISE=",
      DATA_DIR: dataDir,
      SITE_URL: "http://localhost:3000",
      MAIL_FROM: "Mindful Minds Foundation <no-reply@mindfulminds.test>",
      TRUST_PROXY: "false",
    },
  },
});
