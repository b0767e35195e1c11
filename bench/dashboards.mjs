/**
 * The dashboards at the other benches' volumes (`npm run bench:dashboards`): each role's landing
 * tab and its heaviest tab, signed in with a session cookie.
 *
 * For each scale of BENCH_SCALES (default "0.1,1": a tenth of the data, then all of it):
 * 1. Drops and recreates BENCH_DATABASE_URL (default
 *    postgres://postgres@127.0.0.1:5432/mmf_bench_dashboards), applies the migrations and seeds,
 *    set-based, the catalogue and the gifts of bench/datasets.mjs (at scale 1: 200 instructors,
 *    2,000 students, 10,000 videos, 100,000 progress rows, 5,000 donor accounts, 100,000 gifts),
 *    100 schools (schools do not scale: each school's pupils do) whose pupils are the catalogue's
 *    students and 2,700 more (3 % of those pending approval, with 1 % of the instructors), so
 *    about 10,000 accounts in all; then one account per role that signs in (argon2id, as the app
 *    hashes): an admin, the first school, the first instructor and the first student (who is
 *    given 0.02 % of the gifts), and ANALYZE.
 * 2. Starts `next start` in production mode with the SQL statement counter
 *    (bench/count-queries.cjs; startBenchServer), signs each role in through Auth.js'
 *    credentials callback, and counts the statements of one request of each tab sent alone
 *    (median of 3; a redirect or any answer but 200 fails the bench).
 * 3. At the last scale only: autocannon on each tab with that role's cookie (BENCH_CONNECTIONS,
 *    default 10; BENCH_DURATION seconds, default 10; after a 2 s warm-up).
 *
 * Budgets (issue "Operations" §5): p99 at most 200 ms at 10 connections, and statements per
 * request the same at every scale. Exits 1 when one is missed. Writes
 * bench/results/dashboards.json and dashboards.md.
 */
import { hash } from "@node-rs/argon2";
import { randomBytes } from "node:crypto";
import { catalogueWords, seedCatalogue, seedGifts } from "./datasets.mjs";
import {
  benchSettings,
  counter,
  guard,
  loadUrl,
  machine,
  machineLine,
  median,
  ms,
  postgresVersion,
  recreateDatabase,
  run,
  secondsSince,
  sharedMachineNote,
  signInCookie,
  sqlPick as pick,
  startBenchServer,
  ensureBuild,
  withClient,
  withoutCredentials,
  writeResults,
} from "./lib.mjs";

const { databaseUrl: DATABASE_URL, duration, connections } = benchSettings("dashboards");
const SCALES = (process.env.BENCH_SCALES ?? "0.1,1")
  .split(",")
  .map(Number)
  .filter((s) => s > 0);
const P99_BUDGET_MS = 200;
const SCHOOLS = 100;

/** The accounts that sign in, by role. */
const ACCOUNTS = {
  admin: "bench-admin@bench.example",
  school: "school1@bench.example",
  instructor: "instructor1@bench.example",
  student: "student1@bench.example",
};

/** Each role's landing tab (its dashboard without ?tab) and its heaviest tab. */
const TARGETS = [
  { role: "admin", tab: "Approval Requests (landing)", path: "/admin" },
  { role: "admin", tab: "Donation Tracking", path: "/admin?tab=donation-tracking" },
  { role: "admin", tab: "Content", path: "/admin?tab=content" },
  { role: "school", tab: "Program Requests (landing)", path: "/school" },
  { role: "school", tab: "Students", path: "/school?tab=students" },
  { role: "instructor", tab: "My Videos (landing)", path: "/instructor" },
  { role: "instructor", tab: "Invoices", path: "/instructor?tab=invoices" },
  { role: "student", tab: "Overview (landing)", path: "/dashboard" },
  { role: "student", tab: "My Donations", path: "/dashboard?tab=my-donations" },
];

