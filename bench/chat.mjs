/**
 * Live chat delivery under load (`npm run bench:chat`).
 *
 * 1. Embedded mode (one `next start`, the embedded database and the in-process broker): opens
 *    BENCH_CHAT_STREAMS (default 500) chat event streams (GET /api/v1/chat/stream, server-sent
 *    events), one per signed-in person (a tenth admins, the rest instructors and schools, so every
 *    stream is a permitted receiver), then sends BENCH_CHAT_RATE messages a second (default 20) for
 *    BENCH_DURATION seconds (default 60) through POST /api/v1/chat/send/{userId}, each from one of
 *    them to a contact they may message (admin to instructor or school, and back), the senders
 *    taking turns so nobody nears the limit of 30 a minute. Every message must reach the
 *    receiver's stream and the sender's own (their other tabs), once.
 * 2. The same across two instances on PostgreSQL (the postgres adapter: LISTEN/NOTIFY, presence
 *    in its table): a throw-away database (BENCH_DATABASE_URL, default mmf_bench_chat, recreated),
 *    the streams split between the two, the messages sent through both in turn.
 * 3. The floor: as many streams held by bench/floor's bare Next.js route handler, for memory.
 *
 * Measures the delivery latency (from just before the POST to the event's arrival on a stream, both
 * clocks in this process), messages lost and duplicated, the POST's latency, the servers' CPU, and
 * their memory (bench/memory-probe.cjs: RSS and heap right after a full garbage collection; and
 * the RSS of their process groups as it is) before and after the streams open, once every stream
 * has been opened and closed once (so code loaded and compiled on first use is not counted as the
 * streams'). Budgets: p99 at most 100 ms on one instance and 250 ms across two, nothing lost or
 * doubled, every send answered, at most 20 KB kept per open stream (of RSS, and of heap). Exits 1 when one is missed.
 * BENCH_CHAT_MODES (default embedded,postgres,floor) picks the runs; BENCH_CHAT_CPU_PROF=folder
 * writes a CPU profile of each server over the sending there (open it in Chrome's DevTools).
 *
 * The people and their API sessions are made straight in the database (the embedded one before
 * its server starts), and their Bearer tokens are signed here with the bench's AUTH_SECRET as
 * lib/session/token.ts signs them: signing in 500 people through the login route would spend 500
 * argon2id verifications of the measured server's CPU, which is not what this bench measures. The streams are read by the `eventsource` package (what a browser's EventSource
 * does, with the Authorization header). Writes bench/results/chat.json and chat.md. Builds when
 * .next (or NEXT_DIST_DIR) has no production build.
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { EventSource } from "eventsource";
import { SignJWT } from "jose";
import pg from "pg";
import {
  BENCH_AUTH_SECRET,
  benchSettings,
  build,
  freePort,
  groupCpuSeconds,
  groupRss,
  guard,
  latencyStats,
  machine,
  machineLine,
  postgresVersion,
  productionEnv,
  recreateDatabase,
  root,
  round,
  run,
  sharedMachineNote,
  startNext,
  withoutCredentials,
  writeResults,
} from "./lib.mjs";

const STREAMS = Math.max(2, Number(process.env.BENCH_CHAT_STREAMS ?? 500));
const RATE = Math.max(1, Number(process.env.BENCH_CHAT_RATE ?? 20));
const DURATION = Math.max(1, Number(process.env.BENCH_DURATION ?? 60));
/** Which runs: embedded, postgres (the two instances), floor (bench/floor's bare stream route); all by default. */
const MODES = (process.env.BENCH_CHAT_MODES ?? "embedded,postgres,floor").split(",").map((mode) => mode.trim());
/** Streams opened at once while connecting them all. */
const OPENING_AT_ONCE = 25;
/** How long after the last send the streams may take to receive everything. */
const DRAIN_MS = 10_000;
/** Quiet time before memory is read (streams settled, presence announced). */
const SETTLE_MS = 3_000;
const BUDGETS = { singleP99Ms: 100, twoInstancesP99Ms: 250, bytesPerStream: 20 * 1024 };
/** The message limit per sender (lib/rate-limit chatMessage): 30 a minute. */
const SENDER_LIMIT_PER_MINUTE = 30;

const { databaseUrl } = benchSettings("chat");
const servers = [];
const sources = [];
const finish = guard(async () => {
  for (const source of sources) source.close();
  await Promise.all(servers.map((server) => server.stop()));
}, 30 * 60_000);

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const mib = (bytes) => round(bytes / 2 ** 20, 1);
const kib = (bytes) => round(bytes / 1024, 1);

