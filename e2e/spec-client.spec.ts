import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { expect, test, type Page } from "@playwright/test";
import { demo, DEMO_PASSWORD } from "./support/auth";

/**
 * A client written against the spec's call tables (spec/01 and spec/02, section 7), running in
 * Chromium on its own origin as the earlier system's client did: a blank page served from
 * 127.0.0.1:<E2E_PORT + 57>, which playwright.config.ts lists in the site's CORS_ORIGINS. Every
 * call is the page's own `fetch` (the upload an `XMLHttpRequest`, for its progress events) to
 * `/api/v1/...` on the site, with the Bearer token the login answered and no cookie. It signs in
 * as every role, browses and plays, registers a student, saves a profile, files program requests
 * and uploads (multipart) with the names its forms hold, moderates, deletes and restores. Each answer is recorded in the page; a 4xx or 5xx the step
 * did not ask for, or an uncaught page error, fails the test.
 *
 * A second page on an origin the list does not name (E2E_PORT + 58) has its Bearer call blocked
 * by the browser, and the allowed origin's preflight is seen in Chromium's own network log.
 */

const SITE_PORT = Number(process.env.E2E_PORT ?? 3100);
/** Named in CORS_ORIGINS by playwright.config.ts (keep the two in step). */
const CLIENT_PORT = SITE_PORT + 57;
/** Not named anywhere. */
const FOREIGN_PORT = SITE_PORT + 58;
const CLIENT_ORIGIN = `http://127.0.0.1:${CLIENT_PORT}`;
const FOREIGN_ORIGIN = `http://127.0.0.1:${FOREIGN_PORT}`;

