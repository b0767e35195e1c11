/**
 * `npm run build:e2e`: the production build both e2e runs start (playwright.config.ts), made with
 * the S3 run's settings (e2e/support/s3-settings.mts says why). Into `.next`, or NEXT_DIST_DIR.
 */
import { spawnSync } from "node:child_process";
import { s3Settings } from "./s3-settings.mts";

const build = spawnSync("npx", ["next", "build"], { stdio: "inherit", env: { ...process.env, ...s3Settings } });
process.exit(build.status ?? 1);
