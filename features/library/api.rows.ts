/** The library routes' rows of the authorization matrix (test/api/matrix.ts says how to read one). */
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { libraryItems, uploads, type LibraryItemRow } from "@/lib/db/schema";
import { newObjectKey } from "@/lib/storage/keys";
import { signUploadToken } from "@/lib/uploads";
import { STAFF_ONLY, anyId, idOf, staff, target, type ApiRow, type Ctx, type Prepared } from "@/test/api/matrix";
import type { ApiResult } from "@/test/api/request";
import { countRows, getDb } from "@/test/db";
import { createLibraryItem } from "@/test/library";
import { mediaFixture } from "@/test/media";
import { fileBytes } from "@/test/memory-storage";
import { multipartBody } from "@/test/multipart";
import { LIBRARY_UPLOAD } from "./server/upload";

/** Staff of the library (the admin with every tab and the superadmin); everyone else signed in 403, guests 401. */
const STAFF_CREATED = staff(201);
/** Anyone at all: the public reads. */
const EVERYONE = { default: 200 } as const;

const item = (over: Parameters<typeof createLibraryItem>[1] = {}) => createLibraryItem(null, over);
const byId = (row: LibraryItemRow, body?: unknown): Prepared => ({ params: { id: row.id }, ...(body === undefined ? {} : { body }) });
async function stored(id: string): Promise<LibraryItemRow | undefined> {
  const db = await getDb();
  const [row] = await db.select().from(libraryItems).where(eq(libraryItems.id, id));
  return row;
}
const expectItem =
  (check: (row: LibraryItemRow | undefined, ok: boolean) => void) => async (_ctx: Ctx, result: ApiResult, prepared: Prepared) =>
    check(await stored(idOf(prepared)), result.status < 300);

/** A published and a draft item; the lists show the draft to the library's staff only. */
async function publishedAndDraft(): Promise<Prepared> {
  await item({ title: "Breathing together", keywords: ["calm"] });
  await item({ title: "Slow breathing", published: false, keywords: ["calm"] });
  return {};
}
const isStaff = (ctx: Ctx) => ctx.name === "admin" || ctx.name === "superadmin";
/** Approved accounts get a streaming URL; guests and pending accounts get null. */
const mayPlay = (ctx: Ctx) => ctx.name !== "guest" && ctx.name !== "pending";

const details = {
  title: "Breathing Together",
  author: "Mindful Minds Foundation",
  subject: "Breathing",
  description: "A first practice for a whole class",
  keywords: "breathing, calm",
};
const uploadBody = { ...details, video: { contentType: "video/mp4", size: 2048 }, coverImage: { contentType: "image/jpeg", size: 512 } };
/** POST library/uploadLibraryVideo as the spec's client sends it: multipart with both files. */
const specUpload = (): Promise<Prepared> =>
  multipartBody([
    ...Object.entries(details),
    ["video", mediaFixture("clip.mp4"), "video/mp4"],
    ["coverImage", mediaFixture("still.jpg"), "image/jpeg"],
  ]);

/** An upload as step one would record and sign it for `uploaderId`, with both objects already stored. */
async function uploadedFor(ctx: Ctx, uploaderId: string): Promise<Prepared> {
  const video = fileBytes("mp4", 2048);
  const cover = fileBytes("jpeg", 512);
  const files = [
    { field: "video", key: newObjectKey("video", "mp4"), type: "video/mp4", size: video.length },
    { field: "coverImage", key: newObjectKey("thumbnail", "jpg"), type: "image/jpeg", size: cover.length },
  ];
  const db = await getDb();
  const [row] = await db
    .insert(uploads)
    .values({
      uploadedBy: uploaderId === anyId ? null : uploaderId,
      purpose: LIBRARY_UPLOAD,
      files,
      expiresAt: new Date(Date.now() + 3_600_000),
    })
    .returning();
  ctx.storage.place(files[0]!.key, video);
  ctx.storage.place(files[1]!.key, cover);
  const meta = { ...details, keywords: ["breathing", "calm"] };
  return { body: { uploadToken: await signUploadToken(LIBRARY_UPLOAD, { uploaderId, uploadId: row!.id, meta }) } };
}

/** /resources/[id]/cover is a page-level address (Open Graph, VideoObject): a redirect, or a plain 404. */
const coverOf = (row: LibraryItemRow): Prepared => ({ params: { id: row.id }, binary: true });
const expectPlain404 = async (_ctx: Ctx, result: ApiResult) => {
  if (result.status === 404) expect(await result.response.text()).toBe("Not found");
};

