/**
 * The authorization matrix (DESIGN.md 8): every method of every /api/v1 route × every actor →
 * the expected HTTP status. The real route handlers are called with a Bearer token (cookie
 * sessions are covered by Playwright), against the real database, fresh for every cell.
 *
 * A method + route found on disk without a row here fails the suite, and so does a row for a
 * route or method that does not exist.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { auditLog, contactMessages, videoSchoolTags, videos, watchedVideos, type UserRow, type VideoRow } from "@/lib/db/schema";
import { setStorageForTests } from "@/features/videos/server/storage";
import { signUploadToken } from "@/features/videos/server/upload-token";
import { site } from "@/lib/site";
import { getStorage } from "@/lib/storage";
import { newObjectKey } from "@/lib/storage/keys";
import { LocalStorage } from "@/lib/storage/local";
import { countRows, createUser, getDb, resetDb } from "@/test/db";
import { MemoryStorage, fileBytes } from "@/test/memory-storage";
import { createVideo, insertVideo } from "@/test/videos";
import { mailbox } from "@/test/smtp";
import { ACTORS, findUser, resetTokenFor, signIn, type ActorName, type SignedIn } from "./actors";
import { callHandler, type ApiResult, type Call } from "./request";
import { loadApiRoutes, type Method } from "./routes";


const routes = await loadApiRoutes();
const storage = new MemoryStorage();
setStorageForTests(storage);

type Ctx = SignedIn & {
  /** The actor's own id; for a guest, the id of some other account. */
  selfId: () => Promise<string>;
};
type Prepared = Pick<Call, "params" | "body" | "query" | "headers" | "binary">;
type Row = {
  method: Method;
  route: string;
  case: string;
  /** Expected status for guest, pending, user, instructor, school, admin, superadmin, limitedAdmin. */
  expect: readonly [number, number, number, number, number, number, number, number];
  prepare?: (ctx: Ctx) => Promise<Prepared> | Prepared;
  /** Checks the database after the call: what a refused call must not have changed. */
  verify?: (ctx: Ctx, result: ApiResult, prepared: Prepared) => Promise<void>;
};

const anyId = "3f0f5b1e-8f43-4a55-9d57-5e6c1bb0c001";
const student = (email: string) => ({ name: "New Student", email, password: "a-long-password", confirmPassword: "a-long-password", role: "user" });
const profileEdit = { name: "Edited Name", bio: "Edited bio" };
const target = async (spec: Parameters<typeof createUser>[0]) => createUser(spec);
const idOf = (prepared: Prepared) => prepared.params?.id as string;

/**
 * The signed file routes (lib/storage/local.ts) are authorised by the URL's signature, never by
 * the caller's role: every actor gets the same answer, with or without an account.
 */
function localStorage(): LocalStorage {
  const storage = getStorage();
  if (!(storage instanceof LocalStorage)) throw new Error("the matrix runs with local storage");
  return storage;
}
const queryOf = (url: string) => Object.fromEntries(new URL(url, "http://localhost").searchParams);
const fileBody = new TextEncoder().encode("not really a video, but bytes");
async function signedUpload(change?: (query: Record<string, string>) => void): Promise<Prepared> {
  const key = newObjectKey("video", "mp4");
  const target = await localStorage().createUploadTarget(key, { contentType: "video/mp4", maxBytes: 1000, expiresInSeconds: 60 });
  const query = queryOf(target.url);
  change?.(query);
  return { query, body: fileBody, headers: target.headers };
}
async function signedDownload(change?: (query: Record<string, string>) => void): Promise<Prepared> {
  const key = newObjectKey("video", "mp4");
  const upload = await localStorage().createUploadTarget(key, { contentType: "video/mp4", maxBytes: 1000, expiresInSeconds: 60 });
  const stored = await callHandler(handlerFor("PUT", "/api/v1/files/upload"), { method: "PUT", route: "/api/v1/files/upload", query: queryOf(upload.url), body: fileBody, headers: upload.headers });
  expect(stored.status).toBe(201);
  const query = queryOf(await localStorage().createDownloadUrl(key, { contentType: "video/mp4", expiresInSeconds: 60 }));
  change?.(query);
  return { query, binary: true };
}
const uploadedSize = async (_ctx: Ctx, result: ApiResult, prepared: Prepared) =>
  expect(await localStorage().head(prepared.query!.key!)).toEqual(result.status === 201 ? { size: fileBody.length } : null);

/** Reloads the target and checks a field against what a 2xx or a refusal must leave. */
const expectTarget =
  (check: (row: UserRow | undefined, ok: boolean) => void) =>
  async (_ctx: Ctx, result: ApiResult, prepared: Prepared) =>
    check(await findUser(idOf(prepared)), result.status < 300);

