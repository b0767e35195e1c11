/**
 * Helpers shared by the benchmark scripts: the public pages (from the e2e support), a production build, a free port on
 * the loopback interface, and a `next start` server with a throw-away embedded database.
 * Everything listens on 127.0.0.1 only, and everything started here is stopped here.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { cpus, loadavg, tmpdir, totalmem } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const resultsDir = path.join(root, "bench", "results");

// The marketing pages Lighthouse scores, and every public page: the lists the e2e specs use.
export { authPages, pagesWithoutRuntime, publicPages } from "../e2e/support/public-pages.mts";

/** A short description of this machine for the results. */
export function machine() {
  const list = cpus();
  return {
    cpus: list.length,
    cpuModel: list[0]?.model ?? "unknown",
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
  };
}

/**
 * Builds the app unless a production build is already there (`npm run build` first is faster),
 * in NEXT_DIST_DIR when set (next.config.ts builds and serves from it), so a bench can use a
 * build of its own while other builds run in the same checkout.
 */
export function ensureBuild() {
  if (existsSync(path.join(distDir(), "BUILD_ID"))) return;
  console.log(`No production build in ${path.relative(root, distDir())}: running \`next build\`...`);
  build(root);
}

/** The folder of the production build the benches use: NEXT_DIST_DIR when set, else .next. */
export function distDir() {
  return path.join(root, process.env.NEXT_DIST_DIR || ".next");
}

/** `next build` of the Next.js app in `dir` (the project, or a reference app under bench/). */
export function build(dir) {
  const result = spawnSync(process.execPath, [nextBin(), "build", dir], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) throw new Error(`next build ${path.relative(root, dir) || "."} failed`);
}

function nextBin() {
  return path.join(root, "node_modules", "next", "dist", "bin", "next");
}

/** A TCP port that is free on 127.0.0.1 right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `url` answers 200, or throws after `timeoutMs`. */
export async function waitFor(url, timeoutMs = 120_000, child) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} before answering`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await sleep(300);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Stops a child process and the processes it started (its own process group). */
export function stopProcess(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {
        // already gone
      }
    }, 5_000);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      clearTimeout(timer);
      resolve();
    }
  });
}

/**
 * `next start` on a free loopback port with the embedded adapters (PGlite and the mail outbox)
 * in a temporary DATA_DIR. Returns its origin, the pid of the process it started (the head of
 * the server's process group) and a `stop()` that ends it and removes the data.
 * `options.env(origin)` returns extra variables (for example DATABASE_URL and the production
 * settings), applied over the embedded defaults. `options.dir` starts another Next.js app
 * instead of the project (one already built, such as the framework floor under bench/floor).
 * `options.prepare(dataDir)` runs before the server starts (to fill the embedded database).
 */
export async function startNext(options = {}) {
  if (!options.dir) ensureBuild();
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "mmf-bench-"));
  try {
    await options.prepare?.(dataDir);
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const child = spawn(
    process.execPath,
    [nextBin(), "start", ...(options.dir ? [options.dir] : []), "-p", String(port), "-H", "127.0.0.1"],
    {
      cwd: root,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        NODE_ENV: "production",
        NEXT_TELEMETRY_DISABLED: "1",
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        SITE_URL: origin,
        PORT: String(port),
        ...(options.env ? options.env(origin) : {}),
      },
    },
  );
  let log = "";
  child.stdout.on("data", (chunk) => (log += chunk));
  child.stderr.on("data", (chunk) => (log += chunk));
  const stop = async () => {
    await stopProcess(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${origin}/`, 120_000, child);
  } catch (error) {
    await stop();
    throw new Error(`${error.message}\n--- next start output ---\n${log}`);
  }
  return { origin, pid: child.pid, stop, log: () => log };
}

