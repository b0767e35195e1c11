import { and, eq, isNull } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { videos, type VideoRow, type VideoStatus } from "@/lib/db/schema";
import { transition } from "@/lib/db/transition";
import type { Actor } from "@/lib/session/actor-type";
import { auditVideo } from "../audit";

/**
 * The one state machine of a video's review, and the statuses each move may start from, as the
 * spec has them: pending → approved; pending → rejected (with a reason); an uploader's edit
 * sends a video back to pending. So an approved video is never rejected and a rejected one is
 * approved only after its uploader edited it (the rejection mail says so), by any route, staff
 * edit included; and of an approve and a reject sent at once exactly one succeeds.
 */
export const REVIEW_FROM = {
  approved: ["pending"],
  rejected: ["pending"],
} as const satisfies Record<"approved" | "rejected", readonly VideoStatus[]>;
const RESUBMIT_FROM = ["pending", "approved", "rejected"] as const satisfies readonly VideoStatus[];

export type Decision = { to: "approved" } | { to: "rejected"; reason: string };
type Change = Partial<typeof videos.$inferInsert>;

function conflictMessage(decision: Decision, current: VideoRow): string {
  if (decision.to === "approved")
    return current.status === "approved" ? "This video is already approved" : "Only videos awaiting review can be approved";
  return current.status === "rejected" ? "This video has already been rejected" : "Only videos awaiting review can be rejected";
}

/** A decision on a version nobody saw: the instructor changed the video (a file, the title) after the admin opened it. */
const CHANGED_SINCE_SEEN = "This video was changed after you opened it. Please review it again.";

/**
 * An admin's decision on a video not in the recycle bin: one conditional UPDATE (with `also`,
 * other fields of the same edit) and its audit row, in `tx`. Of two admins deciding at once one
 * wins; the other gets 409 and writes nothing. Send the uploader's mail only for the winner.
 * With `seenUpdatedAt`, only the version the admin saw: one changed since is 409 too.
 */
export async function decide(
  tx: Tx,
  actor: Actor,
  id: string,
  decision: Decision,
  also: Change = {},
  seenUpdatedAt?: string,
): Promise<VideoRow> {
  const reason = decision.to === "rejected" ? decision.reason : null;
  const { row, from } = await transition(tx, videos, {
    id,
    from: REVIEW_FROM[decision.to],
    where: isNull(videos.deletedAt),
    set: { ...also, status: decision.to, rejectionReason: reason, reviewedAt: new Date(), reviewedBy: actor.id },
    conflict: (current) => conflictMessage(decision, current),
    notFound: "Video not found",
    ...(seenUpdatedAt ? { seen: { updatedAt: seenUpdatedAt, changed: CHANGED_SINCE_SEEN } } : {}),
  });
  await auditVideo(
    tx,
    actor,
    decision.to === "approved" ? "video.approve" : "video.reject",
    id,
    decision.to === "approved" ? { from } : { from, reason },
  );
  return row;
}

/** An uploader's edit of their own video (not in the bin): the changes, and the video back to review. */
export async function resubmit(tx: Tx, actor: Actor, id: string, changes: Change): Promise<VideoRow> {
  const { row } = await transition(tx, videos, {
    id,
    from: RESUBMIT_FROM,
    where: and(isNull(videos.deletedAt), eq(videos.uploadedBy, actor.id)),
    set: { ...changes, status: "pending", rejectionReason: null, reviewedAt: null, reviewedBy: null },
    conflict: "This video was changed meanwhile; please reload it",
    notFound: "Video not found or unauthorized update attempt",
  });
  return row;
}
