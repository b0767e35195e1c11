import "server-only";
import { eq } from "drizzle-orm";
import type { Actor } from "@/lib/session/actor-type";
import { assertCan } from "@/registry/permissions";
import { getDb } from "@/lib/db/client";
import { videos, type VideoRow } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { sendMailSafely, type Mail } from "@/lib/mail/mailer";
import { mails } from "../mails";
import { auditVideo, type VideoAuditAction } from "../audit";
import { ForbiddenError, InvalidError, NotFoundError } from "@/lib/errors";
import { parseInput } from "@/lib/validate";
import {
  IMAGE_TYPES,
  MAX_THUMBNAIL_BYTES,
  RECOMMENDED_TAG,
  instructorVideoUpdateSchema,
  nonEmptyTagsBodySchema,
  staffVideoUpdateSchema,
  tagsBodySchema,
} from "@/features/videos/schema";
import { assertMayChange, canSee, isStaffFor, loadVideo, presentOne, type Loaded } from "./access";
import { videoStorage } from "./storage";
import { checkObject } from "./upload";
import { verifyThumbnailToken } from "./upload-token";


type Change = Partial<typeof videos.$inferInsert>;
type AuditEntry = { action: VideoAuditAction; details: Record<string, unknown> };

/** Writes the change and its audit rows in one transaction; returns the updated row. */
export async function applyChange(actor: Actor, loaded: Loaded, set: Change, entries: AuditEntry[]): Promise<Loaded> {
  const db = await getDb();
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx.update(videos).set(set).where(eq(videos.id, loaded.video.id)).returning();
    for (const entry of entries) await auditVideo(tx, actor, entry.action, loaded.video.id, entry.details);
    return row;
  });
  if (!updated) throw new NotFoundError("Video not found");
  return { video: updated, uploader: loaded.uploader };
}

/** The approval and rejection mails to the uploader (plain, friendly; no invoice). */
export function reviewMail(loaded: Loaded, outcome: "approved" | "rejected", reason?: string | null): Mail | null {
  if (!loaded.uploader) return null;
  const dashboard = `${env().siteUrl}/instructor`;
  return outcome === "approved"
    ? mails.videoApproved(loaded.uploader.email, loaded.uploader.name, loaded.video.courseName, dashboard)
    : mails.videoRejected(loaded.uploader.email, loaded.uploader.name, loaded.video.courseName, reason ?? "", dashboard);
}

export async function sendReviewMail(mail: Mail | null): Promise<void> {
  if (mail) await sendMailSafely(mail);
}

/**
 * One video for playback (GET video/getSingleVideo/{id}, user/getSingleVideo/{id}) with a
 * short-lived streaming URL: approved videos for every approved account, an uploader's own in
 * any status, staff any. Anything else is a 404.
 */
export async function getVideo(actor: Actor | null, id: string) {
  assertCan(actor, "video.watch");
  const loaded = await loadVideo(id);
  if (!canSee(actor, loaded.video)) throw new NotFoundError("Video not found");
  return presentOne(actor, loaded, true);
}

/** The uploader of a video the actor may see (GET video/instructorProfile/{videoId}). */
export async function getVideoInstructor(actor: Actor | null, videoId: string) {
  assertCan(actor, "video.watch");
  const loaded = await loadVideo(videoId);
  if (!canSee(actor, loaded.video)) throw new NotFoundError("Video not found");
  if (!loaded.uploader) throw new NotFoundError("Instructor not found or not assigned");
  const { id, name, bio, email } = loaded.uploader;
  return { _id: id, id, name, bio, ...(isStaffFor(actor) || id === actor.id ? { email } : {}) };
}

function withRecommended(tags: string[], recommended: boolean): string[] {
  const rest = tags.filter((t) => t !== RECOMMENDED_TAG);
  return recommended ? [...rest, RECOMMENDED_TAG] : rest;
}

/**
 * Checks a replacement thumbnail uploaded with POST video/{id}/thumbnail: the token must be
 * this actor's and this video's, the object a real image of at most 5 MB (else it is deleted).
 */