/** Resident memory (bytes) of every process in the process group `pgid` (a server started by startNext: its `pid`). */
export function groupRss(pgid) {
  let total = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // Fields after the command name (which is in parentheses and may contain spaces).
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[2]) !== pgid) continue;
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${entry}/status`, "utf8"))?.[1];
      total += Number(rss ?? 0) * 1024;
    } catch {
      // the process ended while we looked
    }
  }
  return total;
}

/** Runs `cleanup` once on exit, Ctrl-C or a fatal error, and ends the script after `limitMs`. */
export function guard(cleanup, limitMs) {
  let done = false;
  const once = async (code) => {
    if (done) return;
    done = true;
    try {
      await cleanup();
    } finally {
      process.exit(code);
    }
  };
  process.on("SIGINT", () => once(130));
  process.on("SIGTERM", () => once(143));
  const timer = setTimeout(() => {
    console.error(`Time limit of ${limitMs / 1000} s reached: stopping.`);
    void once(2);
  }, limitMs);
  timer.unref();
  return once;
}

/** The latest bench/results/<name>.json, or null when that bench has not run. */
export function readResults(name) {
  const file = path.join(resultsDir, `${name}.json`);
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null;
}

/** Writes bench/results/<name>.json and <name>.md, and prints the Markdown. */
export function writeResults(name, json, markdown) {
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(path.join(resultsDir, `${name}.json`), `${JSON.stringify(json, null, 2)}\n`);
  writeFileSync(path.join(resultsDir, `${name}.md`), markdown);
  console.log(markdown);
}

/** Runs a bench's `main` and leaves through `finish` (from `guard`) with its exit code, 1 on an error. */
export function run(main, finish) {
  main().then(
    (code) => finish(code),
    (error) => {
      console.error(error);
      return finish(1);
    },
  );
}

/**
 * Drops and recreates the database of `databaseUrl` (its name must be a plain identifier), then
 * applies the committed migrations in drizzle/ with Drizzle's node-postgres migrator (what
 * scripts/migrate.ts does).
 */
export async function recreateDatabase(databaseUrl) {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unexpected database name ${name}`);
  const admin = new URL(databaseUrl);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  await migrate(drizzle(pool), { migrationsFolder: path.join(root, "drizzle") });
  await pool.end();
}

/**
 * The settings of a bench on its own database `mmf_bench_<name>`: BENCH_DATABASE_URL (default
 * that database on the local server), BENCH_DURATION seconds per run (default 10) and
 * BENCH_CONNECTIONS (default 10).
 */
export function benchSettings(name) {
  return {
    databaseUrl: process.env.BENCH_DATABASE_URL || `postgres://postgres@127.0.0.1:5432/mmf_bench_${name}`,
    duration: Math.max(1, Number(process.env.BENCH_DURATION ?? 10)),
    connections: Math.max(1, Number(process.env.BENCH_CONNECTIONS ?? 10)),
  };
}

/** Runs `fn` with a `pg` client connected to `databaseUrl`, and closes it. */
export async function withClient(databaseUrl, fn) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** The server version of the database at `databaseUrl`, as the reports name it ("PostgreSQL 17.2 …"). */
export async function postgresVersion(databaseUrl) {
  return withClient(databaseUrl, async (client) => `PostgreSQL ${(await client.query("SHOW server_version")).rows[0].server_version}`);
}

/** `databaseUrl` without its credentials, for the log. */
export const withoutCredentials = (databaseUrl) => databaseUrl.replace(/\/\/[^@]*@/, "//");

/**
 * The start of a bench on its own database: makes sure there is a build (unless BENCH_SEED_ONLY,
 * which stops after seeding), recreates and migrates `databaseUrl`, runs `seed` (set-based SQL,
 * answering the data set's figures) and logs what it made.
 */
export async function seedDatabase(databaseUrl, seed) {
  if (!process.env.BENCH_SEED_ONLY) ensureBuild();
  console.log(`Recreating and seeding ${withoutCredentials(databaseUrl)} ...`);
  await recreateDatabase(databaseUrl);
  const dataset = await seed();
  console.log(dataset);
  return dataset;
}

/** A list of words as a SQL text array literal, for set-based seeding. */
export const sqlArray = (list) => `ARRAY[${list.map((w) => `'${w.replace(/'/g, "''")}'`).join(", ")}]::text[]`;
/** SQL that picks one of `list` by `expr` (a number in [0, 1): random() by default). */
export const sqlPick = (list, expr = "random()") => `(${sqlArray(list)})[1 + floor(${expr} * ${list.length})::int]`;

/** Seconds since `started` (a Date.now()), for "Seeded in … s". */
export const secondsSince = (started) => round((Date.now() - started) / 1000, 1);

