/**
 * Helpers shared by the benchmark scripts: the public pages (from the e2e support), a production build, a free port on
 * the loopback interface, and a `next start` server with a throw-away embedded database.
 * Everything listens on 127.0.0.1 only, and everything started here is stopped here.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { cpus, tmpdir, totalmem } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const resultsDir = path.join(root, "bench", "results");

// The marketing pages Lighthouse scores, and every public page: the lists the e2e specs use.
export { marketingPages, publicPages } from "../e2e/support/public-pages.mts";

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
  if (existsSync(path.join(root, process.env.NEXT_DIST_DIR || ".next", "BUILD_ID"))) return;
  console.log(`No production build in ${process.env.NEXT_DIST_DIR || ".next"}: running \`next build\`...`);
  build(root);
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
 */
export async function startNext(options = {}) {
  if (!options.dir) ensureBuild();
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "mmf-bench-"));
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

/** The SQL statements of one request of `path`, sent alone (median count of 3 tries, statements of the last), through the counter. */
export async function captureStatements(origin, counterPort, path) {
  const counts = [];
  let last;
  for (let i = 0; i < 3; i++) {
    await counter(counterPort, "POST");
    const response = await fetch(origin + path);
    const body = await response.text();
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${body.slice(0, 300)}`);
    last = await counter(counterPort);
    counts.push(last.queries);
  }
  return { queriesPerRequest: median(counts), statements: last.statements };
}

/** autocannon on `url`: a 2 s warm-up, then `duration` seconds with `connections` connections. */
export async function loadUrl(url, { connections, duration }) {
  const { default: autocannon } = await import("autocannon");
  await autocannon({ url, connections, duration: 2 });
  const result = await autocannon({ url, connections, duration, pipelining: 1 });
  return {
    requestsPerSec: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    requests: result.requests.total,
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

function walkPlan(node, out) {
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
  if (node["Index Name"]) out.indexes.add(node["Index Name"]);
  for (const child of node.Plans ?? []) walkPlan(child, out);
}

/** EXPLAIN (ANALYZE, BUFFERS) of each statement: median execution time of `runs`, scans, sorts and indexes used, and the plan as text. */
export async function explainStatements(databaseUrl, statements, runs = 5) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
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
      walkPlan(plan.Plan, out);
      plans.push({
        sql: s.text,
        params: s.params,
        executionMsMedian: round(median(times), 3),
        planningMs: round(plan["Planning Time"], 3),
        seqScans: out.seqScans,
        sorts: out.sorts,
        indexes: [...out.indexes],
        nodes: out.nodes,
        plan: text,
      });
    }
    return plans;
  } finally {
    await client.end();
  }
}