/** A tag entry of the actor's own school (another school's for actors that are not schools). */
const ownTagRow = async (ctx: Ctx) => {
  const schoolId = ctx.row?.role === "school" ? ctx.row.id : (await target({ role: "school" })).id;
  return tagRow(schoolId);
};
const tagRow = async (schoolId: string) => {
  const db = await getDb();
  const video = await insertVideo();
  const [row] = await db.insert(videoSchoolTags).values({ videoId: video.id, schoolId, tags: ["Class 1"] }).returning();
  return row!;
};
const tagsOf = async (id: string) => {
  const db = await getDb();
  const [row] = await db.select().from(videoSchoolTags).where(eq(videoSchoolTags.id, id));
  return row?.tags;
};
/** Another student's progress on a video, which no one else's history may show. */
const someoneWatched = async () => {
  const db = await getDb();
  const video = await insertVideo();
  await db.insert(watchedVideos).values({ userId: (await target({ role: "user" })).id, videoId: video.id, videoLength: 600, progress: 30 });
  return video;
};
// ── videos ──
/** A video of the actor's own (for a guest, some instructor's). */
const ownVideo = async (ctx: Ctx, over: Partial<VideoRow> = {}) => createVideo(ctx.row ?? (await target({ role: "instructor" })), over);
const othersVideo = async (over: Partial<VideoRow> = {}) => createVideo(await target({ role: "instructor" }), over);
const videoParams = (video: VideoRow, body?: unknown): Prepared => ({ params: { id: video.id }, ...(body === undefined ? {} : { body }) });
async function findVideo(id: string): Promise<VideoRow | undefined> {
  const db = await getDb();
  const [row] = await db.select().from(videos).where(eq(videos.id, id));
  return row;
}
const expectVideo =
  (check: (row: VideoRow | undefined, ok: boolean) => void) =>
  async (_ctx: Ctx, result: ApiResult, prepared: Prepared) =>
    check(await findVideo(idOf(prepared)), result.status < 300);
const uploadDetails = {
  courseName: "Morning Breath",
  courseContent: "Breathing",
  description: "A gentle start",
  durationSeconds: 180,
  video: { contentType: "video/mp4", size: 2048 },
  thumbnail: { contentType: "image/jpeg", size: 512 },
};
/** An upload token as step one would sign it, with both objects already in storage. */
async function uploadedFor(uploaderId: string): Promise<Prepared> {
  const key = crypto.randomUUID();
  const claims = {
    uploaderId,
    videoKey: `videos/${uploaderId}/${key}.mp4`,
    videoType: "video/mp4",
    thumbnailKey: `thumbnails/${uploaderId}/${key}.jpg`,
    thumbnailType: "image/jpeg",
    meta: { courseName: "T", courseContent: "C", description: "D", durationSeconds: 60, tags: [], category: undefined },
  };
  storage.put(claims.videoKey, fileBytes("mp4", 2048));
  storage.put(claims.thumbnailKey, fileBytes("jpeg", 256));
  return { body: { uploadToken: await signUploadToken(claims) } };
}
const STAFF_ONLY = [401, 403, 403, 403, 403, 200, 200, 403] as const;
const UPLOADERS = [401, 403, 403, 200, 403, 200, 200, 403] as const;

