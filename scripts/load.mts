/**
 * A mixed load against the stack's balancer (scripts/stack.mts), for the soak (scripts/soak.mts)
 * and the fault tests (scripts/faults.mts):
 *
 *   const load = startLoad(stack, { connections: 8 });
 *   …
 *   const report = await load.stop();
 *
 * `connections` workers each loop until `stop()`, picking a kind of work by weight (mostly
 * guests browsing) and doing it the way the site's own clients do:
 *
 * - browse: a guest's pages: /videos, /gallery, /resources, a search for a word never asked
 *   before, a page of the catalogue, a video's page;
 * - sign-in: the sign-in form (POST /login, which sets Auth.js's session cookie), the landing
 *   page with that cookie, then Logout (POST /api/v1/user/logout with the cookie);
 * - progress: a student's player saving watch progress (POST /api/v1/watchedVideo/watched/{id})
 *   as playback goes on, and their dashboard's recent list;
 * - upload: an instructor's direct upload (POST /api/v1/video/upload, PUT of both files to the
 *   storage URLs it answers, POST …/upload/confirm) of a two-second video made with ffmpeg;
 * - chat: one side of a staff/instructor-or-school pair sends, the other reads the conversation,
 *   marks it read and asks for its unread count (the chat API);
 * - donation: a signed-in donor starts a checkout and the payment provider's signed
 *   checkout.session.completed arrives (lib/payments/sign.ts); now and then Stripe delivers it
 *   again, which must answer `duplicate: true`.
 *
 * The accounts the kinds need are made once at the start through the API, signed in as the demo
 * superadmin and admin: instructors, schools and admins (create-user-by-admin) and students
 * (register, then approve), all with one random password of this run. The site's own rate limits
 * (docs/api.md, "Rate limits": uploads 20 an hour per user, chat 30 messages a minute per sender,
 * checkouts 20 an hour per donor) are kept on this side with a little margin, at a steady pace
 * spread over those accounts: when no account may go yet, the worker browses instead. So a 429 is never the right
 * answer here and counts as an error.
 *
 * Honest counting: every request is one record. A network error (status 0), a 5xx, and any
 * answer other than the one the step expects (a 4xx, or a 2xx/3xx where another was due) is an
 * error. Nothing a request does throws out of a worker: the database may be restarted under it
 * (npm run faults); after a network error or a 5xx the worker pauses briefly and goes on. Setup
 * steps are retried until they work or the load is stopped; the other kinds start as theirs are
 * ready, browsing needs none.
 */
import { execFileSync } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { embeddedWebhookSecret, signedEvent, stripeEvent } from "../lib/payments/sign.ts";
import { DEMO_PASSWORD, type Stack } from "./stack.mts";

export const LOAD_KINDS = ["browse", "sign-in", "progress", "upload", "chat", "donation"] as const;
export type LoadKind = (typeof LOAD_KINDS)[number];

export type LoadRecord = {
  kind: LoadKind;
  /** When the request started, ms since the epoch. */
  at: number;
  ms: number;
  /** The HTTP status; 0 for a network error (refused, reset, timed out). */
  status: number;
  /** Set when the record is an error: why. */
  error?: string;
  /** Which request of the kind's flow ("login", "landing", "put-video", "setup:…"). */
  step: string;
};

export type KindFigures = { count: number; errors: number; p50: number | null; p99: number | null };

export type LoadReport = {
  seconds: number;
  connections: number;
  /** Each kind's own requests (the setup's left out). */
  kinds: Record<LoadKind, KindFigures>;
  /** The requests that made the accounts and read the catalogue at the start (steps "setup:…"). */
  setup: KindFigures;
  /** Every request, the setup's too. */
  total: KindFigures;
  /** The distinct error messages, the most frequent first, with their counts (at most 20). */
  errorMessages: { message: string; count: number }[];
};

export type LoadOptions = {
  /** Workers, each one request at a time (default 6). */
  connections?: number;
  /** The kinds to run (default all); their weights are kept relative to each other. */
  kinds?: LoadKind[];
};

