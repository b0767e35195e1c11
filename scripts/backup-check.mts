/**
 * `npm run backup:check`: proof that a backup restores into a working site (docs/operations.md,
 * "Backup and restore").
 *
 * 1. Starts the stack (scripts/stack.mts) and keeps writing to it while the backup is taken
 *    (scripts/load.mts through the balancer: students' watch progress, gifts completed by the
 *    signed Stripe-format webhook, each with a receipt number, and instructors' video uploads).
 * 2. Takes the backup as an operator would: in one REPEATABLE READ transaction, exports its
 *    snapshot, counts every table, digests each table and keeps a sample of rows, and runs
 *    `pg_dump --format=custom --snapshot=<id>` on that same snapshot; then copies the bucket's
 *    folder (after the dump: files are only added, so every file a dumped row names is in the copy).
 * 3. Restores into a fresh database (`pg_restore --no-owner`) and a fresh folder, and compares:
 *    every count and table digest, every sampled row, and every file key the restored rows name
 *    (videos, thumbnails, library files and covers, gallery variants, data exports), byte for byte.
 * 4. Starts one production instance of the same build on the restored database, with a second
 *    s3rver on the restored folder, and checks /api/ready, a demo sign-in, a video streaming
 *    through the player's signed URL, the demo donor's gifts and one receipt PDF.
 * 5. Prints the figures, cleans up, and exits 1 on any mismatch.
 *
 * Like the stack, it honours STACK_PORT_OFFSET, STACK_DIR, STACK_DATABASE and NEXT_DIST_DIR; the
 * restored database is `<STACK_DATABASE>_restore`, the restored instance and s3rver take the two
 * ports after the stack's control server.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { cpSync, createWriteStream, mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { GetObjectCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import pg from "pg";
import S3rver from "s3rver";
import { startLoad, type Load, type LoadKind } from "./load.mts";
import { DEMO_PASSWORD, STACK_PORTS, startStack } from "./stack.mts";

const HOST = "127.0.0.1";
const RESTORE_SITE_PORT = STACK_PORTS.control + 1;
const RESTORE_S3_PORT = STACK_PORTS.control + 2;
const DONOR_EMAIL = "student@demo.test";
const SAMPLE_ROWS = 20;
/** The write load while the backup is taken (scripts/load.mts): watch progress, gifts with their receipts, uploads. */
const LOAD_KINDS: LoadKind[] = ["progress", "donation", "upload"];
const LOAD_CONNECTIONS = 3;
/** The tables whose counts the report names (the rest are compared too, not printed). */
const REPORTED = ["users", "videos", "donations", "donation_plans", "invoices", "gallery_images", "library_items", "watched_videos"];

const began = Date.now();
const log = (message: string) => console.log(`[backup +${((Date.now() - began) / 1000).toFixed(1)} s] ${message}`);
const seconds = (from: number) => Number(((Date.now() - from) / 1000).toFixed(2));
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

const mismatches: string[] = [];
function expect(ok: boolean, what: string): void {
  if (!ok) {
    mismatches.push(what);
    console.error(`[backup] MISMATCH: ${what}`);
  }
}

/** Runs `command` to its end; rejects with its stderr's tail when it fails. */
function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "inherit", "pipe"] });
    let stderr = "";
    child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited ${code}: ${stderr.slice(-2000)}`))));
  });
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------------
// Sign-in through the API, as the restored instance is asked to.

async function apiLogin(origin: string, email: string): Promise<string> {
  const response = await fetch(`${origin}/api/v1/user/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const body = (await response.json().catch(() => ({}))) as { data?: { token?: string } };
  if (response.status !== 200 || !body.data?.token) throw new Error(`POST /api/v1/user/login for ${email} answered ${response.status}`);
  return body.data.token;
}

// ---------------------------------------------------------------------------------------------
// What the backup's snapshot holds, and the same read of the restored database.

type TableFacts = { count: number; digest: string; sample: Record<string, string> };
type Facts = { tables: Record<string, TableFacts>; receipts: number };

