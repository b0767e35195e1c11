import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { getDb, type Tx } from "@/lib/db/client";
import { galleryImages, users, type GalleryImageRow } from "@/lib/db/schema";
import { transition } from "@/lib/db/transition";
import { env } from "@/lib/config/env";
import { enqueueMail } from "@/lib/jobs/mail";
import type { Actor } from "@/lib/session/actor-type";
import { parseInput } from "@/lib/validate";
import { assertCan } from "@/registry/permissions";
import { auditGallery } from "../audit";
import { mails } from "../mails";
import { approveSchema, listQuerySchema, rejectSchema } from "../schema";
import { NOT_FOUND, loadPhoto, present, presentOne, selectPhotos } from "./photos";

/**
 * Review (Gallery Approvals): a photo waits as `pending` until staff approve or reject it, once.
 * The one state machine of a photo's review is here: pending → approved, pending → rejected
 * (with an optional reason); a school's edit sends it back to pending (./manage.ts). Each
 * decision is one conditional update (lib/db/transition.ts), audited, and mailed to the school's
 * account through the outbox, all in one transaction.
 */

type Decision = { to: "approved" } | { to: "rejected"; reason: string | null };

function conflictMessage(decision: Decision, current: GalleryImageRow): string {
  if (current.status === decision.to) return `This image has already been ${decision.to}`;
  return decision.to === "approved" ? "Only images awaiting review can be approved" : "Only images awaiting review can be rejected";
}

/** A decision on a version nobody saw: the school changed the photo's details after the admin opened it. */
const CHANGED_SINCE_SEEN = "This photo was changed after you opened it. Please review it again.";

async function decide(tx: Tx, actor: Actor, id: string, decision: Decision, seenUpdatedAt: string | undefined): Promise<void> {
  const reason = decision.to === "rejected" ? decision.reason : null;
  const { row, from } = await transition(tx, galleryImages, {
    id,
    from: ["pending"],
    where: isNull(galleryImages.deletedAt),
    set: { status: decision.to, rejectionReason: reason, reviewedAt: new Date(), reviewedBy: actor.id },
    conflict: (current) => conflictMessage(decision, current),
    notFound: NOT_FOUND,
    ...(seenUpdatedAt ? { seen: { updatedAt: seenUpdatedAt, changed: CHANGED_SINCE_SEEN } } : {}),
  });
  await auditGallery(tx, actor, decision.to === "approved" ? "gallery.approve" : "gallery.reject", id, {
    from,
    title: row.title,
    schoolId: row.schoolId,
    ...(decision.to === "rejected" ? { reason } : {}),
  });
  // The school's account, at its own address (none when the account was deleted meanwhile).
  if (!row.schoolId) return;
  const [school] = await tx.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, row.schoolId));
  if (!school) return;
  const site = env().siteUrl;
  await enqueueMail(
    tx,
    decision.to === "approved"
      ? mails.photoApproved(school.email, school.name, row.title, `${site}/gallery`)
      : mails.photoRejected(school.email, school.name, row.title, reason, `${site}/school?tab=gallery-management`),
  );
}

/**
 * PUT gallery/approve/{id}: a pending photo is published. 409 for any other status (and to the
 * loser of two admins deciding at once); with `updatedAt`, 409 too for a photo its school changed
 * after the admin opened it, never published unseen.
 */
export async function approvePhoto(actor: Actor | null, id: string, input: unknown = {}) {
  assertCan(actor, "gallery.moderate");
  const { updatedAt } = parseInput(approveSchema, input ?? {});
  const db = await getDb();
  const loaded = await db.transaction(async (tx) => {
    await decide(tx, actor, id, { to: "approved" }, updatedAt);
    return loadPhoto(id, { tx });
  });
  return { message: "Image approved.", image: await presentOne(actor, loaded) };
}

/** PUT gallery/reject/{id}, with an optional `reason` the school reads (on its dashboard and in the mail). */
export async function rejectPhoto(actor: Actor | null, id: string, input: unknown) {
  assertCan(actor, "gallery.moderate");
  const { reason, updatedAt } = parseInput(rejectSchema, input ?? {});
  const db = await getDb();
  const loaded = await db.transaction(async (tx) => {
    await decide(tx, actor, id, { to: "rejected", reason: reason ? reason : null }, updatedAt);
    return loadPhoto(id, { tx });
  });
  return { message: "Image rejected.", image: await presentOne(actor, loaded) };
}

export type PhotoPage = { images: Awaited<ReturnType<typeof present>>; total: number; page: number; limit: number; totalPages: number };

/** One page of photos matching `where` in `order`, with the count: two statements, run side by side. */
export async function pageOfPhotos(actor: Actor | null, where: SQL, order: SQL[], page: number, limit: number): Promise<PhotoPage> {
  const db = await getDb();
  const [rows, [counted]] = await Promise.all([
    selectPhotos(db)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(galleryImages).where(where),
  ]);
  const total = counted?.n ?? 0;
  return { images: await present(actor, rows), total, page, limit, totalPages: Math.max(1, Math.ceil(total / limit)) };
}

const pendingWhere = and(eq(galleryImages.status, "pending"), isNull(galleryImages.deletedAt))!;

/**
 * GET gallery/getPendingImages and the pending table: photos waiting for review, the one that
 * has waited longest first (`sortBy=newest`: newest first), with the uploader's e-mail (staff).
 */
export async function listPendingPhotos(actor: Actor | null, query: Record<string, unknown> = {}): Promise<PhotoPage> {
  assertCan(actor, "gallery.moderate");
  const { page, limit, sortBy } = parseInput(listQuerySchema, query);
  const order =
    sortBy === "newest" ? [desc(galleryImages.createdAt), desc(galleryImages.id)] : [asc(galleryImages.createdAt), asc(galleryImages.id)];
  return pageOfPhotos(actor, pendingWhere, order, page, limit);
}

/** The reviewed table: approved and rejected photos, rejected first (spec 02), then the most recently reviewed. */
export async function listReviewedPhotos(actor: Actor | null, query: Record<string, unknown> = {}): Promise<PhotoPage> {
  assertCan(actor, "gallery.moderate");
  const { page, limit } = parseInput(listQuerySchema, query);
  const where = and(inArray(galleryImages.status, ["approved", "rejected"]), isNull(galleryImages.deletedAt))!;
  const order = [
    sql`(${galleryImages.status} = 'rejected') DESC`,
    sql`${galleryImages.reviewedAt} DESC NULLS LAST`,
    desc(galleryImages.createdAt),
    desc(galleryImages.id),
  ];
  return pageOfPhotos(actor, where, order, page, limit);
}

/** The Gallery Approvals badge: how many photos wait for review. */
export async function countPendingPhotos(actor: Actor | null): Promise<number> {
  assertCan(actor, "gallery.moderate");
  const db = await getDb();
  const [row] = await db.select({ n: count() }).from(galleryImages).where(pendingWhere);
  return row?.n ?? 0;
}
