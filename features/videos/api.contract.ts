/** The videos calls of the spec's client and what it reads (test/api/contract.ts says how to read a row). */
import { z } from "zod";
import type { VideoRow } from "@/lib/db/schema";
import { listOf, nothingRead, type ContractRow } from "@/test/api/contract";
import { target, type Ctx } from "@/test/api/matrix";
import { mediaFixture } from "@/test/media";
import { multipartBody } from "@/test/multipart";
import { createVideo } from "@/test/videos";
import { updatedShape, uploadedShape, videoShape } from "./api.docs";

const othersVideo = async (over: Partial<VideoRow> = {}) => createVideo(await target({ role: "instructor" }), over);
const ownVideo = async (ctx: Ctx, over: Partial<VideoRow> = {}) => createVideo(ctx.row, over);
const byId = (video: VideoRow, body?: unknown) => ({ params: { id: video.id }, ...(body === undefined ? {} : { body }) });
/** A catalogue of one approved, one pending and one rejected video. */
const catalogue = async () => {
  await othersVideo({ rank: 1 });
  await othersVideo({ status: "pending" });
  await othersVideo({ status: "rejected", rejectionReason: "Too quiet" });
  return {};
};

/** POST video/upload as the spec's client sends it, in its order, with the instructor's name as its form holds it. */
const specUpload = (instructorName: string) =>
  multipartBody([
    ["video", mediaFixture("clip.mp4"), "video/mp4"],
    ["thumbnail", mediaFixture("still.jpg"), "image/jpeg"],
    ["courseContent", "Breathing"],
    ["courseName", "Morning Breath"],
    ["description", "A gentle start"],
    ["instructorName", instructorName],
    ["isPriced", "false"],
    ["rank", ""],
  ]);