const videoRows: Row[] = [
  { method: "POST", route: "/api/v1/video/upload", case: "valid details", expect: UPLOADERS, prepare: () => ({ body: uploadDetails }),
    verify: async () => expect(await countRows(videos)).toBe(0) },
  { method: "POST", route: "/api/v1/video/upload", case: "with status approved", expect: [401, 403, 403, 422, 403, 422, 422, 403],
    prepare: () => ({ body: { ...uploadDetails, status: "approved" } }) },
  { method: "POST", route: "/api/v1/video/upload/confirm", case: "own upload", expect: [401, 403, 403, 201, 403, 201, 201, 403],
    prepare: async (ctx) => uploadedFor(ctx.row?.id ?? anyId),
    verify: async (_ctx, result) => {
      expect(await countRows(videos)).toBe(result.status === 201 ? 1 : 0);
      if (result.status === 201) expect(result.body).toMatchObject({ message: "Video uploaded successfully", video: { status: "pending" } });
    } },
  { method: "POST", route: "/api/v1/video/upload/confirm", case: "another account's upload", expect: [401, 403, 403, 403, 403, 403, 403, 403],
    prepare: async () => uploadedFor((await target({ role: "instructor" })).id),
    verify: async () => expect(await countRows(videos)).toBe(0) },
  { method: "GET", route: "/api/v1/video/getAllVideos", case: "the catalogue", expect: [200, 200, 200, 200, 200, 200, 200, 200],
    prepare: async () => { await othersVideo(); await othersVideo({ status: "pending" }); return {}; },
    verify: async (_ctx, result) => expect(result.body).toMatchObject({ total: 1, page: 1, pageSize: 9, totalPages: 1 }) },
  { method: "GET", route: "/api/v1/video/getAllVideos", case: "scope=all (Manage Video Content)", expect: STAFF_ONLY,
    prepare: async () => { await othersVideo({ status: "pending" }); return { query: { scope: "all" } }; } },
  { method: "GET", route: "/api/v1/video/getAllVideos", case: "scope=mine (My Videos)", expect: UPLOADERS, prepare: () => ({ query: { scope: "mine" } }) },
  { method: "GET", route: "/api/v1/video/getSingleVideo/[id]", case: "an approved video", expect: [401, 403, 200, 200, 200, 200, 200, 200],
    prepare: async () => videoParams(await othersVideo()) },
  { method: "GET", route: "/api/v1/video/getSingleVideo/[id]", case: "another instructor's pending video", expect: [401, 403, 404, 404, 404, 200, 200, 404],
    prepare: async () => videoParams(await othersVideo({ status: "pending" })) },
  { method: "GET", route: "/api/v1/video/getSingleVideo/[id]", case: "own pending video", expect: [401, 403, 404, 200, 404, 200, 200, 404],
    prepare: async (ctx) => videoParams(await ownVideo(ctx, { status: "pending" })) },
  { method: "GET", route: "/api/v1/user/getSingleVideo/[id]", case: "an approved video", expect: [401, 403, 200, 200, 200, 200, 200, 200],
    prepare: async () => videoParams(await othersVideo()),
    verify: async (_ctx, result) => { if (result.status === 200) expect(result.body.data).toHaveProperty("videoUrl"); } },
  { method: "GET", route: "/api/v1/video/instructorProfile/[id]", case: "an approved video's uploader", expect: [401, 403, 200, 200, 200, 200, 200, 200],
    prepare: async () => videoParams(await othersVideo()) },
  { method: "PUT", route: "/api/v1/video/updateVideo/[id]", case: "own video", expect: UPLOADERS,
    prepare: async (ctx) => videoParams(await ownVideo(ctx), { courseName: "Edited" }),
    verify: expectVideo((row, ok) => expect(row?.courseName === "Edited").toBe(ok)) },
  { method: "PUT", route: "/api/v1/video/updateVideo/[id]", case: "own video with a rank", expect: [401, 403, 403, 422, 403, 200, 200, 403],
    prepare: async (ctx) => videoParams(await ownVideo(ctx), { rank: 1 }),
    verify: expectVideo((row, ok) => expect(row?.rank === 1).toBe(ok)) },
  { method: "PUT", route: "/api/v1/video/updateVideo/[id]", case: "another instructor's video", expect: [401, 403, 403, 403, 403, 200, 200, 403],
    prepare: async () => videoParams(await othersVideo(), { courseName: "Edited" }),
    verify: expectVideo((row, ok) => expect(row?.courseName === "Edited").toBe(ok)) },
  { method: "POST", route: "/api/v1/video/[id]/thumbnail", case: "own video", expect: UPLOADERS,
    prepare: async (ctx) => videoParams(await ownVideo(ctx), { thumbnail: { contentType: "image/png", size: 1000 } }) },
  { method: "POST", route: "/api/v1/video/[id]/thumbnail", case: "another instructor's video", expect: [401, 403, 403, 403, 403, 200, 200, 403],
    prepare: async () => videoParams(await othersVideo(), { thumbnail: { contentType: "image/png", size: 1000 } }) },
  { method: "DELETE", route: "/api/v1/video/deleteVideo/[id]", case: "own video", expect: UPLOADERS,
    prepare: async (ctx) => videoParams(await ownVideo(ctx)),
    verify: expectVideo((row, ok) => expect(row?.deletedAt != null).toBe(ok)) },
  { method: "DELETE", route: "/api/v1/video/deleteVideo/[id]", case: "another instructor's video", expect: [401, 403, 403, 403, 403, 200, 200, 403],
    prepare: async () => videoParams(await othersVideo()),
    verify: expectVideo((row, ok) => expect(row?.deletedAt != null).toBe(ok)) },
  ...(
    [
      ["PATCH", "/api/v1/video/[id]/tags/add", (row: VideoRow | undefined) => row?.tags.includes("sleep")],
      ["PATCH", "/api/v1/video/[id]/tags/remove", (row: VideoRow | undefined) => !row?.tags.includes("sleep")],
      ["PUT", "/api/v1/video/[id]/tags/update", (row: VideoRow | undefined) => row?.tags.length === 1],
    ] as const
  ).map(
    ([method, route, changed]): Row => ({
      method, route, case: "own video's tags", expect: [401, 403, 403, 403, 403, 200, 200, 403],
      prepare: async (ctx) => videoParams(await ownVideo(ctx, { tags: route.endsWith("remove") ? ["sleep", "calm"] : ["calm", "focus"] }), { tags: ["sleep"] }),
      verify: expectVideo((row, ok) => expect(Boolean(changed(row))).toBe(ok)),
    }),
  ),
  { method: "PUT", route: "/api/v1/adminVideoApproval/approve/video/[id]", case: "a pending video", expect: STAFF_ONLY,
    prepare: async () => videoParams(await othersVideo({ status: "pending" })),
    verify: expectVideo((row, ok) => expect(row?.status).toBe(ok ? "approved" : "pending")) },
  { method: "PUT", route: "/api/v1/adminVideoApproval/approve/video/[id]", case: "an approved video", expect: [401, 403, 403, 403, 403, 409, 409, 403],
    prepare: async () => videoParams(await othersVideo()) },
  { method: "PUT", route: "/api/v1/adminVideoApproval/reject/video/[id]", case: "a pending video with a reason", expect: STAFF_ONLY,
    prepare: async () => videoParams(await othersVideo({ status: "pending" }), { rejectionReason: "Sound is missing" }),
    verify: expectVideo((row, ok) => expect(row?.rejectionReason ?? null).toBe(ok ? "Sound is missing" : null)) },
  { method: "PUT", route: "/api/v1/adminVideoApproval/reject/video/[id]", case: "a blank reason", expect: [401, 403, 403, 403, 403, 422, 422, 403],
    prepare: async () => videoParams(await othersVideo({ status: "pending" }), { rejectionReason: "  " }),
    verify: expectVideo((row) => expect(row?.status).toBe("pending")) },
  { method: "GET", route: "/api/v1/recycle-bin/getAllRecycleVideos", case: "the bin", expect: UPLOADERS,
    prepare: async (ctx) => { await ownVideo(ctx, { deletedAt: new Date() }); await othersVideo({ deletedAt: new Date() }); return {}; },
    verify: async (ctx, result) => { if (result.status === 200) expect(result.body.total).toBe(ctx.name === "instructor" ? 1 : 2); } },
  { method: "POST", route: "/api/v1/recycle-bin/restoreRecycleVideos/[id]", case: "own deleted video", expect: UPLOADERS,
    prepare: async (ctx) => videoParams(await ownVideo(ctx, { deletedAt: new Date(), rank: 3 })),
    verify: expectVideo((row, ok) => expect(row?.deletedAt == null && row?.rank === 3).toBe(ok)) },
  { method: "POST", route: "/api/v1/recycle-bin/restoreRecycleVideos/[id]", case: "another instructor's deleted video", expect: [401, 403, 403, 404, 403, 200, 200, 403],
    prepare: async () => videoParams(await othersVideo({ deletedAt: new Date() })),
    verify: expectVideo((row, ok) => expect(row?.deletedAt == null).toBe(ok)) },
  { method: "GET", route: "/api/v1/recycle-bin/getRecycleVideo/[id]", case: "own deleted video", expect: UPLOADERS,
    prepare: async (ctx) => videoParams(await ownVideo(ctx, { deletedAt: new Date() })) },
  { method: "GET", route: "/api/v1/recycle-bin/getRecycleVideo/[id]", case: "another instructor's deleted video", expect: [401, 403, 403, 404, 403, 200, 200, 403],
    prepare: async () => videoParams(await othersVideo({ deletedAt: new Date() })) },
  { method: "DELETE", route: "/api/v1/recycle-bin/permanentDeleteRecycle/[id]", case: "own deleted video", expect: UPLOADERS,
    prepare: async (ctx) => videoParams(await ownVideo(ctx, { deletedAt: new Date() })),
    verify: expectVideo((row, ok) => expect(row === undefined).toBe(ok)) },
  { method: "DELETE", route: "/api/v1/recycle-bin/permanentDeleteRecycle/[id]", case: "another instructor's deleted video", expect: [401, 403, 403, 404, 403, 200, 200, 403],
    prepare: async () => videoParams(await othersVideo({ deletedAt: new Date() })),
    verify: expectVideo((row, ok) => expect(row === undefined).toBe(ok)) },
];

