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
  sqlPick as pick,
  withClient,
} from "./lib.mjs";

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
  const combinations = instructors.length * durations.length * words.tags.length;
  let n = 0;
  return () => {
    const i = n++;
    const params = new URLSearchParams({
      ...fixed,
      tag: words.tags[Math.floor(i / (instructors.length * durations.length)) % words.tags.length],
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

function seed() {
  const started = Date.now();
  return withClient(DATABASE_URL, async (client) => {
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