/**
 * Every table (the public schema's, and drizzle's migrations): its row count, a digest of all
 * its rows (each row's JSON, hashed, in order), and the hashes of up to SAMPLE_ROWS rows by id
 * plus the SAMPLE_ROWS last written (by updated_at or created_at), when it has those columns.
 * `sampleIds` reads the same ids again (the restored database).
 */
async function readFacts(client: pg.Client, sampleIds?: Record<string, string[]>): Promise<Facts> {
  const { rows: columns } = await client.query<{ table_schema: string; table_name: string; column_name: string }>(
    `SELECT c.table_schema, c.table_name, c.column_name FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema NOT IN ('pg_catalog', 'information_schema') AND t.table_type = 'BASE TABLE'
      ORDER BY c.table_schema, c.table_name, c.ordinal_position`,
  );
  // "users" for the public schema's tables, "drizzle.__drizzle_migrations" for another's.
  const byTable = new Map<string, string[]>();
  for (const { table_schema, table_name, column_name } of columns) {
    const name = table_schema === "public" ? table_name : `${table_schema}.${table_name}`;
    byTable.set(name, [...(byTable.get(name) ?? []), column_name]);
  }
  const tables: Record<string, TableFacts> = {};
  for (const [table, names] of [...byTable].sort(([a], [b]) => a.localeCompare(b))) {
    const quoted = table
      .split(".")
      .map((part) => `"${part.replaceAll('"', '""')}"`)
      .join(".");
    const { rows } = await client.query<{ count: number; digest: string | null }>(
      `SELECT count(*)::int AS count, md5(string_agg(h, '' ORDER BY h)) AS digest
         FROM (SELECT md5(row_to_json(t)::text) AS h FROM ${quoted} t) rows`,
    );
    const sample: Record<string, string> = {};
    if (names.includes("id")) {
      let ids = sampleIds?.[table];
      if (!ids) {
        const recent = names.includes("updated_at") ? "updated_at" : names.includes("created_at") ? "created_at" : null;
        const picked = await client.query<{ id: string }>(
          `(SELECT id::text FROM ${quoted} ORDER BY id LIMIT ${SAMPLE_ROWS})` +
            (recent ? ` UNION (SELECT id::text FROM ${quoted} ORDER BY ${recent} DESC, id LIMIT ${SAMPLE_ROWS})` : ""),
        );
        ids = picked.rows.map((row) => row.id);
      }
      const hashed = await client.query<{ id: string; h: string }>(
        `SELECT id::text AS id, md5(row_to_json(t)::text) AS h FROM ${quoted} t WHERE id::text = ANY($1::text[])`,
        [ids],
      );
      for (const id of ids) sample[id] = hashed.rows.find((row) => row.id === id)?.h ?? "(missing)";
    }
    tables[table] = { count: rows[0]!.count, digest: rows[0]!.digest ?? "(empty)", sample };
  }
  const { rows } = await client.query<{ n: number }>("SELECT count(*)::int AS n FROM donations WHERE receipt_number IS NOT NULL");
  return { tables, receipts: rows[0]!.n };
}

async function countRows(client: pg.Client, tables: readonly string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) counts[table] = (await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${table}"`)).rows[0]!.n;
  return counts;
}

/** Every key in `bucket`. */
async function listKeys(client: S3Client, bucket: string): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
    keys.push(...(page.Contents ?? []).map((object) => object.Key!));
    token = page.NextContinuationToken;
  } while (token);
  return keys;
}

