import type { Actor } from "@/lib/session/actor-type";
import { assertCan } from "@/registry/permissions";
import { limits } from "@/lib/rate-limit/rate-limit";
import { filledFields, receiveMultipartUpload, requiredFile, type ReceivedUpload } from "@/lib/uploads";
import { parseInput } from "@/lib/validate";
import { LIBRARY_FILE_RULES, libraryDetailsSchema } from "@/features/library/schema";
import { assertMayUpdate, updateLibraryItem } from "./items";
import { LIBRARY_REPLACEMENT, LIBRARY_UPLOAD, createDraft, fileChange } from "./upload";

export const DIRECT_UPLOAD_HINT =
  "This server cannot take a video in the request body. Upload it directly to storage instead: " +
  "POST /api/v1/library/uploadLibraryVideo with JSON (title, author, subject, description, keywords, " +
  "video and coverImage as {contentType, size}), PUT each file to the URL it answers, then POST " +
  "/api/v1/library/uploadLibraryVideo/confirm with the uploadToken.";

/** Receives a multipart body of a library item's files (lib/uploads receiveMultipartUpload, with the library's rules). */
function receiveLibraryFiles<T>(actor: Actor, req: Request, forId: string | null, keep: (received: ReceivedUpload) => Promise<T>) {
  return receiveMultipartUpload(
    req,
    {
      uploadedBy: actor.id,
      purpose: forId ? LIBRARY_REPLACEMENT : LIBRARY_UPLOAD,
      forId,
      rules: LIBRARY_FILE_RULES,
      directUploadHint: DIRECT_UPLOAD_HINT,
      tooLarge: LIBRARY_FILE_RULES.video.tooLarge,
      limit: { limit: limits.videoUpload(actor.id), message: "Too many uploads" },
    },
    keep,
  );
}

/**
 * POST library/uploadLibraryVideo as multipart/form-data, as the spec's client sends it: files
 * `video` and `coverImage`, fields `title`, `author`, `subject`, `description` and `keywords`
 * (comma-separated). The same checks and the same draft as the direct upload; whatever fails
 * leaves neither a row nor a file.
 */
export async function uploadLibraryMultipart(actor: Actor | null, req: Request) {
  assertCan(actor, "library.manage");
  return receiveLibraryFiles(actor, req, null, async ({ uploadId, fields, files }) => {
    const details = parseInput(libraryDetailsSchema, fields);
    return createDraft(actor, uploadId, details, {
      video: requiredFile(LIBRARY_FILE_RULES, "video", files.video),
      coverImage: requiredFile(LIBRARY_FILE_RULES, "coverImage", files.coverImage),
    });
  });
}

/**
 * PUT library/LibraryVideo/{id} as multipart/form-data (the spec's client): the text fields as
 * the JSON update takes them (an empty one is left unchanged, as the earlier system did) and
 * optional files `video` and `coverImage` that replace the item's own, checked like an upload.
 */
export async function updateLibraryMultipart(actor: Actor | null, id: string, req: Request) {
  assertCan(actor, "library.manage");
  await assertMayUpdate(actor, id);
  return receiveLibraryFiles(actor, req, id, async ({ uploadId, fields, files }) => {
    const input = filledFields(fields);
    const change = fileChange(files);
    return updateLibraryItem(actor, id, input, Object.keys(change).length > 0 ? { uploadId, change } : undefined);
  });
}
