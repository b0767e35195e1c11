/**
 * How soon a production instance answers after it starts (`npm run bench:start`).
 *
 * Recreates BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/mmf_bench_start) and
 * applies the migrations, with no seeding: what a first deployment has. Then BENCH_STARTS times
 * (default 5): spawns `node scripts/serve.mjs start` (what `npm start` runs) in production mode
 * (DATABASE_URL, AUTH_SECRET, SITE_URL, SMTP_URL, MAIL_FROM, BANK_ACCOUNT_KEY, Stripe's test
 * mode: bench/lib.mjs productionEnv; uploads on the local disk of a temporary DATA_DIR) on a
 * free 127.0.0.1 port, asks for `/` and for `/api/health` (`/login` where the app has no
 * /api/health route) every 10 ms from the moment of the spawn until each answers 200, and reads
 * the resident memory of the server's processes right after both have answered. Each start is
 * a new process; the operating system's file cache stays warm after the first.
 *
 * Budget (issue "Operations" §5): the first 200 within 1.5 s of the start, median of the starts.
 * Exits 1 when it is missed. Writes bench/results/start.json and start.md. Uses the build in
 * NEXT_DIST_DIR (default .next), building first when there is none.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import {
  benchSettings,
  ensureBuild,
  freePort,
  groupRss,
  guard,
  machine,
  machineLine,
  median,
  postgresVersion,
  productionEnv,
  recreateDatabase,
  root,
  round,
  run,
  sharedMachineNote,
  stopProcess,
  withoutCredentials,
  writeResults,
} from "./lib.mjs";

const { databaseUrl: DATABASE_URL } = benchSettings("start");
const STARTS = Math.max(1, Number(process.env.BENCH_STARTS ?? 5));
const BUDGET_MS = 1500;
const HEALTH = existsSync(path.join(root, "app", "api", "health")) ? "/api/health" : "/login";
const PATHS = ["/", HEALTH];

let child;
let dataDir;
const finish = guard(async () => {
  await stopProcess(child);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}, 10 * 60_000);

/**
 * Asks for `url` every 10 ms until it answers 200 (or `deadline`): the ms since `started` of that
 * answer, and of the moment the request that got it was sent (the server was listening by then).
 */
async function firstOk(url, started, deadline) {
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    const sent = performance.now();
    try {
      const response = await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(10_000) });
      await response.arrayBuffer();
      if (response.status === 200) return { ok: performance.now() - started, sent: sent - started };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${url} did not answer 200 within 60 s`);
}

/** One cold start: ms to the first 200 of each path, and the servers' resident memory after them. */
async function oneStart() {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(path.join(tmpdir(), "mmf-bench-start-"));
  let log = "";
  const started = performance.now();
  child = spawn(process.execPath, [path.join(root, "scripts", "serve.mjs"), "start", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: root,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      DATA_DIR: dataDir,
      ...productionEnv(DATABASE_URL, origin),
    },
  });
  child.stdout.on("data", (chunk) => (log += chunk));
  child.stderr.on("data", (chunk) => (log += chunk));
  try {
    const deadline = started + 60_000;
    const times = await Promise.all(PATHS.map((p) => firstOk(origin + p, started, deadline)));
    const rss = groupRss(child.pid);
    return {
      ...Object.fromEntries(PATHS.map((p, i) => [p, round(times[i].ok, 0)])),
      // The request that got the first 200 was sent within 10 ms of the previous one failing to connect: about when the port opened.
      listeningMs: round(Math.min(...times.map((t) => t.sent)), 0),
      // What the server says of its own start: Next's "Ready in" and instrumentation-node.ts' (database opened, jobs started).
      nextReady: /✓ Ready in (\S+)/.exec(log)?.[1] ?? null,
      appReady: /Ready in ([\d.]+ s) \(/.exec(log)?.[1] ?? null,
      rssMiB: round(rss / 2 ** 20, 0),
    };
  } catch (error) {
    throw new Error(`${error.message}\n--- server output ---\n${log}`);
  } finally {
    await stopProcess(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  ensureBuild();
  console.log(`Recreating and migrating ${withoutCredentials(DATABASE_URL)} (no seeding) ...`);
  await recreateDatabase(DATABASE_URL);
  const starts = [];
  for (let i = 0; i < STARTS; i++) {
    starts.push(await oneStart());
    const s = starts.at(-1);
    console.log(
      `start ${i + 1}: listening ${s.listeningMs} ms, ${PATHS.map((p) => `${p} ${s[p]} ms`).join(", ")}, ${s.rssMiB} MiB resident`,
    );
  }
  const medians = Object.fromEntries([...PATHS, "listeningMs", "rssMiB"].map((k) => [k, median(starts.map((s) => s[k]))]));
  const firstMs = Math.min(...PATHS.map((p) => medians[p]));
  const report = {
    date: new Date().toISOString(),
    machine: machine(),
    postgres: await postgresVersion(DATABASE_URL),
    loadAverage: loadavg().map((l) => round(l, 1)),
    paths: PATHS,
    budgetMs: BUDGET_MS,
    starts,
    medians,
    firstRequestMs: firstMs,
    met: PATHS.every((p) => medians[p] <= BUDGET_MS),
    serverless:
      "none: the project has no serverless build or target (no adapter, no standalone output); a serverless host builds with its own tooling",
  };
  writeResults("start", report, markdown(report));
  return report.met ? 0 : 1;
}

function markdown(report) {
  return [
    `# Start of a production instance — ${report.date}`,
    "",
    machineLine(report),
    `${sharedMachineNote()} Load average at the end: ${report.loadAverage.join(", ")}.`,
    "",
    `\`node scripts/serve.mjs start\` (as \`npm start\`) in production mode on a migrated, empty database; each path asked every 10 ms from the spawn until its first 200, then the resident memory of the server's processes. Listening: when the request that got the first 200 was sent (the one before it could not connect). Budget: each path's first 200 within ${report.budgetMs} ms (median of ${report.starts.length} starts).`,
    "",
    `| Start | Listening (about) | ${report.paths.map((p) => `First 200 on \`${p}\``).join(" | ")} | Resident memory after | Next's "Ready in" | the app's "[start] Ready in" |`,
    `|---|---:|${report.paths.map(() => "---:").join("|")}|---:|---:|---:|`,
    ...report.starts.map(
      (s, i) =>
        `| ${i + 1} | ${s.listeningMs} ms | ${report.paths.map((p) => `${s[p]} ms`).join(" | ")} | ${s.rssMiB} MiB | ${s.nextReady ?? "—"} | ${s.appReady ?? "—"} |`,
    ),
    `| **median** | **${report.medians.listeningMs} ms** | ${report.paths.map((p) => `**${report.medians[p]} ms**`).join(" | ")} | **${report.medians.rssMiB} MiB** | | |`,
    "",
    `Budget ${report.met ? "met" : "missed"}. Serverless: ${report.serverless}.`,
    "",
    "Rerun: `npm run bench:start` (BENCH_STARTS, BENCH_DATABASE_URL; NEXT_DIST_DIR for the build).",
    "",
  ].join("\n");
}

run(main, finish);
