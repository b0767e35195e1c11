/**
 * `npm run test:stack`: starts the stack (scripts/stack.mts) with chat over PostgreSQL, runs the
 * Playwright journey through its balancer (e2e/stack), then starts the two instances again with
 * chat over soketi and runs the chat journey once more; stops the stack and exits with the
 * journeys' status. Arguments go to Playwright (`npm run test:stack -- --headed`).
 */
import { spawn } from "node:child_process";
import { startStack } from "./stack.mts";

const started = Date.now();
const args = process.argv.slice(2);
// Not spawnSync: s3rver and the SMTP server run in this process and must keep answering.
const playwright = (files: string[]) =>
  new Promise<number>((resolve) => {
    const child = spawn("npx", ["playwright", "test", "-c", "e2e/stack/playwright.config.ts", ...files, ...args], { stdio: "inherit" });
    child.on("exit", (code) => resolve(code ?? 1));
  });

const stack = await startStack({ chat: "postgres" });
const stop = () => void stack.stop().then(() => process.exit(130));
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
let status = 1;
try {
  const ready = Date.now();
  console.log(`[stack] up in ${((ready - started) / 1000).toFixed(1)} s; the journey, chat over PostgreSQL`);
  status = await playwright([]);
  if (status === 0) {
    console.log("[stack] the instances again, chat over soketi");
    await stack.restartSites("pusher");
    status = await playwright(["chat.stack.ts"]);
  }
} finally {
  await stack.stop();
}
console.log(`[stack] ${status === 0 ? "passed" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(status);