/** Every file key the database's rows name, with the row that names it. */
async function namedKeys(client: pg.Client): Promise<Map<string, string>> {
  const { rows } = await client.query<{ key: string; what: string }>(
    `SELECT video_key AS key, 'videos.video_key ' || id AS what FROM videos
     UNION ALL SELECT thumbnail_key, 'videos.thumbnail_key ' || id FROM videos WHERE thumbnail_key IS NOT NULL
     UNION ALL SELECT video_key, 'library_items.video_key ' || id FROM library_items
     UNION ALL SELECT cover_key, 'library_items.cover_key ' || id FROM library_items
     UNION ALL SELECT v->>'key', 'gallery_images.variants ' || id FROM gallery_images, jsonb_array_elements(variants) v
     UNION ALL SELECT storage_key, 'data_exports.storage_key ' || id FROM data_exports WHERE storage_key IS NOT NULL`,
  );
  return new Map(rows.map((row) => [row.key, row.what]));
}

// ---------------------------------------------------------------------------------------------

function folderSize(dir: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return { files, bytes };
}

function s3Client(port: number): S3Client {
  return new S3Client({
    region: "us-east-1",
    endpoint: `http://${HOST}:${port}`,
    forcePathStyle: true,
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
  });
}

/** The sha256 and size of an object, or null when the bucket has no such key. */
async function objectHash(client: S3Client, bucket: string, key: string): Promise<{ sha256: string; bytes: number } | null> {
  try {
    const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    const bytes = await object.Body!.transformToByteArray();
    return { sha256: sha256(bytes), bytes: bytes.byteLength };
  } catch (error) {
    if (error instanceof Error && (error.name === "NoSuchKey" || error.name === "NotFound")) return null;
    throw error;
  }
}

async function waitForReady(url: string, child: ChildProcess, logFile: string): Promise<number> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the restored instance stopped as it started; see ${logFile}`);
    try {
      const response = await fetch(url);
      if (response.status === 200) return 200;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer 200 within 120 s; see ${logFile}`);
}

