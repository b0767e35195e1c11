/**
 * `npm run dev` and `npm start` (`npm run preview` builds first): Next's own `next dev` and
 * `next start`, told where to listen.
 *
 * Without DATABASE_URL (the embedded database, whose demo accounts have a published password)
 * the server listens on 127.0.0.1 only; HOST chooses another address (`HOST=0.0.0.0 npm run
 * dev`: every interface). With DATABASE_URL it listens as Next does (every interface) and HOST
 * is not read. Next's own `-H`/`--hostname` (`npm start -- -H ::1`) wins either way. Every other
 * argument goes to Next as it is (`npm start -- -p 4000`).
 *
 * DATABASE_URL may be in a .env file: they are read as Next reads them (@next/env) to decide, and
 * the server is started with the environment as it was given, to read them itself.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { constants } from "node:os";
import path from "node:path";
import nextEnv from "@next/env";

const [command, ...args] = process.argv.slice(2);
if (command !== "dev" && command !== "start") {
  console.error("Usage: node scripts/serve.mjs dev|start [options of next dev or next start]");
  process.exit(2);
}

const given = { ...process.env };
const { combinedEnv: configured } = nextEnv.loadEnvConfig(process.cwd(), command === "dev", { info: () => {}, error: console.error });
const embedded = !configured.DATABASE_URL;
const hostGiven = args.some((arg) => arg.startsWith("-H") || arg === "--hostname" || arg.startsWith("--hostname="));
const host = embedded && !hostGiven ? configured.HOST || "127.0.0.1" : undefined;

// The first start says nothing of its own while Next compiles the server's start-up code: say what comes.
const dataDir = path.resolve(configured.DATA_DIR || ".data");
if (embedded && !existsSync(path.join(dataDir, "pglite"))) {
  console.info(
    `[start] First start on ${dataDir}: the server compiles, then creates, migrates and seeds the embedded database ` +
      "(about a minute); it says below when the site is ready, and at which address.",
  );
}

const next = createRequire(import.meta.url).resolve("next/dist/bin/next");
const server = spawn(process.execPath, [next, command, ...(host ? ["-H", host] : []), ...args], { stdio: "inherit", env: given });

// A signal sent to this process alone (a terminal's Ctrl-C reaches both) is passed on.
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
