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
import {
  QUERIES_NOTE,
  benchSettings,
  latencySection,
  machineLine,
  ms,
  plansSection,
  resultsDir,
  round,
  runMeasuredBench,
  secondsSince,
  sharedMachineNote,
  withClient,
} from "./lib.mjs";
import { catalogueWords, seedCatalogue } from "./datasets.mjs";

const { databaseUrl: DATABASE_URL } = benchSettings("videos");
const SEARCH = process.env.BENCH_SEARCH ?? "gratitude";

const search = new URLSearchParams({ q: SEARCH, duration: "medium", page: "2" }).toString();

/**
 * The catalogue with filters by instructor, length and tag, a different combination for every
 * request (200 instructors, 3 lengths, 13 tags, then the next page): URLs no cache has seen. The
 * page by default; `base` and `fixed` parameters for the API's list.
 */
function freshCatalogueUrls(instructors, base = "/videos", fixed = {}) {
  const durations = ["short", "medium", "long"];
  const combinations = instructors.length * durations.length * catalogueWords.tags.length;
  let n = 0;
  return () => {
    const i = n++;
    const params = new URLSearchParams({
      ...fixed,
      tag: catalogueWords.tags[Math.floor(i / (instructors.length * durations.length)) % catalogueWords.tags.length],
      instructor: instructors[i % instructors.length],
      duration: durations[Math.floor(i / instructors.length) % durations.length],
    });
    const page = 1 + Math.floor(i / combinations);
    if (page > 1) params.set("page", String(page));
    return `${base}?${params}`;
  };
}

/** The requests measured, from the seeded database (the instructors' ids for the fresh URLs). */
async function targets(databaseUrl) {
  const instructors = await withClient(databaseUrl, async (client) =>
    (await client.query("SELECT id FROM users WHERE role = 'instructor' ORDER BY email")).rows.map((row) => row.id),
  );
  const fresh = freshCatalogueUrls(instructors);
  const freshApi = freshCatalogueUrls(instructors, "/api/v1/video/getAllVideos", { limit: "9" });
  return [
    { name: "page, search + filter", path: `/videos?${search}` },
    { name: "page, plain", path: "/videos" },
    // Issue 17's budgets: a URL served before at 50 connections, URLs not seen before at 10.
    { name: "page, plain, 50 connections", path: "/videos", connections: 50 },
    { name: "page, filters, URLs not seen before", path: fresh(), fresh },
    { name: "API, search + filter", path: `/api/v1/video/getAllVideos?${search}` },
    { name: "API, plain", path: "/api/v1/video/getAllVideos" },
    // A guest's answer is kept (lib/cache/memory-cache.ts): the same URL again, and URLs not seen before.
    { name: "API, a page of 9", path: "/api/v1/video/getAllVideos?limit=9" },
    { name: "API, a page of 9, URLs not seen before", path: freshApi(), fresh: freshApi },
  ];
}

// ---------------------------------------------------------------------------------------------
// Database: recreate, migrate, seed.

function seed() {
  const started = Date.now();
  return withClient(DATABASE_URL, async (client) => {
    await client.query("SELECT setseed(0.4242)");
    await seedCatalogue(client);
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
    return { ...counts, search: SEARCH, ...hits, seedSeconds: secondsSince(started) };
  });
}

// ---------------------------------------------------------------------------------------------
// Report.

function markdown(report) {
  const d = report.dataset;
  const lines = [
    `# Video catalogue at 10,000 videos — ${report.date}`,
    "",
    machineLine(report),
    sharedMachineNote(),
    "",
    `Dataset: ${d.instructors} instructors, ${d.students} students, ${d.approved_videos} approved videos (${d.unranked} unranked), ${d.other_videos} pending, rejected or deleted ones, ${d.watched_videos} watched_videos rows. Search "${d.search}" matches ${d.search_hits} approved videos, ${d.search_and_medium_hits} of them 10 to 30 minutes long. Seeded in ${d.seedSeconds} s.`,
    "",
    ...latencySection(report),
    ...plansSection(report),
  ];
  if (report.before) {
    lines.push(
      `## Before and after the indexes (before: ${report.before.date})`,
      "",
      "| Request | p50 before | p50 after | p99 before | p99 after | req/s before | req/s after | SQL execution before | after |",
      "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
      ...report.results.map((r) => {
        // The rows measured as before: the same URL at the run's own number of connections.
        const b = r.freshUrls || r.connections !== report.connections ? undefined : report.before.results.find((x) => x.path === r.path);
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
    QUERIES_NOTE,
    "",
    "Rerun: `npm run bench:videos` (BENCH_DURATION, BENCH_CONNECTIONS, BENCH_SEARCH, BENCH_DATABASE_URL). The full plans are in videos.json.",
    "",
  );
  return lines.join("\n");
}

/** An earlier run kept by hand (bench/results/videos-before.json), for the Markdown to compare against. */
function before() {
  const file = path.join(resultsDir, "videos-before.json");
  if (!existsSync(file)) return {};
  const earlier = JSON.parse(readFileSync(file, "utf8"));
  return { before: { date: earlier.date, results: earlier.results } };
}

runMeasuredBench({ name: "videos", seed, targets, markdown, markdownOnly: before });