//                                                                              guest pend user  inst  schl  admin super ltdAdm
const rows: Row[] = [
  // ── public ────────────────────────────────────────────────────────────────────────────────────
  { method: "GET", route: "/api/v1/school/getAllSchool", case: "approved schools", expect: [200, 200, 200, 200, 200, 200, 200, 200] },
  {
    method: "POST", route: "/api/v1/user/login", case: "right password",
    expect: [200, 200, 200, 200, 200, 200, 200, 200],
    prepare: async () => {
      const who = await target({ role: "school", email: "login-target@example.org" });
      return { body: { email: who.email, password: "correct-horse-battery-staple" } };
    },
  },
  {
    method: "POST", route: "/api/v1/user/login", case: "wrong password",
    expect: [401, 401, 401, 401, 401, 401, 401, 401],
    prepare: async () => ({ body: { email: (await target({ role: "user" })).email, password: "wrong-password" } }),
  },
  {
    method: "POST", route: "/api/v1/user/register", case: "student registration",
    expect: [201, 201, 201, 201, 201, 201, 201, 201],
    prepare: () => ({ body: student("new-student@example.org") }),
    verify: async (_ctx, result) => {
      expect(result.body.user).toMatchObject({ email: "new-student@example.org", status: "pending" });
    },
  },
  {
    method: "POST", route: "/api/v1/user/register", case: "role admin refused",
    expect: [422, 422, 422, 422, 422, 422, 422, 422],
    prepare: () => ({ body: { ...student("would-be-admin@example.org"), role: "admin" } }),
  },
  {
    method: "POST", route: "/api/v1/user/forgot-password", case: "any e-mail",
    expect: [200, 200, 200, 200, 200, 200, 200, 200],
    prepare: () => ({ body: { email: "whoever@example.org" } }),
  },
  {
    method: "POST", route: "/api/v1/user/reset-password/[token]", case: "valid token",
    expect: [200, 200, 200, 200, 200, 200, 200, 200],
    prepare: async () => {
      const who = await target({ role: "user" });
      return { params: { token: await resetTokenFor(who.id) }, body: { password: "a-new-password", confirmPassword: "a-new-password" } };
    },
  },
  {
    method: "POST", route: "/api/v1/user/reset-password/[token]", case: "unknown token",
    expect: [400, 400, 400, 400, 400, 400, 400, 400],
    prepare: () => ({ params: { token: "not-a-real-token" }, body: { password: "a-new-password", confirmPassword: "a-new-password" } }),
  },

  {
    // resetDb before every cell empties rate_limit_hits: one post per cell never meets the limit.
    method: "POST", route: "/api/v1/contact", case: "a message",
    expect: [201, 201, 201, 201, 201, 201, 201, 201],
    prepare: () => ({ body: { name: "Maya", email: "maya@example.org", message: "Could you visit our school this spring?", website: "" } }),
    verify: async (_ctx, result) => {
      expect(result.body).toEqual({ message: "Thank you for your message. We will reply soon." });
      expect(await countRows(contactMessages)).toBe(1);
      expect(mailbox.to(site.contactEmail)).toHaveLength(1);
    },
  },
  {
    method: "POST", route: "/api/v1/contact", case: "honeypot filled",
    expect: [201, 201, 201, 201, 201, 201, 201, 201],
    prepare: () => ({ body: { name: "Bot", email: "bot@example.org", message: "Buy cheap things at our shop now", website: "https://spam.example" } }),
    verify: async (_ctx, result) => {
      expect(result.body).toEqual({ message: "Thank you for your message. We will reply soon." });
      expect(await countRows(contactMessages)).toBe(0);
      expect(mailbox.messages).toHaveLength(0);
    },
  },
  {
    method: "POST", route: "/api/v1/contact", case: "a short message",
    expect: [422, 422, 422, 422, 422, 422, 422, 422],
    prepare: () => ({ body: { name: "Maya", email: "maya@example.org", message: "Hi" } }),
    verify: async (_ctx, result) => {
      expect(result.body.errors).toEqual({ message: "Message must be at least 10 characters" });
      expect(await countRows(contactMessages)).toBe(0);
    },
  },

  // ── signed in ─────────────────────────────────────────────────────────────────────────────────
  { method: "GET", route: "/api/v1/user/profile", case: "own profile", expect: [401, 200, 200, 200, 200, 200, 200, 200] },
  {
    method: "PUT", route: "/api/v1/user/update-profile/[id]", case: "own record",
    expect: [401, 200, 200, 200, 200, 403, 200, 403],
    prepare: async (ctx) => ({ params: { id: await ctx.selfId() }, body: profileEdit }),
    verify: expectTarget((row, ok) => expect(row?.name === "Edited Name").toBe(ok)),
  },
  {
    method: "PUT", route: "/api/v1/user/update-profile/[id]", case: "own record with a role key",
    expect: [401, 422, 422, 422, 422, 422, 422, 422],
    prepare: async (ctx) => ({ params: { id: await ctx.selfId() }, body: { ...profileEdit, role: "superadmin" } }),
    verify: async (ctx, _result, prepared) => expect((await findUser(idOf(prepared)))?.role).toBe(ctx.row?.role ?? "user"),
  },
  {
    method: "PUT", route: "/api/v1/user/update-profile/[id]", case: "someone else's record (a student)",
    expect: [401, 403, 403, 403, 403, 200, 200, 403],
    prepare: async () => ({ params: { id: (await target({ role: "user" })).id }, body: profileEdit }),
    verify: expectTarget((row, ok) => expect(row?.name === "Edited Name").toBe(ok)),
  },
  {
    method: "PUT", route: "/api/v1/user/update-profile/[id]", case: "a superadmin's record",
    expect: [401, 403, 403, 403, 403, 403, 200, 403],
    prepare: async () => ({ params: { id: (await target({ role: "superadmin" })).id }, body: profileEdit }),
    verify: expectTarget((row, ok) => expect(row?.name === "Edited Name").toBe(ok)),
  },
  {
    method: "GET", route: "/api/v1/user/instructorProfile/[id]", case: "an approved instructor",
    expect: [401, 403, 200, 200, 200, 200, 200, 200],
    prepare: async () => ({ params: { id: (await target({ role: "instructor", bio: "Public bio" })).id } }),
  },
  {
    method: "GET", route: "/api/v1/user/instructorProfile/[id]", case: "a school's id",
    expect: [401, 403, 404, 404, 404, 404, 404, 404],
    prepare: async () => ({ params: { id: (await target({ role: "school" })).id } }),
  },
  {
    method: "GET", route: "/api/v1/school/getAllStudent", case: "students of a school",
    expect: [401, 403, 403, 403, 200, 200, 200, 200],
  },

  // ── back office ───────────────────────────────────────────────────────────────────────────────
  { method: "GET", route: "/api/v1/user/getAllApprovalUsers", case: "approved users", expect: [401, 403, 403, 403, 403, 200, 200, 403] },
  { method: "GET", route: "/api/v1/user/getAllPendingUsers", case: "pending users", expect: [401, 403, 403, 403, 403, 200, 200, 200] },
  {
    method: "PUT", route: "/api/v1/user/approve-user/[id]", case: "a pending instructor",
    expect: [401, 403, 403, 403, 403, 200, 200, 200],
    prepare: async () => ({ params: { id: (await target({ role: "instructor", status: "pending" })).id } }),
    verify: expectTarget((row, ok) => expect(row?.status).toBe(ok ? "approved" : "pending")),
  },
  {
    method: "PUT", route: "/api/v1/user/approve-user/[id]", case: "an unknown id",
    expect: [401, 403, 403, 403, 403, 404, 404, 404],
    prepare: () => ({ params: { id: anyId } }),
  },
  {
    method: "DELETE", route: "/api/v1/user/reject-user/[id]", case: "a pending school",
    expect: [401, 403, 403, 403, 403, 200, 200, 200],
    prepare: async () => ({ params: { id: (await target({ role: "school", status: "pending" })).id } }),
    verify: expectTarget((row, ok) => expect(row === undefined).toBe(ok)),
  },
  {
    method: "DELETE", route: "/api/v1/user/reject-user/[id]", case: "an approved account",
    expect: [401, 403, 403, 403, 403, 409, 409, 409],
    prepare: async () => ({ params: { id: (await target({ role: "school" })).id } }),
    verify: expectTarget((row) => expect(row).toBeDefined()),
  },
  {
    method: "DELETE", route: "/api/v1/user/delete-user/[id]", case: "an instructor",
    expect: [401, 403, 403, 403, 403, 200, 200, 403],
    prepare: async () => ({ params: { id: (await target({ role: "instructor" })).id } }),
    verify: expectTarget((row, ok) => expect(row === undefined).toBe(ok)),
  },
  {
    method: "DELETE", route: "/api/v1/user/delete-user/[id]", case: "an admin",
    expect: [401, 403, 403, 403, 403, 403, 200, 403],
    prepare: async () => ({ params: { id: (await target({ role: "admin" })).id } }),
    verify: expectTarget((row, ok) => expect(row === undefined).toBe(ok)),
  },
  {
    method: "DELETE", route: "/api/v1/user/delete-user/[id]", case: "a superadmin",
    expect: [401, 403, 403, 403, 403, 403, 403, 403],
    prepare: async () => ({ params: { id: (await target({ role: "superadmin" })).id } }),
    verify: expectTarget((row) => expect(row).toBeDefined()),
  },
  {
    method: "DELETE", route: "/api/v1/user/delete-user/[id]", case: "own record",
    expect: [401, 403, 403, 403, 403, 403, 403, 403],
    prepare: async (ctx) => ({ params: { id: await ctx.selfId() } }),
    verify: expectTarget((row) => expect(row).toBeDefined()),
  },
  {
    method: "POST", route: "/api/v1/user/create-user-by-admin", case: "an instructor",
    expect: [401, 403, 403, 403, 403, 201, 201, 403],
    prepare: () => ({ body: { name: "Made", email: "made@example.org", password: "a-long-password", role: "instructor" } }),
    verify: async (_ctx, result) => expect(await countRows(auditLog)).toBe(result.status === 201 ? 1 : 0),
  },
  {
    method: "POST", route: "/api/v1/user/create-user-by-admin", case: "an admin",
    expect: [401, 403, 403, 403, 403, 403, 201, 403],
    prepare: () => ({ body: { name: "Made", email: "made-admin@example.org", password: "a-long-password", role: "admin" } }),
  },
  {
    method: "POST", route: "/api/v1/user/create-user-by-admin", case: "a taken e-mail",
    expect: [401, 403, 403, 403, 403, 409, 409, 403],
    prepare: async () => ({ body: { name: "Again", email: (await target({ role: "school" })).email, password: "a-long-password", role: "school" } }),
  },
  {
    method: "PUT", route: "/api/v1/user/[id]/allowedTabs", case: "an admin's tabs",
    expect: [401, 403, 403, 403, 403, 403, 200, 403],
    prepare: async () => ({ params: { id: (await target({ role: "admin" })).id }, body: { allowedTabs: ["content", "manage-program"] } }),
    verify: expectTarget((row, ok) => expect(row?.allowedTabs).toEqual(ok ? ["content", "manage-programs"] : [])),
  },
  {
    method: "PUT", route: "/api/v1/user/[id]/allowedTabs", case: "a school's tabs",
    expect: [401, 403, 403, 403, 403, 403, 400, 403],
    prepare: async () => ({ params: { id: (await target({ role: "school" })).id }, body: { allowedTabs: ["content"] } }),
  },
  {
    method: "PUT", route: "/api/v1/user/[id]/allowedTabs", case: "own tabs",
    expect: [401, 403, 403, 403, 403, 403, 400, 403],
    prepare: async (ctx) => ({ params: { id: await ctx.selfId() }, body: { allowedTabs: ["content"] } }),
    verify: expectTarget((row) => expect(row?.allowedTabs).not.toEqual(["content"])),
  },

  // ── watched videos ────────────────────────────────────────────────────────────────────────────
  {
    method: "POST", route: "/api/v1/watchedVideo/watched/[videoId]", case: "an approved video",
    expect: [401, 403, 200, 200, 200, 200, 200, 200],
    prepare: async () => ({ params: { videoId: (await insertVideo()).id }, body: { progress: 20, videoLength: 600, playedFrom: 0 } }),
    verify: async (ctx, result) => {
      expect(await countRows(watchedVideos)).toBe(result.status === 200 ? 1 : 0);
      if (result.status === 200) expect(result.body.watchedVideo).toMatchObject({ userId: ctx.row!.id, progress: 20, completed: false, justCompleted: false });
    },
  },
  {
    method: "POST", route: "/api/v1/watchedVideo/watched/[videoId]", case: "a pending video",
    expect: [401, 403, 404, 404, 404, 404, 404, 404],
    prepare: async () => ({ params: { videoId: (await insertVideo({ status: "pending" })).id }, body: { progress: 20, videoLength: 600 } }),
    verify: async () => expect(await countRows(watchedVideos)).toBe(0),
  },
  {
    method: "POST", route: "/api/v1/watchedVideo/watched/[videoId]", case: "a userId in the body",
    expect: [401, 403, 422, 422, 422, 422, 422, 422],
    prepare: async () => ({ params: { videoId: (await insertVideo()).id }, body: { progress: 20, videoLength: 600, userId: anyId } }),
    verify: async () => expect(await countRows(watchedVideos)).toBe(0),
  },
  {
    method: "GET", route: "/api/v1/watchedVideo/user", case: "another user's record exists",
    expect: [401, 403, 200, 200, 200, 200, 200, 200],
    prepare: async () => (await someoneWatched(), {}),
    verify: async (_ctx, result) => {
      if (result.status === 200) expect(result.body).toEqual({ watchedVideos: [] });
    },
  },
  {
    method: "GET", route: "/api/v1/watchedVideo/recent", case: "another user's record exists",
    expect: [401, 403, 200, 200, 200, 200, 200, 200],
    prepare: async () => (await someoneWatched(), {}),
    verify: async (_ctx, result) => {
      if (result.status === 200) expect(result.body as unknown).toEqual([]);
    },
  },
  {
    method: "GET", route: "/api/v1/watchedVideo/watchedUsers/[videoId]", case: "the actor's own video",
    expect: [401, 403, 403, 200, 403, 200, 200, 403],
    prepare: async (ctx) => ({ params: { videoId: (await insertVideo({ uploadedBy: ctx.row?.id ?? null })).id } }),
  },
  {
    method: "GET", route: "/api/v1/watchedVideo/watchedUsers/[videoId]", case: "another instructor's video",
    expect: [401, 403, 403, 403, 403, 200, 200, 403],
    prepare: async () => ({ params: { videoId: (await someoneWatched()).id } }),
  },

  // ── school video tags ─────────────────────────────────────────────────────────────────────────
  {
    method: "POST", route: "/api/v1/videoSchoolTags", case: "a video",
    expect: [401, 403, 403, 403, 200, 403, 403, 403],
    prepare: async () => ({ body: { videoId: (await insertVideo()).id, tags: ["Class 2", "Class 1"] } }),
    verify: async (ctx, result) => {
      expect(await countRows(videoSchoolTags)).toBe(result.status === 200 ? 1 : 0);
      if (result.status === 200) expect(result.body).toMatchObject({ schoolId: { _id: ctx.row!.id }, tags: ["Class 1", "Class 2"] });
    },
  },
  {
    method: "POST", route: "/api/v1/videoSchoolTags", case: "another school's id in the body",
    expect: [401, 403, 403, 403, 422, 403, 403, 403],
    prepare: async () => ({ body: { videoId: (await insertVideo()).id, schoolId: (await target({ role: "school" })).id, tags: ["Class 1"] } }),
    verify: async () => expect(await countRows(videoSchoolTags)).toBe(0),
  },
  {
    method: "GET", route: "/api/v1/videoSchoolTags", case: "another school's row exists",
    expect: [401, 403, 403, 403, 200, 403, 403, 403],
    prepare: async () => (await tagRow((await target({ role: "school" })).id), {}),
    verify: async (_ctx, result) => {
      if (result.status === 200) expect(result.body).toEqual({ videoSchoolTags: [] });
    },
  },
  {
    method: "GET", route: "/api/v1/videoSchoolTags/[id]", case: "own row",
    expect: [401, 403, 403, 403, 200, 403, 403, 403],
    prepare: async (ctx) => ({ params: { id: (await ownTagRow(ctx)).id } }),
  },
  {
    method: "GET", route: "/api/v1/videoSchoolTags/[id]", case: "another school's row",
    expect: [401, 403, 403, 403, 404, 403, 403, 403],
    prepare: async () => ({ params: { id: (await tagRow((await target({ role: "school" })).id)).id } }),
  },
  {
    method: "PUT", route: "/api/v1/videoSchoolTags/[id]", case: "own row",
    expect: [401, 403, 403, 403, 200, 403, 403, 403],
    prepare: async (ctx) => ({ params: { id: (await ownTagRow(ctx)).id }, body: { tags: ["Class 12"] } }),
    verify: async (_ctx, result, prepared) => expect(await tagsOf(idOf(prepared))).toEqual(result.status === 200 ? ["Class 12"] : ["Class 1"]),
  },
  {
    method: "PUT", route: "/api/v1/videoSchoolTags/[id]", case: "another school's row",
    expect: [401, 403, 403, 403, 404, 403, 403, 403],
    prepare: async () => ({ params: { id: (await tagRow((await target({ role: "school" })).id)).id }, body: { tags: ["Class 12"] } }),
    verify: async (_ctx, _result, prepared) => expect(await tagsOf(idOf(prepared))).toEqual(["Class 1"]),
  },
  {
    method: "DELETE", route: "/api/v1/videoSchoolTags/[id]", case: "own row",
    expect: [401, 403, 403, 403, 200, 403, 403, 403],
    prepare: async (ctx) => ({ params: { id: (await ownTagRow(ctx)).id } }),
    verify: async (_ctx, result, prepared) => expect(await tagsOf(idOf(prepared))).toEqual(result.status === 200 ? undefined : ["Class 1"]),
  },
  {
    method: "DELETE", route: "/api/v1/videoSchoolTags/[id]", case: "another school's row",
    expect: [401, 403, 403, 403, 404, 403, 403, 403],
    prepare: async () => ({ params: { id: (await tagRow((await target({ role: "school" })).id)).id } }),
    verify: async (_ctx, _result, prepared) => expect(await tagsOf(idOf(prepared))).toEqual(["Class 1"]),
  },
  {
    method: "GET", route: "/api/v1/video/withSchoolTags", case: "no schoolId",
    expect: [401, 403, 403, 403, 200, 400, 400, 403],
  },
  {
    method: "GET", route: "/api/v1/video/withSchoolTags", case: "another school's id",
    expect: [401, 403, 403, 403, 200, 200, 200, 403],
    prepare: async () => {
      const other = await target({ role: "school" });
      await tagRow(other.id);
      return { query: { schoolId: other.id } };
    },
    verify: async (ctx, result) => {
      if (result.status !== 200) return;
      const videos = result.body.videos as { videoSchoolTags: string[] }[];
      expect(videos.map((v) => v.videoSchoolTags)).toEqual([ctx.row!.role === "school" ? [] : ["Class 1"]]);
    },
  },

  // ── signed file URLs (local storage): the signature decides, not the role ─────────────────────────
  {
    method: "PUT", route: "/api/v1/files/upload", case: "valid signature",
    expect: [201, 201, 201, 201, 201, 201, 201, 201],
    prepare: () => signedUpload(),
    verify: uploadedSize,
  },
  {
    method: "PUT", route: "/api/v1/files/upload", case: "no signature",
    expect: [403, 403, 403, 403, 403, 403, 403, 403],
    prepare: () => signedUpload((q) => delete q.sig),
    verify: uploadedSize,
  },
  {
    method: "PUT", route: "/api/v1/files/upload", case: "tampered limit",
    expect: [403, 403, 403, 403, 403, 403, 403, 403],
    prepare: () => signedUpload((q) => (q.max = "104857600")),
    verify: uploadedSize,
  },
  {
    method: "GET", route: "/api/v1/files/download", case: "valid signature",
    expect: [200, 200, 200, 200, 200, 200, 200, 200],
    prepare: () => signedDownload(),
    verify: async (_ctx, result) => expect(new Uint8Array(await result.response.arrayBuffer())).toEqual(fileBody),
  },
  {
    method: "GET", route: "/api/v1/files/download", case: "no signature",
    expect: [403, 403, 403, 403, 403, 403, 403, 403],
    prepare: () => signedDownload((q) => delete q.sig),
  },
  {
    method: "GET", route: "/api/v1/files/download", case: "tampered key",
    expect: [403, 403, 403, 403, 403, 403, 403, 403],
    prepare: () => signedDownload((q) => (q.key = newObjectKey("video", "mp4"))),
  },
  ...videoRows,

  // ── unknown paths under /api/v1 ───────────────────────────────────────────────────────────────
  ...(["GET", "POST", "PUT", "PATCH", "DELETE"] as const).map(
    (method): Row => ({
      method, route: "/api/v1/[...path]", case: "unknown path",
      expect: [404, 404, 404, 404, 404, 404, 404, 404],
      prepare: () => ({ params: { path: ["user", "no-such-thing"] } }),
    }),
  ),
];

