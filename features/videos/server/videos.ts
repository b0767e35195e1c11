import { eq, isNull } from "drizzle-orm";
import type { Actor } from "@/lib/session/actor-type";
import { assertCan } from "@/registry/permissions";
import { getDb, type Tx } from "@/lib/db/client";
import { transition } from "@/lib/db/transition";
import { videos, type VideoRow } from "@/lib/db/schema";
import { env } from "@/lib/config/env";
import type { Mail } from "@/lib/mail/mailer";
import { enqueueMail } from "@/lib/jobs/mail";
import { mails } from "../mails";
import { auditVideo, type VideoAuditAction } from "../audit";
import { ConflictError, InvalidError, NotFoundError } from "@/lib/errors";
import { ignoringFields, parseInput, parseUpdate } from "@/lib/validate";
import { sameFileUrl } from "@/lib/storage/file-url";
import {
  IGNORED_FIELDS,
  MAX_TAGS,
  RECOMMENDED_TAG,
  instructorVideoUpdateSchema,
  nonEmptyTagsBodySchema,
  staffVideoUpdateSchema,
  tagsBodySchema,
  type InstructorVideoUpdate,
  type StaffVideoUpdate,
} from "@/features/videos/schema";
import { assertMayChange, canSee, isStaffFor, loadVideo, presentOne, type Loaded } from "./access";
import { deleteObjectsLater } from "@/lib/jobs/storage";
import { checkReplacementThumbnail, checkReplacementVideo, claimThumbnailUpload, claimVideoFileUpload, claimVideoUpload } from "./upload";
import { abandonUpload } from "@/lib/uploads";
import { getStorage } from "@/lib/storage";
import { decide, resubmit } from "./review";

export type VideoInsert = typeof videos.$inferInsert;
type Change = Partial<VideoInsert>;
type AuditEntry = { action: VideoAuditAction; details: Record<string, unknown> };

/** The approval and rejection mails to the uploader (plain, friendly; no invoice). */
export function reviewMail(loaded: Loaded, outcome: "approved" | "rejected", reason?: string | null): Mail | null {
  if (!loaded.uploader) return null;
  const dashboard = `${env().siteUrl}/instructor`;
  return outcome === "approved"
    ? mails.videoApproved(loaded.uploader.email, loaded.uploader.name, loaded.video.courseName, dashboard)
    : mails.videoRejected(loaded.uploader.email, loaded.uploader.name, loaded.video.courseName, reason ?? "", dashboard);
}

