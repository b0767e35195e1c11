import "server-only";
import { and, eq } from "drizzle-orm";
import type { Actor } from "@/lib/session/actor-type";
import { assertCan } from "@/registry/permissions";
import { getDb } from "@/lib/db/client";
import { uploads } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { BadRequestError, InvalidError, PayloadTooLargeError } from "@/lib/errors";
import { readMultipart, type MultipartFile } from "@/lib/multipart";
import { consume, limits } from "@/lib/rate-limit/rate-limit";
import { getStorage } from "@/lib/storage";
import { MB } from "@/lib/storage/limits";
import { parseInput } from "@/lib/validate";
import { FILE_RULES, MAX_THUMBNAIL_BYTES, MAX_VIDEO_BYTES, multipartUploadSchema, type MultipartUpload } from "@/features/videos/schema";
import { UPLOAD_TOKEN_TTL_SECONDS } from "./upload-token";
import { abandonUpload, checkObject, createPendingVideo, newKey } from "./upload";
import { assertMayUpdate, updateVideo, type VideoInsert } from "./videos";

export const DIRECT_UPLOAD_HINT =
  "This server cannot take a video in the request body. Upload it directly to storage instead: " +
  "POST /api/v1/video/upload with JSON (courseName, courseContent, description, durationSeconds, " +
  "video and thumbnail as {contentType, size}), PUT each file to the URL it answers, then POST " +
  "/api/v1/video/upload/confirm with the uploadToken.";

type Kind = "video" | "thumbnail";

/** The largest body worth starting to read: both files at their limits and the text fields. */
const MAX_REQUEST_BYTES = MAX_VIDEO_BYTES + MAX_THUMBNAIL_BYTES + MB;

/** A file of the body, stored and checked like a direct upload's (real type, container, limits). */
type CheckedFile = { key: string; type: string; size: number; durationSeconds: number | null };
type Received = { uploadId: string; fields: Record<string, string>; files: Partial<Record<Kind, CheckedFile>> };

/**
 * Receives a multipart body for `actor` and hands it to `keep`: each file (`video`, `thumbnail`,
 * both optional here) is streamed to storage as it arrives, never held in memory, under a key
 * recorded first in `uploads`, so the expired-uploads job deletes what a crash leaves behind;
 * then checked as the direct upload's confirm checks it. `keep` confirms the upload (claimUpload)
 * in the transaction that keeps the files. Whatever fails refuses the upload and deletes what was
 * stored. On a serverless host (env().multipartUploads off) the answer is 413 pointing at the
 * direct upload, before anything is read or recorded.
 */
