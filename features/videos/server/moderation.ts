import "server-only";
import type { Actor } from "@/lib/session/actor-type";
import { assertCan } from "@/registry/permissions";
import { getDb } from "@/lib/db/client";
import { parseInput } from "@/lib/validate";
import { rejectVideoSchema } from "@/features/videos/schema";
import { loadVideo, presentOne } from "./access";
import { decide } from "./review";
import { enqueueReviewMail, reviewMail } from "./videos";

/** PUT adminVideoApproval/approve/video/{id}: a pending video becomes approved; mailed and audited. */
export async function approveVideo(actor: Actor | null, id: string) {
  assertCan(actor, "video.moderate");
  const db = await getDb();
  const updated = await db.transaction(async (tx) => {
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
