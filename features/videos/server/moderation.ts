import type { Actor } from "@/lib/session/actor-type";
import { assertCan } from "@/registry/permissions";
import { getDb } from "@/lib/db/client";
import { parseInput } from "@/lib/validate";
import { approveVideoSchema, rejectVideoSchema } from "@/features/videos/schema";
import { loadVideo, presentOne } from "./access";
import { decide } from "./review";
import { enqueueReviewMail, reviewMail } from "./videos";

/**
 * PUT adminVideoApproval/approve/video/{id}: a pending video becomes approved; mailed and audited.
 * With `updatedAt` (the version the admin reviewed), only that version: a video its instructor
 * changed after the admin opened it (a new file, title or thumbnail, still pending) is 409, to be
 * reviewed again, never published unseen (one conditional update: lib/db/transition.ts `seen`).
 */
export async function approveVideo(actor: Actor | null, id: string, input: unknown = {}) {
  assertCan(actor, "video.moderate");
  const { updatedAt } = parseInput(approveVideoSchema, input ?? {});
  const db = await getDb();
  const updated = await db.transaction(async (tx) => {
    await decide(tx, actor, id, { to: "approved" }, {}, updatedAt);
    const loaded = await loadVideo(id, { tx });
    await enqueueReviewMail(tx, reviewMail(loaded, "approved"));
    return loaded;
  });
  return { message: "Video approved successfully", video: await presentOne(actor, updated) };
}

/**
 * PUT adminVideoApproval/reject/video/{id}: a pending video is rejected with a stored, mailed
 * reason; with `updatedAt`, only the version the admin reviewed (a reason written for an older
 * version is 409, as for approve).
 */
export async function rejectVideo(actor: Actor | null, id: string, input: unknown) {
  assertCan(actor, "video.moderate");
  const { rejectionReason, updatedAt } = parseInput(rejectVideoSchema, input);
  const db = await getDb();
  const updated = await db.transaction(async (tx) => {
    await decide(tx, actor, id, { to: "rejected", reason: rejectionReason }, {}, updatedAt);
    const loaded = await loadVideo(id, { tx });
    await enqueueReviewMail(tx, reviewMail(loaded, "rejected", rejectionReason));
    return loaded;
  });
  return { message: "Video rejected successfully", video: await presentOne(actor, updated) };
}
