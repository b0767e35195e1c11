/**
 * `npm run faults`: the stack (scripts/stack.mts) keeps its promises while what it depends on
 * fails. On a throw-away PostgreSQL cluster of its own (initdb, so that it can be restarted
 * without touching the machine's server), it runs, one after the other and under requests:
 *
 * 1. PostgreSQL restarted: every request answered within 5 s (503 and a plain message, or served
 *    from cache), the site back without a restart of its own, no half-written sign-up;
 * 2. the file store down: an upload fails with a clear message, no video row, no stored file;
 * 3. the SMTP server down for two minutes: every mail of those minutes arrives after (the outbox);
 * 4. soketi down: chat messages sent meanwhile are stored, and read once it is back;
 * 5. one instance killed: the balancer and the other instance carry on; nothing half-written.
 *
 * Prints each fault's figures and writes them to bench/results/faults.json; exits 1 when a
 * promise was broken. Usage: `npm run faults [-- --only=postgres,storage,mail,realtime,instance]`.
 * Takes about 10 minutes (the mail fault alone is two minutes down and the outbox's retries).
 */
import { spawn, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { DEMO_PASSWORD, startStack, type Stack } from "./stack.mts";

const HOST = "127.0.0.1";
const CLUSTER_PORT = 3348 + Number(process.env.STACK_PORT_OFFSET ?? 0);
/** What the site answers while its database is out of reach (lib/http: DATABASE_UNAVAILABLE). */
const DATABASE_UNAVAILABLE = "The site cannot reach its database just now. Please try again in a minute.";
/** … and while its file store is (lib/storage/s3.ts: STORAGE_UNAVAILABLE). */
const STORAGE_UNAVAILABLE = "We could not reach the file store just now, so nothing was saved. Please try again in a minute.";
/** The longest any request may take while something is down. */
const FAIL_FAST_MS = 5_000;

const began = Date.now();
const log = (message: string) => console.log(`[faults +${((Date.now() - began) / 1000).toFixed(1)} s] ${message}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ─── A throw-away PostgreSQL cluster ─────────────────────────────────────────────────────────

/** Debian keeps initdb and pg_ctl out of PATH, under /usr/lib/postgresql/<version>/bin. */
function pgBinary(name: string): string {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const candidate = path.join(root, version, "bin", name);
    if (existsSync(candidate)) return candidate;
  }
  return name;
}

/** PostgreSQL refuses to run as root: as root, its commands run as the user postgres. */
function runPg(name: string, args: string[]): void {
  const [command, ...rest] =
    process.getuid?.() === 0 ? ["runuser", "-u", "postgres", "--", pgBinary(name), ...args] : [pgBinary(name), ...args];
  const result = spawnSync(command!, rest, { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${name} ${args.join(" ")} failed:\n${result.stdout}${result.stderr}`);
}

type Cluster = { url: string; stop(): void; start(): void; remove(): void };

