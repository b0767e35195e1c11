/**
 * The public gallery at 10,000 approved photos (`npm run bench:gallery`).
 *
 * 1. Drops and recreates BENCH_DATABASE_URL (default
 *    postgres://postgres@127.0.0.1:5432/mmf_bench_gallery), applies the committed migrations and
 *    seeds it with set-based SQL (INSERT … SELECT generate_series, fixed random seed): 300 schools,
 *    10,000 approved photos over two years (titles and descriptions from word lists, the five
 *    categories, three sizes each as a real row holds them) and 300 pending, rejected and deleted
 *    ones; then VACUUM ANALYZE (what autovacuum does on a live database).
 * 2. Starts `next start` (production mode against that database; a build in NEXT_DIST_DIR, made
 *    first when missing) on a free 127.0.0.1 port.
 * 3. For each target: the SQL statements of one request sent alone (bench/count-queries.cjs,
 *    preloaded into the server, wraps node-postgres), then autocannon (BENCH_CONNECTIONS, default
 *    10; BENCH_DURATION seconds, default 10), the same statements run directly with `pg` as many
 *    clients for as long, and EXPLAIN (ANALYZE, BUFFERS) of each (median of 5).
 *
 * BENCH_SEED_ONLY=1 stops after seeding. Writes bench/results/gallery.json and gallery.md.
 */
import { benchSettings, listingReport, runMeasuredBench, secondsSince, sqlPick as pick, withClient } from "./lib.mjs";

const { databaseUrl: DATABASE_URL } = benchSettings("gallery");
const SEARCH = process.env.BENCH_SEARCH ?? "lantern";

const filtered = new URLSearchParams({ q: SEARCH, category: "event", date: "year", sort: "school", page: "2" }).toString();
/**
 * The gallery by category, date, order and page, a different combination for every request (5
 * categories, 4 dates, 2 orders, then the next page): URLs no cache has seen.
 */
function freshGalleryUrls() {
  const categories = ["event", "classroom", "sports", "arts", "general"];
  const dates = ["all", "year", "month", "week"];
  const sorts = ["newest", "school"];
  const combinations = categories.length * dates.length * sorts.length;
  let n = 0;
  return () => {
    const i = n++;
    const c = i % combinations;
    const params = new URLSearchParams({
      category: categories[c % categories.length],
      date: dates[Math.floor(c / categories.length) % dates.length],
      sort: sorts[Math.floor(c / (categories.length * dates.length))],
      page: String(3 + Math.floor(i / combinations)),
    });
    return `/gallery?${params}`;
  };
}

const TARGETS = [
  { name: "page, plain", path: "/gallery" },
  { name: "page, search + category + date, school order, page 2", path: `/gallery?${filtered}` },
  { name: "page, category + date", path: "/gallery?category=arts&date=month" },
  { name: "page, school order, page 100", path: "/gallery?sort=school&page=100" },
  // Issue 17's budgets: a URL served before at 50 connections, URLs not seen before at 10.
  { name: "page, plain, 50 connections", path: "/gallery", connections: 50 },
  { name: "page, filters, URLs not seen before", path: "/gallery?category=event&date=year&sort=school&page=2", fresh: freshGalleryUrls() },
  { name: "API, plain", path: "/api/v1/gallery/getGalleryImages?limit=9" },
  { name: "API, search + filters", path: `/api/v1/gallery/getGalleryImages?${filtered}&limit=9` },
];

const words = {
  places: [
    "Riverside",
    "Hillcrest",
    "Oakwood",
    "Meadowbank",
    "Lakeside",
    "Willow Park",
    "Elm Grove",
    "Stonebridge",
    "Brookfield",
    "Harbour View",
    "Maple Lane",
    "Northfield",
    "Ashdown",
    "Kingsmead",
    "Fernhill",
  ],
  kinds: ["Primary School", "Academy", "High School", "Community School", "Junior School", "College"],
  adjectives: ["quiet", "mindful", "calm", "joyful", "gentle", "morning", "evening", "sunny", "peaceful", "colourful", "shared", "steady"],
  nouns: [
    "breathing circle",
    "lantern walk",
    "sports day",
    "art wall",
    "garden corner",
    "listening walk",
    "yoga session",
    "music assembly",
    "reading nook",
    "kindness week",
    "nature trail",
    "painting afternoon",
    "relay race",
    "family evening",
    "calm corner",
    "gratitude board",
    "stretching break",
    "picnic",
    "drum circle",
    "sunrise practice",
    "harvest festival",
    "dance class",
    "science fair",
    "poetry reading",
    "lantern parade",
    "sand garden",
    "cloud watching",
    "tree planting",
    "bird watching",
    "story circle",
  ],
  settings: [
    "the playground",
    "the school hall",
    "the garden",
    "the classroom",
    "the park",
    "the sports field",
    "the library",
    "the art room",
  ],
  groups: ["Year 2", "Year 3", "Year 4", "Year 5", "Year 6", "the whole school", "our families", "the choir", "the reception class"],
};