export const libraryRows: ApiRow[] = [
  // ── the public reads ──
  {
    method: "GET",
    route: "/api/v1/library/searchBook",
    case: "published items, for everyone (staff too)",
    ...EVERYONE,
    prepare: publishedAndDraft,
    verify: async (ctx, result) => {
      const books = result.body.books as { title: string; videoUrl: string | null }[];
      expect(books.map((b) => b.title)).toEqual(["Breathing together"]);
      expect(result.body.total).toBe(1);
      expect(result.response.headers.get("x-total-count")).toBe("1");
      expect(result.response.headers.get("link")).toContain('rel="first"');
      expect(books[0]!.videoUrl === null).toBe(!mayPlay(ctx));
    },
  },
  {
    method: "GET",
    route: "/api/v1/library/searchBook",
    case: "a search full of tsquery and LIKE syntax",
    ...EVERYONE,
    prepare: async () => ({ ...(await publishedAndDraft()), query: { search: "breath:* & !(calm) | '\\", title: "%_", keyword: "CALM" } }),
    verify: async (_ctx, result) => expect(result.body.books).toEqual([]),
  },
  {
    method: "GET",
    route: "/api/v1/library/searchLibraryVideo",
    case: "published items by keyword",
    ...EVERYONE,
    prepare: async () => ({ ...(await publishedAndDraft()), query: { keyword: "Calm" } }),
    verify: async (_ctx, result) => expect((result.body.videos as unknown[]).length).toBe(1),
  },
  {
    method: "GET",
    route: "/api/v1/library/allLibraryVideo",
    case: "drafts too for the library's staff",
    ...EVERYONE,
    prepare: publishedAndDraft,
    verify: async (ctx, result) => {
      expect((result.body.videos as unknown[]).length).toBe(isStaff(ctx) ? 2 : 1);
      expect(result.body.total).toBe(isStaff(ctx) ? 2 : 1);
    },
  },
  {
    method: "GET",
    route: "/api/v1/library/LibraryVideo/[id]",
    case: "a published item",
    ...EVERYONE,
    prepare: async () => byId(await item()),
    verify: async (ctx, result) => {
      const video = result.body.video as { videoUrl: string | null; coverImage: string };
      expect(video.videoUrl === null).toBe(!mayPlay(ctx));
      expect(video.coverImage).toBeTruthy();
    },
  },
  {
    method: "GET",
    route: "/api/v1/library/LibraryVideo/[id]",
    case: "a draft",
    default: 404,
    admin: 200,
    superadmin: 200,
    prepare: async () => byId(await item({ published: false })),
    verify: async (_ctx, result) => {
      if (result.status === 404) expect(result.body.message).toBe("Library Video not found");
    },
  },
  {
    method: "GET",
    route: "/api/v1/library/LibraryVideo/[id]",
    case: "an unknown id",
    default: 404,
    prepare: () => ({ params: { id: anyId } }),
  },

  // ── staff's changes ──
  {
    method: "POST",
    route: "/api/v1/library/uploadLibraryVideo",
    case: "valid details (step one of the direct upload)",
    ...STAFF_ONLY,
    prepare: () => ({ body: uploadBody }),
    verify: async () => expect(await countRows(libraryItems)).toBe(0),
  },
  {
    method: "POST",
    route: "/api/v1/library/uploadLibraryVideo",
    case: "published from the start (isApproved)",
    ...staff(422),
    prepare: () => ({ body: { ...uploadBody, isApproved: true } }),
  },
  {
    method: "POST",
    route: "/api/v1/library/uploadLibraryVideo",
    case: "multipart, as the spec's client sends it",
    ...STAFF_CREATED,
    prepare: specUpload,
    verify: async (ctx, result) => {
      expect(await countRows(libraryItems)).toBe(result.status === 201 ? 1 : 0);
      expect(ctx.storage.keys()).toHaveLength(result.status === 201 ? 2 : 0);
      if (result.status === 201)
        expect(result.body).toMatchObject({ message: "Video uploaded successfully!", video: { isApproved: false } });
    },
  },
  {
    method: "POST",
    route: "/api/v1/library/uploadLibraryVideo/confirm",
    case: "own upload",
    ...STAFF_CREATED,
    prepare: (ctx) => uploadedFor(ctx, ctx.row?.id ?? anyId),
    verify: async (_ctx, result) => expect(await countRows(libraryItems)).toBe(result.status === 201 ? 1 : 0),
  },
  {
    method: "POST",
    route: "/api/v1/library/uploadLibraryVideo/confirm",
    case: "another account's upload",
    default: 403,
    guest: 401,
    prepare: async (ctx) => uploadedFor(ctx, (await target({ role: "admin" })).id),
    verify: async () => expect(await countRows(libraryItems)).toBe(0),
  },
  {
    method: "PUT",
    route: "/api/v1/library/LibraryVideo/[id]",
    case: "new details",
    ...STAFF_ONLY,
    prepare: async () => byId(await item(), { title: "Edited", keywords: ["sleep"] }),
    verify: expectItem((row, ok) => expect(row?.title === "Edited").toBe(ok)),
  },
  {
    method: "PUT",
    route: "/api/v1/library/LibraryVideo/[id]",
    case: "a draft sent back as approved",
    ...staff(422),
    prepare: async () => byId(await item({ published: false }), { isApproved: true, title: "Edited" }),
    verify: expectItem((row) => expect(row).toMatchObject({ approvedAt: null, title: expect.not.stringMatching("Edited") })),
  },
  {
    method: "PUT",
    route: "/api/v1/library/LibraryVideo/[id]",
    case: "an unknown id",
    ...staff(404),
    prepare: () => ({ params: { id: anyId }, body: { title: "Edited" } }),
  },
  {
    method: "PUT",
    route: "/api/v1/library/LibraryVideo/[id]",
    case: "multipart with a new cover",
    ...STAFF_ONLY,
    prepare: async () => ({
      params: { id: (await item()).id },
      ...(await multipartBody([
        ["title", "Edited"],
        ["author", ""],
        ["coverImage", mediaFixture("still.png"), "image/png"],
      ])),
    }),
    verify: expectItem((row, ok) => {
      expect(row?.title === "Edited").toBe(ok);
      expect(row?.coverType === "image/png").toBe(ok);
    }),
  },
  {
    method: "POST",
    route: "/api/v1/library/LibraryVideo/[id]/files",
    case: "a new cover (step one of a replacement)",
    ...STAFF_ONLY,
    prepare: async () => byId(await item(), { coverImage: { contentType: "image/png", size: 1000 } }),
  },
  {
    method: "DELETE",
    route: "/api/v1/library/LibraryVideo/[id]",
    case: "a published item",
    ...STAFF_ONLY,
    prepare: async () => byId(await item()),
    verify: expectItem((row, ok) => expect(row?.deletedAt != null).toBe(ok)),
  },
  {
    method: "PUT",
    route: "/api/v1/library/approveBook/[id]",
    case: "a draft",
    ...STAFF_ONLY,
    prepare: async () => byId(await item({ published: false })),
    verify: expectItem((row, ok) => expect(row?.approvedAt != null).toBe(ok)),
  },
  {
    method: "PUT",
    route: "/api/v1/library/approveBook/[id]",
    case: "an item published already",
    ...staff(409),
    prepare: async () => byId(await item()),
  },

  // ── the library recycle bin ──
  {
    method: "GET",
    route: "/api/v1/Libraryrecyclebin/getAllRecycleLibraryVideos",
    case: "the bin",
    ...STAFF_ONLY,
    prepare: async () => {
      await item({ deletedAt: new Date() });
      await item();
      return {};
    },
    verify: async (_ctx, result) => {
      if (result.status !== 200) return;
      expect(result.body).toHaveLength(1);
      expect(result.response.headers.get("x-total-count")).toBe("1");
    },
  },
  {
    method: "GET",
    route: "/api/v1/Libraryrecyclebin/getRecycleLibraryVideo/[id]",
    case: "an item in the bin",
    ...STAFF_ONLY,
    prepare: async () => byId(await item({ deletedAt: new Date() })),
  },
  {
    method: "POST",
    route: "/api/v1/Libraryrecyclebin/restoreRecycleLibraryVideo/[id]",
    case: "a published item in the bin",
    ...STAFF_ONLY,
    prepare: async () => byId(await item({ deletedAt: new Date() })),
    verify: expectItem((row, ok) => {
      expect(row?.deletedAt == null).toBe(ok);
      expect(row?.approvedAt).not.toBeNull();
    }),
  },
  {
    method: "POST",
    route: "/api/v1/Libraryrecyclebin/restoreRecycleLibraryVideo/[id]",
    case: "an item not in the bin",
    ...staff(404),
    prepare: async () => byId(await item()),
  },
  {
    method: "DELETE",
    route: "/api/v1/Libraryrecyclebin/permanentDeleteRecycleLibrary/[id]",
    case: "an item in the bin",
    ...STAFF_ONLY,
    prepare: async () => byId(await item({ deletedAt: new Date() })),
    verify: expectItem((row, ok) => expect(row === undefined).toBe(ok)),
  },

  // ── the cover's stable address (outside /api/v1) ──
  {
    method: "GET",
    route: "/resources/[id]/cover",
    case: "a published item",
    default: 302,
    prepare: async () => coverOf(await item()),
    verify: async (_ctx, result, prepared) => {
      const row = await stored(idOf(prepared));
      expect(result.response.headers.get("location")).toContain(encodeURIComponent(row!.coverKey));
      expect(result.response.headers.get("cache-control")).toBe("public, max-age=600");
    },
  },
  {
    method: "GET",
    route: "/resources/[id]/cover",
    case: "a draft",
    default: 404,
    prepare: async () => coverOf(await item({ published: false })),
    verify: expectPlain404,
  },
  {
    method: "GET",
    route: "/resources/[id]/cover",
    case: "an item in the bin",
    default: 404,
    prepare: async () => coverOf(await item({ deletedAt: new Date() })),
    verify: expectPlain404,
  },
  {
    method: "GET",
    route: "/resources/[id]/cover",
    case: "an unknown id",
    default: 404,
    prepare: () => ({ params: { id: "not-an-id" }, binary: true }),
    verify: expectPlain404,
  },
];