/** Sends the review mail, if any, once `tx` (the decision's transaction) commits. */
export async function enqueueReviewMail(tx: Tx, mail: Mail | null): Promise<void> {
  if (mail) await enqueueMail(tx, mail);
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

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((t, i) => t === b[i]);

/** Audit rows for the staff-only fields that changed (rank, price, recommended, tags). */
function staffAudits(before: VideoRow, set: Change): AuditEntry[] {
  const entries: AuditEntry[] = [];
  if (set.rank !== undefined && set.rank !== before.rank)
    entries.push({ action: "video.rank", details: { from: before.rank, to: set.rank } });
  if (set.isPriced !== undefined && set.isPriced !== before.isPriced)
    entries.push({ action: "video.price", details: { from: before.isPriced, to: set.isPriced } });
  if (set.tags && !same(set.tags, before.tags)) {
    const was = before.tags.includes(RECOMMENDED_TAG);
    const is = set.tags.includes(RECOMMENDED_TAG);
    if (was !== is) entries.push({ action: "video.recommend", details: { recommended: is } });
    entries.push({ action: "video.tags", details: { from: before.tags, to: set.tags } });
  }
  return entries;
}

/** Writes the change of a video locked in `tx` (no status change) and its audit rows. */
async function writeLocked(tx: Tx, actor: Actor, id: string, set: Change, entries: AuditEntry[]): Promise<VideoRow> {
  const [row] = await tx.update(videos).set(set).where(eq(videos.id, id)).returning();
  if (!row) throw new Error(`video ${id} vanished while locked`);
  for (const entry of entries) await auditVideo(tx, actor, entry.action, id, entry.details);
  return row;
}

type Edit = { video: VideoRow; mail: Mail | null };

/** An uploader's edit (the video locked in `tx`): details and tags, never `recommended`; back to review. */
async function editAsUploader(tx: Tx, actor: Actor, locked: Loaded, data: InstructorVideoUpdate, thumbnail: Change): Promise<Edit> {
  const recommended = locked.video.tags.includes(RECOMMENDED_TAG);
  if (data.tags?.includes(RECOMMENDED_TAG) && !recommended) {
    throw new InvalidError("The recommended tag is set by our team", { tags: "The recommended tag is set by our team" });
  }
  const before = locked.video;
  const set: Change = { ...thumbnail };
  if (data.courseName !== undefined && data.courseName !== before.courseName) set.courseName = data.courseName;
  if (data.courseContent !== undefined && data.courseContent !== before.courseContent) set.courseContent = data.courseContent;
  if (data.description !== undefined && data.description !== before.description) set.description = data.description;
  if (data.category !== undefined && data.category !== before.category) set.category = data.category;
  const tags = data.tags === undefined ? before.tags : withRecommended(data.tags, recommended);
  if (!same(tags, before.tags)) set.tags = tags;
  // The video object sent back unchanged is no edit: it keeps its status (no new review).
  if (Object.keys(set).length === 0) return { video: before, mail: null };
  return { video: await resubmit(tx, actor, before.id, set), mail: null };
}

/**
 * A staff edit (the video locked in `tx`): details, rank, price, tags, recommended, and a
 * status change through the same review moves as approve and reject (`decide`). Sending a
 * video back to pending is the uploader's edit, not staff's: 409.
 */
async function editAsStaff(tx: Tx, actor: Actor, locked: Loaded, data: StaffVideoUpdate, thumbnail: Change): Promise<Edit> {
  const before = locked.video;
  const content: Change = { ...thumbnail };
  if (data.courseName !== undefined && data.courseName !== before.courseName) content.courseName = data.courseName;
  if (data.courseContent !== undefined && data.courseContent !== before.courseContent) content.courseContent = data.courseContent;
  if (data.description !== undefined && data.description !== before.description) content.description = data.description;
  if (data.category !== undefined && data.category !== before.category) content.category = data.category;
  const entries: AuditEntry[] =
    Object.keys(content).length > 0 ? [{ action: "video.update", details: { fields: Object.keys(content) } }] : [];
  const set: Change = { ...content };
  // Only what differs is written: a video sent back unchanged changes nothing, not even updatedAt.
  if (data.rank !== undefined && data.rank !== before.rank) set.rank = data.rank;
  if (data.isPriced !== undefined && data.isPriced !== before.isPriced) set.isPriced = data.isPriced;
  let tags = data.tags ?? before.tags;
  if (data.recommended !== undefined) tags = withRecommended(tags, data.recommended);
  if (!same(tags, before.tags)) set.tags = tags;
  entries.push(...staffAudits(before, set));

  const reason = data.rejectionReason?.trim() || null;
  if (data.status !== undefined && data.status !== before.status) {
    if (data.status === "pending") throw new ConflictError("Only the uploader's edit sends a video back to review");
    if (data.status === "rejected" && !reason)
      throw new InvalidError("Please provide a rejection reason", { rejectionReason: "Please provide a rejection reason" });
    for (const entry of entries) await auditVideo(tx, actor, entry.action, before.id, entry.details);
    const decision = data.status === "approved" ? { to: "approved" as const } : { to: "rejected" as const, reason: reason ?? "" };
    const video = await decide(tx, actor, before.id, decision, set);
    const loaded = { video, uploader: locked.uploader };
    return { video, mail: decision.to === "approved" ? reviewMail(loaded, "approved") : reviewMail(loaded, "rejected", decision.reason) };
  }
  if (reason && before.status === "rejected" && reason !== before.rejectionReason) {
    set.rejectionReason = reason;
    entries.push({ action: "video.reject", details: { from: "rejected", reason } });
  }
  return { video: Object.keys(set).length > 0 ? await writeLocked(tx, actor, before.id, set, entries) : before, mail: null };
}

/** Some answers carry no video URL (null): a video object from them comes back with null. */
const SAME_URL = { thumbnailUrl: sameFileUrl, videoUrl: (sent: unknown, ours: unknown) => sent === null || sameFileUrl(sent, ours) };

/** An edit of a version someone else has changed since the editor opened it (`updatedAt`). */
const CHANGED_MEANWHILE = "This video was changed meanwhile; please reload it";

/**
 * PUT video/updateVideo/{id}. An instructor edits the details and tags of their own video
 * (never the recommended tag), which sends it back to review. Staff also set rank, isPriced,
 * status (rejected needs a reason; approval and rejection are mailed) and recommended. A video
 * object we answered with may be sent back: its other keys are accepted unchanged, refused (422)
 * changed; its `instructorName` is ignored whatever it says (the uploader's account names the
 * video). The video is locked for the edit, so a concurrent decision or tag change is never
 * overwritten; with `updatedAt` (the version the editor opened) an edit of a video changed since
 * is 409, so of two edits at once one wins. `thumbnailUploadToken` and `videoUploadToken`
 * (POST video/{id}/thumbnail, POST video/{id}/file) swap in new files, checked as an upload's;
 * the replaced ones are deleted once the edit commits, and an edit that fails deletes the new
 * ones.
 */
export async function updateVideo(actor: Actor | null, id: string, input: unknown, received?: { uploadId: string; change: Change }) {
  assertCan(actor, "video.manageOwn");
  const loaded = await loadVideo(id, { notFound: UPDATE_NOT_FOUND });
  assertMayChange(actor, loaded.video);
  const staff = isStaffFor(actor);
  // A video object we answered with may come back whole: its other keys must be unchanged.
  const ours = await presentOne(actor, loaded, true);
  const body = ignoringFields(input, IGNORED_FIELDS);
  const data = staff
    ? { staff: parseUpdate(staffVideoUpdateSchema, body, ours, SAME_URL) }
    : { uploader: parseUpdate(instructorVideoUpdateSchema, body, ours, SAME_URL) };
  const { thumbnailUploadToken, videoUploadToken, updatedAt: seen } = data.staff ?? data.uploader;
  // Checked before the transaction: they read the objects from storage. Confirmed in it.
  const thumbnail = thumbnailUploadToken ? await checkReplacementThumbnail(actor, id, thumbnailUploadToken) : null;
  const video = videoUploadToken ? await checkReplacementVideo(actor, id, videoUploadToken).catch(dropping(thumbnail)) : null;
  const files: Change = { ...received?.change, ...thumbnail?.change, ...video?.change };
  const db = await getDb();
  const { edit, locked } = await db
    .transaction(async (tx) => {
      const locked = await loadVideo(id, { tx, lock: true, notFound: UPDATE_NOT_FOUND });
      if (seen !== undefined && locked.video.updatedAt.getTime() !== Date.parse(seen)) throw new ConflictError(CHANGED_MEANWHILE);
      if (thumbnail) await claimThumbnailUpload(tx, thumbnail.uploadId);
      if (video) await claimVideoFileUpload(tx, video.uploadId);
      if (received) await claimVideoUpload(tx, received.uploadId);
      const edit = data.staff
        ? await editAsStaff(tx, actor, locked, data.staff, files)
        : await editAsUploader(tx, actor, locked, data.uploader, files);
      await enqueueReviewMail(tx, edit.mail);
      // The replaced files, once nothing points at them (after this commits, through the outbox).
      await deleteObjectsLater(tx, [
        files.thumbnailKey && files.thumbnailKey !== locked.video.thumbnailKey ? locked.video.thumbnailKey : null,
        files.videoKey && files.videoKey !== locked.video.videoKey ? locked.video.videoKey : null,
      ]);
      return { edit, locked };
    })
    .catch(dropping(thumbnail, video));
  return { message: "Video updated successfully", updatedVideo: await presentOne(actor, { video: edit.video, uploader: locked.uploader }) };
}

const UPDATE_NOT_FOUND = "Video not found or unauthorized update attempt";

/**
 * For an edit that failed: refuses the replacement files' uploads that it did not confirm and
 * deletes their objects (lib/uploads abandonUpload), then rethrows. No orphan file is left
 * waiting for the expiry job; one confirmed meanwhile (409 from abandonUpload) is left alone.
 */
function dropping(...replacements: ({ uploadId: string } | null)[]) {
  return async (error: unknown): Promise<never> => {
    for (const replacement of replacements) {
      if (replacement) await abandonUpload(getStorage(), replacement.uploadId).catch(() => undefined);
    }
    throw error;
  };
}

/** What updateVideo checks first (the video exists, the actor may change it), for a caller about to receive files for it. */
export async function assertMayUpdate(actor: Actor, id: string): Promise<void> {
  assertMayChange(actor, (await loadVideo(id, { notFound: UPDATE_NOT_FOUND })).video);
}

/** DELETE video/deleteVideo/{id}: to the recycle bin (the same row, restorable); once, however many ask. */
export async function deleteVideo(actor: Actor | null, id: string) {
  assertCan(actor, "video.manageOwn");
  const loaded = await loadVideo(id);
  assertMayChange(actor, loaded.video);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const { row } = await transition(tx, videos, {
      id,
      where: isNull(videos.deletedAt),
      set: { deletedAt: new Date(), deletedBy: actor.id },
      conflict: "This video was changed meanwhile; please reload it",
      notFound: "Video not found",
    });
    await auditVideo(tx, actor, "video.delete", id, { courseName: row.courseName, uploadedBy: row.uploadedBy });
  });
  return { message: "Video moved to Recycle Bin successfully" };
}

