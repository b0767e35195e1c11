/**
 * The library's public page (/resources) at 10,000 published items (`npm run bench:library`).
 *
 * 1. Drops and recreates BENCH_DATABASE_URL (default
 *    postgres://postgres@127.0.0.1:5432/mmf_bench_library), applies the committed migrations and
 *    seeds it with set-based SQL (INSERT … SELECT generate_series, fixed random seed): 12 staff
 *    uploaders, 10,000 published items over two years (titles, authors, subjects, descriptions
 *    and keywords from word lists, a video and a cover each, as a real row holds them) and 300
 *    drafts and deleted ones; then VACUUM ANALYZE (what autovacuum does on a live database).
 * 2. Starts `next start` (production mode against that database; a build in NEXT_DIST_DIR, made
 *    first when missing) on a free 127.0.0.1 port.
 * 3. For each target: the SQL statements of one request sent alone (bench/count-queries.cjs,
 *    preloaded into the server, wraps node-postgres), then autocannon (BENCH_CONNECTIONS, default
 *    10; BENCH_DURATION seconds, default 10), the same statements run directly with `pg` as many
 *    clients for as long, and EXPLAIN (ANALYZE, BUFFERS) of each (median of 5).
 *
 * BENCH_SEED_ONLY=1 stops after seeding. Writes bench/results/library.json and library.md.
 */
import { benchSettings, listingReport, runMeasuredBench, secondsSince, sqlPick as pick, withClient } from "./lib.mjs";

const { databaseUrl: DATABASE_URL } = benchSettings("library");
const SEARCH = process.env.BENCH_SEARCH ?? "breathing";

const words = {
  adjectives: ["Quiet", "Mindful", "Gentle", "Steady", "Calm", "Open", "Kind", "Present", "Patient", "Grateful", "Simple", "Restful"],
  nouns: [
    "Breathing",
    "Attention",
    "Classrooms",
    "Mornings",
    "Listening",
    "Movement",
    "Sleep",
    "Focus",
    "Kindness",
    "Walking",
    "Eating",
    "Emotions",
    "Gratitude",
    "Stillness",
    "Play",
  ],
  forms: ["A Guide", "for Children", "at Work", "in Schools", "for Families", "for Teachers", "in Practice", "Every Day"],
  firstNames: ["Amara", "Ben", "Chen", "Dana", "Elif", "Femi", "Grace", "Hiro", "Ines", "Jonas", "Kavya", "Luis", "Maya", "Noor"],
  lastNames: ["Adeyemi", "Brennan", "Costa", "Dubois", "Eriksen", "Fischer", "Gupta", "Haddad", "Ito", "Jensen", "Kowalski", "Larsen"],
  subjects: ["Breathing", "Education", "Emotions", "Movement", "Parenting", "Psychology", "Sleep", "Wellbeing"],
  keywords: [
    "breathing",
    "calm",
    "children",
    "focus",
    "gratitude",
    "kindness",
    "movement",
    "school",
    "sleep",
    "stress",
    "teachers",
    "walking",
  ],
  sentences: [
    "A practical introduction with short exercises for every day.",
    "Talks recorded with teachers, parents and children.",
    "How a few minutes of attention change a classroom.",
    "Research and practice side by side, in plain words.",
    "Guided practices to share with a group or alone.",
  ],
};

const filtered = new URLSearchParams({ search: SEARCH, subject: "Education", page: "2" }).toString();

/**
 * The library by subject and page, a different combination for every request (8 subjects, then
 * the next page; page 6 onwards of the whole library in between): URLs no cache has seen.
 */
function freshLibraryUrls() {
  let n = 0;
  return () => {
    const i = n++;
    if (i % 2 === 1) return `/resources?page=${6 + Math.floor(i / 2)}`;
    const j = i / 2;
    const params = new URLSearchParams({
      subject: words.subjects[j % words.subjects.length],
      page: String(1 + Math.floor(j / words.subjects.length)),
    });
    return `/resources?${params}`;
  };
}

/**
 * A visitor's search: one word of the titles (27 of them, each in hundreds to thousands of items)
 * and a page of its results, a different combination for every request: each ranks every match.
 */
function freshSearchUrls() {
  const searchWords = [...words.adjectives, ...words.nouns];
  let n = 0;
  return () => {
    const i = n++;
    const params = new URLSearchParams({
      search: searchWords[i % searchWords.length].toLowerCase(),
      page: String(1 + Math.floor(i / searchWords.length)),
    });
    return `/resources?${params}`;
  };
}