/**
 * `next start` against `databaseUrl` in production mode, with the SQL statement counter
 * (bench/count-queries.cjs) preloaded and answering on a free port (`server.counterPort`).
 * Harmless settings: a bench-only AUTH_SECRET, SITE_URL the server's origin, SMTP on a closed
 * local port (nothing can be delivered), no trusted proxy, payments in test mode (no Stripe keys:
 * a production server refuses to start without them otherwise); `env` adds to them or replaces them.
 */
export async function startBenchServer(databaseUrl, env = {}) {
  const counterPort = await freePort();
  const preload = path.join(root, "bench", "count-queries.cjs");
  const server = await startNext({
    env: (origin) => ({
      ...productionEnv(databaseUrl, origin),
      ...env,
      BENCH_COUNTER_PORT: String(counterPort),
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --require ${preload}`.trim(),
    }),
  });
  return { ...server, counterPort };
}

/** Cookies from Set-Cookie headers, kept by name. */
function remember(jar, response) {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(";");
    const at = pair.indexOf("=");
    jar.set(pair.slice(0, at).trim(), pair.slice(at + 1));
  }
}
const cookieHeader = (jar) => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");

/** The Cookie header of a signed-in session (Auth.js' session cookie), through the credentials callback the login form's signIn uses. */
export async function signInCookie(origin, email, password) {
  const jar = new Map();
  const csrf = await fetch(`${origin}/api/auth/csrf`);
  remember(jar, csrf);
  const { csrfToken } = await csrf.json();
  const response = await fetch(`${origin}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookieHeader(jar) },
    body: new URLSearchParams({ csrfToken, email, password, callbackUrl: `${origin}/` }).toString(),
  });
  await response.arrayBuffer();
  remember(jar, response);
  if (![...jar.keys()].some((k) => k.endsWith("authjs.session-token")))
    throw new Error(`cookie login answered ${response.status} without a session cookie (${response.headers.get("location")})`);
  return cookieHeader(jar);
}

/** The secret the bench servers sign sessions with (productionEnv), for benches that sign API tokens themselves. */
export const BENCH_AUTH_SECRET = "bench-only-secret-bench-only-secret-0123456789";

/** startBenchServer's harmless production settings for a server at `origin` on `databaseUrl`. */
export function productionEnv(databaseUrl, origin) {
  return {
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: BENCH_AUTH_SECRET,
    // 32 bytes as hex: a bench-only key for the bank account numbers (required in production).
    BANK_ACCOUNT_KEY: "0123456789abcdef".repeat(4),
    SITE_URL: origin,
    SMTP_URL: "smtp://127.0.0.1:9",
    MAIL_FROM: "Bench <bench@bench.example>",
    TRUST_PROXY: "false",
    PAYMENTS_MODE: "test",
  };
}

// ---------------------------------------------------------------------------------------------
// Figures and reports shared by the benches.

export const quantile = (sorted, q) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : null);
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
export const round = (n, digits = 2) => (n === null || n === undefined ? null : Math.round(n * 10 ** digits) / 10 ** digits);
export const ms = (v) => (v === null || v === undefined ? "—" : `${v} ms`);

/** Count, p50, p95, p99, max and mean of a list of times in ms, rounded to `digits`. */
export function latencyStats(times, digits = 1) {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50Ms: round(quantile(sorted, 0.5), digits),
    p95Ms: round(quantile(sorted, 0.95), digits),
    p99Ms: round(quantile(sorted, 0.99), digits),
    maxMs: round(sorted.at(-1), digits),
    meanMs: round(sorted.reduce((s, t) => s + t, 0) / (sorted.length || 1), digits),
  };
}

/** One line for an EXPLAIN result: median execution time, sequential scans, sorts, indexes used. */
export function planSummary(p) {
  const parts = [`${p.executionMsMedian} ms`];
  if (p.seqScans.length) parts.push(`seq scan ${p.seqScans.join(", ")}`);
  if (p.sorts.length) parts.push(p.sorts.join(", "));
  if (p.indexes.length) parts.push(`indexes ${p.indexes.join(", ")}`);
  return parts.join("; ");
}

/** The SQL statement counter preloaded into the server (bench/count-queries.cjs): GET reads it, POST resets it. */
export async function counter(port, method = "GET") {
  const response = await fetch(`http://127.0.0.1:${port}/${method === "POST" ? "reset" : ""}`, { method });
  return response.json();
}