type TagOp = "add" | "remove" | "update";

/**
 * PATCH video/{id}/tags/add, PATCH …/remove, PUT …/update: staff only; tags normalised. The
 * video is locked while the new list is computed, so two concurrent adds both stay.
 */
export async function changeVideoTags(actor: Actor | null, id: string, op: TagOp, input: unknown) {
  assertCan(actor, "video.manageAll");
  const { tags } = parseInput(op === "update" ? tagsBodySchema : nonEmptyTagsBodySchema, input);
  const db = await getDb();
  const updated = await db.transaction(async (tx) => {
    const locked = await loadVideo(id, { tx, lock: true });
    const before = locked.video.tags;
    const next = op === "add" ? [...new Set([...before, ...tags])] : op === "remove" ? before.filter((t) => !tags.includes(t)) : tags;
    if (next.length > MAX_TAGS) throw new InvalidError(`At most ${MAX_TAGS} tags`, { tags: `At most ${MAX_TAGS} tags` });
    if (same(next, before)) return locked;
    const set: Change = { tags: next };
    return { video: await writeLocked(tx, actor, id, set, staffAudits(locked.video, set)), uploader: locked.uploader };
  });
  const message = op === "add" ? "Tags added successfully" : op === "remove" ? "Tags removed successfully" : "Tags updated successfully";
  return { message, video: await presentOne(actor, updated) };
}