const size = (width, height, bytes) =>
  `jsonb_build_object('key', 'images/2026/11/' || gen_random_uuid() || '.webp', 'width', ${width}, 'height', ${height}, 'size', ${bytes}, 'type', 'image/webp')`;

function seed() {
  const started = Date.now();
  return withClient(DATABASE_URL, async (client) => {
    await client.query("SELECT setseed(0.2424)");
    await client.query("BEGIN");
    await client.query(`
      INSERT INTO users (name, email, password_hash, role, status, phone, address, created_at)
      SELECT ${pick(words.places, "((g * 7) % 15) / 15.0")} || ' ' || ${pick(words.kinds, "((g * 5) % 6) / 6.0")},
             'school' || g || '@bench.example', 'bench-no-login', 'school', 'approved', '+1 555 0100', g || ' School Lane',
             now() - (g || ' days')::interval
      FROM generate_series(1, 300) g`);
    await client.query(
      `CREATE TEMP TABLE sch AS SELECT row_number() OVER (ORDER BY email) AS n, id, name FROM users WHERE role = 'school'`,
    );
    // 10,000 approved photos, then 150 pending, 100 rejected and 50 deleted ones.
    await client.query(`
      INSERT INTO gallery_images (title, description, category, status, rejection_reason, reviewed_at, school_id, school_name,
                                  variants, width, height, deleted_at, deleted_by, created_at, updated_at)
      SELECT initcap(${pick(words.adjectives)}) || ' ' || ${pick(words.nouns)},
             CASE WHEN random() < 0.8 THEN ${pick(words.groups)} || ' in ' || ${pick(words.settings)} || ', taking a mindful moment together.' END,
             (ARRAY['event', 'classroom', 'sports', 'arts', 'general'])[1 + floor(random() * 5)::int]::gallery_category,
             (CASE WHEN g <= 10000 THEN 'approved' WHEN g <= 10150 THEN 'pending' WHEN g <= 10250 THEN 'rejected' ELSE 'approved' END)::gallery_status,
             CASE WHEN g > 10150 AND g <= 10250 THEN 'A child can be recognised.' END,
             CASE WHEN g <= 10000 OR g > 10150 THEN now() - (random() * 300 || ' days')::interval END,
             s.id, s.name,
             jsonb_build_array(${size(480, 320, 38000)}, ${size(960, 640, 110000)}, ${size(1600, 1067, 260000)}), 1600, 1067,
             CASE WHEN g > 10250 THEN now() - interval '1 day' END,
             CASE WHEN g > 10250 THEN s.id END,
             at, at
      FROM (SELECT g, now() - (random() * 730 || ' days')::interval AS at FROM generate_series(1, 10300) g) x
      JOIN sch s ON s.n = 1 + (x.g % 300)`);
    await client.query("COMMIT");
    // What autovacuum does on a live database: statistics, and the visibility map that lets a count read the index alone.
    await client.query("VACUUM ANALYZE");
    const counts = (
      await client.query(`SELECT
        (SELECT count(*) FROM users WHERE role = 'school')::int AS schools,
        (SELECT count(*) FROM gallery_images WHERE status = 'approved' AND deleted_at IS NULL)::int AS approved_photos,
        (SELECT count(*) FROM gallery_images WHERE status <> 'approved' OR deleted_at IS NOT NULL)::int AS other_photos`)
    ).rows[0];
    const pattern = `%${SEARCH}%`;
    const hits = (
      await client.query(
        `SELECT count(*)::int AS search_hits,
                count(*) FILTER (WHERE category = 'event' AND created_at >= now() - interval '365 days')::int AS search_event_year_hits
         FROM gallery_images
         WHERE status = 'approved' AND deleted_at IS NULL AND (title || ' ' || coalesce(description, '') || ' ' || school_name) ILIKE $1`,
        [pattern],
      )
    ).rows[0];
    return { ...counts, search: SEARCH, ...hits, seedSeconds: secondsSince(started) };
  });
}

function markdown(report) {
  const d = report.dataset;
  return listingReport(report, {
    title: "Public gallery at 10,000 photos",
    name: "gallery",
    dataset: `Dataset: ${d.schools} schools, ${d.approved_photos} approved photos over two years, ${d.other_photos} pending, rejected or deleted ones. Search "${d.search}" matches ${d.search_hits} approved photos, ${d.search_event_year_hits} of them events of the past year. Seeded in ${d.seedSeconds} s.`,
  });
}

runMeasuredBench({ name: "gallery", seed, targets: TARGETS, markdown });