export type Load = {
  stop(): Promise<LoadReport>;
  records: LoadRecord[];
  /** Settles once the accounts the kinds need are made (browsing starts at once; the other kinds as theirs are ready). */
  ready: Promise<void>;
  /** The password of every account this load made (the soak checks that no log shows it). */
  secrets: string[];
  /** The accounts this load made. */
  emails: string[];
};

/** How often each kind is picked, relative to the others. */
const WEIGHTS: Record<LoadKind, number> = { browse: 60, "sign-in": 8, progress: 14, upload: 4, chat: 8, donation: 6 };

/** Per request: longer than any answer should take under load. */
const REQUEST_TIMEOUT_MS = 30_000;
/** The pause after a network error or a 5xx, so a stopped database is not hammered. */
const PAUSE_AFTER_FAILURE_MS = 500;

/** The client-side budgets, a little under the site's limits (lib/rate-limit/rate-limit.ts). */
const BUDGETS = {
  upload: { max: 18, windowMs: 60 * 60_000 },
  chat: { max: 25, windowMs: 60_000 },
  donation: { max: 18, windowMs: 60 * 60_000 },
};

const COUNTS = { instructors: 10, schools: 4, admins: 4, students: 3 };

const SEARCH_WORDS = ["breath", "calm", "focus", "kind", "body", "scan", "sleep", "walk", "listen", "rest", "notice", "still"];

/**
 * A steady pace within a limit of `max` in `windowMs`: one every `windowMs / max` at most, so a
 * long run spreads the work evenly instead of spending the window at the start. `take()` answers
 * whether one may go now.
 */
class Budget {
  private readonly intervalMs: number;
  private next = 0;
  constructor(limit: { max: number; windowMs: number }) {
    this.intervalMs = limit.windowMs / limit.max;
  }
  take(now = Date.now()): boolean {
    if (now < this.next) return false;
    this.next = now + this.intervalMs;
    return true;
  }
}

type Account = { id: string; email: string; role: string; token: string; donations: Budget };
type Instructor = Account & { uploads: Budget };
type ChatPair = { staff: Account & { chat: Budget }; other: Account & { chat: Budget } };
type CatalogueVideo = { id: string; durationSeconds: number };
type Playhead = { position: number; savedAt: number };

type Answer = { status: number; headers: Headers; text: string };

/** Tiny real media for the uploads: a two-second H.264 MP4 and a JPEG, made with ffmpeg once (as e2e/support/videos.ts does). */
function tinyMedia(): { video: Buffer; thumbnail: Buffer; seconds: number } {
  const dir = path.resolve("test-results", "media");
  mkdirSync(dir, { recursive: true });
  const video = path.join(dir, "load-2s.mp4");
  const thumbnail = path.join(dir, "load-thumbnail.jpg");
  const ffmpeg = (args: string[]) => execFileSync("ffmpeg", ["-loglevel", "error", "-y", ...args]);
  if (!existsSync(video)) {
    ffmpeg([
      "-f",
      "lavfi",
      "-i",
      "testsrc=size=64x64:rate=5:duration=2",
      "-pix_fmt",
      "yuv420p",
      "-c:v",
      "libx264",
      "-movflags",
      "+faststart",
      video,
    ]);
  }
  if (!existsSync(thumbnail)) ffmpeg(["-f", "lavfi", "-i", "testsrc=size=320x180:rate=1", "-frames:v", "1", thumbnail]);
  return { video: readFileSync(video), thumbnail: readFileSync(thumbnail), seconds: 2 };
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    }
    signal?.addEventListener("abort", done, { once: true });
  });

const pick = <T,>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

function quantile(sorted: number[], q: number): number | null {
  if (!sorted.length) return null;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! * 10) / 10;
}

export function figuresOf(records: readonly LoadRecord[]): KindFigures {
  const sorted = records.map((r) => r.ms).sort((a, b) => a - b);
  return { count: records.length, errors: records.filter((r) => r.error).length, p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99) };
}