// ---------------------------------------------------------------------------------------------
// Measuring one request: its SQL, its load, the same SQL run directly, and the plans.

/** The SQL statements of one request of `path` (or of a new URL from `nextPath` each try), sent alone (median count of 3 tries, statements of the last), through the counter. */
export async function captureStatements(origin, counterPort, path, nextPath) {
  const counts = [];
  let last;
  for (let i = 0; i < 3; i++) {
    await counter(counterPort, "POST");
    // URLs not seen before: a new one each time (a kept answer would send no SQL at all).
    const asked = nextPath ? nextPath() : path;
    const response = await fetch(origin + asked);
    const body = await response.text();
    if (!response.ok) throw new Error(`${asked} answered ${response.status}: ${body.slice(0, 300)}`);
    last = await counter(counterPort);
    counts.push(last.queries);
  }
  return { queriesPerRequest: median(counts), statements: last.statements };
}

/** Clock ticks per second of /proc's CPU times (getconf CLK_TCK; 100 on Linux). */
let clockTicks;
const ticksPerSecond = () => (clockTicks ??= Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout.trim()) || 100);

/**
 * Every live process, from /proc: its parent, process group, command name (comm) and CPU ticks
 * (user and system) so far, by pid; null where there is no /proc.
 */
export function processTable() {
  if (!existsSync("/proc/self/stat")) return null;
  const table = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue; // ended meanwhile
    }
    // "pid (comm) state ppid pgrp …": utime and stime are the 14th and 15th fields of the line.
    const comm = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    table.set(Number(entry), { ppid: Number(fields[1]), pgrp: Number(fields[2]), comm, ticks: Number(fields[11]) + Number(fields[12]) });
  }
  return table;
}

/** The pids of `table` (processTable) that are `roots` or descend from one of them. */
export function descendants(table, roots) {
  const found = new Set(roots.filter((pid) => table.has(pid)));
  let grew = found.size > 0;
  while (grew) {
    grew = false;
    for (const [pid, p] of table) {
      if (!found.has(pid) && found.has(p.ppid)) {
        found.add(pid);
        grew = true;
      }
    }
  }
  return [...found];
}

/**
 * CPU seconds (user and system) used so far by every live process of process group `pgid` (a
 * server started by startNext leads its own group), from /proc; null where there is no /proc.
 */
export function groupCpuSeconds(pgid) {
  const table = processTable();
  if (!table) return null;
  let ticks = 0;
  for (const p of table.values()) if (p.pgrp === pgid) ticks += p.ticks;
  return ticks / ticksPerSecond();
}

/**
 * A meter of the CPU that named parts of a system use (for a server that is not one process
 * group: several instances, a balancer, database backends). `parts` maps a name to a function of
 * a processTable that answers the part's pids. `stop(requests)` answers, over the time since the
 * meter started, the CPU milliseconds a request of each part and their sum (each process counted
 * from its start when it started meanwhile; one that ended meanwhile is not counted), or null
 * where there is no /proc.
 */
export function cpuMeter(parts) {
  const before = processTable();
  return {
    stop(requests) {
      const after = processTable();
      if (!before || !after || requests === 0) return null;
      const byPart = {};
      for (const [name, select] of Object.entries(parts)) {
        const ticks = select(after).reduce((sum, pid) => sum + after.get(pid).ticks - (before.get(pid)?.ticks ?? 0), 0);
        byPart[name] = round(((ticks / ticksPerSecond()) * 1000) / requests, 2);
      }
      return {
        total: round(
          Object.values(byPart).reduce((sum, v) => sum + v, 0),
          2,
        ),
        byPart,
      };
    },
  };
}

/**
 * autocannon on `url`: a 2 s warm-up (with `warmUpConnections`, by default as many as the run),
 * then `duration` seconds with `connections` connections. With `serverPid` (the head of the
 * server's process group), also the server's CPU time per answered request over the measured run
 * (`cpuMsPerRequest`: the framework, our code and, on the embedded database, PGlite; not a
 * PostgreSQL server's own processes). With `nextPath`, each request asks for the path it
 * returns instead of `url`'s. `headers`: request headers (autocannon sends no Accept-Encoding of
 * its own, so without one every answer is uncompressed). `cpuParts` (cpuMeter's parts) measures
 * a server of several processes instead of `serverPid` (`cpuMsPerRequest`, and
 * `cpuMsPerRequestByPart`). `timeout`: seconds before a request counts as timed out (10).
 * `loadAverage` is the host's (1, 5 and 15 minutes) as the measured run starts.
 */
