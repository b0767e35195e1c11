import type { z } from "zod";
import { apiFetch, type Answer } from "@/lib/http/api-client";
import type {
  rejectVideoSchema,
  staffVideoUpdateSchema,
  thumbnailRequestSchema,
  uploadConfirmSchema,
  uploadRequestSchema,
  videoFileRequestSchema,
} from "@/features/videos/schema";
import type { approveVideo, rejectVideo } from "@/features/videos/server/moderation";
import type { purgeVideo, restoreVideo } from "@/features/videos/server/recycle-bin";
import type {
  confirmVideoUpload,
  requestThumbnailUpload,
  requestVideoFileUpload,
  requestVideoUpload,
} from "@/features/videos/server/upload";
import type { deleteVideo, updateVideo } from "@/features/videos/server/videos";

/*
 * The videos API as the browser calls it: one function per call (path, method, body and answer
 * declared here once). Bodies are the server's zod inputs; answers are the services' own types.
 * (Loading a video for playback is the player's: features/videos/ui/player.)
 */

const id = (value: string) => encodeURIComponent(value);

/** POST video/upload: step one of an upload, signed targets for both files and a token. */
export const requestUpload = (body: z.input<typeof uploadRequestSchema>) =>
  apiFetch<Answer<typeof requestVideoUpload>>("/video/upload", { method: "POST", json: body });

/** POST video/upload/confirm: step two, once both files are stored; the video is created, pending. */
export const confirmUpload = (body: z.input<typeof uploadConfirmSchema>) =>
  apiFetch<Answer<typeof confirmVideoUpload>>("/video/upload/confirm", { method: "POST", json: body });

/** POST video/{id}/thumbnail: a signed target for a new thumbnail and the token updateVideo takes. */
export const requestThumbnail = (videoId: string, body: z.input<typeof thumbnailRequestSchema>) =>
  apiFetch<Answer<typeof requestThumbnailUpload>>(`/video/${id(videoId)}/thumbnail`, { method: "POST", json: body });

/** POST video/{id}/file: a signed target for a new video file and the token updateVideo takes. */
export const requestVideoFile = (videoId: string, body: z.input<typeof videoFileRequestSchema>) =>
  apiFetch<Answer<typeof requestVideoFileUpload>>(`/video/${id(videoId)}/file`, { method: "POST", json: body });

/** PUT video/updateVideo/{id}: the instructor's fields, or staff's (rank, flags) as well. */
export const saveVideo = (videoId: string, body: z.input<typeof staffVideoUpdateSchema>) =>
  apiFetch<Answer<typeof updateVideo>>(`/video/updateVideo/${id(videoId)}`, { method: "PUT", json: body });

/** DELETE video/deleteVideo/{id}: to the recycle bin. */
export const binVideo = (videoId: string) =>
  apiFetch<Answer<typeof deleteVideo>>(`/video/deleteVideo/${id(videoId)}`, { method: "DELETE" });

/** PUT adminVideoApproval/approve/video/{id}. */
/** PUT adminVideoApproval/approve/video/{id}, of the version reviewed (`updatedAt`): a video changed since is 409. */
export const approve = (videoId: string, updatedAt: string) =>
  apiFetch<Answer<typeof approveVideo>>(`/adminVideoApproval/approve/video/${id(videoId)}`, { method: "PUT", json: { updatedAt } });

/** PUT adminVideoApproval/reject/video/{id}, with the reason the instructor will read. */
export const reject = (videoId: string, body: z.input<typeof rejectVideoSchema>) =>
  apiFetch<Answer<typeof rejectVideo>>(`/adminVideoApproval/reject/video/${id(videoId)}`, { method: "PUT", json: body });

/** POST recycle-bin/restoreRecycleVideos/{id}. */
export const restore = (videoId: string) =>
  apiFetch<Answer<typeof restoreVideo>>(`/recycle-bin/restoreRecycleVideos/${id(videoId)}`, { method: "POST" });

/** DELETE recycle-bin/permanentDeleteRecycle/{id}: the row and its files, for good. */
export const purge = (videoId: string) =>
  apiFetch<Answer<typeof purgeVideo>>(`/recycle-bin/permanentDeleteRecycle/${id(videoId)}`, { method: "DELETE" });