/** The report of `records`: each kind's count, errors and latency percentiles (ms). */
export function reportOf(records: readonly LoadRecord[], seconds: number, connections: number): LoadReport {
  const isSetup = (r: LoadRecord) => r.step.startsWith("setup");
  const kinds = Object.fromEntries(
    LOAD_KINDS.map((kind) => [kind, figuresOf(records.filter((r) => r.kind === kind && !isSetup(r)))]),
  ) as Record<LoadKind, KindFigures>;
  const messages = new Map<string, number>();
  for (const r of records) if (r.error) messages.set(r.error, (messages.get(r.error) ?? 0) + 1);
  const errorMessages = [...messages]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 20)
    .map(([message, count]) => ({ message, count }));
  return {
    seconds: Math.round(seconds * 10) / 10,
    connections,
    kinds,
    setup: figuresOf(records.filter(isSetup)),
    total: figuresOf(records),
    errorMessages,
  };
}

export function startLoad(stack: Stack, options: LoadOptions = {}): Load {
  const connections = options.connections ?? 6;
  const enabled = new Set<LoadKind>(options.kinds ?? LOAD_KINDS);
  const base = stack.url;
  const origin = new URL(base).origin;
  const runId = `${Date.now().toString(36)}${randomBytes(3).toString("hex")}`;
  const password = `load-${randomBytes(12).toString("base64url")}`;
  const records: LoadRecord[] = [];
  const emails: string[] = [];
  const stopping = new AbortController();
  const began = Date.now();
  let searches = 0;

  /**
   * One request through `fetch`, recorded; never throws. Answers null when it did not get an
   * answer, or got one other than `expect` (the caller's flow ends there).
   */
  async function send(
    kind: LoadKind,
    step: string,
    url: string,
    init: RequestInit & { expect: number[]; onFailure?: (status: number) => void },
  ): Promise<Answer | null> {
    if (stopping.signal.aborted) return null;
    const at = Date.now();
    const started = performance.now();
    const { expect, onFailure, ...rest } = init;
    try {
      const response = await fetch(url.startsWith("http") ? url : `${base}${url}`, {
        redirect: "manual",
        ...rest,
        signal: AbortSignal.any([stopping.signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]),
      });
      const text = await response.text();
      const ms = performance.now() - started;
      const ok = expect.includes(response.status);
      const record: LoadRecord = { kind, step, at, ms, status: response.status };
      if (!ok)
        record.error = `${step}: ${response.status}${response.status >= 400 ? ` ${messageOf(text)}` : ` (expected ${expect.join("/")})`}`;
      records.push(record);
      if (!ok) onFailure?.(response.status);
      if (!ok && response.status >= 500) await sleep(PAUSE_AFTER_FAILURE_MS, stopping.signal);
      return ok ? { status: response.status, headers: response.headers, text } : null;
    } catch (error) {
      // A request cut short by stop() is nobody's failure.
      if (stopping.signal.aborted) return null;
      records.push({ kind, step, at, ms: performance.now() - started, status: 0, error: `${step}: ${networkError(error)}` });
      onFailure?.(0);
      await sleep(PAUSE_AFTER_FAILURE_MS, stopping.signal);
      return null;
    }
  }

  const json = (body: unknown, token?: string): RequestInit => ({
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const bearer = (token: string): RequestInit => ({ headers: { authorization: `Bearer ${token}` } });
  const parse = <T,>(answer: Answer | null): T | null => {
    if (!answer) return null;
    try {
      return JSON.parse(answer.text) as T;
    } catch {
      return null;
    }
  };

  /** A Bearer token through the API's login route. */
  async function token(kind: LoadKind, email: string, secret: string): Promise<string | null> {
    const answer = await send(kind, "setup:login", "/api/v1/user/login", { ...json({ email, password: secret }), expect: [200] });
    return parse<{ data: { token: string } }>(answer)?.data.token ?? null;
  }

  /** Runs `step` until it answers something, or the load stops (then null). */
  async function retried<T>(step: () => Promise<T | null>): Promise<T | null> {
    while (!stopping.signal.aborted) {
      const value = await step();
      if (value !== null) return value;
      await sleep(2_000, stopping.signal);
    }
    return null;
  }

  const newEmail = (role: string, i: number) => {
    const email = `load-${role}-${runId}-${i}@example.org`;
    emails.push(email);
    return email;
  };

  /** An approved account made by `by` (create-user-by-admin), with its Bearer token. */
  async function createdAccount(
    kind: LoadKind,
    byToken: string,
    role: "instructor" | "school" | "admin",
    i: number,
  ): Promise<Account | null> {
    const email = newEmail(role, i);
    const created = await retried(async () => {
      const answer = await send(kind, "setup:create-user", "/api/v1/user/create-user-by-admin", {
        ...json({ name: `Load ${role} ${i}`, email, password, role }, byToken),
        expect: [200, 201, 409],
      });
      return answer ? true : null;
    });
    if (!created) return null;
    return accountOf(kind, email, role);
  }

  async function accountOf(kind: LoadKind, email: string, role: string, secret = password): Promise<Account | null> {
    const bearerToken = await retried(() => token(kind, email, secret));
    if (!bearerToken) return null;
    const profile = await retried(async () =>
      parse<{ data: { _id: string } }>(
        await send(kind, "setup:profile", "/api/v1/user/profile", { ...bearer(bearerToken), expect: [200] }),
      ),
    );
    if (!profile) return null;
    return { id: profile.data._id, email, role, token: bearerToken, donations: new Budget(BUDGETS.donation) };
  }

  /** A student registered through the API and approved by the demo admin. */
  async function registeredStudent(adminToken: string, i: number): Promise<Account | null> {
    const email = newEmail("student", i);
    const id = await retried(async () => {
      const answer = await send("progress", "setup:register", "/api/v1/user/register", {
        ...json({ name: `Load student ${i}`, email, password, confirmPassword: password, role: "user", privacyNoticeAccepted: true }),
        expect: [201],
      });
      return parse<{ user: { _id: string } }>(answer)?.user._id ?? null;
    });
    if (!id) return null;
    const approved = await retried(async () =>
      (await send("progress", "setup:approve", `/api/v1/user/approve-user/${id}`, { method: "PUT", ...bearer(adminToken), expect: [200] }))
        ? true
        : null,
    );
    return approved ? accountOf("progress", email, "user") : null;
  }

  // ── What the kinds share, filled in by the setup below ──
  let videos: CatalogueVideo[] = [];
  const instructors: Instructor[] = [];
  const students: Account[] = [];
  const chatPairs: ChatPair[] = [];
  const donors: Account[] = [];
  const signIns: { email: string; secret: string; restUntil?: number }[] = [
    ...["superadmin", "admin", "instructor", "school", "student"].map((who) => ({ email: `${who}@demo.test`, secret: DEMO_PASSWORD })),
  ];
  const playheads = new Map<string, Playhead>();
  const ready = new Set<LoadKind>(["browse"]);
  const media = enabled.has("upload") ? tinyMedia() : null;
  const secret = embeddedWebhookSecret(stack.authSecret);
  const delivered: { body: string }[] = [];

  async function setup(): Promise<void> {
    const catalogue = retried(async () => {
      const list = parse<{ _id: string; durationSeconds: number }[]>(
        await send("browse", "setup:catalogue", "/api/v1/video/getAllVideos?limit=50", { expect: [200] }),
      );
      return list && list.length ? list.map((v) => ({ id: v._id, durationSeconds: v.durationSeconds })) : null;
    });
    const superToken = await retried(() => token("sign-in", "superadmin@demo.test", DEMO_PASSWORD));
    const adminToken = await retried(() => token("sign-in", "admin@demo.test", DEMO_PASSWORD));
    if (!superToken || !adminToken) return;
    videos = (await catalogue) ?? [];

    const wanted = (kind: LoadKind) => enabled.has(kind);
    const made = await Promise.all([
      Promise.all(
        Array.from({ length: wanted("upload") || wanted("chat") || wanted("donation") ? COUNTS.instructors : 0 }, (_, i) =>
          createdAccount("upload", adminToken, "instructor", i),
        ),
      ),
      Promise.all(
        Array.from({ length: wanted("chat") || wanted("donation") ? COUNTS.schools : 0 }, (_, i) =>
          createdAccount("chat", adminToken, "school", i),
        ),
      ),
      Promise.all(
        Array.from({ length: wanted("chat") || wanted("donation") ? COUNTS.admins : 0 }, (_, i) =>
          createdAccount("chat", superToken, "admin", i),
        ),
      ),
      Promise.all(Array.from({ length: wanted("progress") ? COUNTS.students : 0 }, (_, i) => registeredStudent(adminToken, i))),
      wanted("progress") ? accountOf("progress", "student@demo.test", "user", DEMO_PASSWORD) : Promise.resolve(null),
    ]);
    const [madeInstructors, madeSchools, madeAdmins, madeStudents, demoStudent] = made;
    const present = <T,>(list: (T | null)[]) => list.filter((item): item is T => item !== null);

    for (const account of present(madeInstructors)) instructors.push({ ...account, uploads: new Budget(BUDGETS.upload) });
    const admins = present(madeAdmins);
    // Each admin with a school or an instructor, in turn.
    const schools = present(madeSchools);
    const others = schools.flatMap((school, i) => [school, ...(instructors[i] ? [instructors[i]] : [])]);
    for (const [i, staff] of admins.entries()) {
      const other = others[i];
      if (other)
        chatPairs.push({ staff: { ...staff, chat: new Budget(BUDGETS.chat) }, other: { ...other, chat: new Budget(BUDGETS.chat) } });
    }
    students.push(...present([demoStudent, ...madeStudents]));
    donors.push(...instructors, ...present(madeSchools), ...admins, ...present(madeStudents));
    signIns.push(...[...instructors.slice(4), ...present(madeStudents)].map((a) => ({ email: a.email, secret: password })));

    ready.add("sign-in");
    if (students.length && videos.length) ready.add("progress");
    if (instructors.length && media) ready.add("upload");
    if (chatPairs.length) ready.add("chat");
    if (donors.length) ready.add("donation");
  }

  // ── The kinds ──

  async function browse(): Promise<void> {
    const word = `${pick(SEARCH_WORDS)}${runId}${++searches}`;
    const pages: [string, string][] = [
      ["videos", "/videos"],
      ["gallery", "/gallery"],
      ["resources", "/resources"],
      ["search", `/videos?q=${word}`],
      ["page", `/videos?page=${1 + Math.floor(Math.random() * 3)}`],
    ];
    if (videos.length) pages.push(["video", `/videos/${pick(videos).id}`]);
    const [step, page] = pick(pages);
    await send("browse", step, page, { expect: [200] });
  }

  let signInTurn = 0;
  async function signIn(): Promise<boolean> {
    // Round robin, so no two sign-ins of one account overlap (each holds one of its e-mail's five slots meanwhile).
    const now = Date.now();
    const who = Array.from({ length: signIns.length }, () => signIns[signInTurn++ % signIns.length]!).find(
      (s) => (s.restUntil ?? 0) <= now,
    );
    if (!who) return false;
    const form = new URLSearchParams({ email: who.email, password: who.secret });
    const login = await send("sign-in", "login", "/login", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin },
      body: form.toString(),
      expect: [303],
      // A sign-in cut short after its slot was taken counts as a failure for the e-mail (five lock it
      // for 15 minutes): the account rests that long, as a person would not retry it at once either.
      onFailure: () => (who.restUntil = Date.now() + 15 * 60_000),
    });
    if (!login) return true;
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(";")[0]!)
      .join("; ");
    const landing = login.headers.get("location");
    if (!cookie.includes("session-token") || !landing) {
      records.push({
        kind: "sign-in",
        step: "login",
        at: Date.now(),
        ms: 0,
        status: login.status,
        error: "login: no session cookie or landing",
      });
      return true;
    }
    if (await send("sign-in", "landing", landing, { headers: { cookie }, expect: [200] })) {
      await send("sign-in", "logout", "/api/v1/user/logout", { method: "POST", headers: { cookie, origin }, expect: [200] });
    }
    return true;
  }

  async function progress(): Promise<void> {
    const student = pick(students);
    const video = pick(videos);
    const key = `${student.id}:${video.id}`;
    const now = Date.now();
    const head = playheads.get(key);
    // Played since the last save, in real time (the server allows 2.2 s a second); the first save starts at 0.
    const from = head && head.position < video.durationSeconds ? head.position : 0;
    const played = head ? Math.min(60, Math.max(1, (now - head.savedAt) / 1000)) : 10;
    const to = Math.min(video.durationSeconds, Math.round((from + played) * 10) / 10);
    playheads.set(key, { position: to, savedAt: now });
    const saved = await send("progress", "save", `/api/v1/watchedVideo/watched/${video.id}`, {
      ...json({ progress: to, videoLength: video.durationSeconds, playedFrom: from, sentAt: now }, student.token),
      expect: [200],
    });
    if (saved && Math.random() < 0.25)
      await send("progress", "recent", "/api/v1/watchedVideo/recent", { ...bearer(student.token), expect: [200] });
  }

  async function upload(): Promise<boolean> {
    const instructor = instructors.find((i) => i.uploads.take());
    if (!instructor || !media) return false;
    const started = await send("upload", "start", "/api/v1/video/upload", {
      ...json(
        {
          courseName: `Load practice ${runId} ${Date.now() % 100000}`,
          courseContent: "Breathing and attention",
          description: "A short practice uploaded by the load generator.",
          durationSeconds: media.seconds,
          video: { contentType: "video/mp4", size: media.video.length },
          thumbnail: { contentType: "image/jpeg", size: media.thumbnail.length },
        },
        instructor.token,
      ),
      expect: [200],
    });
    type Target = { url: string; method: "PUT"; headers: Record<string, string> };
    const body = parse<{ uploadToken: string; video: { upload: Target }; thumbnail: { upload: Target } }>(started);
    if (!body) return true;
    for (const [step, target, file] of [
      ["put-video", body.video.upload, media.video],
      ["put-thumbnail", body.thumbnail.upload, media.thumbnail],
    ] as const) {
      const put = await send("upload", step, target.url, {
        method: "PUT",
        headers: target.headers,
        body: new Uint8Array(file),
        expect: [200],
      });
      if (!put) return true;
    }
    await send("upload", "confirm", "/api/v1/video/upload/confirm", {
      ...json({ uploadToken: body.uploadToken }, instructor.token),
      expect: [201],
    });
    return true;
  }

  async function chat(): Promise<boolean> {
    const pair = pick(chatPairs);
    const [from, to] = Math.random() < 0.5 ? [pair.staff, pair.other] : [pair.other, pair.staff];
    if (!from.chat.take()) return false;
    const sent = await send("chat", "send", `/api/v1/chat/send/${to.id}`, {
      ...json({ text: `Load message ${runId} ${Date.now()}`, clientId: randomUUID() }, from.token),
      expect: [200],
    });
    if (!sent) return true;
    const thread = parse<{ seq: number }[]>(
      await send("chat", "thread", `/api/v1/chat/${from.id}?limit=20`, { ...bearer(to.token), expect: [200] }),
    );
    if (!thread) return true;
    const newest = Math.max(0, ...thread.map((m) => m.seq));
    await send("chat", "read", `/api/v1/chat/read/${from.id}`, { ...json(newest ? { upToId: newest } : {}, to.token), expect: [200] });
    await send("chat", "unread", "/api/v1/chat/unread", { ...bearer(to.token), expect: [200] });
    return true;
  }

  async function donation(): Promise<boolean> {
    if (delivered.length && Math.random() < 0.15) {
      // Stripe delivers an event again: known already, fulfilled once.
      const { body } = pick(delivered);
      const again = signedEvent(JSON.parse(body) as object, secret);
      const answer = await send("donation", "webhook-again", "/api/v1/userDonation/webhook", {
        method: "POST",
        headers: { "content-type": "application/json", "stripe-signature": again.signature },
        body: again.body,
        expect: [200],
      });
      const result = parse<{ duplicate: boolean }>(answer);
      if (answer && result?.duplicate !== true) {
        records.push({
          kind: "donation",
          step: "webhook-again",
          at: Date.now(),
          ms: 0,
          status: 200,
          error: "webhook-again: not seen as a duplicate",
        });
      }
      return true;
    }
    const donor = donors.find((d) => d.donations.take());
    if (!donor) return false;
    const dollars = 5 + Math.floor(Math.random() * 46);
    const checkout = parse<{ sessionId: string; donationId: string }>(
      await send("donation", "checkout", "/api/v1/userDonation/create-checkout-session", {
        ...json({ donationAmount: dollars, currency: "usd", anonymous: false, recurring: false }, donor.token),
        expect: [200],
      }),
    );
    if (!checkout) return true;
    const event = stripeEvent("checkout.session.completed", {
      id: checkout.sessionId,
      object: "checkout.session",
      mode: "payment",
      payment_status: "paid",
      amount_total: dollars * 100,
      currency: "usd",
      payment_intent: `pi_load_${randomBytes(8).toString("hex")}`,
      metadata: { donationId: checkout.donationId },
      client_reference_id: checkout.donationId,
    });
    const { body, signature } = signedEvent(event, secret);
    const answer = await send("donation", "webhook", "/api/v1/userDonation/webhook", {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      body,
      expect: [200],
    });
    const result = parse<{ duplicate: boolean }>(answer);
    if (answer && result?.duplicate !== false) {
      records.push({
        kind: "donation",
        step: "webhook",
        at: Date.now(),
        ms: 0,
        status: 200,
        error: "webhook: a new gift seen as a duplicate",
      });
    }
    if (answer) delivered.push({ body });
    if (delivered.length > 200) delivered.shift();
    return true;
  }

  /** Does one piece of `kind`; false when it had no room (a rate budget spent), and the worker browses instead. */
  const run: Record<LoadKind, () => Promise<boolean | void>> = {
    browse,
    "sign-in": signIn,
    progress,
    upload,
    chat,
    donation,
  };

  function choose(): LoadKind {
    const open = LOAD_KINDS.filter((kind) => enabled.has(kind) && ready.has(kind));
    if (!open.length) return "browse";
    let roll = Math.random() * open.reduce((sum, kind) => sum + WEIGHTS[kind], 0);
    for (const kind of open) {
      roll -= WEIGHTS[kind];
      if (roll < 0) return kind;
    }
    return open[0]!;
  }

  async function worker(): Promise<void> {
    while (!stopping.signal.aborted) {
      if (!enabled.has("browse") && !LOAD_KINDS.some((kind) => kind !== "browse" && enabled.has(kind) && ready.has(kind))) {
        await sleep(250, stopping.signal);
        continue;
      }
      let kind = choose();
      try {
        if ((await run[kind]()) === false && enabled.has("browse")) {
          kind = "browse";
          await browse();
        } else if (kind !== "browse" && !enabled.has("browse")) {
          // Only rate-limited kinds, all spent: wait for room.
          await sleep(50, stopping.signal);
        }
      } catch (error) {
        // A flaw in this file, not the site's: recorded, and the loop goes on.
        records.push({ kind, step: "load", at: Date.now(), ms: 0, status: 0, error: `load generator: ${networkError(error)}` });
        await sleep(1_000, stopping.signal);
      }
    }
  }

  const setupDone = setup().catch((error: unknown) => {
    records.push({ kind: "sign-in", step: "setup", at: Date.now(), ms: 0, status: 0, error: `setup: ${networkError(error)}` });
  });
  const workers = Array.from({ length: connections }, () => worker());
  let stopped: Promise<LoadReport> | undefined;
  return {
    records,
    ready: setupDone,
    secrets: [password],
    emails,
    stop: () =>
      (stopped ??= (async () => {
        stopping.abort();
        await Promise.all([...workers, setupDone]);
        return reportOf(records, (Date.now() - began) / 1000, connections);
      })()),
  };
}

/** The `message` of a JSON error answer, else the start of the text. */
function messageOf(text: string): string {
  try {
    const { message } = JSON.parse(text) as { message?: unknown };
    if (typeof message === "string") return message.slice(0, 160);
  } catch {
    // not JSON
  }
  // An HTML page (a refused form post, nginx's 502 page): its title, or the page's start.
  const title = /<title>([^<]*)<\/title>/i.exec(text)?.[1]?.trim();
  return title ? `page "${title.slice(0, 80)}"` : text.replace(/\s+/g, " ").slice(0, 80);
}

function networkError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${(error.cause as NodeJS.ErrnoException).code ?? error.cause.message}` : "";
  return `${error.name === "TimeoutError" ? "timed out" : error.message}${cause}`;
}