export async function loadUrl(
  url,
  { connections, duration, warmUpConnections = connections, serverPid, cpuParts, nextPath, headers, timeout = 10 },
) {
  const { default: autocannon } = await import("autocannon");
  // With `nextPath`, every request asks for the path it returns (a URL the server has not seen).
  const requests = nextPath ? [{ setupRequest: (request) => ({ ...request, path: nextPath() }) }] : undefined;
  await autocannon({ url, connections: warmUpConnections, duration: 2, requests, headers, timeout });
  const loadAverage = loadavg().map((v) => round(v, 2));
  const cpuBefore = serverPid ? groupCpuSeconds(serverPid) : null;
  const meter = cpuParts ? cpuMeter(cpuParts) : null;
  const result = await autocannon({ url, connections, duration, pipelining: 1, requests, headers, timeout });
  const cpuAfter = serverPid ? groupCpuSeconds(serverPid) : null;
  const parts = meter?.stop(result.requests.total);
  const cpuMsPerRequest = meter
    ? (parts?.total ?? null)
    : cpuBefore === null || cpuAfter === null || result.requests.total === 0
      ? null
      : round(((cpuAfter - cpuBefore) * 1000) / result.requests.total, 2);
  return {
    cpuMsPerRequest,
    ...(meter ? { cpuMsPerRequestByPart: parts?.byPart ?? null } : {}),
    loadAverage,
    requestsPerSec: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    requests: result.requests.total,
    bytesPerRequest: result.requests.total ? Math.round(result.throughput.total / result.requests.total) : null,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/** A request's statements run directly with `pg`: `connections` clients, `duration` seconds after 2 s of warm-up; one iteration is every statement in order. */
export async function directSql(databaseUrl, statements, { connections, duration }) {
  if (statements.length === 0) return null;
  const clients = await Promise.all(
    Array.from({ length: connections }, async () => {
      const c = new pg.Client({ connectionString: databaseUrl });
      await c.connect();
      return c;
    }),
  );
  const loop = async (client, until, times) => {
    while (Date.now() < until) {
      const start = process.hrtime.bigint();
      for (const s of statements) await client.query({ text: s.text, values: s.params, rowMode: "array" });
      times?.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
  };
  try {
    await Promise.all(clients.map((c) => loop(c, Date.now() + 2_000)));
    const times = [];
    const started = Date.now();
    await Promise.all(clients.map((c) => loop(c, started + duration * 1000, times)));
    const seconds = (Date.now() - started) / 1000;
    times.sort((a, b) => a - b);
    return {
      iterationsPerSec: Math.round(times.length / seconds),
      latencyP50Ms: round(quantile(times, 0.5)),
      latencyP99Ms: round(quantile(times, 0.99)),
      iterations: times.length,
    };
  } finally {
    await Promise.all(clients.map((c) => c.end()));
  }
}

function walkPlan(node, out, indexLabel) {
  const type = node["Node Type"];
  out.nodes.push(
    [type, node["Relation Name"] && `on ${node["Relation Name"]}`, node["Index Name"] && `using ${node["Index Name"]}`]
      .filter(Boolean)
      .join(" "),
  );
  if (type === "Seq Scan")
    out.seqScans.push(
      `${node["Relation Name"]} (${node["Actual Rows"]} rows kept of ${node["Actual Rows"] + (node["Rows Removed by Filter"] ?? 0)})`,
    );
  if (type === "Sort" || type === "Incremental Sort")
    out.sorts.push(`${type} of ${node["Actual Rows"]} rows${node["Sort Method"] ? ` (${node["Sort Method"]})` : ""}`);
  if (node["Index Name"]) out.indexes.add(indexLabel(node["Index Name"], type));
  for (const child of node.Plans ?? []) walkPlan(child, out, indexLabel);
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of each statement: median execution time of `runs`, the top node's
 * buffers, scans, sorts and indexes used (each named by `indexLabel(name, nodeType)`: the
 * index's name by default), every node, and the plan as text.
 */
export async function explainStatements(databaseUrl, statements, { runs = 5, indexLabel = (name) => name } = {}) {
  return withClient(databaseUrl, async (client) => {
    const plans = [];
    for (const s of statements) {
      const times = [];
      let plan;
      for (let i = 0; i < runs; i++) {
        const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${s.text}`, s.params);
        plan = rows[0]["QUERY PLAN"][0];
        times.push(plan["Execution Time"]);
      }
      const text = (await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${s.text}`, s.params)).rows.map((r) => r["QUERY PLAN"]).join("\n");
      const out = { nodes: [], seqScans: [], sorts: [], indexes: new Set() };
      walkPlan(plan.Plan, out, indexLabel);
      plans.push({
        sql: s.text,
        params: s.params,
        executionMsMedian: round(median(times), 3),
        planningMs: round(plan["Planning Time"], 3),
        sharedHitBlocks: plan.Plan["Shared Hit Blocks"],
        sharedReadBlocks: plan.Plan["Shared Read Blocks"],
        seqScans: out.seqScans,
        sorts: out.sorts,
        indexes: [...out.indexes],
        nodes: out.nodes,
        plan: text,
      });
    }
    return plans;
  });
}

/**
 * Each target of a server started by startBenchServer, in turn: the SQL of one request sent
 * alone, the load of `connections` (or the target's own) for `duration` seconds, the same
 * statements run directly against `databaseUrl` as long, and their plans. Logs each as it goes.
 * A target is `{ name, path, connections? }`, or `{ name, path, fresh: () => path }` for URLs
 * not seen before: `fresh` gives a new path for every request, the one sent alone for its SQL
 * (whose statements and plans are reported) and those of the load.
 */
export async function measureTargets(server, databaseUrl, targets, { connections: defaultConnections, duration }) {
  const results = [];
  for (const target of targets) {
    const connections = target.connections ?? defaultConnections;
    const { queriesPerRequest, statements } = await captureStatements(server.origin, server.counterPort, target.path, target.fresh);
    console.log(
      `${target.name} (${target.path}${target.fresh ? ", each request a URL not seen before" : ""}): ${queriesPerRequest} SQL statements per request`,
    );
    const http = await loadUrl(server.origin + target.path, { connections, duration, serverPid: server.pid, nextPath: target.fresh });
    console.log(
      `  HTTP: ${http.requestsPerSec} req/s, p50 ${http.latencyP50Ms} ms, p99 ${http.latencyP99Ms} ms, server CPU ${http.cpuMsPerRequest} ms a request (non-2xx ${http.non2xx})`,
    );
    const sqlLoad = await directSql(databaseUrl, statements, { connections, duration });
    if (sqlLoad) console.log(`  SQL:  ${sqlLoad.iterationsPerSec} it/s, p50 ${sqlLoad.latencyP50Ms} ms, p99 ${sqlLoad.latencyP99Ms} ms`);
    const plans = await explainStatements(databaseUrl, statements);
    for (const p of plans) console.log(`  plan: ${planSummary(p)}`);
    const { fresh, ...described } = target;
    results.push({ ...described, connections, freshUrls: Boolean(fresh), queriesPerRequest, http, direct: sqlLoad, plans });
  }
  return results;
}

/**
 * The whole of a bench of page and API requests on its own seeded database (`mmf_bench_<name>`,
 * benchSettings): seeds it (seedDatabase; BENCH_SEED_ONLY stops there), starts the server with
 * the SQL counter (startBenchServer), measures each of `targets` (measureTargets; a list, or an
 * async function of the database URL that returns one, for targets made from the seeded rows), and writes
 * bench/results/<name>.json and .md, the Markdown from `markdown(report)`, where the report also
 * holds what `markdownOnly()` adds (an earlier run to compare with, which the JSON leaves out).
 * Everything it started is stopped however it ends, after 30 minutes at the most.
 */
export function runMeasuredBench({ name, seed, targets, markdown, markdownOnly = () => ({}) }) {
  const { databaseUrl, duration, connections } = benchSettings(name);
  let server;
  const finish = guard(async () => {
    await server?.stop();
  }, 30 * 60_000);
  run(async () => {
    const dataset = await seedDatabase(databaseUrl, seed);
    if (process.env.BENCH_SEED_ONLY) return 0;
    server = await startBenchServer(databaseUrl);
    const list = typeof targets === "function" ? await targets(databaseUrl) : targets;
    const results = await measureTargets(server, databaseUrl, list, { connections, duration });
    const report = {
      date: new Date().toISOString(),
      machine: machine(),
      postgres: await postgresVersion(databaseUrl),
      connections,
      durationSeconds: duration,
      dataset,
      results,
    };
    writeResults(name, report, markdown({ ...report, ...markdownOnly() }));
    return 0;
  }, finish);
}

// ---------------------------------------------------------------------------------------------
// Pieces of the Markdown reports.

/** "Machine: …" of a report (with its database's version when it has one). */
export function machineLine(report) {
  const m = report.machine;
  return `Machine: ${m.cpus} cores (${m.cpuModel}), ${m.memoryGiB} GiB, Node ${m.node}${report.postgres ? `, ${report.postgres}` : ""}.`;
}

/** The report's note on a shared machine (`when`: the other work "ran" or "may run" at the same time). */
export const sharedMachineNote = (when = "ran") =>
  `The machine is shared (other builds and browser tests ${when} at the same time): the figures are noisy, read them as orders of magnitude.`;

/** The latency and throughput section of a measureTargets report (`report.results`, `connections`, `durationSeconds`). */
export function latencySection(report) {
  return [
    `## Latency and throughput (autocannon, ${report.connections} connections, ${report.durationSeconds} s after a 2 s warm-up, 127.0.0.1)`,
    "",
    "Direct SQL: the statements the request sent (captured from the server), run with `pg` by as many clients as connections for as long; one iteration is every statement of the request.",
    "",
    "Server CPU: user and system time of the `next start` process group over the measured run, divided by the requests answered (bench/lib.mjs `groupCpuSeconds`); PostgreSQL's own processes are not in it.",
    "",
    "| Request | Connections | req/s | p50 | p99 | Server CPU a request | SQL statements per request | Direct SQL iterations/s | p50 | p99 |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ...report.results.map(
      (r) =>
        `| \`${r.path}\`${r.freshUrls ? " and others like it, each request a URL not seen before" : ""} | ${r.connections ?? report.connections} | ${r.http.requestsPerSec} | ${ms(r.http.latencyP50Ms)} | ${ms(r.http.latencyP99Ms)} | ${ms(r.http.cpuMsPerRequest)} | ${r.queriesPerRequest} | ${r.direct ? r.direct.iterationsPerSec : "—"} | ${ms(r.direct?.latencyP50Ms)} | ${ms(r.direct?.latencyP99Ms)} |`,
    ),
    "",
  ];
}

/** A plan's summary without its execution time (the table has a column for it), or a dash. */
export const planDetails = (p) => planSummary(p).replace(/^[^;]*;? ?/, "") || "—";

/** The query plans section of a measureTargets report: each statement of each request, a count or page rows. */
export function plansSection(report) {
  return [
    "## Query plans (EXPLAIN (ANALYZE, BUFFERS), median execution time of 5)",
    "",
    "| Request | Statement | Execution | Plan |",
    "|---|---|---:|---|",
    ...report.results.flatMap((r) =>
      r.plans.map(
        (p, i) =>
          `| \`${r.path}\` | ${i + 1}: ${/^select count/i.test(p.sql) ? "count" : "page rows"} | ${p.executionMsMedian} ms | ${planDetails(p)} |`,
      ),
    ),
    "",
  ];
}

/** The report's note on how the statements were counted. */
export const QUERIES_NOTE =
  "Queries per request: bench/count-queries.cjs, preloaded into `next start`, counts every statement node-postgres sends while one request runs alone (median of 3).";

/**
 * The Markdown report of a listing page's bench (gallery, library): its title, the machine, a
 * sentence on the dataset, the latency table, the query plans, and how to run it again.
 */
export function listingReport(report, { title, dataset, name }) {
  return [
    `# ${title} — ${report.date}`,
    "",
    machineLine(report),
    sharedMachineNote(),
    "",
    dataset,
    "",
    ...latencySection(report),
    ...plansSection(report),
    QUERIES_NOTE,
    "",
    `Rerun: \`npm run bench:${name}\` (BENCH_DURATION, BENCH_CONNECTIONS, BENCH_SEARCH, BENCH_DATABASE_URL; NEXT_DIST_DIR for the build). The full plans are in ${name}.json.`,
    "",
  ].join("\n");
}