async function withReceivedFiles<T>(actor: Actor, req: Request, keep: (received: Received) => Promise<T>): Promise<T> {
  const declared = Number(req.headers.get("content-length") ?? 0);
  if (!env().multipartUploads || declared > MAX_REQUEST_BYTES) {
    await req.body?.cancel().catch(() => undefined);
    throw new PayloadTooLargeError(env().multipartUploads ? FILE_RULES.video.tooLarge : DIRECT_UPLOAD_HINT);
  }
  const db = await getDb();
  await consume(db, limits.videoUpload(actor.id), "Too many uploads");
  const storage = getStorage();
  // Placeholder keys; each is replaced by the real one before any byte of its file is stored.
  const [row] = await db
    .insert(uploads)
    .values({
      uploadedBy: actor.id,
      videoKey: newKey("video", "video/mp4"),
      videoType: "video/mp4",
      videoSize: 0,
      thumbnailKey: newKey("thumbnail", "image/jpeg"),
      thumbnailType: "image/jpeg",
      thumbnailSize: 0,
      expiresAt: new Date(Date.now() + UPLOAD_TOKEN_TTL_SECONDS * 1000),
    })
    .returning({ id: uploads.id });
  if (!row) throw new Error("insert returned no upload row");

  const stored: Partial<Record<Kind, { key: string; size: number }>> = {};
  const store = async (file: MultipartFile) => {
    const kind = file.field as Kind;
    const rule = FILE_RULES[kind];
    if (!rule.types.includes(file.mimeType)) throw new InvalidError(rule.wrongType, { [kind]: rule.wrongType });
    const key = newKey(kind, file.mimeType);
    await db
      .update(uploads)
      .set(kind === "video" ? { videoKey: key, videoType: file.mimeType } : { thumbnailKey: key, thumbnailType: file.mimeType })
      .where(eq(uploads.id, row.id));
    try {
      stored[kind] = { key, ...(await storage.put(key, file.stream, { contentType: file.mimeType, maxSize: rule.maxBytes })) };
    } catch (error) {
      if (error instanceof PayloadTooLargeError) throw new PayloadTooLargeError(rule.tooLarge);
      if (error instanceof BadRequestError && error.message === "The file is empty.") {
        throw new InvalidError(rule.missing, { [kind]: rule.missing });
      }
      throw error;
    }
  };
  const check = async (kind: Kind): Promise<CheckedFile | undefined> => {
    const file = stored[kind];
    if (!file) return undefined;
    const rule = FILE_RULES[kind];
    const result = await checkObject(storage, { key: file.key, label: kind, size: file.size, maxBytes: rule.maxBytes, types: rule.types });
    if (!result.ok) throw new InvalidError(result.message, { [kind]: result.message });
    return { key: file.key, type: result.type, size: result.size, durationSeconds: result.durationSeconds };
  };

  try {
    const fields = await readMultipart(req, { files: ["video", "thumbnail"], onFile: store });
    const files = { video: await check("video"), thumbnail: await check("thumbnail") };
    await db
      .update(uploads)
      .set({ videoSize: files.video?.size ?? 0, thumbnailSize: files.thumbnail?.size ?? 0 })
      .where(eq(uploads.id, row.id));
    const result = await keep({ uploadId: row.id, fields, files });
    // An update that sent no file: the upload recorded nothing worth keeping.
    if (!files.video && !files.thumbnail) await db.delete(uploads).where(and(eq(uploads.id, row.id), eq(uploads.status, "issued")));
    return result;
  } catch (error) {
    const keys = Object.values(stored).map((file) => file.key);
    await abandonUpload(storage, row.id, keys).catch((cleanup: unknown) =>
      // Confirmed meanwhile (the files are kept) or the database is unreachable (the row stays
      // issued and the expired-uploads job deletes the objects later).
      console.error(`[videos] multipart upload ${row.id} not cleaned up:`, cleanup instanceof Error ? cleanup.message : cleanup),
    );
    throw error;
  }
}

function required(kind: Kind, file: CheckedFile | undefined): CheckedFile {
  if (!file) throw new InvalidError(FILE_RULES[kind].missing, { [kind]: FILE_RULES[kind].missing });
  return file;
}

/**
 * POST video/upload as multipart/form-data, as the spec's client sends it: files `video` and
 * `thumbnail`, fields `courseName`, `courseContent`, `description` (and the optional ones of
 * multipartUploadSchema). The same checks and the same pending video as the direct upload.
 */
export async function uploadVideoMultipart(actor: Actor | null, req: Request) {
  assertCan(actor, "video.upload");
  return withReceivedFiles(actor, req, async ({ uploadId, fields, files }) => {
    const details = parseInput(multipartUploadSchema, fields);
    checkInstructorName(actor, details);
    const video = required("video", files.video);
    const thumbnail = required("thumbnail", files.thumbnail);
    const durationSeconds = details.durationSeconds ?? (video.durationSeconds ? Math.max(1, Math.round(video.durationSeconds)) : null);
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
  return withReceivedFiles(actor, req, async ({ uploadId, fields, files }) => {
    const input = Object.fromEntries(Object.entries(fields).filter(([, value]) => value.trim() !== ""));
    const change: Partial<VideoInsert> = {};
    if (files.video) {
      Object.assign(change, { videoKey: files.video.key, videoType: files.video.type, videoSize: files.video.size });
      if (files.video.durationSeconds) change.durationSeconds = Math.max(1, Math.round(files.video.durationSeconds));
    }
    if (files.thumbnail) Object.assign(change, { thumbnailKey: files.thumbnail.key, thumbnailType: files.thumbnail.type });
    return updateVideo(actor, id, input, Object.keys(change).length > 0 ? { uploadId, change } : undefined);
  });
}

/** The spec's client sends the instructor's name; it must be the uploader's own (or blank). */
function checkInstructorName(actor: Actor, details: MultipartUpload): void {
  const sent = details.instructorName?.trim().replace(/\s+/g, " ").toLowerCase() ?? "";
  if (sent === "" || sent === actor.name.trim().replace(/\s+/g, " ").toLowerCase()) return;
  const message = "The instructor's name comes from your account; leave it out or send your own name";
  throw new InvalidError(message, { instructorName: message });
}
