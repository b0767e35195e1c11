/**
 * The data sets the benches seed, set-based (INSERT … SELECT generate_series), each at a `scale`
 * (1: the budgets' volumes; 0.1 to compare statement counts at a tenth of the data):
 * - seedCatalogue: 200 instructors, 2,000 students, 10,000 approved videos (and 300 pending,
 *   rejected and deleted ones) and 100,000 watched_videos rows (bench:videos, bench:dashboards);
 * - seedGifts: 5,000 donor accounts, 1,300 monthly plans (1,000 active) and 100,000 gifts over
 *   3 years (bench:donations, bench:dashboards).
 * Each runs in the caller's client, in one transaction; the caller sets the random seed
 * (`SELECT setseed(…)`) first and runs ANALYZE after.
 */
import { sqlPick as pick } from "./lib.mjs";

/** The amounts of the donation form's presets, in cents. */
export const PRESETS = [1000, 2500, 5000, 10000, 25000, 50000];

/** `count` at `scale`, at least 1. */
const scaled = (count, scale) => Math.max(1, Math.round(count * scale));

export const catalogueWords = {
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

/** Instructors, students, videos and their progress rows (see the file comment) at `scale`. */
export async function seedCatalogue(client, { scale = 1 } = {}) {
  const n = { instructors: scaled(200, scale), students: scaled(2000, scale) };
  const v = scaled(10000, scale);
  const p = v + scaled(150, scale);
  const r = p + scaled(100, scale);
  const d = r + scaled(50, scale);
  await client.query("BEGIN");
  // The instructors and approved students (nobody signs in: the hash is a placeholder).
  await client.query(`
      INSERT INTO users (name, last_name, email, password_hash, role, status, bio, created_at)
      SELECT ${pick(catalogueWords.first, "((g * 7) % 20) / 20.0")}, ${pick(catalogueWords.last, "((g * 3) % 10) / 10.0")},
             'instructor' || g || '@bench.example', 'bench-no-login', 'instructor', 'approved',
             'Teaches mindfulness to ' || ${pick(catalogueWords.audiences)} || '.', now() - (g || ' days')::interval
      FROM generate_series(1, ${n.instructors}) g`);
  await client.query(`
      INSERT INTO users (name, last_name, email, password_hash, role, status, created_at)
      SELECT 'Student' || g, ${pick(catalogueWords.last)}, 'student' || g || '@bench.example', 'bench-no-login', 'user', 'approved', now() - ((g % 700) || ' days')::interval
      FROM generate_series(1, ${n.students}) g`);
  await client.query(`CREATE TEMP TABLE inst AS SELECT row_number() OVER (ORDER BY email) AS n, id FROM users WHERE role = 'instructor'`);
  // The approved videos, then pending, rejected and deleted ones (1.5 %, 1 % and 0.5 % as many).
  await client.query(`
      INSERT INTO videos (course_name, course_content, description, category, status, rejection_reason, reviewed_at, rank, is_priced, tags,
                          uploaded_by, video_key, video_type, video_size, thumbnail_key, thumbnail_type, duration_seconds, deleted_at, created_at, updated_at)
      SELECT initcap(${pick(catalogueWords.adjectives)}) || ' ' || ${pick(catalogueWords.topics)} || ' ' || ${pick(catalogueWords.formats)},
             'A ' || (2 + floor(random() * 58))::int || '-minute practice of ' || ${pick(catalogueWords.techniques)} || ', then ' || ${pick(catalogueWords.techniques)} || '.',
             'For ' || ${pick(catalogueWords.audiences)} || ' in ' || ${pick(catalogueWords.settings)} || ': ' || ${pick(catalogueWords.techniques)} || ' to settle the mind and return to the task with ' || ${pick(["more energy", "a clear head", "less worry", "a kind attitude"])} || '.',
             ${pick(catalogueWords.categories)},
             (CASE WHEN g <= ${v} THEN 'approved' WHEN g <= ${p} THEN 'pending' WHEN g <= ${r} THEN 'rejected' ELSE 'approved' END)::video_status,
             CASE WHEN g > ${p} AND g <= ${r} THEN 'The audio is too quiet.' END,
             CASE WHEN g <= ${v} OR g > ${p} THEN now() - (random() * 300 || ' days')::interval END,
             CASE WHEN random() < 0.3 THEN NULL ELSE floor(random() * 500)::int END,
             random() < 0.1,
             ARRAY(SELECT DISTINCT t FROM unnest(ARRAY[${pick(catalogueWords.tags)}, ${pick(catalogueWords.tags)}, ${pick(catalogueWords.tags)}]) t LIMIT 1 + (g % 3)),
             (SELECT id FROM inst WHERE n = 1 + (g % ${n.instructors})),
             'videos/2026/11/' || gen_random_uuid() || '.mp4', 'video/mp4', (5 + floor(random() * 90))::bigint * 1048576,
             'thumbnails/2026/11/' || gen_random_uuid() || '.jpg', 'image/jpeg',
             120 + floor(random() * 3481)::int,
             CASE WHEN g > ${r} THEN now() - interval '1 day' END,
             now() - (random() * 730 || ' days')::interval, now()
      FROM generate_series(1, ${d}) g`);
  // The progress rows: 50 different videos for each student.
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
        FROM stu s CROSS JOIN generate_series(1, 50) k JOIN vid v ON v.n = 1 + ((s.n * 37 + k * 211) % ${v})
      ) x`);
  await client.query("COMMIT");
}

export const giftWords = {
  first: ["Maya", "Jonas", "Amara", "Leo", "Priya", "Tomas", "Ines", "Kenji", "Sofia", "Omar", "Hannah", "Mateo", "Lena", "Arjun", "Clara"],
  last: ["Lindqvist", "Okafor", "Moreau", "Tanaka", "Fischer", "Haddad", "Novak", "Reyes", "Brennan", "Kowalski"],
  messages: [
    "Keep up the wonderful work!",
    "In memory of my grandmother, who taught me to breathe slowly.",
    "For the school programme in our town.",
    "Thank you for helping my daughter sleep better.",
    "Happy to support mindful classrooms.",
    "A small gift from our staff room.",
  ],
};

const AMOUNT = `CASE WHEN random() < 0.8 THEN (ARRAY[${PRESETS.join(", ")}])[1 + floor(random() * 6)::int] ELSE 100 + floor(random() * 99900)::int END`;

/**
 * Donor accounts, monthly plans and gifts (see the file comment) at `scale`, into donation tables
 * the caller has emptied; no test gift. The donor accounts' e-mails are donor<n>@bench.example.
 */
export async function seedGifts(client, { scale = 1 } = {}) {
  const n = {
    donors: scaled(5000, scale),
    plans: scaled(1300, scale),
    activePlans: scaled(1000, scale),
    canceledPlans: scaled(200, scale),
    gifts: scaled(100000, scale),
    givers: scaled(40000, scale),
  };
  await client.query("BEGIN");
  await client.query(`
      INSERT INTO users (name, last_name, email, password_hash, role, status, created_at)
      SELECT ${pick(giftWords.first)}, ${pick(giftWords.last)}, 'donor' || g || '@bench.example', 'bench-no-login', 'user', 'approved',
             now() - (random() * 1200 || ' days')::interval
      FROM generate_series(1, ${n.donors}) g`);
  await client.query(
    `CREATE TEMP TABLE donor_users AS SELECT row_number() OVER (ORDER BY email) AS n, id, name || ' ' || last_name AS name, email FROM users WHERE email LIKE 'donor%@bench.example'`,
  );
  // The monthly plans: 1,000 active, 200 canceled, 100 past due at scale 1; 40 % by donors with an account.
  await client.query(`
      INSERT INTO donation_plans (user_id, donor_name, donor_email, is_anonymous, message, amount_cents, is_test, status,
                                  stripe_subscription_id, stripe_customer_id, canceled_at, status_event_at, created_at, updated_at)
      SELECT u.id, coalesce(u.name, x.name), coalesce(u.email, x.email), x.anon, x.msg, x.amount, false, x.status::donation_plan_status,
             'sub_seed_' || x.g, 'cus_seed_' || x.g,
             CASE WHEN x.status = 'canceled' THEN least(now(), x.created + interval '90 days') END, x.created, x.created, x.created
      FROM (SELECT g,
                   CASE WHEN g <= ${n.activePlans} THEN 'active' WHEN g <= ${n.activePlans + n.canceledPlans} THEN 'canceled' ELSE 'past_due' END AS status,
                   ${pick(giftWords.first)} || ' ' || ${pick(giftWords.last)} AS name, 'giver' || g || '@bench.example' AS email,
                   random() < 0.1 AS anon, CASE WHEN random() < 0.2 THEN ${pick(giftWords.messages)} END AS msg,
                   ${AMOUNT} AS amount, now() - (random() * 1095 || ' days')::interval AS created, random() AS ru
            FROM generate_series(1, ${n.plans}) g) x
      LEFT JOIN donor_users u ON x.ru < 0.4 AND u.n = 1 + (x.g % ${n.donors})`);
  await client.query(
    `CREATE TEMP TABLE plan_list AS SELECT row_number() OVER (ORDER BY id) AS n, id, user_id, donor_name, donor_email, is_anonymous, message, amount_cents FROM donation_plans`,
  );
  // The gifts over 3 years: about 30 % monthly payments of those plans; 86 % completed,
  // 2 % refunded, 3 % failed, 5 % expired (a monthly one failed), 4 % pending.
  await client.query(`
      INSERT INTO donations (user_id, donor_name, donor_email, is_anonymous, message, amount_cents, is_test, donation_type, status, plan_id,
                             checkout_session_id, invoice_id, payment_intent_id, receipt_number, completed_at, refunded_at, created_at, updated_at)
      SELECT CASE WHEN x.monthly THEN p.user_id ELSE u.id END,
             CASE WHEN x.monthly THEN p.donor_name ELSE coalesce(u.name, x.name) END,
             CASE WHEN x.monthly THEN p.donor_email ELSE coalesce(u.email, x.email) END,
             CASE WHEN x.monthly THEN p.is_anonymous ELSE x.anon END,
             CASE WHEN x.monthly THEN p.message ELSE x.msg END,
             CASE WHEN x.monthly THEN p.amount_cents ELSE x.amount END,
             false,
             CASE WHEN x.monthly THEN 'monthly' ELSE 'one-time' END::donation_type,
             x.status::donation_status,
             p.id,
             CASE WHEN NOT x.monthly THEN 'cs_seed_' || x.g END,
             CASE WHEN x.monthly THEN 'in_seed_' || x.g END,
             CASE WHEN x.status IN ('completed', 'refunded') THEN 'pi_seed_' || x.g END,
             CASE WHEN x.status IN ('completed', 'refunded') THEN nextval('donation_receipt_number_seq') END,
             CASE WHEN x.status IN ('completed', 'refunded') THEN x.created + interval '2 minutes' END,
             CASE WHEN x.status = 'refunded' THEN least(now(), x.created + interval '5 days') END,
             x.created, x.created
      FROM (SELECT g, m AS monthly,
                   CASE WHEN r < 0.86 THEN 'completed' WHEN r < 0.88 THEN 'refunded' WHEN r < 0.91 THEN 'failed'
                        WHEN r < 0.96 THEN CASE WHEN m THEN 'failed' ELSE 'expired' END ELSE 'pending' END AS status,
                   ${pick(giftWords.first)} || ' ' || ${pick(giftWords.last)} AS name, 'giver' || (1 + floor(random() * ${n.givers})::int) || '@bench.example' AS email,
                   random() < 0.1 AS anon, CASE WHEN random() < 0.25 THEN ${pick(giftWords.messages)} END AS msg,
                   ${AMOUNT} AS amount, now() - (random() * 1095 || ' days')::interval AS created, random() AS ru
            FROM (SELECT g, random() < 0.3 AS m, random() AS r FROM generate_series(1, ${n.gifts}) g) s) x
      LEFT JOIN plan_list p ON x.monthly AND p.n = 1 + (x.g % ${n.plans})
      LEFT JOIN donor_users u ON NOT x.monthly AND x.ru < 0.3 AND u.n = 1 + (x.g % ${n.donors})`);
  await client.query("COMMIT");
}
