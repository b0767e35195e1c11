#!/usr/bin/env node
/**
 * `npm test`: every test, in three steps.
 *
 *   1. Two lanes at once: the unit and integration tests (`npm run test:unit`), which run their
 *      files one after another against one database and so keep about one core busy; and beside
 *      them the type check, lint, format check and the e2e build (`npm run build:e2e`), which
 *      use the other.
 *   2. The Playwright journeys on the embedded defaults (`playwright test`).
 *   3. The journeys that store files again with files in S3 (`E2E_STORAGE=s3 playwright test`).
 *   4. The journey through two production instances behind nginx (`npm run test:stack`).
 *
 * Each lane's lines are printed as they come, prefixed with the lane's name. A step starts only
 * when the one before it passed; a failed lane still lets the other finish, so one run reports
 * both. It exits with the failing command's code (the checks' first when both lanes fail).
 */
import { spawn } from "node:child_process";
import readline from "node:readline";

/** Runs `command` in a shell, prefixing each line of its output; resolves to its exit code. */
function run(name, command, env = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    console.log(`[${name}] $ ${command}`);
    const child = spawn(command, { shell: true, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, ...env } });
    for (const stream of [child.stdout, child.stderr]) {
      readline.createInterface({ input: stream }).on("line", (line) => console.log(`[${name}] ${line}`));
    }
    child.on("close", (code, signal) => {
      const status = code ?? (signal ? 1 : 0);
      console.log(`[${name}] ${status === 0 ? "passed" : `failed (exit ${status})`} in ${Math.round((Date.now() - started) / 1000)} s`);
      resolve(status);
    });
  });
}

/** Runs the commands of one lane one after another, stopping at the first that fails. */
async function lane(name, commands) {
  for (const [command, env] of commands) {
    const status = await run(name, command, env);
    if (status !== 0) return status;
  }
  return 0;
}

const build = { SKIP_BUILD_TYPECHECK: "1" };
const [checks, unit] = await Promise.all([
  lane("checks", [["npm run typecheck"], ["npm run lint"], ["npm run format:check"], ["npm run build:e2e", build]]),
  lane("unit", [["npm run test:unit"]]),
]);
if (checks !== 0 || unit !== 0) process.exit(checks || unit);

const e2e = await lane("e2e", [["npx playwright test"], ["npx playwright test", { E2E_STORAGE: "s3" }], ["npm run test:stack"]]);
process.exit(e2e);