/** The data set at `scale`, in a fresh database; returns its figures. */
async function seed(scale, passwordHash) {
  const started = Date.now();
  await recreateDatabase(DATABASE_URL);
  return withClient(DATABASE_URL, async (client) => {
    await client.query("SELECT setseed(0.2727)");
    await seedCatalogue(client, { scale });
    await seedGifts(client, { scale });
    const pupils = Math.max(1, Math.round(2700 * scale));
    await client.query("BEGIN");
    await client.query(`
      INSERT INTO users (name, email, password_hash, role, status, school_type, contact_person, created_at)
      SELECT 'School ' || g, 'school' || g || '@bench.example', 'bench-no-login', 'school', 'approved', 'primary', 'Head ' || g,
             now() - (g || ' days')::interval
      FROM generate_series(1, ${SCHOOLS}) g`);
    await client.query(
      `CREATE TEMP TABLE schools AS SELECT row_number() OVER (ORDER BY email) - 1 AS n, id FROM users WHERE role = 'school'`,
    );
    await client.query(`
      UPDATE users u SET school_id = s.id FROM schools s
      WHERE u.role = 'user' AND u.email LIKE 'student%' AND s.n = substring(u.email from '^student([0-9]+)@')::int % ${SCHOOLS}`);
    await client.query(`
      INSERT INTO users (name, last_name, email, password_hash, role, status, school_id, created_at)
      SELECT 'Pupil' || g, ${pick(catalogueWords.last)}, 'pupil' || g || '@bench.example', 'bench-no-login', 'user',
             (CASE WHEN g % 33 = 0 THEN 'pending' ELSE 'approved' END)::account_status,
             (SELECT id FROM schools WHERE n = g % ${SCHOOLS}), now() - ((g % 400) || ' days')::interval
      FROM generate_series(1, ${pupils}) g`);
    await client.query(
      `UPDATE users SET status = 'pending' WHERE role = 'instructor' AND substring(email from '^instructor([0-9]+)@')::int % 100 = 50`,
    );
    // The accounts that sign in.
    await client.query(
      `INSERT INTO users (name, last_name, email, password_hash, role, status) VALUES ('Bench', 'Admin', $1, $2, 'admin', 'approved')`,
      [ACCOUNTS.admin, passwordHash],
    );
    await client.query(`UPDATE users SET password_hash = $1 WHERE email = ANY($2)`, [
      passwordHash,
      [ACCOUNTS.school, ACCOUNTS.instructor, ACCOUNTS.student],
    ]);
    await client.query(
      `UPDATE donations SET user_id = (SELECT id FROM users WHERE email = $1)
       WHERE id IN (SELECT id FROM donations WHERE plan_id IS NULL ORDER BY created_at DESC LIMIT $2)`,
      [ACCOUNTS.student, Math.max(1, Math.round(20 * scale))],
    );
    await client.query("COMMIT");
    await client.query("ANALYZE");
    const { rows } = await client.query(`SELECT
      (SELECT count(*) FROM users)::int AS users,
      (SELECT count(*) FROM users WHERE status = 'pending')::int AS pending_accounts,
      (SELECT count(*) FROM videos)::int AS videos,
      (SELECT count(*) FROM watched_videos)::int AS progress_rows,
      (SELECT count(*) FROM donations)::int AS gifts,
      (SELECT count(*) FROM users WHERE school_id = (SELECT id FROM users WHERE email = '${ACCOUNTS.school}'))::int AS first_school_pupils,
      (SELECT count(*) FROM videos WHERE uploaded_by = (SELECT id FROM users WHERE email = '${ACCOUNTS.instructor}'))::int AS first_instructor_videos,
      (SELECT count(*) FROM donations WHERE user_id = (SELECT id FROM users WHERE email = '${ACCOUNTS.student}'))::int AS first_student_gifts`);
    return { scale, ...rows[0], seedSeconds: secondsSince(started) };
  });
}

/** The statements of one request of `path` with `cookie`, sent alone (median count of 3); fails on anything but 200. */
async function countStatements(server, path, cookie) {
  const counts = [];
  for (let i = 0; i < 3; i++) {
    await counter(server.counterPort, "POST");
    const response = await fetch(server.origin + path, { headers: { cookie }, redirect: "manual" });
    const body = await response.text();
    if (response.status !== 200)
      throw new Error(`${path} answered ${response.status} ${response.headers.get("location") ?? body.slice(0, 300)}`);
    counts.push((await counter(server.counterPort)).queries);
  }
  return median(counts);
}

let server;
const finish = guard(async () => {
  await server?.stop();
}, 30 * 60_000);