function startCluster(dir: string, port: number): Cluster {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  if (process.getuid?.() === 0) {
    const { uid, gid } = userIds("postgres");
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, "data");
  runPg("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]);
  const options = `-p ${port} -c listen_addresses=${HOST} -k ${dir} -c fsync=off`;
  const cluster: Cluster = {
    url: `postgres://postgres@${HOST}:${port}/postgres`,
    start: () => runPg("pg_ctl", ["-D", data, "-l", path.join(dir, "postgres.log"), "-o", options, "-w", "start"]),
    // Fast: every session is ended at once, as a restart by an operator or a failover does.
    stop: () => runPg("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]),
    remove: () => {
      try {
        cluster.stop();
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  cluster.start();
  return cluster;
}

function userIds(name: string): { uid: number; gid: number } {
  const line = readFileSync("/etc/passwd", "utf8")
    .split("\n")
    .find((entry) => entry.startsWith(`${name}:`));
  if (!line) throw new Error(`No user ${name}: is PostgreSQL installed?`);
  const [, , uid, gid] = line.split(":");
  return { uid: Number(uid), gid: Number(gid) };
}

// ─── Requests and what they answered ─────────────────────────────────────────────────────────

type Answer = { kind: string; at: number; ms: number; status: number; message?: string; detail?: string };

/** One request, timed; a network failure is status 0. Never throws. */
async function timed(kind: string, send: () => Promise<Response>): Promise<Answer> {
  const at = Date.now();
  try {
    const response = await send();
    const text = await response.text();
    let message: string | undefined;
    try {
      message = (JSON.parse(text) as { message?: string }).message;
    } catch {
      // a page, not JSON
    }
    return { kind, at, ms: Date.now() - at, status: response.status, message };
  } catch (error) {
    return { kind, at, ms: Date.now() - at, status: 0, detail: error instanceof Error ? error.message : String(error) };
  }
}

/** Workers sending requests of each kind in turn until stopped; answers everything they got. */
function keepSending(kinds: Record<string, () => Promise<Response>>, options: { workers: number; pauseMs: number }) {
  const answers: Answer[] = [];
  let running = true;
  const names = Object.keys(kinds);
  const workers = Array.from({ length: options.workers }, async (_, worker) => {
    for (let i = worker; running; i++) {
      const kind = names[i % names.length]!;
      const answer = await timed(kind, kinds[kind]!);
      answers.push(answer);
      await sleep(answer.status === 0 ? 250 : options.pauseMs);
    }
  });
  return {
    answers,
    stop: async () => {
      running = false;
      await Promise.all(workers);
      return answers;
    },
  };
}

const ok = (answer: Answer) => answer.status >= 200 && answer.status < 400;
const percentile = (values: number[], p: number) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

/** A promise the fault keeps or breaks, with what was seen. */
type Check = { name: string; passed: boolean; seen: string };
type FaultResult = { fault: string; seconds: number; checks: Check[]; figures: Record<string, unknown> };

function check(name: string, passed: boolean, seen: string): Check {
  console.log(`  ${passed ? "ok  " : "FAIL"} ${name}: ${seen}`);
  return { name, passed, seen };
}

// ─── The site, through the balancer ──────────────────────────────────────────────────────────

function client(stack: Stack) {
  const url = (route: string) => `${stack.url}${route}`;
  const json = (method: string, route: string, body: unknown, token?: string) =>
    fetch(url(route), {
      method,
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
  const get = (route: string, token?: string) =>
    fetch(url(route), { headers: token ? { authorization: `Bearer ${token}` } : {}, signal: AbortSignal.timeout(30_000) });
  return {
    get,
    json,
    /** A Bearer token of the spec's client (POST /user/login). */
    async token(email: string): Promise<string> {
      const response = await json("POST", "/api/v1/user/login", { email, password: DEMO_PASSWORD });
      if (!response.ok) throw new Error(`login ${email}: ${response.status} ${await response.text()}`);
      return ((await response.json()) as { data: { token: string } }).data.token;
    },
    /** A student's sign-up (pending approval; its mail in the outbox in the same transaction). */
    register(email: string) {
      return json("POST", "/api/v1/user/register", {
        name: "Fault Test",
        email,
        password: "a-long-fault-password",
        confirmPassword: "a-long-fault-password",
        role: "user",
      });
    },
  };
}

async function query<T extends pg.QueryResultRow>(stack: Stack, text: string, values: unknown[] = []): Promise<T[]> {
  const db = new pg.Client({ connectionString: stack.databaseUrl });
  await db.connect();
  try {
    return (await db.query<T>(text, values)).rows;
  } finally {
    await db.end();
  }
}

/** The recipients of every message the SMTP server kept. */
function mailedTo(stack: Stack): Set<string> {
  const to = new Set<string>();
  for (const name of readdirSync(stack.mailDir).filter((file) => file.endsWith(".json"))) {
    for (const address of (JSON.parse(readFileSync(path.join(stack.mailDir, name), "utf8")) as { to: string[] }).to) to.add(address);
  }
  return to;
}

async function waitUntil(what: string, done: () => Promise<boolean> | boolean, timeoutMs: number): Promise<number | null> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await done()) return Date.now() - started;
    await sleep(500);
  }
  log(`gave up waiting for ${what} after ${timeoutMs / 1000} s`);
  return null;
}

/**
 * Sign-ups are one transaction (the account and its mail in the outbox): whatever a request was
 * answered, the account and its mail exist together or not at all, and 201 means both.
 */
async function signUpsWhole(stack: Stack, attempts: Map<string, number>): Promise<Check[]> {
  const emails = [...attempts.keys()];
  const rows = await query<{ email: string }>(stack, "SELECT email FROM users WHERE email = ANY($1)", [emails]);
  const created = new Set(rows.map((row) => row.email));
  const answeredButMissing = emails.filter((email) => attempts.get(email)! >= 200 && attempts.get(email)! < 300 && !created.has(email));
  const refusedButThere = emails.filter((email) => attempts.get(email) === 503 && created.has(email));
  const mailed = await waitUntil("the sign-ups' mail", () => [...created].every((email) => mailedTo(stack).has(email)), 90_000);
  // A mail an instance had claimed when it was killed waits in the outbox until the claim runs
  // out (lib/jobs/outbox.ts CLAIM_MS, 15 minutes) and is sent then: kept, not lost.
  const notMailed = [...created].filter((email) => !mailedTo(stack).has(email));
  const claimed = await query<{ to: string; attempts: number }>(
    stack,
    "SELECT payload->>'to' AS to, attempts FROM outbox WHERE kind = 'mail' AND failed_at IS NULL AND payload->>'to' = ANY($1)",
    [notMailed],
  );
  const lost = notMailed.filter((email) => !claimed.some((row) => row.to === email && row.attempts > 0));
  const mailedWithoutAccount = emails.filter((email) => !created.has(email) && mailedTo(stack).has(email));
  return [
    check("sign-ups were made", created.size > 0, `${created.size} accounts of ${emails.length} tried`),
    check(
      "every sign-up answered 201 has its account",
      answeredButMissing.length === 0,
      `${answeredButMissing.length} missing of ${emails.length} tried`,
    ),
    check("no sign-up answered 503 left an account", refusedButThere.length === 0, `${refusedButThere.length} of ${emails.length}`),
    check(
      "every account made has its mail, or it waits in the outbox under the claim of a killed instance; no mail went to an account not made",
      lost.length === 0 && mailedWithoutAccount.length === 0,
      `${created.size} accounts, ${notMailed.length} without mail yet (${notMailed.length - lost.length} claimed in the outbox, ${lost.length} lost), ${mailedWithoutAccount.length} mails without account${mailed === null ? "" : `, the last mail ${(mailed / 1000).toFixed(0)} s later`}`,
    ),
  ];
}

// ─── The faults ──────────────────────────────────────────────────────────────────────────────

async function postgresRestart(stack: Stack, cluster: Cluster): Promise<FaultResult> {
  const site = client(stack);
  const token = await site.token("instructor@demo.test");
  const pids = [stack.sites.pid(0), stack.sites.pid(1)];
  const attempts = new Map<string, number>();
  let n = 0;
  const sending = keepSending(
    {
      "sign-up": async () => {
        const email = `fault-pg-${Date.now()}-${n++}@example.org`;
        const response = await site.register(email);
        attempts.set(email, response.status);
        return response;
      },
      profile: () => site.get("/api/v1/user/profile", token),
      videos: () => site.get("/api/v1/video/getAllVideos"),
      "listing page": () => site.get("/videos"),
    },
    { workers: 4, pauseMs: 100 },
  );
  await sleep(3_000);
  log("stopping PostgreSQL (pg_ctl stop -m fast)");
  const down = Date.now();
  cluster.stop();
  await sleep(10_000);
  log("starting PostgreSQL again");
  const up = Date.now();
  cluster.start();
  const recovered = await waitUntil(
    "every kind of request to succeed again",
    () => ["sign-up", "profile", "videos"].every((kind) => sending.answers.some((a) => a.kind === kind && a.at >= up && ok(a))),
    60_000,
  );
  await sleep(5_000);
  const answers = await sending.stop();
  const during = answers.filter((a) => a.at >= down && a.at < up);
  const after = answers.filter((a) => recovered !== null && a.at >= up + recovered);
  const failed = during.filter((a) => !ok(a));
  const wrongFailures = failed.filter((a) => a.kind !== "listing page" && !(a.status === 503 && a.message === DATABASE_UNAVAILABLE));
  const slowest = Math.max(0, ...during.map((a) => a.ms));
  const byKind = Object.fromEntries(
    ["sign-up", "profile", "videos", "listing page"].map((kind) => {
      const of = during.filter((a) => a.kind === kind);
      return [
        kind,
        {
          during: of.length,
          ok: of.filter(ok).length,
          "503": of.filter((a) => a.status === 503).length,
          other: of.filter((a) => !ok(a) && a.status !== 503).map((a) => a.status),
        },
      ];
    }),
  );
  const checks = [
    check(
      `every request while PostgreSQL was down answered within ${FAIL_FAST_MS / 1000} s`,
      slowest < FAIL_FAST_MS,
      `${during.length} requests, slowest ${slowest} ms, p99 ${percentile(
        during.map((a) => a.ms),
        99,
      )} ms`,
    ),
    check(
      "every API request that failed said so with 503 and the plain message",
      wrongFailures.length === 0,
      `${failed.length} failed; other answers: ${JSON.stringify(wrongFailures.slice(0, 3).map((a) => [a.kind, a.status, a.message ?? a.detail]))}`,
    ),
    check(
      "the site recovered without a restart",
      recovered !== null && stack.sites.pid(0) === pids[0] && stack.sites.pid(1) === pids[1],
      recovered === null ? "not within 60 s" : `${(recovered / 1000).toFixed(1)} s after PostgreSQL was up, same processes`,
    ),
    check("every request after the recovery succeeded", after.every(ok), `${after.filter((a) => !ok(a)).length} of ${after.length} failed`),
  ];
  for (const instance of stack.instances) {
    const ready = await timed("ready", () => fetch(`http://${instance}/api/ready`));
    checks.push(check(`${instance} ready again`, ready.status === 200, `GET /api/ready ${ready.status}`));
  }
  checks.push(...(await signUpsWhole(stack, attempts)));
  return {
    fault: "PostgreSQL restarted mid-load (10 s down)",
    seconds: 0,
    checks,
    figures: { downSeconds: (up - down) / 1000, recoverySeconds: recovered === null ? null : recovered / 1000, slowestMs: slowest, byKind },
  };
}

async function storageDown(stack: Stack): Promise<FaultResult> {
  const site = client(stack);
  const token = await site.token("instructor@demo.test");
  const video = readFileSync("test/fixtures/media/clip.mp4");
  const thumbnail = readFileSync("test/fixtures/media/still.jpg");
  const multipart = (name: string) => {
    const form = new FormData();
    form.set("courseName", name);
    form.set("courseContent", "Breathing and attention");
    form.set("description", "A calm guided practice, sent while the file store was down.");
    form.set("video", new Blob([video], { type: "video/mp4" }), "clip.mp4");
    form.set("thumbnail", new Blob([thumbnail], { type: "image/jpeg" }), "still.jpg");
    return fetch(`${stack.url}/api/v1/video/upload`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: form,
      signal: AbortSignal.timeout(30_000),
    });
  };
  const countVideos = async () => Number((await query<{ n: string }>(stack, "SELECT count(*) AS n FROM videos"))[0]!.n);
  const countFiles = () =>
    spawnSync("find", [stack.s3Dir, "-type", "f"], { encoding: "utf8" }).stdout.trim().split("\n").filter(Boolean).length;
  const videosBefore = await countVideos();
  const filesBefore = countFiles();

  log("stopping the file store (s3rver)");
  await stack.services.storage.stop();
  const name = `Fault storage ${Date.now()}`;
  const through = await timed("multipart upload", () => multipart(name));
  // The browser's way: signed targets first (no call to the store), its PUT fails, then the confirmation.
  const details = {
    courseName: `${name} direct`,
    courseContent: "Breathing and attention",
    description: "A calm guided practice, sent while the file store was down.",
    durationSeconds: 2,
    video: { contentType: "video/mp4", size: video.length },
    thumbnail: { contentType: "image/jpeg", size: thumbnail.length },
  };
  type Targets = { uploadToken: string; video: { upload: { url: string; headers: Record<string, string> } } };
  let targets: Targets | undefined;
  const start = await timed("upload start", async () => {
    const response = await site.json("POST", "/api/v1/video/upload", details, token);
    if (response.ok) targets = (await response.clone().json()) as Targets;
    return response;
  });
  let confirm: Answer | undefined;
  let put: Answer | undefined;
  if (targets) {
    const { url, headers } = targets.video.upload;
    put = await timed("PUT to the store", () => fetch(url, { method: "PUT", headers, body: video }));
    const uploadToken = targets.uploadToken;
    confirm = await timed("upload confirmation", () => site.json("POST", "/api/v1/video/upload/confirm", { uploadToken }, token));
  }
  const videosWhileDown = await countVideos();
  log("starting the file store again");
  await stack.services.storage.start();
  const filesAfterDown = countFiles();
  const again = await timed("multipart upload", () => multipart(`${name} again`));
  const videosAfter = await countVideos();
  const checks = [
    check(
      "an upload through the site fails fast with 503 and says why",
      through.status === 503 && through.message === STORAGE_UNAVAILABLE && through.ms < FAIL_FAST_MS,
      `${through.status} in ${through.ms} ms: ${through.message}`,
    ),
    check(
      "the browser's upload: its PUT to the store fails, its confirmation says why",
      put?.status === 0 && confirm?.status === 503 && confirm.message === STORAGE_UNAVAILABLE,
      `start ${start.status}, PUT ${put?.status} (${put?.detail ?? ""}), confirmation ${confirm?.status}: ${confirm?.message}`,
    ),
    check(
      "no video row and no stored file from the failed uploads",
      videosWhileDown === videosBefore && filesAfterDown === filesBefore,
      `videos ${videosBefore} → ${videosWhileDown}, files ${filesBefore} → ${filesAfterDown}`,
    ),
    check(
      "with the store back, the same upload succeeds",
      again.status === 201 && videosAfter === videosBefore + 1,
      `${again.status} in ${again.ms} ms; videos ${videosAfter}`,
    ),
  ];
  return { fault: "The file store down", seconds: 0, checks, figures: { multipartMs: through.ms, confirmMs: confirm?.ms ?? null } };
}

async function mailDown(stack: Stack): Promise<FaultResult> {
  const site = client(stack);
  const downMs = 120_000;
  log("stopping the SMTP server for two minutes");
  await stack.services.mail.stop();
  const down = Date.now();
  const attempts = new Map<string, number>();
  for (let i = 0; Date.now() - down < downMs - 15_000; i++) {
    const email = `fault-mail-${Date.now()}-${i}@example.org`;
    attempts.set(email, (await site.register(email)).status);
    await sleep(12_000);
  }
  await sleep(Math.max(0, downMs - (Date.now() - down)));
  const created = [...attempts].filter(([, status]) => status === 201).map(([email]) => email);
  const outboxWaiting = Number((await query<{ n: string }>(stack, "SELECT count(*) AS n FROM outbox WHERE kind = 'mail'"))[0]!.n);
  log(`starting the SMTP server again (${outboxWaiting} mails waiting in the outbox)`);
  await stack.services.mail.start();
  const up = Date.now();
  const arrived = await waitUntil("every mail", () => created.every((email) => mailedTo(stack).has(email)), 6 * 60_000);
  const gaveUp = Number((await query<{ n: string }>(stack, "SELECT count(*) AS n FROM outbox WHERE failed_at IS NOT NULL"))[0]!.n);
  const checks = [
    check(
      "every sign-up while the SMTP server was down was taken",
      created.length === attempts.size && created.length > 0,
      `${created.length} of ${attempts.size} answered 201`,
    ),
    check(
      "every one of their mails arrived once it was back",
      arrived !== null,
      arrived === null
        ? `${created.filter((e) => !mailedTo(stack).has(e)).length} still missing after 6 min`
        : `the last ${(arrived / 1000).toFixed(0)} s after the server was back (${outboxWaiting} had waited in the outbox)`,
    ),
    check("no outbox row gave up", gaveUp === 0, `${gaveUp} failed rows`),
  ];
  return {
    fault: "The SMTP server down for two minutes",
    seconds: 0,
    checks,
    figures: {
      mails: created.length,
      waitingInOutbox: outboxWaiting,
      lastArrivedSecondsAfterUp: arrived === null ? null : arrived / 1000,
      downSeconds: (up - down) / 1000,
    },
  };
}

async function instanceKilled(stack: Stack): Promise<FaultResult> {
  const site = client(stack);
  const token = await site.token("instructor@demo.test");
  const attempts = new Map<string, number>();
  let n = 0;
  const sending = keepSending(
    {
      "sign-up": async () => {
        const email = `fault-kill-${Date.now()}-${n++}@example.org`;
        const response = await site.register(email);
        attempts.set(email, response.status);
        return response;
      },
      profile: () => site.get("/api/v1/user/profile", token),
      videos: () => site.get("/api/v1/video/getAllVideos"),
      "listing page": () => site.get("/videos"),
    },
    { workers: 4, pauseMs: 50 },
  );
  await sleep(5_000);
  const victim = stack.instances[0]!;
  log(`killing ${victim} (SIGKILL)`);
  const killed = Date.now();
  await stack.sites.kill(0);
  const afterKill0 = await timed("health", () => fetch(`http://${victim}/api/health`, { signal: AbortSignal.timeout(2_000) }));
  await sleep(15_000);
  log(`starting ${victim} again`);
  const restarting = Date.now();
  await stack.sites.start(0);
  const back = Date.now();
  await sleep(10_000);
  const answers = await sending.stop();
  const afterKill = answers.filter((a) => a.at >= killed);
  const failed = afterKill.filter((a) => !ok(a));
  // A request the killed instance was answering cannot be finished by the other one: nginx
  // passes it on only when nothing was sent yet (and a sign-up, not idempotent, never).
  const inFlight = failed.filter((a) => a.at < killed + 1_000);
  const later = failed.filter((a) => a.at >= killed + 1_000);
  const servedBy = new Set(
    readFileSync(stack.accessLog, "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { upstream: string; time: string })
      .filter((entry) => Date.parse(entry.time) >= back + 2_000)
      .map((entry) => entry.upstream),
  );
  const checks = [
    check(
      "the killed instance stopped answering",
      afterKill0.status === 0,
      `GET /api/health on ${victim}: ${afterKill0.status === 0 ? "connection refused" : afterKill0.status}`,
    ),
    check(
      "only requests in flight on the killed instance failed",
      later.length === 0,
      `${afterKill.length} requests after the kill; ${inFlight.length} in flight failed (${inFlight.map((a) => `${a.kind} ${a.status}`).join(", ") || "none"}), ${later.length} later`,
    ),
    check(
      "the instance back serves again, beside the other",
      servedBy.has(victim) && servedBy.size === stack.instances.length,
      `served after: ${[...servedBy].join(", ")}; it started in ${((back - restarting) / 1000).toFixed(1)} s`,
    ),
    ...(await signUpsWhole(stack, attempts)),
  ];
  return {
    fault: "One instance killed mid-load (SIGKILL)",
    seconds: 0,
    checks,
    figures: { requestsAfterKill: afterKill.length, failed: failed.length, restartSeconds: (back - restarting) / 1000 },
  };
}

/**
 * soketi stopped and started again while two browsers chat: the Playwright step of the stack's
 * chat journey that does it (e2e/stack/chat.stack.ts), on this stack with chat over soketi.
 */
async function realtimeDown(stack: Stack, stackDir: string): Promise<FaultResult> {
  await stack.restartSites("pusher");
  const started = Date.now();
  const status = await new Promise<number>((resolve) => {
    const child = spawn("npx", ["playwright", "test", "-c", "e2e/stack/playwright.config.ts", "chat.stack.ts", "-g", "soketi down"], {
      stdio: "inherit",
      env: { ...process.env, STACK_DIR: stackDir },
    });
    child.on("exit", (code) => resolve(code ?? 1));
  });
  await stack.restartSites("postgres");
  const checks = [
    check(
      "a message sent while soketi was down was stored and arrived once the browsers were connected again",
      status === 0,
      `Playwright ${status === 0 ? "passed" : `failed (exit ${status})`} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    ),
  ];
  return { fault: "soketi down (chat over Pusher's protocol)", seconds: 0, checks, figures: {} };
}

// ─── Run ─────────────────────────────────────────────────────────────────────────────────────

const FAULTS = ["postgres", "storage", "mail", "realtime", "instance"] as const;
type FaultName = (typeof FAULTS)[number];

async function main(argv: string[]): Promise<number> {
  const only = argv
    .find((arg) => arg.startsWith("--only="))
    ?.slice("--only=".length)
    .split(",");
  const chosen = FAULTS.filter((name) => !only || only.includes(name));
  const dir = path.resolve(process.env.STACK_DIR || ".data/faults");
  log(`a throw-away PostgreSQL cluster on ${HOST}:${CLUSTER_PORT}`);
  // Under the system's temporary folder: PostgreSQL runs as its own user, who may not enter the project's.
  const cluster = startCluster(path.join(os.tmpdir(), `mmf-faults-postgres-${CLUSTER_PORT}`), CLUSTER_PORT);
  process.env.STACK_POSTGRES_URL = cluster.url;
  let stack: Stack | undefined;
  const results: FaultResult[] = [];
  const interrupted = () => {
    void (stack?.stop() ?? Promise.resolve()).finally(() => {
      cluster.remove();
      process.exit(130);
    });
  };
  process.once("SIGINT", interrupted);
  process.once("SIGTERM", interrupted);
  try {
    stack = await startStack({ chat: "postgres", dir });
    const run: Record<FaultName, () => Promise<FaultResult>> = {
      postgres: () => postgresRestart(stack!, cluster),
      storage: () => storageDown(stack!),
      mail: () => mailDown(stack!),
      realtime: () => realtimeDown(stack!, dir),
      instance: () => instanceKilled(stack!),
    };
    for (const name of chosen) {
      const started = Date.now();
      log(`── ${name}`);
      const result = await run[name]();
      result.seconds = Math.round((Date.now() - started) / 1000);
      results.push(result);
    }
  } finally {
    await stack?.stop();
    cluster.remove();
  }
  const failed = results.flatMap((result) => result.checks.filter((c) => !c.passed).map((c) => `${result.fault}: ${c.name}`));
  mkdirSync("bench/results", { recursive: true });
  writeFileSync("bench/results/faults.json", JSON.stringify({ date: new Date().toISOString(), results }, null, 2) + "\n");
  console.log(
    `\n${results.length} faults, ${results.reduce((sum, r) => sum + r.checks.length, 0)} checks, ${failed.length} failed${failed.length ? `:\n  ${failed.join("\n  ")}` : ""}`,
  );
  console.log(`in ${((Date.now() - began) / 1000).toFixed(0)} s; figures in bench/results/faults.json`);
  return failed.length === 0 ? 0 : 1;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`[faults] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  },
);