async function replacementThumbnail(actor: Actor, videoId: string, token: string): Promise<Change> {
  const claims = await verifyThumbnailToken(token);
  if (!claims) throw new InvalidError("This upload has expired or is not valid. Please upload the thumbnail again.", { thumbnailUploadToken: "Invalid or expired upload token" });
  if (claims.uploaderId !== actor.id || claims.videoId !== videoId) throw new ForbiddenError("This upload belongs to another account or video");
  const storage = videoStorage();
  const checked = await checkObject(storage, { key: claims.thumbnailKey, label: "thumbnail", maxBytes: MAX_THUMBNAIL_BYTES, types: IMAGE_TYPES });
  if (!checked.ok) {
    await storage.delete(claims.thumbnailKey);
    throw new InvalidError(checked.message, { thumbnail: checked.message });
  }
  return { thumbnailKey: claims.thumbnailKey, thumbnailType: checked.type };
}

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((t, i) => t === b[i]);

/** Audit rows for the staff-only fields that changed (rank, price, recommended, tags). */
function staffAudits(before: VideoRow, set: Change): AuditEntry[] {
  const entries: AuditEntry[] = [];
  if (set.rank !== undefined && set.rank !== before.rank) entries.push({ action: "video.rank", details: { from: before.rank, to: set.rank } });
  if (set.isPriced !== undefined && set.isPriced !== before.isPriced) entries.push({ action: "video.price", details: { from: before.isPriced, to: set.isPriced } });
  if (set.tags && !same(set.tags, before.tags)) {
    const was = before.tags.includes(RECOMMENDED_TAG);
    const is = set.tags.includes(RECOMMENDED_TAG);
    if (was !== is) entries.push({ action: "video.recommend", details: { recommended: is } });
    entries.push({ action: "video.tags", details: { from: before.tags, to: set.tags } });
  }
  return entries;
}

/**
 * PUT video/updateVideo/{id}. An instructor edits the details and tags of their own video
 * (never the recommended tag), which sends it back to review. Staff also set rank, isPriced,
 * status (rejected needs a reason; approval and rejection are mailed) and recommended.
 */