// ---------------------------------------------------------------------------------------------
// The people: made in the database, with an API session each.

/** SQL making `count` approved chat people (every tenth an admin, the others instructors and schools in turn) and a token session each. */
const PEOPLE_SQL = `
  INSERT INTO users (name, email, password_hash, role, status)
  SELECT 'Bench ' || g, 'chat-bench-' || g || '@bench.example', 'bench-no-login',
         (CASE WHEN g % 10 = 0 THEN 'admin' WHEN g % 2 = 1 THEN 'instructor' ELSE 'school' END)::user_role, 'approved'
  FROM generate_series(0, $1::int - 1) AS g`;
const SESSIONS_SQL = `
  INSERT INTO sessions (user_id, kind, expires_at)
  SELECT id, 'token', now() + interval '1 day' FROM users WHERE email LIKE 'chat-bench-%'
  RETURNING id AS session_id, user_id,
    (SELECT role::text FROM users WHERE users.id = user_id) AS role,
    (SELECT session_version FROM users WHERE users.id = user_id) AS session_version`;

/** The people and a Bearer token each, signed as lib/session/token.ts signs them (HS256, its issuer, `sid` the session, `sv` the session version). */
async function withTokens(rows) {
  const key = new TextEncoder().encode(BENCH_AUTH_SECRET);
  return Promise.all(
    rows.map(async (row) => ({
      id: row.user_id,
      role: row.role,
      token: await new SignJWT({ role: row.role, sv: row.session_version, sid: row.session_id })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(row.user_id)
        .setIssuer("mindful-minds-api")
        .setIssuedAt()
        .setExpirationTime("24h")
        .sign(key),
    })),
  );
}

/** The embedded database in `dataDir` (what the server will open: DATA_DIR/pglite), migrated, with the people in it. */
async function preparePglite(dataDir) {
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const client = new PGlite(path.join(dataDir, "pglite"), { extensions: { pg_trgm } });
  try {
    await migrate(drizzle(client), { migrationsFolder: path.join(root, "drizzle") });
    await client.query(PEOPLE_SQL, [STREAMS]);
    return withTokens((await client.query(SESSIONS_SQL)).rows);
  } finally {
    await client.close();
  }
}

/** The throw-away PostgreSQL database, recreated and migrated, with the people in it. */
async function preparePostgres() {
  await recreateDatabase(databaseUrl);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(PEOPLE_SQL, [STREAMS]);
    return withTokens((await client.query(SESSIONS_SQL)).rows);
  } finally {
    await client.end();
  }
}

/**
 * Message `k`'s sender and receiver: the senders take turns through everyone; an admin writes to
 * an instructor or a school, they write to an admin (each pair one that rules.ts permits).
 */
function pairing(people) {
  const admins = people.filter((p) => p.role === "admin");
  const contacts = people.filter((p) => p.role !== "admin");
  return (k) => {
    const sender = people[k % people.length];
    const lap = Math.floor(k / people.length);
    const receiver = sender.role === "admin" ? contacts[(k + lap * 7) % contacts.length] : admins[(k + lap * 3) % admins.length];
    return { sender, receiver };
  };
}

// ---------------------------------------------------------------------------------------------
// Streams and sends.

const STREAM_PATH = "/api/v1/chat/stream";
const floorDir = path.join(root, "bench", "floor");

/**
 * One event stream at `url` read by `eventsource`, with `token` as the Bearer token when given.
 * `onMessage(message, at)` gets every `message` event with its arrival time; resolves once the
 * stream's `ready` event came.
 */
function openStream(url, token, onMessage, stats) {
  return new Promise((resolve, reject) => {
    const source = new EventSource(url, {
      fetch: (input, init) => fetch(input, token ? { ...init, headers: { ...init.headers, authorization: `Bearer ${token}` } } : init),
    });
    sources.push(source);
    let ready = false;
    source.addEventListener("ready", () => {
      if (ready) stats.reconnects += 1;
      ready = true;
      resolve(source);
    });
    source.addEventListener("message", (event) => onMessage(JSON.parse(event.data), performance.now()));
    source.addEventListener("error", (event) => {
      stats.errors += 1;
      if (!ready) {
        source.close();
        reject(new Error(`the stream ${url} failed: ${event.code ?? ""} ${event.message ?? ""}`));
      }
    });
  });
}