async function main() {
  ensureBuild();
  const password = randomBytes(12).toString("hex");
  // argon2id with the app's parameters (features/accounts/server/password.ts).
  const passwordHash = await hash(password, { memoryCost: 19456, timeCost: 2, parallelism: 1 });
  const datasets = [];
  const results = TARGETS.map((t) => ({ ...t, statements: {} }));
  for (const [i, scale] of SCALES.entries()) {
    console.log(`Scale ${scale}: recreating and seeding ${withoutCredentials(DATABASE_URL)} ...`);
    const dataset = await seed(scale, passwordHash);
    console.log(dataset);
    datasets.push(dataset);
    server = await startBenchServer(DATABASE_URL);
    const cookies = {};
    for (const [role, email] of Object.entries(ACCOUNTS)) cookies[role] = await signInCookie(server.origin, email, password);
    for (const r of results) {
      r.statements[scale] = await countStatements(server, r.path, cookies[r.role]);
      console.log(`${r.role} ${r.tab} (${r.path}): ${r.statements[scale]} SQL statements per request`);
      if (i === SCALES.length - 1) {
        r.http = await loadUrl(server.origin + r.path, {
          connections,
          duration,
          serverPid: server.pid,
          headers: { cookie: cookies[r.role] },
        });
        if (r.http.non2xx) throw new Error(`${r.path} answered ${r.http.non2xx} requests with a status other than 2xx under load`);
        console.log(
          `  p50 ${r.http.latencyP50Ms} ms, p99 ${r.http.latencyP99Ms} ms, ${r.http.requestsPerSec} req/s, server CPU ${r.http.cpuMsPerRequest} ms a request`,
        );
      }
    }
    await server.stop();
    server = undefined;
  }
  for (const r of results) {
    r.constantStatements = new Set(Object.values(r.statements)).size === 1;
    r.p99Met = r.http ? r.http.latencyP99Ms <= P99_BUDGET_MS : false;
  }
  const report = {
    date: new Date().toISOString(),
    machine: machine(),
    postgres: await postgresVersion(DATABASE_URL),
    loadAverage: (await import("node:os")).loadavg().map((l) => Math.round(l * 10) / 10),
    connections,
    durationSeconds: duration,
    scales: SCALES,
    budgets: { p99Ms: P99_BUDGET_MS, statements: "the same at every scale" },
    datasets,
    results,
  };
  writeResults("dashboards", report, markdown(report));
  return results.every((r) => r.constantStatements && r.p99Met) ? 0 : 1;
}

function markdown(report) {
  const full = report.datasets.at(-1);
  return [
    `# Dashboards at 10,000 accounts, 10,000 videos and 100,000 gifts — ${report.date}`,
    "",
    machineLine(report),
    `${sharedMachineNote()} Load average at the end: ${report.loadAverage.join(", ")}.`,
    "",
    ...report.datasets.map(
      (d) =>
        `Scale ${d.scale}: ${d.users} accounts (${d.pending_accounts} pending), ${d.videos} videos, ${d.progress_rows} progress rows, ${d.gifts} gifts; the school signed in has ${d.first_school_pupils} pupils, the instructor ${d.first_instructor_videos} videos, the student ${d.first_student_gifts} gifts. Seeded in ${d.seedSeconds} s.`,
    ),
    "",
    `Budgets: p99 at most ${report.budgets.p99Ms} ms at ${report.connections} connections (scale ${full.scale}), and the same number of SQL statements per request at every scale.`,
    "",
    `| Role | Tab | Request | ${report.scales.map((s) => `Statements at ${s}`).join(" | ")} | p50 | p99 | req/s | Server CPU a request | Met |`,
    `|---|---|---|${report.scales.map(() => "---:").join("|")}|---:|---:|---:|---:|---|`,
    ...report.results.map(
      (r) =>
        `| ${r.role} | ${r.tab} | \`${r.path}\` | ${report.scales.map((s) => r.statements[s]).join(" | ")} | ${ms(r.http?.latencyP50Ms)} | ${ms(r.http?.latencyP99Ms)} | ${r.http?.requestsPerSec ?? "—"} | ${ms(r.http?.cpuMsPerRequest)} | ${r.p99Met && r.constantStatements ? "yes" : `no${r.p99Met ? "" : " (p99)"}${r.constantStatements ? "" : " (statements grow)"}`} |`,
    ),
    "",
    `autocannon, ${report.connections} connections, ${report.durationSeconds} s after a 2 s warm-up, 127.0.0.1, each role's Auth.js session cookie. Statements: bench/count-queries.cjs, one request sent alone (median of 3).`,
    "",
    "Rerun: `npm run bench:dashboards` (BENCH_SCALES, BENCH_DURATION, BENCH_CONNECTIONS, BENCH_DATABASE_URL; NEXT_DIST_DIR for the build).",
    "",
  ].join("\n");
}

run(main, finish);