export const videosContract: ContractRow[] = [
  {
    call: "GET video/getAllVideos (student: plays from the list)",
    method: "GET",
    route: "/api/v1/video/getAllVideos",
    as: "user",
    prepare: catalogue,
    reads: listOf(videoShape(z.string().min(1))),
  },
  {
    call: "GET video/getAllVideos (guest: browses, cannot play)",
    method: "GET",
    route: "/api/v1/video/getAllVideos",
    as: "guest",
    prepare: catalogue,
    reads: listOf(videoShape(z.null())),
  },
  {
    call: "GET video/getAllVideos (admin: Content tab, filters pending client-side)",
    method: "GET",
    route: "/api/v1/video/getAllVideos",
    as: "admin",
    prepare: catalogue,
    reads: z
      .array(videoShape(z.string().min(1)))
      .refine((list) => list.some((v) => v.status === "pending"), "staff get pending videos too"),
  },
  {
    call: "GET video/getAllVideos (instructor)",
    method: "GET",
    route: "/api/v1/video/getAllVideos",
    as: "instructor",
    prepare: catalogue,
    reads: listOf(videoShape(z.string().min(1))),
  },
  {
    call: "GET user/getSingleVideo/{id}",
    method: "GET",
    route: "/api/v1/user/getSingleVideo/[id]",
    as: "user",
    prepare: async () => byId(await othersVideo()),
    reads: z.object({ data: videoShape(z.string().min(1)) }),
  },
  {
    call: "PUT /adminVideoApproval/approve/video/{id}",
    method: "PUT",
    route: "/api/v1/adminVideoApproval/approve/video/[id]",
    as: "admin",
    prepare: async () => byId(await othersVideo({ status: "pending" })),
    reads: nothingRead,
  },
  {
    call: "PUT /adminVideoApproval/reject/video/{id}",
    method: "PUT",
    route: "/api/v1/adminVideoApproval/reject/video/[id]",
    as: "admin",
    prepare: async () => byId(await othersVideo({ status: "pending" }), { rejectionReason: "The sound is too quiet" }),
    reads: nothingRead,
  },
  {
    call: "POST /api/v1/video/upload (multipart: video, thumbnail, courseContent, courseName, description, instructorName, isPriced, rank)",
    method: "POST",
    route: "/api/v1/video/upload",
    as: "instructor",
    status: 201,
    prepare: (ctx) => specUpload(ctx.row?.name ?? ""),
    reads: z.object({
      message: z.literal("Video uploaded successfully"),
      video: videoShape(z.string().min(1).nullable()).and(z.object({ status: z.literal("pending") })),
    }),
  },
  {
    // The spec's client sends the name its form holds; the server names the video from the account.
    call: "POST /api/v1/video/upload (multipart, instructorName typed otherwise than the account's)",
    method: "POST",
    route: "/api/v1/video/upload",
    as: "instructor",
    status: 201,
    prepare: () => specUpload("Dr. Ida Instructor (Yoga)"),
    reads: uploadedShape.extend({ message: z.literal("Video uploaded successfully") }),
  },
  {
    call: "PUT /video/updateVideo/{id} (multipart, optional video and thumbnail)",
    method: "PUT",
    route: "/api/v1/video/updateVideo/[id]",
    as: "instructor",
    prepare: async (ctx) => ({
      params: { id: (await ownVideo(ctx)).id },
      ...(await multipartBody([
        ["courseName", "Evening calm"],
        ["courseContent", ""],
        ["description", "A slower breath"],
        ["rank", ""],
        ["thumbnail", mediaFixture("still.png"), "image/png"],
      ])),
    }),
    reads: updatedShape,
  },
  {
    call: "PUT /video/updateVideo/{id}",
    method: "PUT",
    route: "/api/v1/video/updateVideo/[id]",
    as: "instructor",
    prepare: async (ctx) => byId(await ownVideo(ctx), { courseName: "Evening calm", description: "A slower breath" }),
    reads: nothingRead,
  },
  {
    call: "DELETE /video/deleteVideo/{id}",
    method: "DELETE",
    route: "/api/v1/video/deleteVideo/[id]",
    as: "instructor",
    prepare: async (ctx) => byId(await ownVideo(ctx)),
    reads: nothingRead,
  },
  {
    call: "PATCH /video/{id}/tags/add",
    method: "PATCH",
    route: "/api/v1/video/[id]/tags/add",
    as: "admin",
    prepare: async () => byId(await othersVideo(), { tags: ["calm"] }),
    reads: nothingRead,
  },
  {
    call: "PATCH /video/{id}/tags/remove",
    method: "PATCH",
    route: "/api/v1/video/[id]/tags/remove",
    as: "admin",
    prepare: async () => byId(await othersVideo({ tags: ["calm", "sleep"] }), { tags: ["calm"] }),
    reads: nothingRead,
  },
  {
    call: "PUT /video/{id}/tags/update",
    method: "PUT",
    route: "/api/v1/video/[id]/tags/update",
    as: "admin",
    prepare: async () => byId(await othersVideo({ tags: ["calm"] }), { tags: ["sleep", "focus"] }),
    reads: nothingRead,
  },
  {
    call: "GET /recycle-bin/getAllRecycleVideos (admin)",
    method: "GET",
    route: "/api/v1/recycle-bin/getAllRecycleVideos",
    as: "admin",
    prepare: async () => (await othersVideo({ deletedAt: new Date() }), {}),
    reads: listOf(videoShape()),
  },
  {
    call: "GET /recycle-bin/getAllRecycleVideos (instructor)",
    method: "GET",
    route: "/api/v1/recycle-bin/getAllRecycleVideos",
    as: "instructor",
    prepare: async (ctx) => (await ownVideo(ctx, { deletedAt: new Date() }), {}),
    reads: listOf(videoShape()),
  },
  {
    call: "POST /recycle-bin/restoreRecycleVideos/{id}",
    method: "POST",
    route: "/api/v1/recycle-bin/restoreRecycleVideos/[id]",
    as: "admin",
    prepare: async () => byId(await othersVideo({ deletedAt: new Date() })),
    reads: nothingRead,
  },
  {
    call: "DELETE /recycle-bin/permanentDeleteRecycle/{id}",
    method: "DELETE",
    route: "/api/v1/recycle-bin/permanentDeleteRecycle/[id]",
    as: "admin",
    prepare: async () => byId(await othersVideo({ deletedAt: new Date() })),
    reads: nothingRead,
  },
];
