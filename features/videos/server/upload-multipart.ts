import type { Actor } from "@/lib/session/actor-type";
import { assertCan } from "@/registry/permissions";
import { InvalidError } from "@/lib/errors";
import { limits } from "@/lib/rate-limit/rate-limit";
import { filledFields, receiveMultipartUpload, requiredFile, wholeSeconds, type ReceivedUpload } from "@/lib/uploads";
import { ignoringFields, parseInput } from "@/lib/validate";
import { getVideoSettings } from "@/features/video-settings";
import { FILE_RULES, IGNORED_FIELDS, fileRulesWithin, multipartUploadSchema } from "@/features/videos/schema";
import { VIDEO_UPLOAD } from "./upload-token";
import { createPendingVideo } from "./upload";
import { assertMayUpdate, updateVideo, type VideoInsert } from "./videos";

export const DIRECT_UPLOAD_HINT =
  "This server cannot take a video in the request body. Upload it directly to storage instead: " +
  "POST /api/v1/video/upload with JSON (courseName, courseContent, description, durationSeconds, " +
  "video and thumbnail as {contentType, size}), PUT each file to the URL it answers, then POST " +
  "/api/v1/video/upload/confirm with the uploadToken.";

/**
 * Receives a multipart body of a video's files for `actor` (lib/uploads receiveMultipartUpload,
 * with the video's rules and the video settings' maximum length, checked from the stored file's
 * own header: a longer video is refused and deleted before `keep` runs).
 */
async function receiveVideoFiles<T>(actor: Actor, req: Request, forId: string | null, keep: (received: ReceivedUpload) => Promise<T>) {
  const { maxVideoLengthSeconds } = await getVideoSettings();
  return receiveMultipartUpload(
    req,
    {
      uploadedBy: actor.id,
      purpose: VIDEO_UPLOAD,
      forId,
      rules: fileRulesWithin(maxVideoLengthSeconds),
      directUploadHint: DIRECT_UPLOAD_HINT,
      tooLarge: FILE_RULES.video.tooLarge,
      limit: { limit: limits.videoUpload(actor.id), message: "Too many uploads" },
    },
    keep,
  );
}

/**
 * POST video/upload as multipart/form-data, as the spec's client sends it: files `video` and
 * `thumbnail`, fields `courseName`, `courseContent`, `description` (and the optional ones of
 * multipartUploadSchema; `instructorName` is ignored, the uploader is the signed-in account). The
 * same checks and the same pending video as the direct upload.
 */
export async function uploadVideoMultipart(actor: Actor | null, req: Request) {
  assertCan(actor, "video.upload");
  return receiveVideoFiles(actor, req, null, async ({ uploadId, fields, files }) => {
    const details = parseInput(multipartUploadSchema, ignoringFields(fields, IGNORED_FIELDS));
    const video = requiredFile(FILE_RULES, "video", files.video);
    const thumbnail = requiredFile(FILE_RULES, "thumbnail", files.thumbnail);
    const durationSeconds = details.durationSeconds ?? wholeSeconds(video);
    if (!durationSeconds) {
      const message = "The video's duration could not be read";
      throw new InvalidError(message, { durationSeconds: message });
    }
    return createPendingVideo(actor, uploadId, {
      courseName: details.courseName,
      courseContent: details.courseContent,
      description: details.description,
      category: details.category,
      durationSeconds,
      tags: details.tags ?? [],
      video: { key: video.key, type: video.type, size: video.size },
      thumbnail: { key: thumbnail.key, type: thumbnail.type },
    });
  });
}

/**
 * PUT video/updateVideo/{id} as multipart/form-data (the spec's client): text fields as the JSON
 * update takes them (an empty one is left unchanged, as the earlier system did), and optional
 * files `video` and `thumbnail` that replace the video's own, checked like an upload. The same
 * rules as the JSON update (updateVideo): ownership, what each role may change, back to review
 * after an uploader's edit.
 */
export async function updateVideoMultipart(actor: Actor | null, id: string, req: Request) {
  assertCan(actor, "video.manageOwn");
  await assertMayUpdate(actor, id);
  return receiveVideoFiles(actor, req, id, async ({ uploadId, fields, files }) => {
    const input = filledFields(fields);
    const change: Partial<VideoInsert> = {};
    if (files.video) {
      Object.assign(change, { videoKey: files.video.key, videoType: files.video.type, videoSize: files.video.size });
      const seconds = wholeSeconds(files.video);
      if (seconds) change.durationSeconds = seconds;
    }
    if (files.thumbnail) Object.assign(change, { thumbnailKey: files.thumbnail.key, thumbnailType: files.thumbnail.type });
    return updateVideo(actor, id, input, Object.keys(change).length > 0 ? { uploadId, change } : undefined);
  });
}
