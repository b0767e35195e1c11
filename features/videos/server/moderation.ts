import "server-only";
import type { Actor } from "@/lib/session/actor-type";
import { assertCan } from "@/registry/permissions";
import { ConflictError } from "@/lib/errors";
import { parseInput } from "@/lib/validate";
import { rejectVideoSchema } from "@/features/videos/schema";
import { loadVideo, presentOne } from "./access";
import { applyChange, reviewMail, sendReviewMail } from "./videos";

/** PUT adminVideoApproval/approve/video/{id}: a pending or rejected video becomes approved; mailed and audited. */
export async function approveVideo(actor: Actor | null, id: string) {
  assertCan(actor, "video.moderate");
  const loaded = await loadVideo(id);
  if (loaded.video.status === "approved") throw new ConflictError("This video is already approved");
  const updated = await applyChange(actor, loaded, { status: "approved", rejectionReason: null, reviewedAt: new Date(), reviewedBy: actor.id }, [
    { action: "video.approve", details: { from: loaded.video.status } },
  ]);
  await sendReviewMail(reviewMail(loaded, "approved"));
  return { message: "Video approved successfully", video: await presentOne(actor, updated) };
}

/** PUT adminVideoApproval/reject/video/{id}: a pending video is rejected with a stored, mailed reason. */
export async function rejectVideo(actor: Actor | null, id: string, input: unknown) {
  assertCan(actor, "video.moderate");
  const { rejectionReason } = parseInput(rejectVideoSchema, input);
  const loaded = await loadVideo(id);
  if (loaded.video.status !== "pending") {
    throw new ConflictError(loaded.video.status === "rejected" ? "This video has already been rejected" : "Only videos awaiting review can be rejected");
  }
  const updated = await applyChange(actor, loaded, { status: "rejected", rejectionReason, reviewedAt: new Date(), reviewedBy: actor.id }, [
    { action: "video.reject", details: { from: "pending", reason: rejectionReason } },
  ]);
  await sendReviewMail(reviewMail(loaded, "rejected", rejectionReason));
  return { message: "Video rejected successfully", video: await presentOne(actor, updated) };
}