export async function updateVideo(actor: Actor | null, id: string, input: unknown) {
  assertCan(actor, "video.manageOwn");
  const loaded = await loadVideo(id, { notFound: "Video not found or unauthorized update attempt" });
  assertMayChange(actor, loaded.video);
  const before = loaded.video;
  const set: Change = {};
  const entries: AuditEntry[] = [];
  let mail: Mail | null = null;

  if (!isStaffFor(actor)) {
    const data = parseInput(instructorVideoUpdateSchema, input);
    if (data.courseName !== undefined) set.courseName = data.courseName;
    if (data.courseContent !== undefined) set.courseContent = data.courseContent;
    if (data.description !== undefined) set.description = data.description;
    if (data.category !== undefined) set.category = data.category;
    if (data.tags !== undefined) set.tags = withRecommended(data.tags, before.tags.includes(RECOMMENDED_TAG));
    if (data.thumbnailUploadToken) Object.assign(set, await replacementThumbnail(actor, before.id, data.thumbnailUploadToken));
    Object.assign(set, { status: "pending", rejectionReason: null, reviewedAt: null, reviewedBy: null } satisfies Change);
  } else {
    const data = parseInput(staffVideoUpdateSchema, input);
    const content: Change = {};
    if (data.courseName !== undefined && data.courseName !== before.courseName) content.courseName = data.courseName;
    if (data.courseContent !== undefined && data.courseContent !== before.courseContent) content.courseContent = data.courseContent;
    if (data.description !== undefined && data.description !== before.description) content.description = data.description;
    if (data.category !== undefined && data.category !== before.category) content.category = data.category;
    if (data.thumbnailUploadToken) Object.assign(content, await replacementThumbnail(actor, before.id, data.thumbnailUploadToken));
    if (Object.keys(content).length > 0) entries.push({ action: "video.update", details: { fields: Object.keys(content) } });
    Object.assign(set, content);
    if (data.rank !== undefined) set.rank = data.rank;
    if (data.isPriced !== undefined) set.isPriced = data.isPriced;
    let tags = data.tags ?? before.tags;
    if (data.recommended !== undefined) tags = withRecommended(tags, data.recommended);
    if (!same(tags, before.tags)) set.tags = tags;
    entries.push(...staffAudits(before, set));

    const reason = data.rejectionReason?.trim() || null;
    if (data.status !== undefined && data.status !== before.status) {
      const review = { reviewedAt: new Date(), reviewedBy: actor.id };
      if (data.status === "approved") {
        Object.assign(set, { status: "approved", rejectionReason: null, ...review } satisfies Change);
        entries.push({ action: "video.approve", details: { from: before.status } });
        mail = reviewMail(loaded, "approved");
      } else if (data.status === "rejected") {
        if (!reason) throw new InvalidError("Please provide a rejection reason", { rejectionReason: "Please provide a rejection reason" });
        Object.assign(set, { status: "rejected", rejectionReason: reason, ...review } satisfies Change);
        entries.push({ action: "video.reject", details: { from: before.status, reason } });
        mail = reviewMail(loaded, "rejected", reason);
      } else {
        Object.assign(set, { status: "pending", rejectionReason: null, reviewedAt: null, reviewedBy: null } satisfies Change);
        entries.push({ action: "video.status", details: { from: before.status, to: "pending" } });
      }
    } else if (reason && before.status === "rejected" && reason !== before.rejectionReason) {
      set.rejectionReason = reason;
      entries.push({ action: "video.reject", details: { from: "rejected", reason } });
    }
  }

  const updated = Object.keys(set).length > 0 ? await applyChange(actor, loaded, set, entries) : loaded;
  if (set.thumbnailKey && before.thumbnailKey && set.thumbnailKey !== before.thumbnailKey) {
    await videoStorage()
      .delete(before.thumbnailKey)
      .catch((error: unknown) => console.error(`[videos] could not delete old thumbnail ${before.thumbnailKey}:`, error instanceof Error ? error.message : error));
  }
  await sendReviewMail(mail);
  return { message: "Video updated successfully", updatedVideo: await presentOne(actor, updated) };
}

/** DELETE video/deleteVideo/{id}: to the recycle bin (the same row, restorable). */
export async function deleteVideo(actor: Actor | null, id: string) {
  assertCan(actor, "video.manageOwn");
  const loaded = await loadVideo(id);
  assertMayChange(actor, loaded.video);
  await applyChange(actor, loaded, { deletedAt: new Date(), deletedBy: actor.id }, [
    { action: "video.delete", details: { courseName: loaded.video.courseName, uploadedBy: loaded.video.uploadedBy } },
  ]);
  return { message: "Video moved to Recycle Bin successfully" };
}

type TagOp = "add" | "remove" | "update";

/** PATCH video/{id}/tags/add, PATCH …/remove, PUT …/update: staff only; tags normalised. */
export async function changeVideoTags(actor: Actor | null, id: string, op: TagOp, input: unknown) {
  assertCan(actor, "video.manageAll");
  const { tags } = parseInput(op === "update" ? tagsBodySchema : nonEmptyTagsBodySchema, input);
  const loaded = await loadVideo(id);
  const before = loaded.video.tags;
  const next = op === "add" ? [...new Set([...before, ...tags])] : op === "remove" ? before.filter((t) => !tags.includes(t)) : tags;
  if (next.length > 20) throw new InvalidError("At most 20 tags", { tags: "At most 20 tags" });
  const set: Change = same(next, before) ? {} : { tags: next };
  const updated = set.tags ? await applyChange(actor, loaded, set, staffAudits(loaded.video, set)) : loaded;
  const message = op === "add" ? "Tags added successfully" : op === "remove" ? "Tags removed successfully" : "Tags updated successfully";
  return { message, video: await presentOne(actor, updated) };
}

