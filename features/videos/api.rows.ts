/** The videos routes' rows of the authorization matrix (test/api/matrix.ts says how to read one). */
import { expect } from "vitest";
import { eq } from "drizzle-orm";
import { uploads, videos, type VideoRow } from "@/lib/db/schema";
import { newObjectKey } from "@/lib/storage/keys";
import { countRows, getDb } from "@/test/db";
import { mediaFixture } from "@/test/media";
import { fileBytes } from "@/test/memory-storage";
import { multipartBody, type FormPart } from "@/test/multipart";
import { createVideo } from "@/test/videos";
import {
  SIGNED_IN,
  STAFF_ONLY,
  UPLOADERS,
  anyId,
  idOf,
  staff,
  target,
  uploaders,
  type ApiRow,
  type Ctx,
  type Prepared,
} from "@/test/api/matrix";
import type { ApiResult } from "@/test/api/request";
import { VIDEO_UPLOAD, signUploadToken } from "./server/upload-token";

/** A video of the actor's own (for a guest, some instructor's). */
const ownVideo = async (ctx: Ctx, over: Partial<VideoRow> = {}) => createVideo(ctx.row ?? (await target({ role: "instructor" })), over);
const othersVideo = async (over: Partial<VideoRow> = {}) => createVideo(await target({ role: "instructor" }), over);
const videoParams = (video: VideoRow, body?: unknown): Prepared => ({ params: { id: video.id }, ...(body === undefined ? {} : { body }) });
async function findVideo(id: string): Promise<VideoRow | undefined> {
  const db = await getDb();
  const [row] = await db.select().from(videos).where(eq(videos.id, id));
  return row;
}
const expectVideo = (check: (row: VideoRow | undefined, ok: boolean) => void) => async (_ctx: Ctx, result: ApiResult, prepared: Prepared) =>
  check(await findVideo(idOf(prepared)), result.status < 300);
const uploadDetails = {
  courseName: "Morning Breath",
  courseContent: "Breathing",
  description: "A gentle start",
  durationSeconds: 180,
  video: { contentType: "video/mp4", size: 2048 },
  thumbnail: { contentType: "image/jpeg", size: 512 },
};
/** POST video/upload as the spec's client sends it: multipart, with the fields it always adds. */
const specUpload = (over: FormPart[] = []): Promise<Prepared> =>
  multipartBody(
    [
      ...over,
      ["video", mediaFixture("clip.mp4"), "video/mp4"],
      ["thumbnail", mediaFixture("still.jpg"), "image/jpeg"],
      ["courseName", "Morning Breath"],
      ["courseContent", "Breathing"],
      ["description", "A gentle start"],
      ["isPriced", "false"],
      ["rank", ""],
    ].filter((part, index, all) => all.findIndex((p) => p[0] === part[0]) === index) as FormPart[],
  );
/** An upload as step one would record and sign it, with both objects already in storage. */
async function uploadedFor(ctx: Ctx, uploaderId: string): Promise<Prepared> {
  const video = fileBytes("mp4", 2048);
  const thumbnail = fileBytes("jpeg", 256);
  const videoKey = newObjectKey("video", "mp4");
  const thumbnailKey = newObjectKey("thumbnail", "jpg");
  const db = await getDb();
  const [row] = await db
    .insert(uploads)
    .values({
      uploadedBy: uploaderId === anyId ? null : uploaderId,
      purpose: VIDEO_UPLOAD,
      files: [
        { field: "video", key: videoKey, type: "video/mp4", size: video.length },
        { field: "thumbnail", key: thumbnailKey, type: "image/jpeg", size: thumbnail.length },
      ],
      expiresAt: new Date(Date.now() + 3_600_000),
    })
    .returning();
  const claims = {
    uploaderId,
    uploadId: row!.id,
    meta: { courseName: "T", courseContent: "C", description: "D", durationSeconds: 60, tags: [], category: undefined },
  };
  ctx.storage.place(videoKey, video);
  ctx.storage.place(thumbnailKey, thumbnail);
  return { body: { uploadToken: await signUploadToken(claims) } };
}

/**
 * /videos/[id]/thumbnail is a page-level address (Open Graph, VideoObject), not /api/v1: it reads
 * no session, redirects every caller to a signed URL of an approved video's thumbnail and answers
 * a plain-text 404 for anything else, owner's and staff's unapproved videos included.
 */
const thumbnailOf = (video: VideoRow): Prepared => ({ params: { id: video.id }, binary: true });
const expectThumbnailAnswer = async (_ctx: Ctx, result: ApiResult) => {
  if (result.status === 404) expect(await result.response.text()).toBe("Not found");
};

