/**
 * The video catalogue at 10,000 videos (`npm run bench:videos`).
 *
 * 1. Drops and recreates BENCH_DATABASE_URL (default
 *    postgres://postgres@127.0.0.1:5432/mmf_bench_videos), applies the committed migrations in
 *    drizzle/ with Drizzle's node-postgres migrator (what scripts/migrate.ts does), and seeds it
 *    with set-based SQL (INSERT … SELECT generate_series, fixed random seed): 200 instructors,
 *    2,000 students, 10,000 approved videos (about 30 % unranked, titles, content and descriptions
 *    from word lists, tags, 2 to 60 minutes), 300 pending, rejected and deleted ones, and
 *    100,000 watched_videos rows; then ANALYZE.
 * 2. Starts `next start` (production mode: DATABASE_URL plus harmless AUTH_SECRET, SITE_URL,
 *    SMTP_URL on a closed port, MAIL_FROM; nothing mails) on a free 127.0.0.1 port. It builds
 *    first when .next is missing.
 * 3. Counts the SQL statements of one request of each target, sent alone: bench/count-queries.cjs
 *    is preloaded into the server (NODE_OPTIONS=--require) and wraps node-postgres'
 *    Client.query, recording each statement's text and parameters (no change to the app).
 * 4. Loads each target with autocannon (BENCH_CONNECTIONS, default 10; BENCH_DURATION seconds,
 *    default 10; after a 2 s warm-up) and runs the captured statements of that request directly
 *    with `pg` (as many clients as connections, same duration, one iteration = every statement of
 *    the request in order), and EXPLAIN (ANALYZE, BUFFERS) of each statement (median execution
 *    time of 5, scans and sorts used).
 *
 * BENCH_SEED_ONLY=1 stops after seeding (to look at the data or plans by hand).
 *
 * Writes bench/results/videos.json and videos.md. When bench/results/videos-before.json exists
 * (an earlier run, kept by hand), videos.md compares against it.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import {
  ensureBuild,
  freePort,
  guard,
  machine,
  resultsDir,
  root,
  startNext,
  run,
  writeResults,
  recreateDatabase,
  counter,
  median,
  ms,
  planSummary,
  quantile,
  round,
} from "./lib.mjs";

const DATABASE_URL = process.env.BENCH_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/mmf_bench_videos";
const DURATION = Math.max(1, Number(process.env.BENCH_DURATION ?? 10));
const CONNECTIONS = Math.max(1, Number(process.env.BENCH_CONNECTIONS ?? 10));
const SEARCH = process.env.BENCH_SEARCH ?? "gratitude";
const EXPLAIN_RUNS = 5;

const search = new URLSearchParams({ q: SEARCH, duration: "medium", page: "2" }).toString();
const TARGETS = [
  { name: "page, search + filter", path: `/videos?${search}` },
  { name: "page, plain", path: "/videos" },
  { name: "API, search + filter", path: `/api/v1/video/getAllVideos?${search}` },
  { name: "API, plain", path: "/api/v1/video/getAllVideos" },
];

let server;
const finish = guard(async () => {
  await server?.stop();
}, 30 * 60_000);

// ---------------------------------------------------------------------------------------------
// Database: recreate, migrate, seed.

const words = {
  first: [
    "Maya",
    "Jonas",
    "Amara",
    "Leo",
    "Priya",
    "Tomas",
    "Ines",
    "Kenji",
    "Sofia",
    "Omar",
    "Hannah",
    "Mateo",
    "Lena",
    "Arjun",
    "Clara",
    "Yusuf",
    "Elena",
    "Noah",
    "Aiko",
    "Samuel",
  ],
  last: ["Lindqvist", "Okafor", "Moreau", "Tanaka", "Fischer", "Haddad", "Novak", "Reyes", "Brennan", "Kowalski"],
  adjectives: ["gentle", "mindful", "quiet", "daily", "short", "deep", "simple", "guided", "morning", "evening", "calm", "steady"],
  topics: [
    "breathing",
    "attention",
    "body scan",
    "sleep",
    "focus",
    "gratitude",
    "kindness",
    "walking",
    "stress relief",
    "compassion",
    "listening",
    "eating",
    "movement",
    "nature",
    "sound",
    "visualisation",
    "patience",
    "curiosity",
    "emotions",
    "posture",
    "resilience",
    "self-care",
    "awareness",
    "relaxation",
    "presence",
    "stillness",
    "joy",
    "acceptance",
    "balance",
    "grounding",
  ],
  formats: ["practice", "meditation", "session", "exercise", "journey", "lesson", "break", "routine"],
  techniques: [
    "counting breaths",
    "noticing sounds",
    "softening the shoulders",
    "feeling the feet on the floor",
    "labelling thoughts",
    "following the breath at the nose",
    "naming five things you can see",
    "slow exhalations",
    "a hand on the heart",
    "scanning from head to toe",
    "mindful stretching",
    "resting in silence",
  ],
  audiences: ["young children", "primary pupils", "teenagers", "teachers", "parents", "whole classes", "beginners", "busy adults"],
  settings: [
    "the classroom",
    "home",
    "the playground",
    "bedtime",
    "the start of the school day",
    "a break between lessons",
    "exam weeks",
    "the weekend",
  ],
  categories: ["breathing", "focus", "sleep", "emotions", "movement", "kindness"],
  tags: [
    "calm",
    "breath",
    "sleep",
    "focus",
    "kids",
    "teens",
    "teachers",
    "classroom",
    "beginner",
    "body",
    "movement",
    "kindness",
    "recommended",
  ],
};

const sqlArray = (list) => `ARRAY[${list.map((w) => `'${w.replace(/'/g, "''")}'`).join(", ")}]::text[]`;
const pick = (list, expr = "random()") => `(${sqlArray(list)})[1 + floor(${expr} * ${list.length})::int]`;

async function seed() {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  const started = Date.now();
  try {
    await client.query("SELECT setseed(0.4242)");
    await client.query("BEGIN");
    // 200 instructors and 2,000 approved students (nobody signs in: the hash is a placeholder).
    await client.query(`
      INSERT INTO users (name, last_name, email, password_hash, role, status, bio, created_at)
      SELECT ${pick(words.first, "((g * 7) % 20) / 20.0")}, ${pick(words.last, "((g * 3) % 10) / 10.0")},
             'instructor' || g || '@bench.example', 'bench-no-login', 'instructor', 'approved',
             'Teaches mindfulness to ' || ${pick(words.audiences)} || '.', now() - (g || ' days')::interval
      FROM generate_series(1, 200) g`);
    await client.query(`
      INSERT INTO users (name, last_name, email, password_hash, role, status, created_at)
      SELECT 'Student' || g, ${pick(words.last)}, 'student' || g || '@bench.example', 'bench-no-login', 'user', 'approved', now() - ((g % 700) || ' days')::interval
      FROM generate_series(1, 2000) g`);
    await client.query(`CREATE TEMP TABLE inst AS SELECT row_number() OVER (ORDER BY email) AS n, id FROM users WHERE role = 'instructor'`);
    // 10,000 approved videos, then 150 pending, 100 rejected and 50 deleted ones.
    await client.query(`
      INSERT INTO videos (course_name, course_content, description, category, status, rejection_reason, reviewed_at, rank, is_priced, tags,
                          uploaded_by, video_key, video_type, video_size, thumbnail_key, thumbnail_type, duration_seconds, deleted_at, created_at, updated_at)
      SELECT initcap(${pick(words.adjectives)}) || ' ' || ${pick(words.topics)} || ' ' || ${pick(words.formats)},
             'A ' || (2 + floor(random() * 58))::int || '-minute practice of ' || ${pick(words.techniques)} || ', then ' || ${pick(words.techniques)} || '.',
             'For ' || ${pick(words.audiences)} || ' in ' || ${pick(words.settings)} || ': ' || ${pick(words.techniques)} || ' to settle the mind and return to the task with ' || ${pick(["more energy", "a clear head", "less worry", "a kind attitude"])} || '.',
             ${pick(words.categories)},
             (CASE WHEN g <= 10000 THEN 'approved' WHEN g <= 10150 THEN 'pending' WHEN g <= 10250 THEN 'rejected' ELSE 'approved' END)::video_status,
             CASE WHEN g > 10150 AND g <= 10250 THEN 'The audio is too quiet.' END,
             CASE WHEN g <= 10000 OR g > 10150 THEN now() - (random() * 300 || ' days')::interval END,
             CASE WHEN random() < 0.3 THEN NULL ELSE floor(random() * 500)::int END,
             random() < 0.1,
             ARRAY(SELECT DISTINCT t FROM unnest(ARRAY[${pick(words.tags)}, ${pick(words.tags)}, ${pick(words.tags)}]) t LIMIT 1 + (g % 3)),
             (SELECT id FROM inst WHERE n = 1 + (g % 200)),
             'videos/2026/11/' || gen_random_uuid() || '.mp4', 'video/mp4', (5 + floor(random() * 90))::bigint * 1048576,
             'thumbnails/2026/11/' || gen_random_uuid() || '.jpg', 'image/jpeg',
             120 + floor(random() * 3481)::int,
             CASE WHEN g > 10250 THEN now() - interval '1 day' END,
             now() - (random() * 730 || ' days')::interval, now()
      FROM generate_series(1, 10300) g`);
    // 100,000 progress rows: 50 different videos for each of the 2,000 students.
    await client.query(`CREATE TEMP TABLE stu AS SELECT row_number() OVER (ORDER BY email) AS n, id FROM users WHERE role = 'user'`);
    await client.query(
      `CREATE TEMP TABLE vid AS SELECT row_number() OVER (ORDER BY created_at, id) AS n, id, duration_seconds FROM videos WHERE status = 'approved' AND deleted_at IS NULL`,
    );
    await client.query(`
      INSERT INTO watched_videos (user_id, video_id, progress, video_length, played_ranges, seconds_played, completed_at, last_watched_at, created_at, updated_at)
      SELECT uid, vid, p, dur, jsonb_build_array(jsonb_build_array(0, p)), p, CASE WHEN p >= 0.9 * dur THEN at END, at, at, at
      FROM (
        SELECT s.id AS uid, v.id AS vid, v.duration_seconds AS dur,
               round(least(v.duration_seconds, random() * 1.2 * v.duration_seconds)::numeric, 1)::real AS p,
               now() - (random() * 365 || ' days')::interval AS at
        FROM stu s CROSS JOIN generate_series(1, 50) k JOIN vid v ON v.n = 1 + ((s.n * 37 + k * 211) % 10000)
      ) x`);
    await client.query("COMMIT");
    await client.query("ANALYZE");
    const counts = (
      await client.query(`SELECT
        (SELECT count(*) FROM users WHERE role = 'instructor')::int AS instructors,
        (SELECT count(*) FROM users WHERE role = 'user')::int AS students,
        (SELECT count(*) FROM videos WHERE status = 'approved' AND deleted_at IS NULL)::int AS approved_videos,
        (SELECT count(*) FROM videos WHERE status <> 'approved' OR deleted_at IS NOT NULL)::int AS other_videos,
        (SELECT count(*) FROM videos WHERE rank IS NULL AND status = 'approved' AND deleted_at IS NULL)::int AS unranked,
        (SELECT count(*) FROM watched_videos)::int AS watched_videos`)
    ).rows[0];
    const pattern = `%${SEARCH}%`;
    const hits = (
      await client.query(
        `SELECT count(*)::int AS search_hits, count(*) FILTER (WHERE v.duration_seconds BETWEEN 600 AND 1800)::int AS search_and_medium_hits
         FROM videos v LEFT JOIN users u ON u.id = v.uploaded_by
         WHERE v.status = 'approved' AND v.deleted_at IS NULL AND (v.course_name ILIKE $1 OR v.course_content ILIKE $1 OR v.description ILIKE $1 OR u.name ILIKE $1 OR array_to_string(v.tags, ' ') ILIKE $1)`,
        [pattern],
      )
    ).rows[0];
    return { ...counts, search: SEARCH, ...hits, seedSeconds: round((Date.now() - started) / 1000, 1) };
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------------
// Measurements.

/** The statements of one request, sent alone (median count of 3 tries, statements of the last). */
async function captureStatements(origin, counterPort, target) {
  const counts = [];
  let last;
  for (let i = 0; i < 3; i++) {
    await counter(counterPort, "POST");
    const response = await fetch(origin + target.path);
    const body = await response.text();
    if (!response.ok) throw new Error(`${target.path} answered ${response.status}: ${body.slice(0, 300)}`);
    last = await counter(counterPort);
    counts.push(last.queries);
  }
  return { queriesPerRequest: median(counts), statements: last.statements };
}

