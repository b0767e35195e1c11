import { describe, expect, it } from "vitest";
import { videos } from "@/lib/db/schema";
import { ConflictError, NotFoundError } from "@/lib/errors";
import { actorFor, auditsOf, createUser, rowById } from "@/test/db";
import { race } from "@/test/races";
import { setUpMemoryStorage } from "@/test/storage";
import { createVideo } from "@/test/videos";
import { requirePostgres } from "@/test/postgres";
import { approveVideo, rejectVideo } from "./moderation";
import { purgeVideo, restoreVideo } from "./recycle-bin";
import { changeVideoTags, updateVideo } from "./videos";

// PGlite runs one transaction at a time, so these races would pass there without proving
// anything: they need the real PostgreSQL whose pool (10 connections) runs them side by side.
await requirePostgres();

const ROUNDS = 10;
setUpMemoryStorage();

const stored = (id: string) => rowById(videos, id);

async function staff() {
  return actorFor(await createUser({ role: "admin" }));
}

describe("two admins deciding on the same pending video at once", () => {
  it("approve and reject: one wins, the other gets 409; one audit row; the stored status is the winner's", async () => {
    const [first, second] = [await staff(), await staff()];
    const teacher = await createUser({ role: "instructor" });
    for (let round = 0; round < ROUNDS; round++) {
      const video = await createVideo(teacher, { status: "pending" });
      const { winner, error } = await race(
        () => approveVideo(first, video.id),
        () => rejectVideo(second, video.id, { rejectionReason: "Too loud" }),
      );
      expect(error).toBeInstanceOf(ConflictError);
      const audits = await auditsOf(video.id);
      expect(audits.map((a) => a.action)).toEqual([winner === 0 ? "video.approve" : "video.reject"]);
      expect(audits[0]?.details).toMatchObject({ from: "pending" });
      expect(await stored(video.id)).toMatchObject(
        winner === 0
          ? { status: "approved", rejectionReason: null, reviewedBy: first.id }
          : { status: "rejected", rejectionReason: "Too loud", reviewedBy: second.id },
      );
    }
  });

  it("an instructor's edit and the approval of the version reviewed: the edit is never published unseen", async () => {
    const admin = await staff();
    const teacher = await createUser({ role: "instructor" });
    for (let round = 0; round < ROUNDS; round++) {
      const video = await createVideo(teacher, { status: "pending", courseName: "Seen", updatedAt: new Date(Date.now() - 60_000) });
      const reviewed = (await stored(video.id))!.updatedAt.toISOString();
      await Promise.allSettled([
        approveVideo(admin, video.id, { updatedAt: reviewed }),
        updateVideo(actorFor(teacher), video.id, { courseName: "Unseen" }),
      ]);
      const after = await stored(video.id);
      // Approved first, then edited (back to review); or edited first, and the approval refused.
      expect(after, `round ${round}`).toMatchObject({ status: "pending", courseName: "Unseen" });
    }
  });

  it("a staff edit's status change races the same way (no second state machine)", async () => {
    const [first, second] = [await staff(), await staff()];
    for (let round = 0; round < ROUNDS; round++) {
      const video = await createVideo(null, { status: "pending" });
      const { winner, error } = await race(
        () => updateVideo(first, video.id, { status: "rejected", rejectionReason: "Blurred" }),
        () => approveVideo(second, video.id),
      );
      expect(error).toBeInstanceOf(ConflictError);
      expect((await auditsOf(video.id)).map((a) => a.action)).toEqual([winner === 0 ? "video.reject" : "video.approve"]);
      expect((await stored(video.id))?.status).toBe(winner === 0 ? "rejected" : "approved");
    }
  });
});

describe("two admins adding tags to the same video at once", () => {
  it("keeps both additions", async () => {
    const [first, second] = [await staff(), await staff()];
    for (let round = 0; round < ROUNDS; round++) {
      const video = await createVideo(null, { tags: ["calm"] });
      await Promise.all([
        changeVideoTags(first, video.id, "add", { tags: ["sleep"] }),
        changeVideoTags(second, video.id, "add", { tags: ["focus"] }),
      ]);
      expect([...(await stored(video.id))!.tags].sort()).toEqual(["calm", "focus", "sleep"]);
      expect((await auditsOf(video.id)).map((a) => a.action)).toEqual(["video.tags", "video.tags"]);
    }
  });
});

describe("restore and purge of the same recycle bin item at once", () => {
  it("one wins, the other finds nothing left in the bin (404); one audit row; the row matches the winner", async () => {
    const [first, second] = [await staff(), await staff()];
    for (let round = 0; round < ROUNDS; round++) {
      const video = await createVideo(null, { deletedAt: new Date() });
      const { winner, error } = await race(
        () => restoreVideo(first, video.id),
        () => purgeVideo(second, video.id),
      );
      expect(error).toBeInstanceOf(NotFoundError);
      expect((error as Error).message).toBe("Recycle item not found");
      expect((await auditsOf(video.id)).map((a) => a.action)).toEqual([winner === 0 ? "video.restore" : "video.purge"]);
      const row = await stored(video.id);
      if (winner === 0) expect(row?.deletedAt).toBeNull();
      else expect(row).toBeUndefined();
    }
  });
});