/** Opens `count` streams, stream i at `urlOf(i)` with `tokenOf(i)`, OPENING_AT_ONCE at a time. */
async function openStreams(count, urlOf, tokenOf, onMessage, stats) {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      await openStream(urlOf(index), tokenOf(index), (message, at) => onMessage(index, message, at), stats);
    }
  };
  await Promise.all(Array.from({ length: OPENING_AT_ONCE }, worker));
}

/**
 * `next start` (startNext's `options`) with bench/memory-probe.cjs preloaded: `memory()` answers
 * the server's memory right after a full garbage collection.
 */
async function startProbedServer(options) {
  const memoryPort = await freePort();
  const preload = path.join(root, "bench", "memory-probe.cjs");
  const server = await startNext({
    ...options,
    env: (origin) => ({
      ...options.env(origin),
      BENCH_MEMORY_PORT: String(memoryPort),
      NODE_OPTIONS: [process.env.NODE_OPTIONS, "--expose-gc", `--require ${preload}`].filter(Boolean).join(" "),
    }),
  });
  const probe = `http://127.0.0.1:${memoryPort}`;
  const memory = async () => (await onceMore(() => fetch(`${probe}/`))).json();
  const startProfile = async () => void (await (await fetch(`${probe}/profile/start`, { method: "POST" })).arrayBuffer());
  const stopProfile = async () => (await fetch(`${probe}/profile/stop`, { method: "POST" })).text();
  return { ...server, memory, startProfile, stopProfile };
}

/** What an open stream keeps: the growth of the collected RSS, of the heap alone, and of the RSS before collecting, per stream. */
function perStream(before, open, streams) {
  const each = (key) => Math.round((open[key] - before[key]) / streams);
  return {
    before,
    open,
    bytesPerStream: each("rssCollected"),
    heapBytesPerStream: each("heapUsed"),
    uncollectedBytesPerStream: each("rss"),
  };
}

/**
 * The floor: as many streams on bench/floor's bare event stream route (a Next.js route handler
 * holding a text/event-stream response open, with no session, database, broker or presence), so
 * the report tells what Next.js itself keeps per open stream from what the chat adds.
 */
async function measureFloor() {
  if (!existsSync(path.join(floorDir, ".next", "BUILD_ID"))) build(floorDir);
  const server = await startProbedServer({ dir: floorDir, env: () => ({}) });
  servers.push(server);
  const url = `${server.origin}/events`;
  const stats = { reconnects: 0, errors: 0 };
  const openAll = () =>
    openStreams(
      STREAMS,
      () => url,
      () => null,
      () => undefined,
      stats,
    );
  // Warmed up as the chat's servers are: every stream opened and closed once.
  await sleep(SETTLE_MS);
  const cold = await serversMemory([server]);
  await openAll();
  await sleep(SETTLE_MS);
  const firstOpening = perStream(cold, await serversMemory([server]), STREAMS);
  for (const source of sources.splice(0)) source.close();
  await sleep(SETTLE_MS);
  const before = await serversMemory([server]);
  await openAll();
  await sleep(SETTLE_MS);
  const open = await serversMemory([server]);
  for (const source of sources.splice(0)) source.close();
  await server.stop();
  servers.splice(servers.indexOf(server), 1);
  const result = { label: "floor", instances: 1, streams: STREAMS, memory: { ...perStream(before, open, STREAMS), firstOpening } };
  console.log(JSON.stringify(result));
  return result;
}

/** The servers' memory: the resident memory of their process groups as it is, then (collected first) their RSS, heap and memory outside the heap, summed. */
async function serversMemory(list) {
  const rss = list.reduce((sum, server) => sum + groupRss(server.pid), 0);
  const collected = await Promise.all(list.map((server) => server.memory()));
  const sum = (key) => collected.reduce((total, m) => total + m[key], 0);
  return { rss, rssCollected: sum("rss"), heapTotal: sum("heapTotal"), heapUsed: sum("heapUsed"), external: sum("external") };
}
const serversCpu = (list) => list.reduce((sum, server) => sum + (groupCpuSeconds(server.pid) ?? 0), 0);

/**
 * One run: the people's streams on `list` (person i on server i % n), RATE messages a second for
 * DURATION seconds sent through the servers in turn, then the figures.
 */
