/** The videos routes of the OpenAPI document (lib/openapi says how to read an entry). */
import { z } from "zod";
import type { ApiOperations } from "@/lib/openapi";
import {
  approveVideoSchema,
  catalogueQuerySchema,
  instructorVideoUpdateSchema,
  multipartUploadSchema,
  nonEmptyTagsBodySchema,
  rejectVideoSchema,
  tagsBodySchema,
  thumbnailRequestSchema,
  uploadConfirmSchema,
  uploadRequestSchema,
  videoFileRequestSchema,
} from "./schema";

/** A video as the screens and the player read it; `videoUrl` is null for a guest and where no stream is offered. */
export const videoShape = (videoUrl: z.ZodType = z.string().nullable()) =>
  z.object({
    _id: z.string(),
    courseName: z.string(),
    courseContent: z.string(),
    description: z.string(),
    category: z.string().nullable(),
    status: z.enum(["pending", "approved", "rejected"]),
    rank: z.string().nullable(),
    isPriced: z.boolean(),
    tags: z.array(z.string()),
    uploadedBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
    instructorName: z.string().nullable(),
    durationMinutes: z.number(),
    thumbnailUrl: z.string().nullable(),
    videoUrl,
  });

const video = videoShape().meta({ id: "Video" });
export const uploadedShape = z.object({ message: z.string(), video });
export const updatedShape = z.object({ message: z.string(), updatedVideo: video });

export const videosApi: ApiOperations = {
  "GET /api/v1/video/getAllVideos": {
    summary: "The catalogue (a bare array; X-Total-Count and Link headers)",
    description: "`scope`: catalogue (approved), mine (the caller's uploads, every status) or all (staff, with `status`).",
    query: catalogueQuerySchema,
    response: z.array(video),
  },
  "GET /api/v1/video/getSingleVideo/[id]": { summary: "One video", response: z.object({ video }) },
  "GET /api/v1/user/getSingleVideo/[id]": { summary: "One video (the spec's address)", response: z.object({ data: video }) },
  "GET /api/v1/video/getVideoTitle/[id]": {
    summary: "An approved video's title",
    response: z.object({ _id: z.string(), courseName: z.string() }),
  },
  "GET /api/v1/video/instructorProfile/[id]": { summary: "The instructor of a video" },
  "POST /api/v1/video/upload": {
    summary: "Upload a video: start a direct upload (JSON), or send it whole (multipart, 201)",
    description: "JSON answers where to PUT the files and an `uploadToken` for POST video/upload/confirm.",
    body: uploadRequestSchema,
    multipart: multipartUploadSchema,
    response: uploadedShape,
  },
  "POST /api/v1/video/upload/confirm": { summary: "Finish a direct upload: the video awaits review", body: uploadConfirmSchema },
  "POST /api/v1/video/[id]/thumbnail": { summary: "Start replacing a video's thumbnail", body: thumbnailRequestSchema },
  "POST /api/v1/video/[id]/file": { summary: "Start replacing a video's file", body: videoFileRequestSchema },
  "PUT /api/v1/video/updateVideo/[id]": {
    summary: "Edit a video (JSON, or multipart with optional new files)",
    description: "An instructor's edit of an approved video sends it back to review. Staff may also set rank and price.",
    body: instructorVideoUpdateSchema,
    response: updatedShape,
  },
  "DELETE /api/v1/video/deleteVideo/[id]": { summary: "Move a video to the recycle bin" },
  "PATCH /api/v1/video/[id]/tags/add": { summary: "Add tags", body: nonEmptyTagsBodySchema },
  "PATCH /api/v1/video/[id]/tags/remove": { summary: "Remove tags", body: nonEmptyTagsBodySchema },
  "PUT /api/v1/video/[id]/tags/update": { summary: "Replace the tags", body: tagsBodySchema },
  "PUT /api/v1/adminVideoApproval/approve/video/[id]": {
    summary: "Approve a video",
    body: approveVideoSchema,
    errors: { 409: "The video changed or was decided since `updatedAt`." },
  },
  "PUT /api/v1/adminVideoApproval/reject/video/[id]": {
    summary: "Reject a video with a reason",
    body: rejectVideoSchema,
    errors: { 409: "The video changed or was decided since `updatedAt`." },
  },
  "GET /api/v1/recycle-bin/getAllRecycleVideos": { summary: "Deleted videos (a bare array; X-Total-Count)", response: z.array(video) },
  "GET /api/v1/recycle-bin/getRecycleVideo/[id]": { summary: "One deleted video" },
  "POST /api/v1/recycle-bin/restoreRecycleVideos/[id]": { summary: "Restore a deleted video" },
  "DELETE /api/v1/recycle-bin/permanentDeleteRecycle/[id]": { summary: "Delete a video for good" },
};