function handlerFor(method: Method, route: string) {
  const handler = routes.find((r) => r.route === route)?.methods[method];
  if (!handler) throw new Error(`No ${method} handler for ${route}`);
  return handler;
}

describe("the matrix covers the API", () => {
  it("finds the route files", () => {
    expect(routes.length).toBeGreaterThanOrEqual(17);
    expect(routes.map((r) => r.route)).toContain("/api/v1/user/update-profile/[id]");
  });

  it("has a row for every method of every /api/v1 route on disk", () => {
    const missing = routes.flatMap((r) =>
      Object.keys(r.methods)
        .filter((m) => !rows.some((row) => row.route === r.route && row.method === m))
        .map((m) => `${m} ${r.route} (${r.file})`),
    );
    expect(missing, "routes without a row in the authorization matrix").toEqual([]);
  });

  it("has no row for a route or method that does not exist", () => {
    const stale = rows.filter((row) => !routes.some((r) => r.route === row.route && r.methods[row.method])).map((row) => `${row.method} ${row.route}`);
    expect(stale).toEqual([]);
  });
});

describe("authorization matrix", () => {
  beforeEach(async () => {
    await resetDb();
    mailbox.clear();
    storage.clear();
    setStorageForTests(storage);
  });

  for (const row of rows) {
    describe(`${row.method} ${row.route} — ${row.case}`, () => {
      ACTORS.forEach((name: ActorName, column) => {
        const expected = row.expect[column]!;
        it(`${name} → ${expected}`, async () => {
          const signedIn = await signIn(name);
          const ctx: Ctx = {
            ...signedIn,
            selfId: async () => signedIn.row?.id ?? (await createUser({ role: "user" })).id,
          };
          const prepared = (await row.prepare?.(ctx)) ?? {};
          const result = await callHandler(handlerFor(row.method, row.route), {
            method: row.method,
            route: row.route,
            token: signedIn.token,
            ...prepared,
          });
          expect(result.status, JSON.stringify(result.body)).toBe(expected);
          if (expected >= 400) {
            expect(typeof result.body.message).toBe("string");
            expect(JSON.stringify(result.body)).not.toMatch(/\bat .+\.(ts|js):\d+|stack|SQL|relation "/i);
          }
          await row.verify?.(ctx, result, prepared);
        });
      });
    });
  }
});
