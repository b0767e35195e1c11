import "server-only";
import type { Actor } from "@/lib/session/actor-type";
import { assertCan } from "@/registry/permissions";
import { getDb } from "@/lib/db/client";
import { parseInput } from "@/lib/validate";
import { ConflictError } from "@/lib/errors";
import { approveVideoSchema, rejectVideoSchema } from "@/features/videos/schema";
import { loadVideo, presentOne } from "./access";
import { decide } from "./review";
import { enqueueReviewMail, reviewMail } from "./videos";

/**
 * PUT adminVideoApproval/approve/video/{id}: a pending video becomes approved; mailed and audited.
 * With `updatedAt` (the version the admin reviewed), only that version: a video its instructor
 * changed after the admin opened it (a new file, title or thumbnail, still pending) is 409, to be
 * reviewed again, never published unseen. The row stays locked from that check to the decision.
 */
export async function approveVideo(actor: Actor | null, id: string, input: unknown = {}) {
  assertCan(actor, "video.moderate");
  const { updatedAt } = parseInput(approveVideoSchema, input ?? {});
  const db = await getDb();
  const updated = await db.transaction(async (tx) => {
    if (updatedAt !== undefined) {
      const { video } = await loadVideo(id, { tx, lock: true });
      if (video.updatedAt.getTime() !== Date.parse(updatedAt))
        throw new ConflictError("This video was changed after you opened it. Please review it again.");
    }
    await decide(tx, actor, id, { to: "approved" });
    const loaded = await loadVideo(id, { tx });
    await enqueueReviewMail(tx, reviewMail(loaded, "approved"));
    return loaded;
  });
  return { message: "Video approved successfully", video: await presentOne(actor, updated) };
}

/** PUT adminVideoApproval/reject/video/{id}: a pending video is rejected with a stored, mailed reason. */
export async function rejectVideo(actor: Actor | null, id: string, input: unknown) {
  assertCan(actor, "video.moderate");
  const { rejectionReason } = parseInput(rejectVideoSchema, input);
  const db = await getDb();
  const updated = await db.transaction(async (tx) => {
    await decide(tx, actor, id, { to: "rejected", reason: rejectionReason });
    const loaded = await loadVideo(id, { tx });
    await enqueueReviewMail(tx, reviewMail(loaded, "rejected", rejectionReason));
    return loaded;
  });
  return { message: "Video rejected successfully", video: await presentOne(actor, updated) };
}