const BLANK_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Spec client</title></head><body></body></html>`;

function servePage(port: number): Promise<Server> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
    res.end(BLANK_PAGE);
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(server));
  });
}

function closeServer(server: Server | undefined): Promise<void> {
  if (!server) return Promise.resolve();
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

let servers: Server[] = [];
test.beforeAll(async () => {
  servers = await Promise.all([servePage(CLIENT_PORT), servePage(FOREIGN_PORT)]);
});
test.afterAll(async () => {
  await Promise.all(servers.map(closeServer));
  servers = [];
});

// ---------------------------------------------------------------------------------------------
// The client: what the page does, and what the test reads of it.

type Role = "superadmin" | "admin" | "instructor" | "school" | "user";
type User = { _id: string; name: string; email: string; role: Role; status: string; approved: boolean; schoolId: string | null };
type Video = {
  _id: string;
  courseName: string;
  status: "pending" | "approved" | "rejected";
  videoUrl: string | null;
  thumbnailUrl: string | null;
};
/** One answer as the page recorded it. */
type Entry = { method: string; path: string; status: number; expected: number[] };
/** What the page can read of an answer: its body, and the paging headers the site exposes to other origins. */
type Answer<T> = { status: number; body: T; totalCount: string | null; link: string | null };
type CallOptions = { token?: string; body?: unknown; expect?: number[] };

/** Uncaught errors of the client page, per test (its answers are logged in the page itself, window.__answers). */
const pageErrors: Error[] = [];
const listening = new WeakSet<Page>();

async function openClient(page: Page, origin = CLIENT_ORIGIN): Promise<void> {
  if (!listening.has(page)) {
    listening.add(page);
    page.on("pageerror", (error) => pageErrors.push(error));
  }
  await page.goto(`${origin}/`);
  expect(new URL(page.url()).origin).toBe(origin);
}

/**
 * One call of the spec's client, made by the page: `fetch(base + "/api/v1/" + path)` with the
 * Bearer token, a JSON body when there is one, and the browser's default credentials mode (no
 * cookie crosses origins). Fails unless the status is one of `expect` (2xx by default).
 */
async function call<T = unknown>(page: Page, baseURL: string, method: string, path: string, options: CallOptions = {}): Promise<Answer<T>> {
  const expected = options.expect ?? [];
  const answer = await page.evaluate(
    async ({ base, method, path, token, body, expected }) => {
      const headers: Record<string, string> = {};
      if (token) headers.Authorization = `Bearer ${token}`;
      if (body !== undefined) headers["Content-Type"] = "application/json";
      const response = await fetch(`${base}/api/v1/${path}`, {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // Not JSON: kept as text for the failure message.
      }
      const log = window as unknown as { __answers?: { method: string; path: string; status: number; expected: number[] }[] };
      (log.__answers ??= []).push({ method, path, status: response.status, expected });
      return {
        status: response.status,
        body: parsed,
        totalCount: response.headers.get("x-total-count"),
        link: response.headers.get("link"),
      };
    },
    { base: baseURL, method, path, token: options.token, body: options.body, expected },
  );
  const ok = expected.length > 0 ? expected.includes(answer.status) : answer.status >= 200 && answer.status < 300;
  expect(ok, `${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 500)}`).toBe(true);
  return answer as Answer<T>;
}

/**
 * GET video/getAllVideos as the spec's screens use it: the page spreads the bare array and
 * filters it by status (`[...list].filter((v) => v.status === status)`), following the paging
 * headers when the catalogue is longer than one answer.
 */
async function videosWithStatus(page: Page, baseURL: string, token: string | undefined, status: Video["status"]): Promise<Video[]> {
  const first = await call<Video[]>(page, baseURL, "GET", "video/getAllVideos", { token });
  expect(Array.isArray(first.body), "getAllVideos answers a bare array").toBe(true);
  expect(first.totalCount, "X-Total-Count is exposed to the client").not.toBeNull();
  const filtered = await page.evaluate(({ list, status }) => [...list].filter((v) => v.status === status), { list: first.body, status });
  const total = Number(first.totalCount);
  for (let pageNo = 2, seen = first.body.length; seen < total && first.body.length > 0; pageNo++) {
    const next = await call<Video[]>(page, baseURL, "GET", `video/getAllVideos?page=${pageNo}`, { token });
    expect(Array.isArray(next.body)).toBe(true);
    if (next.body.length === 0) break;
    seen += next.body.length;
    filtered.push(
      ...(await page.evaluate(({ list, status }) => [...list].filter((v) => v.status === status), { list: next.body, status })),
    );
  }
  return filtered;
}

type Session = { token: string; user: User };

/** POST user/login: the client keeps data.token and data.user (spec/01 section 7). */
async function signIn(page: Page, baseURL: string, email: string, password = DEMO_PASSWORD): Promise<Session> {
  const answer = await call<{ data: Session }>(page, baseURL, "POST", "user/login", { body: { email, password } });
  expect(answer.body.data.token, `a token for ${email}`).toEqual(expect.any(String));
  expect(answer.body.data.user.email).toBe(email.toLowerCase());
  return answer.body.data;
}

/**
 * Plays a URL the way the client's player does: a <video> element whose src is the URL as
 * given. Resolves when the element has the current frame (readyState >= 2, `loadeddata`).
 */
async function play(page: Page, src: string): Promise<{ readyState: number; duration: number }> {
  return page.evaluate(
    (src) =>
      new Promise<{ readyState: number; duration: number }>((resolve, reject) => {
        const video = document.createElement("video");
        video.muted = true;
        video.preload = "auto";
        const done = () => {
          clearTimeout(timer);
          resolve({ readyState: video.readyState, duration: video.duration });
        };
        const timer = setTimeout(() => reject(new Error(`${src} did not load: readyState ${video.readyState}`)), 15_000);
        video.addEventListener("loadeddata", done, { once: true });
        video.addEventListener(
          "error",
          () => {
            clearTimeout(timer);
            reject(new Error(`${src} failed to play: MediaError ${video.error?.code} ${video.error?.message ?? ""}`));
          },
          { once: true },
        );
        video.src = src;
        document.body.append(video);
        if (video.readyState >= 2) done();
      }),
    src,
  );
}

/** Shows a thumbnail as the client's cards do: an <img> whose src is the URL as given. */
async function showImage(page: Page, src: string): Promise<{ width: number; height: number }> {
  return page.evaluate(
    (src) =>
      new Promise<{ width: number; height: number }>((resolve, reject) => {
        const img = document.createElement("img");
        img.alt = "";
        img.addEventListener("load", () => resolve({ width: img.naturalWidth, height: img.naturalHeight }), { once: true });
        img.addEventListener("error", () => reject(new Error(`${src} did not load as an image`)), { once: true });
        img.src = src;
        document.body.append(img);
      }),
    src,
  );
}

/** Every media URL the API gave the client, checked by the last test of the flow. */
const mediaUrls: { what: string; url: string }[] = [];

/**
 * The URL the client's element loads: the one the API gave, as it is (the client sets `src` to
 * it). Noted for the flow's last test, which requires every one to be absolute: a path would
 * resolve against the client's own origin, where no file is.
 */
function mediaUrl(url: string, what: string): string {
  mediaUrls.push({ what, url });
  return url;
}

test.afterEach(async ({ page }) => {
  const errors = pageErrors.splice(0);
  const answers = await page.evaluate(() => (window as unknown as { __answers?: Entry[] }).__answers ?? []).catch(() => [] as Entry[]);
  const unexpected = answers.filter((a) => a.status >= 400 && !a.expected.includes(a.status));
  expect(unexpected, "4xx/5xx answers the flow did not cause itself").toEqual([]);
  expect(
    errors.map((e) => e.message),
    "uncaught errors in the client page",
  ).toEqual([]);
});

// ---------------------------------------------------------------------------------------------
// The flow.

test.describe("a client on another origin, written against the spec's call tables", () => {
  test.describe.configure({ mode: "serial" });

  const run = Date.now().toString(36);
  const sessions = new Map<Role, Session>();
  const token = (role: Role) => sessions.get(role)!.token;
  const newStudent = { email: `spec.student.${run}@example.org`, password: "a-long-password-1", name: `Asha ${run}` };
  let student: Session | undefined;
  const uploaded: Video[] = [];

  test("signs in as every role and reads the profile", async ({ page, baseURL }) => {
    await openClient(page);
    const accounts: [Role, string][] = [
      ["superadmin", demo.superadmin],
      ["admin", demo.admin],
      ["instructor", demo.instructor],
      ["school", demo.school],
      ["user", demo.student],
    ];
    for (const [role, email] of accounts) {
      const session = await signIn(page, baseURL!, email);
      expect(session.user.role).toBe(role);
      sessions.set(role, session);
      const profile = await call<{ data: User }>(page, baseURL!, "GET", "user/profile", { token: session.token });
      expect(profile.body.data).toMatchObject({ _id: session.user._id, email: session.user.email, role, approved: true });
    }
    // The school's screens: its students and the school list of the registration form.
    const students = await call<{ data: { _id: string }[] }>(page, baseURL!, "GET", "school/getAllStudent", { token: token("school") });
    expect(Array.isArray(students.body.data)).toBe(true);
    // No cookie crossed: the site set none in this browser.
    expect(await page.context().cookies(baseURL!)).toEqual([]);
  });

  test("browses the catalogue and plays a video as a signed-in student", async ({ page, baseURL }) => {
    await openClient(page);
    // A guest browses approved videos and cannot play them (no videoUrl).
    const asGuest = await videosWithStatus(page, baseURL!, undefined, "approved");
    expect(asGuest.length).toBeGreaterThan(0);
    expect(asGuest.every((v) => v.videoUrl === null)).toBe(true);

    const approved = await videosWithStatus(page, baseURL!, token("user"), "approved");
    expect(approved.length).toBeGreaterThan(0);
    expect(await videosWithStatus(page, baseURL!, token("user"), "pending"), "a student is shown approved videos only").toEqual([]);
    const item = approved[0]!;
    expect(item.videoUrl, "list items carry what the player needs").toEqual(expect.any(String));

    const single = await call<{ data: Video }>(page, baseURL!, "GET", `user/getSingleVideo/${item._id}`, { token: token("user") });
    expect(single.body.data).toMatchObject({ _id: item._id, courseName: item.courseName, status: "approved" });
    const ours = await call<{ video: Video }>(page, baseURL!, "GET", `video/getSingleVideo/${item._id}`, { token: token("user") });
    expect(ours.body.video._id).toBe(item._id);

    const played = await play(page, mediaUrl(item.videoUrl!, "videoUrl"));
    expect(played.readyState).toBeGreaterThanOrEqual(2);
    expect(played.duration).toBeGreaterThan(0);
    expect(item.thumbnailUrl).toEqual(expect.any(String));
    const thumbnail = await showImage(page, mediaUrl(item.thumbnailUrl!, "thumbnailUrl"));
    expect(thumbnail.width).toBeGreaterThan(0);

    // The student dashboard's calls.
    const watched = await call<{ watchedVideos: unknown[] }>(page, baseURL!, "GET", "watchedVideo/user", { token: token("user") });
    expect(Array.isArray(watched.body.watchedVideos)).toBe(true);
    const recent = await call<unknown[]>(page, baseURL!, "GET", "watchedVideo/recent", { token: token("user") });
    expect(Array.isArray(recent.body)).toBe(true);
  });

  test("registers a student with the school list's schoolID, approved by an admin, who signs in", async ({ page, baseURL }) => {
    await openClient(page);
    const schools = await call<{ data: { _id: string; schoolID: string; schoolName: string }[] }>(
      page,
      baseURL!,
      "GET",
      "school/getAllSchool",
    );
    const school = schools.body.data.find((s) => s._id === sessions.get("school")!.user._id);
    expect(school, "the demo school is in the list").toBeDefined();
    expect(school!.schoolID).toEqual(expect.any(String));

    // The general registration form: the school selector's option value is schoolID, sent as schoolId.
    await call(page, baseURL!, "POST", "user/register", {
      body: {
        name: newStudent.name,
        email: newStudent.email,
        password: newStudent.password,
        confirmPassword: newStudent.password,
        role: "user",
        schoolId: school!.schoolID,
        phone: "+1 555 0100",
        address: "1 Lake Road",
      },
      expect: [201],
    });

    // A new account is pending: it signs in and sees the approval-pending screen.
    const pending = await signIn(page, baseURL!, newStudent.email, newStudent.password);
    expect(pending.user).toMatchObject({ role: "user", status: "pending", approved: false, schoolId: school!._id });

    // An admin approves it from the pending list.
    const list = await call<{ data: User[] }>(page, baseURL!, "GET", "user/getAllPendingUsers", { token: token("admin") });
    const row = list.body.data.find((u) => u.email === newStudent.email);
    expect(row, "the new student is in the pending list").toBeDefined();
    await call(page, baseURL!, "PUT", `user/approve-user/${row!._id}`, { token: token("admin") });

    student = await signIn(page, baseURL!, newStudent.email, newStudent.password);
    expect(student.user).toMatchObject({ status: "approved", approved: true });
    const approved = await videosWithStatus(page, baseURL!, student.token, "approved");
    expect(approved.length).toBeGreaterThan(0);
    expect(approved.every((v) => typeof v.videoUrl === "string")).toBe(true);
  });

  test("saves a profile by sending back the user object it received", async ({ page, baseURL }) => {
    await openClient(page);
    expect(student, "the registered student").toBeDefined();
    const put = (body: Record<string, unknown>) =>
      call<{ data: Record<string, unknown> & User }>(page, baseURL!, "PUT", `user/update-profile/${student!.user._id}`, {
        token: student!.token,
        body,
      });
    // The login's user object, which the client keeps in its store, with the name changed.
    const first = await put({ ...student!.user, name: `${newStudent.name} Rao` });
    expect(first.body.data).toMatchObject({ _id: student!.user._id, name: `${newStudent.name} Rao`, role: "user", status: "approved" });
    // The store then holds the answer's data, which is sent back on the next save.
    const second = await put({ ...first.body.data, name: newStudent.name });
    expect(second.body.data.name).toBe(newStudent.name);
    // A fresh profile fetch (the client's startup) round-trips as well.
    const profile = await call<{ data: Record<string, unknown> & User }>(page, baseURL!, "GET", "user/profile", { token: student!.token });
    const third = await put({ ...profile.body.data, phone: "+1 555 0142", address: "2 Hill Road" });
    expect(third.body.data).toMatchObject({ name: newStudent.name, phone: "+1 555 0142", address: "2 Hill Road", email: newStudent.email });
  });

  test("files program requests and uploads a photo as the school, typing the program and its own name as its forms hold them", async ({
    page,
    baseURL,
  }) => {
    await openClient(page);
    const school = sessions.get("school")!;
    // POST /program: the program is a text field; the school typed the earlier site's name, then a name of its own.
    const typed = [
      ["School Morning Wellness Sessions", "School Morning Sessions", null],
      [`Mindful sports coaching ${run}`, "Other", `Mindful sports coaching ${run}`],
    ] as const;
    const filed: string[] = [];
    for (const [programRequested, program, otherProgram] of typed) {
      const answer = await call<{ message: string; data: { _id: string; programRequested: string; otherProgram: string | null } }>(
        page,
        baseURL!,
        "POST",
        "program",
        {
          token: school.token,
          body: {
            contactPerson: "Jordan Lee",
            email: "wellbeing@riverside.example",
            phone: "+1 555 0100",
            programRequested,
            message: "Years 5 and 6.",
          },
          expect: [201],
        },
      );
      expect(answer.body.data).toMatchObject({ programRequested: program, otherProgram, status: "pending" });
      filed.push(answer.body.data._id);
    }
    // The admin's list has both, the typed name kept; approving them leaves nothing pending behind.
    const pending = await call<{ data: { _id: string; otherProgram: string | null }[] }>(page, baseURL!, "GET", "program/allPrograms", {
      token: token("admin"),
    });
    expect(pending.body.data.filter((r) => filed.includes(r._id)).map((r) => r.otherProgram)).toEqual([
      null,
      `Mindful sports coaching ${run}`,
    ]);
    for (const id of filed) {
      const decided = await call<{ success: boolean }>(page, baseURL!, "PUT", `program/${id}`, {
        token: token("admin"),
        body: { status: "approved" },
      });
      expect(decided.body.success).toBe(true);
    }

    // POST gallery/upload: multipart title, schoolName (as the teacher typed it, not the account's) and file.
    const photo = await page.evaluate(
      ({ base, token, file }) => {
        const form = new FormData();
        form.append("title", "Lantern walk");
        form.append("schoolName", "Riverside School, Year 4");
        form.append("file", new File([Uint8Array.from(atob(file), (c) => c.charCodeAt(0))], "lantern.jpg", { type: "image/jpeg" }));
        return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
          const xhr = new XMLHttpRequest();
          xhr.onload = () => {
            const log = window as unknown as { __answers?: { method: string; path: string; status: number; expected: number[] }[] };
            (log.__answers ??= []).push({ method: "POST", path: "gallery/upload", status: xhr.status, expected: [201] });
            let body: unknown = xhr.responseText;
            try {
              body = JSON.parse(xhr.responseText);
            } catch {
              // Not JSON: kept as text for the failure message.
            }
            resolve({ status: xhr.status, body });
          };
          xhr.onerror = () => reject(new Error("POST gallery/upload failed at the network level (blocked by CORS?)"));
          xhr.open("POST", `${base}/api/v1/gallery/upload`);
          xhr.setRequestHeader("Authorization", `Bearer ${token}`);
          xhr.send(form);
        });
      },
      { base: baseURL!, token: school.token, file: readFileSync("content/demo-media/box-breathing.jpg").toString("base64") },
    );
    expect(photo.status, `POST gallery/upload answered ${photo.status}: ${JSON.stringify(photo.body).slice(0, 500)}`).toBe(201);
    const { image } = photo.body as { message: string; image: { _id: string; schoolName: string; approved: boolean } };
    expect(photo.body).toMatchObject({ message: "Image uploaded" });
    expect(image).toMatchObject({ schoolName: school.user.name, approved: false });
    // Reviewed like any upload.
    await call(page, baseURL!, "PUT", `gallery/approve/${image._id}`, { token: token("admin") });
  });

  test("uploads two videos as the instructor: multipart with progress, pending", async ({ page, baseURL }) => {
    await openClient(page);
    const instructor = sessions.get("instructor")!;
    const media = [
      {
        video: "content/demo-media/breathing-circle.mp4",
        thumbnail: "content/demo-media/breathing-circle.jpg",
        name: `Circle of Breath ${run}`,
        instructorName: instructor.user.name,
      },
      {
        video: "content/demo-media/box-breathing.mp4",
        thumbnail: "content/demo-media/box-breathing.jpg",
        name: `Square Breath ${run}`,
        // As the instructor typed it, not the account's name: ignored, the upload goes through.
        instructorName: "Dr. Ida, guided breathing",
      },
    ];
    for (const item of media) {
      const answer = await page.evaluate(
        ({ base, token, files, fields }) => {
          const bytes = (b64: string) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
          const form = new FormData();
          // In the spec's order: video, thumbnail, courseContent, courseName, description, instructorName, isPriced, rank.
          form.append("video", new File([bytes(files.video)], files.videoName, { type: "video/mp4" }));
          form.append("thumbnail", new File([bytes(files.thumbnail)], files.thumbnailName, { type: "image/jpeg" }));
          for (const [key, value] of fields) form.append(key, value);
          return new Promise<{ status: number; body: unknown; progress: number[] }>((resolve, reject) => {
            const xhr = new XMLHttpRequest();
            const progress: number[] = [];
            xhr.upload.onprogress = (event) => {
              if (event.lengthComputable) progress.push(Math.round((event.loaded / event.total) * 100));
            };
            xhr.onload = () => {
              let body: unknown = xhr.responseText;
              try {
                body = JSON.parse(xhr.responseText);
              } catch {
                // Not JSON: kept as text for the failure message.
              }
              const log = window as unknown as { __answers?: { method: string; path: string; status: number; expected: number[] }[] };
              (log.__answers ??= []).push({ method: "POST", path: "video/upload", status: xhr.status, expected: [201] });
              resolve({ status: xhr.status, body, progress });
            };
            xhr.onerror = () => reject(new Error("POST video/upload failed at the network level (blocked by CORS?)"));
            xhr.open("POST", `${base}/api/v1/video/upload`);
            xhr.setRequestHeader("Authorization", `Bearer ${token}`);
            xhr.send(form);
          });
        },
        {
          base: baseURL!,
          token: instructor.token,
          files: {
            video: readFileSync(item.video).toString("base64"),
            videoName: item.video.split("/").pop()!,
            thumbnail: readFileSync(item.thumbnail).toString("base64"),
            thumbnailName: item.thumbnail.split("/").pop()!,
          },
          fields: [
            ["courseContent", "Breathing, attention and a short body scan"],
            ["courseName", item.name],
            ["description", `A calm guided practice: ${item.name}.`],
            ["instructorName", item.instructorName],
            ["isPriced", "false"],
            ["rank", ""],
          ] as [string, string][],
        },
      );
      expect(answer.status, `POST video/upload answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 500)}`).toBe(201);
      expect(answer.progress.length, "upload progress events").toBeGreaterThan(0);
      expect(answer.progress.at(-1)).toBe(100);
      const body = answer.body as { message: string; video: Video };
      expect(body.message).toBe("Video uploaded successfully");
      expect(body.video).toMatchObject({ courseName: item.name, status: "pending", instructorName: instructor.user.name });
      uploaded.push(body.video);
    }
  });

  test("moderates as the admin: approves one upload from the pending list, rejects the other", async ({ page, baseURL }) => {
    await openClient(page);
    expect(uploaded, "the two uploads").toHaveLength(2);
    const [toApprove, toReject] = uploaded as [Video, Video];
    const pending = await videosWithStatus(page, baseURL!, token("admin"), "pending");
    expect(pending.map((v) => v._id)).toEqual(expect.arrayContaining([toApprove._id, toReject._id]));

    await call(page, baseURL!, "PUT", `adminVideoApproval/approve/video/${toApprove._id}`, { token: token("admin") });
    await call(page, baseURL!, "PUT", `adminVideoApproval/reject/video/${toReject._id}`, {
      token: token("admin"),
      body: { status: "rejected", rejectionReason: "The sound is too quiet" },
    });

    const stillPending = await videosWithStatus(page, baseURL!, token("admin"), "pending");
    expect(stillPending.map((v) => v._id)).not.toContain(toApprove._id);
    expect(stillPending.map((v) => v._id)).not.toContain(toReject._id);
    const rejected = await videosWithStatus(page, baseURL!, token("admin"), "rejected");
    expect(rejected.map((v) => v._id)).toContain(toReject._id);

    // The student now sees (and plays) the approved upload, never the rejected one.
    const shown = await videosWithStatus(page, baseURL!, token("user"), "approved");
    const item = shown.find((v) => v._id === toApprove._id);
    expect(item, "the approved upload is in the student's list").toBeDefined();
    expect(shown.map((v) => v._id)).not.toContain(toReject._id);
    const played = await play(page, mediaUrl(item!.videoUrl!, "videoUrl"));
    expect(played.readyState).toBeGreaterThanOrEqual(2);
  });

  test("deletes a video as the instructor and restores it from the admin's recycle bin", async ({ page, baseURL }) => {
    await openClient(page);
    const video = uploaded[0];
    expect(video, "the approved upload").toBeDefined();
    await call(page, baseURL!, "DELETE", `video/deleteVideo/${video!._id}`, { token: token("instructor") });
    expect((await videosWithStatus(page, baseURL!, token("user"), "approved")).map((v) => v._id)).not.toContain(video!._id);

    const bin = await call<Video[]>(page, baseURL!, "GET", "recycle-bin/getAllRecycleVideos", { token: token("admin") });
    expect(Array.isArray(bin.body), "getAllRecycleVideos answers a bare array").toBe(true);
    const binned = await page.evaluate(({ list, id }) => [...list].filter((v) => v._id === id), { list: bin.body, id: video!._id });
    expect(binned).toHaveLength(1);

    await call(page, baseURL!, "POST", `recycle-bin/restoreRecycleVideos/${video!._id}`, { token: token("admin") });
    const after = await call<Video[]>(page, baseURL!, "GET", "recycle-bin/getAllRecycleVideos", { token: token("admin") });
    expect(after.body.map((v) => v._id)).not.toContain(video!._id);
    const back = await videosWithStatus(page, baseURL!, token("user"), "approved");
    expect(
      back.map((v) => v._id),
      "the restored video is back in the catalogue",
    ).toContain(video!._id);
  });

  test("gives media URLs a client on another origin can load as they are (absolute)", () => {
    expect(mediaUrls.length, "the flow played videos and showed thumbnails").toBeGreaterThan(0);
    const paths = mediaUrls.filter(({ url }) => !/^https?:\/\//.test(url)).map(({ what, url }) => `${what}: ${url.split("?")[0]}`);
    expect(paths, "a path resolves against the client's own origin, where no file is").toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// The browser's side of CORS_ORIGINS.

test("an origin CORS_ORIGINS does not name cannot call with a Bearer token; the listed one passes its preflight", async ({
  page,
  baseURL,
  request,
}) => {
  const login = await request.post("/api/v1/user/login", { data: { email: demo.student, password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  const { token, user } = ((await login.json()) as { data: { token: string; user: User } }).data;

  // Not listed: the answer carries no Access-Control-Allow-Origin, so the browser keeps it from the page.
  await openClient(page, FOREIGN_ORIGIN);
  const refused = await page.evaluate(
    async ({ base, token }) => {
      try {
        const response = await fetch(`${base}/api/v1/user/profile`, { headers: { Authorization: `Bearer ${token}` } });
        return `answered ${response.status}`;
      } catch (error) {
        return error instanceof TypeError ? "TypeError" : String(error);
      }
    },
    { base: baseURL!, token },
  );
  expect(refused).toBe("TypeError");
  const refusedPreflight = await request.fetch("/api/v1/user/profile", {
    method: "OPTIONS",
    headers: { Origin: FOREIGN_ORIGIN, "Access-Control-Request-Method": "GET", "Access-Control-Request-Headers": "authorization" },
  });
  expect(refusedPreflight.headers()["access-control-allow-origin"]).toBeUndefined();

  // Listed: a PUT with Authorization and a JSON body needs a preflight, which Chromium makes and logs.
  await openClient(page, CLIENT_ORIGIN);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const preflights = new Map<string, { url: string; status?: number; headers?: Record<string, string> }>();
  cdp.on("Network.requestWillBeSent", (event) => {
    if (event.request.method === "OPTIONS") preflights.set(event.requestId, { url: event.request.url });
  });
  cdp.on("Network.responseReceived", (event) => {
    const seen = preflights.get(event.requestId);
    if (seen) Object.assign(seen, { status: event.response.status, headers: event.response.headers });
  });
  const saved = await call<{ data: User }>(page, baseURL!, "PUT", `user/update-profile/${user._id}`, {
    token,
    body: { name: user.name },
  });
  expect(saved.body.data.name).toBe(user.name);
  await expect.poll(() => [...preflights.values()].filter((p) => p.status !== undefined).length).toBeGreaterThan(0);
  const preflight = [...preflights.values()].find((p) => p.url.endsWith(`/api/v1/user/update-profile/${user._id}`));
  expect(preflight, "Chromium's preflight of the PUT").toBeDefined();
  expect(preflight!.status).toBe(204);
  const headers = Object.fromEntries(Object.entries(preflight!.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
  expect(headers["access-control-allow-origin"]).toBe(CLIENT_ORIGIN);
  expect(headers["access-control-allow-methods"]).toContain("PUT");
  expect(headers["access-control-allow-headers"]?.toLowerCase()).toContain("authorization");
  expect(headers["access-control-allow-credentials"], "credentials are never allowed cross-origin").toBeUndefined();
  await cdp.detach();
});