async function load(url) {
  await autocannon({ url, connections: CONNECTIONS, duration: 2 });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, pipelining: 1 });
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

/** The request's statements run directly, CONNECTIONS clients in parallel, DURATION seconds. */
async function direct(statements) {
  if (statements.length === 0) return null;
  const clients = await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      const c = new pg.Client({ connectionString: DATABASE_URL });
      await c.connect();
      return c;
    }),
  );
  const run = async (client, until, times) => {
    while (Date.now() < until) {
      const start = process.hrtime.bigint();
      for (const s of statements) await client.query({ text: s.text, values: s.params, rowMode: "array" });
      times?.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
  };
  try {
    await Promise.all(clients.map((c) => run(c, Date.now() + 2_000)));
    const times = [];
    const started = Date.now();
    await Promise.all(clients.map((c) => run(c, started + DURATION * 1000, times)));
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

function walk(node, out) {
  const type = node["Node Type"];
  const entry = [type, node["Relation Name"] && `on ${node["Relation Name"]}`, node["Index Name"] && `using ${node["Index Name"]}`]
    .filter(Boolean)
    .join(" ");
  out.nodes.push(entry);
  if (type === "Seq Scan")
    out.seqScans.push(
      `${node["Relation Name"]} (${node["Actual Rows"]} rows kept of ${node["Actual Rows"] + (node["Rows Removed by Filter"] ?? 0)})`,
    );
  if (type === "Sort" || type === "Incremental Sort")
    out.sorts.push(`${type} of ${node["Actual Rows"]} rows${node["Sort Method"] ? ` (${node["Sort Method"]})` : ""}`);
  if (node["Index Name"]) out.indexes.add(node["Index Name"]);
  for (const child of node.Plans ?? []) walk(child, out);
}

async function explain(statements) {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const plans = [];
    for (const s of statements) {
      const times = [];
      let plan;
      let text;
      for (let i = 0; i < EXPLAIN_RUNS; i++) {
        const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${s.text}`, s.params);
        plan = rows[0]["QUERY PLAN"][0];
        times.push(plan["Execution Time"]);
      }
      text = (await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${s.text}`, s.params)).rows.map((r) => r["QUERY PLAN"]).join("\n");
      const out = { nodes: [], seqScans: [], sorts: [], indexes: new Set() };
      walk(plan.Plan, out);
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
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------------
// Report.

function markdown(report) {
  const d = report.dataset;
  const lines = [
    `# Video catalogue at 10,000 videos — ${report.date}`,
    "",
    `Machine: ${report.machine.cpus} cores (${report.machine.cpuModel}), ${report.machine.memoryGiB} GiB, Node ${report.machine.node}, ${report.postgres}.`,
    "The machine is shared (other builds and browser tests ran at the same time): the figures are noisy, read them as orders of magnitude.",
    "",
    `Dataset: ${d.instructors} instructors, ${d.students} students, ${d.approved_videos} approved videos (${d.unranked} unranked), ${d.other_videos} pending, rejected or deleted ones, ${d.watched_videos} watched_videos rows. Search "${d.search}" matches ${d.search_hits} approved videos, ${d.search_and_medium_hits} of them 10 to 30 minutes long. Seeded in ${d.seedSeconds} s.`,
    "",
    `## Latency and throughput (autocannon, ${report.connections} connections, ${report.durationSeconds} s after a 2 s warm-up, 127.0.0.1)`,
    "",
    "Direct SQL: the statements the request sent (captured from the server), run with `pg` by as many clients as connections for as long; one iteration is every statement of the request.",
    "",
    "| Request | req/s | p50 | p99 | SQL statements per request | Direct SQL iterations/s | p50 | p99 |",
    "|---|---:|---:|---:|---:|---:|---:|---:|",
    ...report.results.map(
      (r) =>
        `| \`${r.path}\` | ${r.http.requestsPerSec} | ${ms(r.http.latencyP50Ms)} | ${ms(r.http.latencyP99Ms)} | ${r.queriesPerRequest} | ${r.direct ? r.direct.iterationsPerSec : "—"} | ${ms(r.direct?.latencyP50Ms)} | ${ms(r.direct?.latencyP99Ms)} |`,
    ),
    "",
    "## Query plans (EXPLAIN (ANALYZE, BUFFERS), median execution time of 5)",
    "",
    "| Request | Statement | Execution | Plan |",
    "|---|---|---:|---|",
    ...report.results.flatMap((r) =>
      r.plans.map(
        (p, i) =>
          `| \`${r.path}\` | ${i + 1}: ${/^select count/i.test(p.sql) ? "count" : "page rows"} | ${p.executionMsMedian} ms | ${planSummary(p).replace(/^[^;]*;? ?/, "") || "—"} |`,
      ),
    ),
    "",
  ];
  if (report.before) {
    lines.push(
      `## Before and after the indexes (before: ${report.before.date})`,
      "",
      "| Request | p50 before | p50 after | p99 before | p99 after | req/s before | req/s after | SQL execution before | after |",
      "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
      ...report.results.map((r) => {
        const b = report.before.results.find((x) => x.path === r.path);
        if (!b)
          return `| \`${r.path}\` | — | ${ms(r.http.latencyP50Ms)} | — | ${ms(r.http.latencyP99Ms)} | — | ${r.http.requestsPerSec} | — | — |`;
        const exec = (x) =>
          x.plans.length
            ? `${round(
                x.plans.reduce((s, p) => s + p.executionMsMedian, 0),
                2,
              )} ms`
            : "—";
        return `| \`${r.path}\` | ${ms(b.http.latencyP50Ms)} | ${ms(r.http.latencyP50Ms)} | ${ms(b.http.latencyP99Ms)} | ${ms(r.http.latencyP99Ms)} | ${b.http.requestsPerSec} | ${r.http.requestsPerSec} | ${exec(b)} | ${exec(r)} |`;
      }),
      "",
    );
  }
  lines.push(
    "Queries per request: bench/count-queries.cjs, preloaded into `next start`, counts every statement node-postgres sends while one request runs alone (median of 3).",
    "",
    "Rerun: `npm run bench:videos` (BENCH_DURATION, BENCH_CONNECTIONS, BENCH_SEARCH, BENCH_DATABASE_URL). The full plans are in videos.json.",
    "",
  );
  return lines.join("\n");
}

async function main() {
  if (!process.env.BENCH_SEED_ONLY) ensureBuild();
  console.log(`Recreating and seeding ${DATABASE_URL.replace(/\/\/[^@]*@/, "//")} ...`);
  await recreateDatabase(DATABASE_URL);
  const dataset = await seed();
  console.log(dataset);
  if (process.env.BENCH_SEED_ONLY) return 0;

  const counterPort = await freePort();
  const preload = path.join(root, "bench", "count-queries.cjs");
  server = await startNext({
    env: (origin) => ({
      DATABASE_URL,
      AUTH_SECRET: "bench-only-secret-bench-only-secret-0123456789",
      SITE_URL: origin,
      // Nothing sends mail in these requests; a closed local port makes sure nothing could.
      SMTP_URL: "smtp://127.0.0.1:9",
      MAIL_FROM: "Bench <bench@bench.example>",
      TRUST_PROXY: "false",
      BENCH_COUNTER_PORT: String(counterPort),
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --require ${preload}`.trim(),
    }),
  });

  const results = [];
  for (const target of TARGETS) {
    const { queriesPerRequest, statements } = await captureStatements(server.origin, counterPort, target);
    console.log(`${target.path}: ${queriesPerRequest} SQL statements per request`);
    const http = await load(server.origin + target.path);
    console.log(`  HTTP: ${http.requestsPerSec} req/s, p50 ${http.latencyP50Ms} ms, p99 ${http.latencyP99Ms} ms (non-2xx ${http.non2xx})`);
    const sqlLoad = await direct(statements);
    if (sqlLoad) console.log(`  SQL:  ${sqlLoad.iterationsPerSec} it/s, p50 ${sqlLoad.latencyP50Ms} ms, p99 ${sqlLoad.latencyP99Ms} ms`);
    const plans = await explain(statements);
    for (const p of plans) console.log(`  plan: ${planSummary(p)}`);
    results.push({ ...target, queriesPerRequest, http, direct: sqlLoad, plans });
  }

  const admin = new pg.Client({ connectionString: DATABASE_URL });
  await admin.connect();
  const postgres = (await admin.query("SHOW server_version")).rows[0].server_version;
  await admin.end();

  const beforeFile = path.join(resultsDir, "videos-before.json");
  const before = existsSync(beforeFile) ? JSON.parse(readFileSync(beforeFile, "utf8")) : undefined;
  const report = {
    date: new Date().toISOString(),
    machine: machine(),
    postgres: `PostgreSQL ${postgres}`,
    connections: CONNECTIONS,
    durationSeconds: DURATION,
    dataset,
    results,
    before: before ? { date: before.date, results: before.results } : undefined,
  };
  writeResults("videos", { ...report, before: undefined }, markdown(report));
  return 0;
}

run(main, finish);