async function measure(label, list, people) {
  const originOf = (index) => list[index % list.length].origin;
  const pairOf = pairing(people);
  const streamOf = new Map(people.map((p, index) => [p.id, index]));
  /** Per sent message (by its text): when it was sent and which streams must get it. */
  const sent = new Map();
  /** Per stream: the texts it received. */
  const received = people.map(() => new Set());
  const latencies = [];
  const counts = { duplicates: 0, unexpected: 0 };
  const stats = { reconnects: 0, errors: 0 };
  const onMessage = (index, message, at) => {
    const record = sent.get(message.text);
    if (!record) return; // the warm-up's
    if (received[index].has(message.text)) counts.duplicates += 1;
    else if (!record.streams.includes(index)) counts.unexpected += 1;
    else {
      received[index].add(message.text);
      latencies.push(at - record.at);
    }
  };

  // Warm-up, before memory is read: a message sent through each server, and every stream opened
  // and closed once, so the code is loaded and compiled and the figures tell what open streams
  // keep. The first opening's growth is kept too (code compiled, heap grown on first use).
  for (const [i, server] of list.entries()) {
    const { sender, receiver } = pairOf(i);
    await send(server.origin, sender, receiver, `warm-up ${i}`);
  }
  await sleep(SETTLE_MS);
  const memoryCold = await serversMemory(list);
  await openStreams(
    people.length,
    (index) => originOf(index) + STREAM_PATH,
    (index) => people[index].token,
    () => undefined,
    { reconnects: 0, errors: 0 },
  );
  await sleep(SETTLE_MS);
  const firstOpening = perStream(memoryCold, await serversMemory(list), people.length);
  for (const source of sources.splice(0)) source.close();
  await sleep(SETTLE_MS);
  const memoryBefore = await serversMemory(list);

  const opening = performance.now();
  await openStreams(
    people.length,
    (index) => originOf(index) + STREAM_PATH,
    (index) => people[index].token,
    onMessage,
    stats,
  );
  const openSeconds = round((performance.now() - opening) / 1000, 1);
  console.log(`${label}: ${people.length} streams open in ${openSeconds} s`);
  await sleep(SETTLE_MS);
  const memoryOpen = await serversMemory(list);

  const total = Math.round(RATE * DURATION);
  const postTimes = [];
  const sendErrors = [];
  const retries = { count: 0 };
  // BENCH_CHAT_CPU_PROF=folder: a CPU profile of each server over the sending, <run>-<n>.cpuprofile there.
  const profileDir = process.env.BENCH_CHAT_CPU_PROF;
  if (profileDir) await Promise.all(list.map((server) => server.startProfile()));
  const cpuBefore = serversCpu(list);
  const benchCpuBefore = process.cpuUsage();
  const started = performance.now();
  const pending = [];
  for (let k = 0; k < total; k++) {
    const due = started + (k * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const { sender, receiver } = pairOf(k);
    const text = `bench ${label} ${k}`;
    const at = performance.now();
    sent.set(text, { at, streams: [streamOf.get(receiver.id), streamOf.get(sender.id)] });
    pending.push(
      send(originOf(k), sender, receiver, text, retries).then(
        () => postTimes.push(performance.now() - at),
        (error) => sendErrors.push(error.message),
      ),
    );
  }
  const sendSeconds = (performance.now() - started) / 1000;
  await Promise.all(pending);
  const expected = [...sent.values()].reduce((sum, r) => sum + r.streams.length, 0);
  const drainUntil = performance.now() + DRAIN_MS;
  while (latencies.length < expected && performance.now() < drainUntil) await sleep(100);
  const cpuSeconds = serversCpu(list) - cpuBefore;
  if (profileDir) {
    mkdirSync(profileDir, { recursive: true });
    for (const [i, server] of list.entries())
      writeFileSync(path.join(profileDir, `${label}-${i + 1}.cpuprofile`), await server.stopProfile());
  }
  const benchCpu = process.cpuUsage(benchCpuBefore);
  const memoryEnd = await serversMemory(list);
  for (const source of sources.splice(0)) source.close();

  const result = {
    label,
    instances: list.length,
    streams: people.length,
    openSeconds,
    messages: total,
    sendErrors: sendErrors.length,
    sendsRetried: retries.count,
    sendErrorSample: sendErrors.slice(0, 3),
    ratePerSecond: round(total / Math.max(sendSeconds, total / RATE), 1),
    deliveriesExpected: expected,
    delivered: latencies.length,
    lost: expected - latencies.length,
    duplicates: counts.duplicates,
    unexpected: counts.unexpected,
    streamReconnects: stats.reconnects,
    streamErrors: stats.errors,
    latency: latencyStats(latencies, 1),
    post: latencyStats(postTimes, 1),
    memory: { ...perStream(memoryBefore, memoryOpen, people.length), end: memoryEnd, firstOpening },
    load: {
      serverCpuPercent: round((cpuSeconds / sendSeconds) * 100, 0),
      serverCpuMsPerMessage: round((cpuSeconds * 1000) / total, 1),
      benchCpuPercent: round(((benchCpu.user + benchCpu.system) / 1e6 / sendSeconds) * 100, 0),
      loadAverage1m: round(loadavg()[0], 2),
    },
  };
  console.log(JSON.stringify(result));
  return result;
}

/** POST chat/send/{receiver} as `sender`; throws unless 200 with the stored message. */
async function send(origin, sender, receiver, text, retries = { count: 0 }) {
  // The text as the clientId: a send tried again after a lost connection is answered with the
  // message stored the first time (as the widget's Retry), never stored twice.
  const post = () =>
    fetch(`${origin}/api/v1/chat/send/${receiver.id}`, {
      method: "POST",
      headers: { authorization: `Bearer ${sender.token}`, "content-type": "application/json" },
      body: JSON.stringify({ text, clientId: text }),
    });
  const response = await onceMore(post, retries);
  const body = await response.json().catch(() => ({}));
  if (response.status !== 200 || body.data?.text !== text) {
    throw new Error(`send answered ${response.status}: ${JSON.stringify(body).slice(0, 200)}`);
  }
}

/**
 * `request()`, tried once more when the connection failed (no answer at all: a kept-alive
 * connection the server closed as it was reused, on a loaded machine); `retries.count` counts it.
 */
async function onceMore(request, retries = { count: 0 }) {
  try {
    return await request();
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    retries.count += 1;
    return request();
  }
}

// ---------------------------------------------------------------------------------------------
// The report.

function verdicts(result, p99Budget) {
  const misses = [];
  if (result.latency.p99Ms === null || result.latency.p99Ms > p99Budget) misses.push(`p99 ${result.latency.p99Ms} ms > ${p99Budget} ms`);
  if (result.lost !== 0) misses.push(`${result.lost} lost`);
  if (result.duplicates !== 0) misses.push(`${result.duplicates} duplicated`);
  if (result.unexpected !== 0) misses.push(`${result.unexpected} delivered to the wrong stream`);
  if (result.sendErrors !== 0) misses.push(`${result.sendErrors} sends failed`);
  // What an open stream keeps: its RSS, or its heap where the heap had room left by the warm-up.
  const kept = Math.max(result.memory.bytesPerStream, result.memory.heapBytesPerStream);
  if (kept > BUDGETS.bytesPerStream) misses.push(`an open stream keeps ${kib(kept)} KiB > 20 KiB`);
  return misses;
}

function markdown(report) {
  const rows = report.results.map((r) => {
    const misses = r.misses.length ? `missed: ${r.misses.join("; ")}` : "all met";
    return `| ${r.label} | ${r.instances} | ${r.streams} | ${r.messages} at ${r.ratePerSecond}/s${r.sendsRetried ? ` (${r.sendsRetried} sent again after a lost connection)` : ""} | ${r.latency.p50Ms} ms | ${r.latency.p99Ms} ms (≤ ${r.p99BudgetMs}) | ${r.latency.maxMs} ms | ${r.lost} | ${r.duplicates} | ${r.post.p50Ms} / ${r.post.p99Ms} ms | ${r.load.serverCpuPercent}% (${r.load.serverCpuMsPerMessage} ms a message) / ${r.load.benchCpuPercent}% | ${r.load.loadAverage1m} | ${misses} |`;
  });
  const memoryRow = (r, what) => {
    const m = r.memory;
    const end = m.end ? ` (${mib(m.end.rssCollected)} at the end)` : "";
    return `| ${what} | ${mib(m.before.rssCollected)} → ${mib(m.open.rssCollected)} MiB${end} | ${kib(m.bytesPerStream)} KiB | ${kib(m.heapBytesPerStream)} KiB | ${kib(m.firstOpening.bytesPerStream)} KiB |`;
  };
  return [
    `# Chat delivery — ${report.date}`,
    "",
    machineLine(report),
    sharedMachineNote(),
    "",
    `${report.streams} chat event streams (GET /api/v1/chat/stream, one signed-in person each: ${report.people.admins} admins, ${report.people.contacts} instructors and schools), read by the \`eventsource\` package in the bench's own process; ${report.ratePerSecond} messages a second for ${report.durationSeconds} s through POST /api/v1/chat/send/{userId}, each to be delivered to the receiver's stream and the sender's. Latency: from just before the POST to the event's arrival. CPU: the servers' process groups (not PostgreSQL's own processes) and the bench process over the sending, in % of one core (the machine has ${report.machine.cpus}); the load average (1 minute) at the end of the sending says how busy the shared machine was.`,
    "",
    "| Setup | Instances | Streams | Messages | Delivery p50 | p99 (budget) | max | Lost | Duplicates | POST p50 / p99 | CPU server / bench | Load average | Budgets |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|",
    ...rows,
    "",
    `Memory: the servers' resident memory (RSS, summed over the instances) right after a full garbage collection (bench/memory-probe.cjs), after a warm-up, then ${report.settleSeconds} s after every stream opened; per stream, the growth divided by the streams, of the RSS and of the JavaScript heap alone (budget: at most 20 KiB of either: where the warm-up left the heap room, RSS does not grow with what the streams keep). "Before" comes after every stream was opened and closed once; the growth of that first opening (code loaded and compiled, the heap grown) is the last column. The floor is the same number of streams held by bench/floor's bare Next.js route handler (no session, database, broker or presence).`,
    "",
    "| Setup | Server RSS before → streams open | RSS per stream | Heap per stream | RSS per stream at the first opening |",
    "|---|---:|---:|---:|---:|",
    ...report.results.map((r) => memoryRow(r, `${r.label} (${r.instances} instance${r.instances > 1 ? "s" : ""})`)),
    ...(report.floor ? [memoryRow(report.floor, "floor: a bare Next.js route handler")] : []),
    "",
    `Rerun: \`npm run bench:chat\` (BENCH_DURATION seconds of sending, default 60; BENCH_CHAT_RATE messages a second, default 20; BENCH_CHAT_STREAMS, default 500; BENCH_CHAT_MODES, default embedded,postgres,floor; BENCH_DATABASE_URL for the two-instance run, default ${withoutCredentials(databaseUrl)}, recreated; NEXT_DIST_DIR for the build).`,
    "",
  ].join("\n");
}

async function main() {
  // Each person sends RATE / STREAMS a second; the limit is per sender and minute.
  const perSenderPerMinute = Math.ceil(((RATE * 60) / STREAMS) * 1.05);
  if (perSenderPerMinute > SENDER_LIMIT_PER_MINUTE) {
    throw new Error(
      `BENCH_CHAT_RATE ${RATE} with ${STREAMS} people is about ${perSenderPerMinute} messages a minute each: over the limit of ${SENDER_LIMIT_PER_MINUTE}.`,
    );
  }
  const results = [];

  let people = [];
  if (MODES.includes("embedded")) {
    // One instance, the embedded database filled before it starts.
    const embedded = await startProbedServer({
      prepare: async (dataDir) => void (people = await preparePglite(dataDir)),
      env: () => ({ AUTH_SECRET: BENCH_AUTH_SECRET }),
    });
    servers.push(embedded);
    results.push({ ...(await measure("embedded", [embedded], people)), p99BudgetMs: BUDGETS.singleP99Ms });
    await embedded.stop();
    servers.length = 0;
  }
  if (MODES.includes("postgres")) {
    // Two instances on one PostgreSQL database.
    console.log(`Recreating ${withoutCredentials(databaseUrl)} ...`);
    people = await preparePostgres();
    for (let i = 0; i < 2; i++) servers.push(await startProbedServer({ env: (origin) => productionEnv(databaseUrl, origin) }));
    results.push({ ...(await measure("postgres", [...servers], people)), p99BudgetMs: BUDGETS.twoInstancesP99Ms });
  }
  if (results.length === 0) throw new Error(`BENCH_CHAT_MODES names no run of chat: embedded, postgres or both.`);
  await Promise.all(servers.splice(0).map((server) => server.stop()));
  const floor = MODES.includes("floor") ? await measureFloor() : undefined;

  for (const result of results) result.misses = verdicts(result, result.p99BudgetMs);
  const admins = people.filter((p) => p.role === "admin").length;
  const report = {
    date: new Date().toISOString(),
    machine: machine(),
    postgres: MODES.includes("postgres") ? await postgresVersion(databaseUrl) : undefined,
    streams: STREAMS,
    ratePerSecond: RATE,
    durationSeconds: DURATION,
    settleSeconds: SETTLE_MS / 1000,
    people: { admins, contacts: people.length - admins },
    budgets: BUDGETS,
    results,
    floor,
  };
  writeResults("chat", report, markdown(report));
  return results.some((r) => r.misses.length > 0) ? 1 : 0;
}

run(main, finish);