export const videosRows: ApiRow[] = [
  {
    method: "POST",
    route: "/api/v1/video/upload",
    case: "valid details",
    ...UPLOADERS,
    prepare: () => ({ body: uploadDetails }),
    verify: async () => expect(await countRows(videos)).toBe(0),
  },
  {
    method: "POST",
    route: "/api/v1/video/upload",
    case: "with status approved",
    ...uploaders(422),
    prepare: () => ({ body: { ...uploadDetails, status: "approved" } }),
  },
  {
    method: "POST",
    route: "/api/v1/video/upload",
    case: "multipart, as the spec's client sends it",
    ...uploaders(201),
    prepare: () => specUpload(),
    verify: async (ctx, result) => {
      expect(await countRows(videos)).toBe(result.status === 201 ? 1 : 0);
      expect(ctx.storage.keys()).toHaveLength(result.status === 201 ? 2 : 0);
    },
  },
  {
    method: "POST",
    route: "/api/v1/video/upload",
    case: "multipart with isPriced true",
    ...uploaders(422),
    prepare: () => specUpload([["isPriced", "true"]]),
    verify: async (ctx) => {
      expect(await countRows(videos)).toBe(0);
      expect(ctx.storage.keys()).toHaveLength(0);
    },
  },
  {
    method: "POST",
    route: "/api/v1/video/upload/confirm",
    case: "own upload",
    ...uploaders(201),
    prepare: async (ctx) => uploadedFor(ctx, ctx.row?.id ?? anyId),
    verify: async (_ctx, result) => {
      expect(await countRows(videos)).toBe(result.status === 201 ? 1 : 0);
      if (result.status === 201)
        expect(result.body).toMatchObject({ message: "Video uploaded successfully", video: { status: "pending" } });
    },
  },
  {
    method: "POST",
    route: "/api/v1/video/upload/confirm",
    case: "another account's upload",
    default: 403,
    guest: 401,
    prepare: async (ctx) => uploadedFor(ctx, (await target({ role: "instructor" })).id),
    verify: async () => expect(await countRows(videos)).toBe(0),
  },
  {
    method: "GET",
    route: "/api/v1/video/getAllVideos",
    case: "the catalogue",
    default: 200,
    prepare: async () => {
      await othersVideo();
      await othersVideo({ status: "pending" });
      return {};
    },
    // A bare array: staff (admins with the content tab) see every status, everyone else approved only.
    verify: async (ctx, result) => {
      const staffRole = ctx.name === "admin" || ctx.name === "superadmin";
      expect(Array.isArray(result.body)).toBe(true);
      expect(result.body).toHaveLength(staffRole ? 2 : 1);
      expect(result.response.headers.get("x-total-count")).toBe(staffRole ? "2" : "1");
    },
  },
  {
    method: "GET",
    route: "/api/v1/video/getAllVideos",
    case: "scope=all (Manage Video Content)",
    ...STAFF_ONLY,
    prepare: async () => {
      await othersVideo({ status: "pending" });
      return { query: { scope: "all" } };
    },
  },
  {
    method: "GET",
    route: "/api/v1/video/getAllVideos",
    case: "scope=mine (My Videos)",
    ...UPLOADERS,
    prepare: () => ({ query: { scope: "mine" } }),
  },
  {
    method: "GET",
    route: "/api/v1/video/getSingleVideo/[id]",
    case: "an approved video",
    default: 200,
    ...SIGNED_IN,
    prepare: async () => videoParams(await othersVideo()),
  },
  {
    method: "GET",
    route: "/api/v1/video/getSingleVideo/[id]",
    case: "another instructor's pending video",
    default: 404,
    ...SIGNED_IN,
    admin: 200,
    superadmin: 200,
    prepare: async () => videoParams(await othersVideo({ status: "pending" })),
  },
  {
    method: "GET",
    route: "/api/v1/video/getSingleVideo/[id]",
    case: "own pending video",
    default: 404,
    ...SIGNED_IN,
    instructor: 200,
    admin: 200,
    superadmin: 200,
    prepare: async (ctx) => videoParams(await ownVideo(ctx, { status: "pending" })),
  },
  {
    method: "GET",
    route: "/api/v1/video/getVideoTitle/[id]",
    case: "an approved video",
    default: 200,
    prepare: async () => videoParams(await othersVideo({ courseName: "Morning Breath" })),
    verify: async (_ctx, result, prepared) => expect(result.body).toEqual({ _id: idOf(prepared), courseName: "Morning Breath" }),
  },
  {
    // Only approved titles, to everyone: the sign-in page is the same for every visitor.
    method: "GET",
    route: "/api/v1/video/getVideoTitle/[id]",
    case: "a pending video",
    default: 404,
    prepare: async () => videoParams(await othersVideo({ status: "pending" })),
  },
  {
    method: "GET",
    route: "/api/v1/user/getSingleVideo/[id]",
    case: "an approved video",
    default: 200,
    ...SIGNED_IN,
    prepare: async () => videoParams(await othersVideo()),
    verify: async (_ctx, result) => {
      if (result.status === 200) expect(result.body.data).toHaveProperty("videoUrl");
    },
  },
  {
    method: "GET",
    route: "/api/v1/video/instructorProfile/[id]",
    case: "an approved video's uploader",
    default: 200,
    ...SIGNED_IN,
    prepare: async () => videoParams(await othersVideo()),
  },
  {
    method: "PUT",
    route: "/api/v1/video/updateVideo/[id]",
    case: "own video",
    ...UPLOADERS,
    prepare: async (ctx) => videoParams(await ownVideo(ctx), { courseName: "Edited" }),
    verify: expectVideo((row, ok) => expect(row?.courseName === "Edited").toBe(ok)),
  },
  {
    method: "PUT",
    route: "/api/v1/video/updateVideo/[id]",
    case: "own video sent back with its read-only fields unchanged",
    ...UPLOADERS,
    prepare: async (ctx) => {
      const video = await ownVideo(ctx, { rank: 2 });
      const { id, status, isPriced, createdAt } = video;
      return videoParams(video, { _id: id, id, status, rank: "2", isPriced, createdAt: createdAt.toISOString(), courseName: "Edited" });
    },
    verify: expectVideo((row, ok) => expect(row?.courseName === "Edited").toBe(ok)),
  },
  {
    method: "PUT",
    route: "/api/v1/video/updateVideo/[id]",
    case: "own video with its id changed",
    ...uploaders(422),
    prepare: async (ctx) => videoParams(await ownVideo(ctx), { _id: anyId, courseName: "Edited" }),
    verify: expectVideo((row) => expect(row?.courseName).not.toBe("Edited")),
  },
  {
    method: "PUT",
    route: "/api/v1/video/updateVideo/[id]",
    case: "own video with a rank",
    ...STAFF_ONLY,
    instructor: 422,
    prepare: async (ctx) => videoParams(await ownVideo(ctx), { rank: 1 }),
    verify: expectVideo((row, ok) => expect(row?.rank === 1).toBe(ok)),
  },
  {
    method: "PUT",
    route: "/api/v1/video/updateVideo/[id]",
    case: "own video, multipart with a new thumbnail",
    ...UPLOADERS,
    prepare: async (ctx) => ({
      params: { id: (await ownVideo(ctx)).id },
      ...(await multipartBody([
        ["courseName", "Edited"],
        ["thumbnail", mediaFixture("still.png"), "image/png"],
      ])),
    }),
    verify: expectVideo((row, ok) => {
      expect(row?.courseName === "Edited").toBe(ok);
      expect(row?.thumbnailType === "image/png").toBe(ok);
    }),
  },
  {
    method: "PUT",
    route: "/api/v1/video/updateVideo/[id]",
    case: "another instructor's video, multipart",
    ...STAFF_ONLY,
    prepare: async () => ({ params: { id: (await othersVideo()).id }, ...(await multipartBody([["courseName", "Edited"]])) }),
    verify: expectVideo((row, ok) => expect(row?.courseName === "Edited").toBe(ok)),
  },
  {
    method: "PUT",
    route: "/api/v1/video/updateVideo/[id]",
    case: "another instructor's video",
    ...STAFF_ONLY,
    prepare: async () => videoParams(await othersVideo(), { courseName: "Edited" }),
    verify: expectVideo((row, ok) => expect(row?.courseName === "Edited").toBe(ok)),
  },
  {
    method: "POST",
    route: "/api/v1/video/[id]/thumbnail",
    case: "own video",
    ...UPLOADERS,
    prepare: async (ctx) => videoParams(await ownVideo(ctx), { thumbnail: { contentType: "image/png", size: 1000 } }),
  },
  {
    method: "POST",
    route: "/api/v1/video/[id]/thumbnail",
    case: "another instructor's video",
    ...STAFF_ONLY,
    prepare: async () => videoParams(await othersVideo(), { thumbnail: { contentType: "image/png", size: 1000 } }),
  },
  {
    method: "POST",
    route: "/api/v1/video/[id]/file",
    case: "own video",
    ...UPLOADERS,
    prepare: async (ctx) => videoParams(await ownVideo(ctx), { video: { contentType: "video/mp4", size: 1000 }, durationSeconds: 20 }),
  },
  {
    method: "POST",
    route: "/api/v1/video/[id]/file",
    case: "another instructor's video",
    ...STAFF_ONLY,
    prepare: async () => videoParams(await othersVideo(), { video: { contentType: "video/mp4", size: 1000 }, durationSeconds: 20 }),
  },
  {
    method: "DELETE",
    route: "/api/v1/video/deleteVideo/[id]",
    case: "own video",
    ...UPLOADERS,
    prepare: async (ctx) => videoParams(await ownVideo(ctx)),
    verify: expectVideo((row, ok) => expect(row?.deletedAt != null).toBe(ok)),
  },
  {
    method: "DELETE",
    route: "/api/v1/video/deleteVideo/[id]",
    case: "another instructor's video",
    ...STAFF_ONLY,
    prepare: async () => videoParams(await othersVideo()),
    verify: expectVideo((row, ok) => expect(row?.deletedAt != null).toBe(ok)),
  },
  ...(
    [
      ["PATCH", "/api/v1/video/[id]/tags/add", (row: VideoRow | undefined) => row?.tags.includes("sleep")],
      ["PATCH", "/api/v1/video/[id]/tags/remove", (row: VideoRow | undefined) => !row?.tags.includes("sleep")],
      ["PUT", "/api/v1/video/[id]/tags/update", (row: VideoRow | undefined) => row?.tags.length === 1],
    ] as const
  ).map(([method, route, changed]): ApiRow => ({
    method,
    route,
    case: "own video's tags",
    ...STAFF_ONLY,
    prepare: async (ctx) =>
      videoParams(await ownVideo(ctx, { tags: route.endsWith("remove") ? ["sleep", "calm"] : ["calm", "focus"] }), { tags: ["sleep"] }),
    verify: expectVideo((row, ok) => expect(Boolean(changed(row))).toBe(ok)),
  })),
  {
    method: "PUT",
    route: "/api/v1/adminVideoApproval/approve/video/[id]",
    case: "a pending video",
    ...STAFF_ONLY,
    prepare: async () => videoParams(await othersVideo({ status: "pending" })),
    verify: expectVideo((row, ok) => expect(row?.status).toBe(ok ? "approved" : "pending")),
  },
  {
    method: "PUT",
    route: "/api/v1/adminVideoApproval/approve/video/[id]",
    case: "an approved video",
    ...staff(409),
    prepare: async () => videoParams(await othersVideo()),
  },
  {
    method: "PUT",
    route: "/api/v1/adminVideoApproval/reject/video/[id]",
    case: "a pending video with a reason",
    ...STAFF_ONLY,
    prepare: async () => videoParams(await othersVideo({ status: "pending" }), { rejectionReason: "Sound is missing" }),
    verify: expectVideo((row, ok) => expect(row?.rejectionReason ?? null).toBe(ok ? "Sound is missing" : null)),
  },
  {
    method: "PUT",
    route: "/api/v1/adminVideoApproval/reject/video/[id]",
    case: 'the spec\'s body: status "rejected" with the reason',
    ...STAFF_ONLY,
    prepare: async () => videoParams(await othersVideo({ status: "pending" }), { status: "rejected", rejectionReason: "Too quiet" }),
    verify: expectVideo((row, ok) => expect(row?.status).toBe(ok ? "rejected" : "pending")),
  },
  {
    method: "PUT",
    route: "/api/v1/adminVideoApproval/reject/video/[id]",
    case: "any other status",
    ...staff(422),
    prepare: async () => videoParams(await othersVideo({ status: "pending" }), { status: "approved", rejectionReason: "Too quiet" }),
    verify: expectVideo((row) => expect(row?.status).toBe("pending")),
  },
  {
    method: "PUT",
    route: "/api/v1/adminVideoApproval/reject/video/[id]",
    case: "a blank reason",
    ...staff(422),
    prepare: async () => videoParams(await othersVideo({ status: "pending" }), { rejectionReason: "  " }),
    verify: expectVideo((row) => expect(row?.status).toBe("pending")),
  },
  {
    method: "GET",
    route: "/api/v1/recycle-bin/getAllRecycleVideos",
    case: "the bin",
    ...UPLOADERS,
    prepare: async (ctx) => {
      await ownVideo(ctx, { deletedAt: new Date() });
      await othersVideo({ deletedAt: new Date() });
      return {};
    },
    verify: async (ctx, result) => {
      if (result.status === 200) expect(result.body).toHaveLength(ctx.name === "instructor" ? 1 : 2);
    },
  },
  {
    method: "POST",
    route: "/api/v1/recycle-bin/restoreRecycleVideos/[id]",
    case: "own deleted video",
    ...UPLOADERS,
    prepare: async (ctx) => videoParams(await ownVideo(ctx, { deletedAt: new Date(), rank: 3 })),
    verify: expectVideo((row, ok) => expect(row?.deletedAt == null && row?.rank === 3).toBe(ok)),
  },
  {
    method: "POST",
    route: "/api/v1/recycle-bin/restoreRecycleVideos/[id]",
    case: "another instructor's deleted video",
    ...STAFF_ONLY,
    instructor: 404,
    prepare: async () => videoParams(await othersVideo({ deletedAt: new Date() })),
    verify: expectVideo((row, ok) => expect(row?.deletedAt == null).toBe(ok)),
  },
  {
    method: "GET",
    route: "/api/v1/recycle-bin/getRecycleVideo/[id]",
    case: "own deleted video",
    ...UPLOADERS,
    prepare: async (ctx) => videoParams(await ownVideo(ctx, { deletedAt: new Date() })),
  },
  {
    method: "GET",
    route: "/api/v1/recycle-bin/getRecycleVideo/[id]",
    case: "another instructor's deleted video",
    ...STAFF_ONLY,
    instructor: 404,
    prepare: async () => videoParams(await othersVideo({ deletedAt: new Date() })),
  },
  {
    method: "DELETE",
    route: "/api/v1/recycle-bin/permanentDeleteRecycle/[id]",
    case: "own deleted video",
    ...UPLOADERS,
    prepare: async (ctx) => videoParams(await ownVideo(ctx, { deletedAt: new Date() })),
    verify: expectVideo((row, ok) => expect(row === undefined).toBe(ok)),
  },
  {
    method: "DELETE",
    route: "/api/v1/recycle-bin/permanentDeleteRecycle/[id]",
    case: "another instructor's deleted video",
    ...STAFF_ONLY,
    instructor: 404,
    prepare: async () => videoParams(await othersVideo({ deletedAt: new Date() })),
    verify: expectVideo((row, ok) => expect(row === undefined).toBe(ok)),
  },

  // ── the thumbnail's stable address (outside /api/v1) ──
  {
    method: "GET",
    route: "/videos/[id]/thumbnail",
    case: "an approved video",
    default: 302,
    prepare: async () => thumbnailOf(await othersVideo()),
    verify: async (_ctx, result, prepared) => {
      const video = await findVideo(idOf(prepared));
      expect(result.response.headers.get("location")).toContain(encodeURIComponent(video!.thumbnailKey!));
      expect(result.response.headers.get("cache-control")).toBe("public, max-age=600");
    },
  },
  {
    method: "GET",
    route: "/videos/[id]/thumbnail",
    case: "own pending video",
    default: 404,
    prepare: async (ctx) => thumbnailOf(await ownVideo(ctx, { status: "pending" })),
    verify: expectThumbnailAnswer,
  },
  {
    method: "GET",
    route: "/videos/[id]/thumbnail",
    case: "a rejected video",
    default: 404,
    prepare: async () => thumbnailOf(await othersVideo({ status: "rejected", rejectionReason: "Sound is missing" })),
    verify: expectThumbnailAnswer,
  },
  {
    method: "GET",
    route: "/videos/[id]/thumbnail",
    case: "an approved video in the recycle bin",
    default: 404,
    prepare: async () => thumbnailOf(await othersVideo({ deletedAt: new Date() })),
    verify: expectThumbnailAnswer,
  },
  {
    method: "GET",
    route: "/videos/[id]/thumbnail",
    case: "an approved video without a thumbnail",
    default: 404,
    prepare: async () => thumbnailOf(await othersVideo({ thumbnailKey: null, thumbnailType: null })),
    verify: expectThumbnailAnswer,
  },
  {
    method: "GET",
    route: "/videos/[id]/thumbnail",
    case: "an unknown id",
    default: 404,
    prepare: () => ({ params: { id: anyId }, binary: true }),
    verify: expectThumbnailAnswer,
  },
];