const TARGETS = [
  { name: "page, plain", path: "/resources" },
  { name: "page, search + subject, page 2", path: `/resources?${filtered}` },
  { name: "page, keyword", path: "/resources?keyword=calm" },
  { name: "page, page 100", path: "/resources?page=100" },
  // Issue 17's budgets: a URL served before at 50 connections, URLs not seen before at 10.
  { name: "page, plain, 50 connections", path: "/resources", connections: 50 },
  { name: "page, filters, URLs not seen before", path: "/resources?subject=Education&page=2", fresh: freshLibraryUrls() },
  { name: "page, a search, URLs not seen before", path: "/resources?search=quiet&page=1", fresh: freshSearchUrls() },
  { name: "API, plain", path: "/api/v1/library/searchBook?limit=9" },
  { name: "API, search + subject", path: `/api/v1/library/searchBook?${filtered}&limit=9` },
];

function seed() {
  const started = Date.now();
  return withClient(DATABASE_URL, async (client) => {
    await client.query("SELECT setseed(0.4242)");
    await client.query("BEGIN");
    await client.query(`
      INSERT INTO users (name, email, password_hash, role, status, created_at)
      SELECT 'Library staff ' || g, 'library' || g || '@bench.example', 'bench-no-login', 'admin', 'approved', now() - (g || ' days')::interval
      FROM generate_series(1, 12) g`);
    await client.query(`CREATE TEMP TABLE staff AS SELECT row_number() OVER (ORDER BY email) AS n, id FROM users WHERE role = 'admin'`);
    // 10,000 published items, then 200 drafts and 100 deleted ones.
    await client.query(`
      INSERT INTO library_items (title, author, subject, description, keywords, approved_at, approved_by, uploaded_by,
                                 video_key, video_type, video_size, duration_seconds, cover_key, cover_type,
                                 deleted_at, deleted_by, created_at, updated_at)
      SELECT ${pick(words.adjectives)} || ' ' || ${pick(words.nouns)} || ' ' || ${pick(words.forms)},
             ${pick(words.firstNames)} || ' ' || ${pick(words.lastNames)},
             ${pick(words.subjects)},
             ${pick(words.sentences)} || ' ' || ${pick(words.sentences)},
             -- Two different keywords an item (g / 12: g % 12 is the uploader; the offsets differ by an odd number).
             ARRAY[${pick(words.keywords, "((g / 12) % 12) / 12.0")}, ${pick(words.keywords, "((g / 12 * 5 + 3) % 12) / 12.0")}],
             CASE WHEN g <= 10000 OR g > 10200 THEN x.at + interval '1 day' END,
             CASE WHEN g <= 10000 OR g > 10200 THEN s.id END,
             s.id,
             'videos/2026/11/' || gen_random_uuid() || '.mp4', 'video/mp4', 40000000 + floor(random() * 200000000)::bigint,
             300 + floor(random() * 3300)::int,
             'thumbnails/2026/11/' || gen_random_uuid() || '.jpg', 'image/jpeg',
             CASE WHEN g > 10200 THEN now() - interval '1 day' END,
             CASE WHEN g > 10200 THEN s.id END,
             x.at, x.at
      FROM (SELECT g, now() - (random() * 730 || ' days')::interval AS at FROM generate_series(1, 10300) g) x
      JOIN staff s ON s.n = 1 + (x.g % 12)`);
    await client.query("COMMIT");
    await client.query("VACUUM ANALYZE");
    const counts = (
      await client.query(`SELECT
        (SELECT count(*) FROM library_items WHERE approved_at IS NOT NULL AND deleted_at IS NULL)::int AS published,
        (SELECT count(*) FROM library_items WHERE approved_at IS NULL OR deleted_at IS NOT NULL)::int AS other_items`)
    ).rows[0];
    return { ...counts, search: SEARCH, seedSeconds: secondsSince(started) };
  });
}

function markdown(report) {
  const d = report.dataset;
  return listingReport(report, {
    title: "The library's public page at 10,000 items",
    name: "library",
    dataset: `Dataset: ${d.published} published items over two years, ${d.other_items} drafts or deleted ones; the search is "${d.search}". Seeded in ${d.seedSeconds} s.`,
  });
}

runMeasuredBench({ name: "library", seed, targets: TARGETS, markdown });