async function main(): Promise<number> {
  const stack = await startStack({ chat: "postgres" });
  const restoreDir = path.join(path.dirname(stack.s3Dir), "restore");
  const restoreDatabase = `${new URL(stack.databaseUrl).pathname.slice(1)}_restore`;
  const serverUrl = databaseUrl(stack.databaseUrl, "postgres");
  const restoreUrl = databaseUrl(stack.databaseUrl, restoreDatabase);
  const dumpFile = path.join(restoreDir, "backup.dump");
  const restoredS3Dir = path.join(restoreDir, "s3");
  let restoredS3: S3rver | undefined;
  let site: ChildProcess | undefined;
  let load: Load | undefined;
  const sourceS3 = s3Client(STACK_PORTS.s3);
  const restoredS3Client = s3Client(RESTORE_S3_PORT);

  try {
    rmSync(restoreDir, { recursive: true, force: true });
    mkdirSync(restoredS3Dir, { recursive: true });
    load = startLoad(stack, { connections: LOAD_CONNECTIONS, kinds: LOAD_KINDS });
    await load.ready;
    // Some writes before the backup starts, so it is taken mid-stream.
    await new Promise((resolve) => setTimeout(resolve, 5000));

    // 2. The backup: the dump and the facts compared later read one snapshot.
    log("pg_dump --format=custom on an exported snapshot, under load");
    const snapshot = new pg.Client({ connectionString: stack.databaseUrl });
    await snapshot.connect();
    let source: Facts;
    let dumpSeconds: number;
    let dumpStarted = 0;
    let dumpEnded = 0;
    try {
      await snapshot.query("BEGIN ISOLATION LEVEL REPEATABLE READ");
      const { rows } = await snapshot.query<{ id: string }>("SELECT pg_export_snapshot() AS id");
      source = await readFacts(snapshot);
      dumpStarted = Date.now();
      await run("pg_dump", ["--format=custom", `--snapshot=${rows[0]!.id}`, "--file", dumpFile, stack.databaseUrl]);
      dumpSeconds = seconds(dumpStarted);
      dumpEnded = Date.now();
      await snapshot.query("COMMIT");
    } finally {
      await snapshot.end();
    }
    const dumpBytes = statSync(dumpFile).size;
    log(`dump: ${(dumpBytes / 1024).toFixed(0)} KiB in ${dumpSeconds} s`);

    // The files after the dump: the bucket's folder as s3rver keeps it (an operator: aws s3 sync or rclone).
    const copyStarted = Date.now();
    cpSync(path.join(stack.s3Dir, stack.bucket), path.join(restoredS3Dir, stack.bucket), { recursive: true });
    const copySeconds = seconds(copyStarted);
    const copied = folderSize(path.join(restoredS3Dir, stack.bucket));
    const loadReport = await load.stop();
    const duringDump = load.records.filter((record) => record.at >= dumpStarted && record.at < dumpEnded).length;
    const kindsDone = LOAD_KINDS.map((kind) => `${kind} ${loadReport.kinds[kind].count}`).join(", ");
    log(`bucket copied: ${copied.files} files on disk, ${(copied.bytes / 1048576).toFixed(1)} MiB in ${copySeconds} s`);
    log(
      `load stopped: ${loadReport.total.count} requests (${kindsDone}; setup ${loadReport.setup.count}), ${loadReport.total.errors} errors`,
    );
    for (const { message, count } of loadReport.errorMessages) console.error(`[backup] load: ${count} × ${message}`);
    const later = await withClient(stack.databaseUrl, (client) => countRows(client, REPORTED));
    const writtenAfter = REPORTED.map((table) => [table, (later[table] ?? 0) - (source.tables[table]?.count ?? 0)] as const)
      .filter(([, n]) => n !== 0)
      .map(([table, n]) => `${table} ${n > 0 ? "+" : ""}${n}`);

    // 3. The restore into a fresh database and folder.
    log(`pg_restore --no-owner into ${restoreDatabase}`);
    await withClient(serverUrl, async (client) => {
      await client.query(`DROP DATABASE IF EXISTS ${restoreDatabase} WITH (FORCE)`);
      await client.query(`CREATE DATABASE ${restoreDatabase} TEMPLATE template0`);
    });
    const restoreStarted = Date.now();
    await run("pg_restore", ["--no-owner", "--no-acl", "--exit-on-error", "--dbname", restoreUrl, dumpFile]);
    const restoreSeconds = seconds(restoreStarted);
    log(`restored in ${restoreSeconds} s`);

    const restored = await withClient(restoreUrl, (client) =>
      readFacts(client, Object.fromEntries(Object.entries(source.tables).map(([table, facts]) => [table, Object.keys(facts.sample)]))),
    );
    let rowsSampled = 0;
    for (const [table, facts] of Object.entries(source.tables)) {
      const other = restored.tables[table];
      expect(other !== undefined, `table ${table} missing from the restore`);
      if (!other) continue;
      expect(other.count === facts.count, `${table}: ${other.count} rows restored, ${facts.count} in the snapshot`);
      expect(other.digest === facts.digest, `${table}: the rows' digest differs`);
      for (const [id, hash] of Object.entries(facts.sample)) {
        rowsSampled += 1;
        expect(other.sample[id] === hash, `${table} ${id}: the restored row differs`);
      }
    }
    expect(Object.keys(restored.tables).length === Object.keys(source.tables).length, "the restore has other tables than the snapshot");
    expect(restored.receipts === source.receipts, `receipts: ${restored.receipts} restored, ${source.receipts} in the snapshot`);

    restoredS3 = new S3rver({ address: HOST, port: RESTORE_S3_PORT, silent: true, directory: restoredS3Dir });
    await restoredS3.run();
    const keys = await withClient(restoreUrl, namedKeys);
    let filesCompared = 0;
    let fileBytes = 0;
    for (const [key, what] of keys) {
      const [original, copy] = await Promise.all([
        objectHash(sourceS3, stack.bucket, key),
        objectHash(restoredS3Client, stack.bucket, key),
      ]);
      expect(original !== null, `${what} names ${key}, not in the original bucket`);
      expect(copy !== null, `${what} names ${key}, not in the restored bucket`);
      expect(original?.sha256 === copy?.sha256, `${key}: the restored bytes differ`);
      filesCompared += 1;
      fileBytes += copy?.bytes ?? 0;
    }
    // Objects no restored row names: uploaded after the snapshot (or abandoned uploads); harmless.
    const unnamed = (await listKeys(restoredS3Client, stack.bucket)).filter((key) => !keys.has(key)).length;
    log(`compared: ${Object.keys(source.tables).length} tables, ${rowsSampled} sampled rows, ${filesCompared} files`);

    // 4. A production instance of the same build on the restored database and folder.
    const dataDir = path.join(restoreDir, "data");
    const logFile = path.join(stack.logsDir, `site-restored-${RESTORE_SITE_PORT}.log`);
    const out = createWriteStream(logFile);
    const origin = `http://${HOST}:${RESTORE_SITE_PORT}`;
    site = spawn(process.execPath, ["scripts/serve.mjs", "start", "-p", String(RESTORE_SITE_PORT), "-H", HOST], {
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: "production",
        NEXT_DIST_DIR: process.env.NEXT_DIST_DIR || ".next-stack",
        NEXT_TELEMETRY_DISABLED: "1",
        DATABASE_URL: restoreUrl,
        DATA_DIR: dataDir,
        SITE_URL: stack.url,
        S3_BUCKET: stack.bucket,
        S3_REGION: "us-east-1",
        S3_ENDPOINT: `http://${HOST}:${RESTORE_S3_PORT}`,
        S3_FORCE_PATH_STYLE: "true",
        S3_ACCESS_KEY_ID: "S3RVER",
        S3_SECRET_ACCESS_KEY: "S3RVER",
        TRUST_PROXY: "true",
        AUTH_SECRET: stack.authSecret,
        // The stack does not tell its key: the restored bank accounts are not read here.
        BANK_ACCOUNT_KEY: randomBytes(32).toString("base64"),
        // Nowhere: mail the restored outbox still holds must not go out twice.
        SMTP_URL: `smtp://${HOST}:9`,
        MAIL_FROM: "Mindful Minds Foundation <no-reply@mindfulminds.example>",
        PAYMENTS_MODE: "test",
        CRON_SECRET: stack.cronSecret,
      },
    });
    site.stdout?.pipe(out);
    site.stderr?.pipe(out);
    const siteStarted = Date.now();
    const ready = await waitForReady(`${origin}/api/ready`, site, logFile);
    log(`restored instance ready in ${seconds(siteStarted)} s`);
    expect(ready === 200, "/api/ready on the restored instance");

    const token = await apiLogin(origin, DONOR_EMAIL).catch((error: unknown) => {
      expect(false, `demo sign-in on the restored instance: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    });
    const checks: string[] = ["/api/ready 200"];
    if (token) {
      checks.push("sign-in of the demo donor");
      const bearer = { authorization: `Bearer ${token}` };
      const [video] = await withClient(restoreUrl, async (client) => {
        const { rows } = await client.query<{ id: string; video_key: string }>(
          "SELECT id, video_key FROM videos WHERE status = 'approved' AND deleted_at IS NULL ORDER BY created_at, id LIMIT 1",
        );
        return rows;
      });
      if (video) {
        const single = await fetch(`${origin}/api/v1/video/getSingleVideo/${video.id}`, { headers: bearer });
        const { video: played } = (await single.json().catch(() => ({ video: undefined }))) as { video?: { videoUrl?: string | null } };
        expect(
          single.status === 200 && typeof played?.videoUrl === "string",
          `getSingleVideo answered ${single.status} without a videoUrl`,
        );
        if (played?.videoUrl) {
          const ranged = await fetch(played.videoUrl, { headers: { range: "bytes=0-1023" } });
          await ranged.arrayBuffer();
          expect(ranged.status === 206, `the video's signed URL answered ${ranged.status} to a range request`);
          const whole = await fetch(played.videoUrl);
          const streamed = sha256(new Uint8Array(await whole.arrayBuffer()));
          const original = await objectHash(sourceS3, stack.bucket, video.video_key);
          expect(whole.status === 200 && streamed === original?.sha256, "the streamed video differs from the original file");
          checks.push(`video ${video.id} streams (206 on a range, same sha256 as the original)`);
        }
      } else expect(false, "no approved video in the restore");

      const gifts = await fetch(`${origin}/api/v1/userDonation/getDonationDetail/all`, { headers: bearer });
      const { donations } = (await gifts.json().catch(() => ({ donations: [] }))) as { donations: { _id: string }[] };
      const expected = await withClient(restoreUrl, async (client) => {
        const { rows } = await client.query<{ id: string }>(
          `SELECT d.id FROM donations d JOIN users u ON u.id = d.user_id
            WHERE u.email = $1 AND d.status IN ('pending', 'completed', 'failed', 'refunded')`,
          [DONOR_EMAIL],
        );
        return rows.map((row) => row.id);
      });
      expect(
        gifts.status === 200 && donations.length === expected.length && expected.length > 0,
        `the donor's gifts: ${gifts.status}, ${donations.length} listed, ${expected.length} in the restored database`,
      );
      checks.push(`the donor's ${donations.length} gifts listed`);
      if (expected[0]) {
        const receipt = await fetch(`${origin}/api/v1/userDonation/receipt/${expected[0]}`, { headers: bearer });
        const pdf = Buffer.from(await receipt.arrayBuffer());
        expect(receipt.status === 200 && pdf.subarray(0, 5).toString() === "%PDF-", `a receipt PDF answered ${receipt.status}`);
        if (receipt.status === 200) checks.push(`a receipt PDF (${pdf.length} bytes)`);
      }
    }

    // 5. The report.
    const counts = REPORTED.map((table) => `${table} ${source.tables[table]?.count ?? "?"}`).join(", ");
    console.log(`
Backup and restore check (${mismatches.length === 0 ? "passed" : `FAILED, ${mismatches.length} mismatches`})
  load during the backup (scripts/load.mts, ${LOAD_CONNECTIONS} connections): ${loadReport.total.count} requests (${kindsDone}; setup ${loadReport.setup.count}), ${loadReport.total.errors} errors; ${duringDump} of them started while pg_dump ran
  written after the snapshot (in the source, not in the restore): ${writtenAfter.join(", ") || "nothing"}
  pg_dump --format=custom: ${(dumpBytes / 1024).toFixed(0)} KiB in ${dumpSeconds} s (snapshot exported from a REPEATABLE READ transaction)
  bucket copy: ${copied.files} files on disk (objects with s3rver's metadata), ${(copied.bytes / 1048576).toFixed(1)} MiB in ${copySeconds} s
  pg_restore --no-owner: ${restoreSeconds} s
  counts compared: ${Object.keys(source.tables).length} tables, each count and digest of all rows; receipts ${source.receipts}; ${counts}
  rows compared: ${rowsSampled} sampled rows (up to ${SAMPLE_ROWS} by id and ${SAMPLE_ROWS} last written per table)
  files compared: ${filesCompared} keys named by the restored rows, ${(fileBytes / 1048576).toFixed(2)} MiB, sha256 against the original bucket; ${unnamed} objects in the copy named by no restored row
  restored instance: ${checks.join("; ")}
`);
    return mismatches.length === 0 ? 0 : 1;
  } finally {
    await load?.stop();
    sourceS3.destroy();
    restoredS3Client.destroy();
    if (site && site.exitCode === null) {
      const exited = new Promise((resolve) => site!.once("exit", resolve));
      site.kill("SIGTERM");
      // As the stack stops its instances: SIGKILL after 10 s.
      const timer = setTimeout(() => site!.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
      log("restored instance stopped");
    }
    await restoredS3?.close();
    await withClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${restoreDatabase} WITH (FORCE)`)).catch(
      (error: unknown) => console.error("[backup] dropping the restored database:", error),
    );
    rmSync(restoreDir, { recursive: true, force: true });
    await stack.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`[backup] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  },
);
