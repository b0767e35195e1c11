import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, videos } from "@/lib/db/schema";
import { ConflictError, ForbiddenError, InvalidError, NotFoundError, UnauthorizedError } from "@/lib/errors";
import { actorFor, createUser, getDb, type NewUser, rowById } from "@/test/db";
import { rejection } from "@/test/errors";
import { fileBytes } from "@/test/memory-storage";
import { deliverOutbox } from "@/test/mail";
import { mailbox } from "@/test/smtp";
import { setUpMemoryStorage } from "@/test/storage";
import { createVideo } from "@/test/videos";
import { approveVideo, rejectVideo } from "./moderation";
import { getRecycledVideo, listRecycledVideos, purgeExpiredVideos, purgeVideo, restoreVideo } from "./recycle-bin";
import { requestThumbnailUpload } from "./upload";
import { changeVideoTags, deleteVideo, getVideo, getVideoInstructor, updateVideo } from "./videos";

const storage = setUpMemoryStorage(() => mailbox.clear());

const stored = (id: string) => rowById(videos, id);
async function audits() {
  const db = await getDb();
  return db.select().from(auditLog).orderBy(auditLog.id);
}

describe("getVideo", () => {
  it("gives any approved account an approved video with a streaming URL", async () => {
    const teacher = await createUser({ role: "instructor" });
    const video = await createVideo(teacher, { durationSeconds: 3600 });
    for (const role of ["user", "school", "instructor", "admin", "superadmin"] as const) {
      const got = await getVideo(actorFor(await createUser({ role })), video.id);
      expect(got.videoUrl).toBe(`memory://download/${encodeURIComponent(video.videoKey)}?expires=${2 * 3600 + 600}`);
      expect(got.thumbnailUrl).toContain(encodeURIComponent(video.thumbnailKey!));
    }
    await expect(getVideo(null, video.id)).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(getVideo(actorFor(await createUser({ role: "user", status: "pending" })), video.id)).rejects.toBeInstanceOf(
      ForbiddenError,
    );
  });

  it("shows a pending video to its uploader and staff only", async () => {
    const teacher = await createUser({ role: "instructor" });
    const video = await createVideo(teacher, { status: "pending" });
    await expect(getVideo(actorFor(teacher), video.id)).resolves.toMatchObject({ status: "pending" });
    await expect(getVideo(actorFor(await createUser({ role: "admin" })), video.id)).resolves.toMatchObject({ status: "pending" });
    for (const role of ["user", "instructor", "school"] as const) {
      await expect(getVideo(actorFor(await createUser({ role })), video.id)).rejects.toBeInstanceOf(NotFoundError);
    }
  });

  it("answers 404 for deleted, unknown and malformed ids", async () => {
    const actor = actorFor(await createUser({ role: "admin" }));
    const video = await createVideo(null, { deletedAt: new Date() });
    for (const id of [video.id, crypto.randomUUID(), "'; drop table videos"])
      await expect(getVideo(actor, id)).rejects.toBeInstanceOf(NotFoundError);
  });

  it("names the uploader of a visible video (video/instructorProfile)", async () => {
    const teacher = await createUser({ role: "instructor", bio: "Teaches calm" });
    const video = await createVideo(teacher);
    expect(await getVideoInstructor(actorFor(await createUser({ role: "user" })), video.id)).toEqual({
      _id: teacher.id,
      id: teacher.id,
      name: teacher.name,
      bio: "Teaches calm",
    });
    const orphan = await createVideo(null);
    await expect(getVideoInstructor(actorFor(await createUser({ role: "user" })), orphan.id)).rejects.toThrow(
      "Instructor not found or not assigned",
    );
  });
});

describe("updateVideo", () => {
  it("lets an instructor edit their own video, which goes back to review with the reason cleared", async () => {
    const teacher = await createUser({ role: "instructor" });
    const video = await createVideo(teacher, { status: "rejected", rejectionReason: "Too loud", rank: 3, tags: ["recommended", "calm"] });
    const result = await updateVideo(actorFor(teacher), video.id, { courseName: " New title ", tags: ["Focus", "focus"], _id: video.id });
    expect(result.message).toBe("Video updated successfully");
    expect(result.updatedVideo).toMatchObject({
      courseName: "New title",
      status: "pending",
      rejectionReason: null,
      rank: "3",
      tags: ["focus", "recommended"],
    });
    expect(await audits()).toHaveLength(0);
  });

  it.each([{ rank: 1 }, { isPriced: true }, { status: "rejected" }, { recommended: true }, { tags: ["recommended"] }, { uploadedBy: "x" }])(
    "refuses an instructor sending %j with 422 and changes nothing",
    async (body) => {
      const teacher = await createUser({ role: "instructor" });
      const video = await createVideo(teacher, { status: "approved" });
      await expect(updateVideo(actorFor(teacher), video.id, body)).rejects.toBeInstanceOf(InvalidError);
      expect(await stored(video.id)).toMatchObject({ status: "approved", rank: null, isPriced: false, tags: [] });
    },
  );

  describe("round trip: the video object we answered with comes back", () => {
    /** What a client holds: getSingleVideo's answer after the JSON trip. */
    const received = async (actor: ReturnType<typeof actorFor>, id: string) =>
      JSON.parse(JSON.stringify(await getVideo(actor, id))) as Record<string, unknown>;

    it("saves an instructor's own video sent back unchanged (recommended tag and all), and with an edit", async () => {
      const teacher = await createUser({ role: "instructor" });
      const video = await createVideo(teacher, { status: "approved", rank: 2, isPriced: true, tags: ["calm", "recommended"] });
      const me = actorFor(teacher);
      const before = await stored(video.id);
      // A list item carries no video URL.
      const sent = { ...(await received(me, video.id)), videoUrl: null, rank: 2 };
      await expect(updateVideo(me, video.id, sent)).resolves.toMatchObject({ updatedVideo: { rank: "2", isPriced: true } });
      expect(await stored(video.id)).toEqual(before);
      const edited = await updateVideo(me, video.id, { ...(await received(me, video.id)), courseName: "Renamed" });
      expect(edited.updatedVideo).toMatchObject({ courseName: "Renamed", tags: ["calm", "recommended"], recommended: true, rank: "2" });
    });

    it("lets staff send back a video with its status, rank and reason, changing nothing", async () => {
      const admin = actorFor(await createUser({ role: "admin" }));
      const video = await createVideo(await createUser({ role: "instructor" }), {
        status: "rejected",
        rejectionReason: "Too loud",
        rank: 1,
      });
      const before = await stored(video.id);
      await expect(updateVideo(admin, video.id, await received(admin, video.id))).resolves.toMatchObject({
        updatedVideo: { status: "rejected", rejectionReason: "Too loud" },
      });
      expect(await stored(video.id)).toEqual(before);
      expect(await audits()).toHaveLength(0);
    });

    it.each([
      ["status", "approved"],
      ["rank", "9"],
      ["isPriced", false],
      ["recommended", false],
      ["_id", "00000000-0000-4000-8000-000000000000"],
      ["uploadedBy", { _id: "00000000-0000-4000-8000-000000000000", name: "Someone" }],
      ["durationSeconds", 1],
      ["createdAt", "2001-01-01T00:00:00.000Z"],
      ["thumbnailUrl", "/api/v1/files/download?key=other"],
      ["videoUrl", "https://elsewhere.example/video.mp4"],
    ] as const)("refuses an instructor's changed %s with 422 and changes nothing", async (key, value) => {
      const teacher = await createUser({ role: "instructor" });
      const video = await createVideo(teacher, { status: "pending", rank: 3, isPriced: true, tags: ["recommended"] });
      const me = actorFor(teacher);
      const before = await stored(video.id);
      const error = await rejection(updateVideo(me, video.id, { ...(await received(me, video.id)), courseName: "Changed", [key]: value }));
      expect(error).toBeInstanceOf(InvalidError);
      expect(error.fields).toEqual({ [key]: expect.stringMatching(/cannot be changed here$/) });
      expect(await stored(video.id)).toEqual(before);
    });

    it("ignores an instructor name that differs, from the uploader and from staff: the edit is saved, the name stays the account's", async () => {
      const teacher = await createUser({ role: "instructor", name: "Ida Instructor" });
      const video = await createVideo(teacher, { status: "approved" });
      const me = actorFor(teacher);
      const edited = await updateVideo(me, video.id, {
        ...(await received(me, video.id)),
        courseName: "Renamed",
        instructorName: "Dr. Ida",
      });
      expect(edited.updatedVideo).toMatchObject({ courseName: "Renamed", status: "pending", instructorName: "Ida Instructor" });
      const admin = actorFor(await createUser({ role: "admin" }));
      const corrected = await updateVideo(admin, video.id, { instructorName: "Someone Else", rank: "4" });
      expect(corrected.updatedVideo).toMatchObject({ rank: "4", instructorName: "Ida Instructor", uploadedBy: { _id: teacher.id } });
      expect(await stored(video.id)).toMatchObject({ uploadedBy: teacher.id, courseName: "Renamed", rank: 4 });
    });

    it("refuses staff changing a read-only field, and anyone an unknown key", async () => {
      const admin = actorFor(await createUser({ role: "admin" }));
      const video = await createVideo(await createUser({ role: "instructor" }));
      const sent = await received(admin, video.id);
      await expect(updateVideo(admin, video.id, { ...sent, uploadedBy: "00000000-0000-4000-8000-000000000000" })).rejects.toMatchObject({
        status: 422,
        fields: { uploadedBy: "Uploaded by cannot be changed here" },
      });
      await expect(updateVideo(admin, video.id, { ...sent, videoKey: "elsewhere" })).rejects.toMatchObject({
        status: 422,
        fields: { videoKey: expect.any(String) },
      });
      expect(await stored(video.id)).toMatchObject({ videoKey: video.videoKey, uploadedBy: video.uploadedBy });
    });
  });

  it("refuses another instructor: 403 on an approved video, 404 on one they cannot see", async () => {
    const owner = await createUser({ role: "instructor" });
    const other = actorFor(await createUser({ role: "instructor" }));
    const approved = await createVideo(owner);
    const pending = await createVideo(owner, { status: "pending" });
    await expect(updateVideo(other, approved.id, { courseName: "Mine now" })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(updateVideo(other, pending.id, { courseName: "Mine now" })).rejects.toBeInstanceOf(NotFoundError);
    await expect(deleteVideo(other, approved.id)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(deleteVideo(other, pending.id)).rejects.toBeInstanceOf(NotFoundError);
    expect((await stored(approved.id))?.courseName).toBe(approved.courseName);
    expect((await stored(pending.id))?.deletedAt).toBeNull();
  });

  it("lets staff set rank, price and recommended, each audited, without touching status", async () => {
    const admin = await createUser({ role: "admin" });
    const video = await createVideo(await createUser({ role: "instructor" }), { tags: ["calm"] });
    const { updatedVideo } = await updateVideo(actorFor(admin), video.id, { rank: "4", isPriced: true, recommended: true });
    expect(updatedVideo).toMatchObject({ rank: "4", isPriced: true, recommended: true, tags: ["calm", "recommended"], status: "approved" });
    expect((await audits()).map((a) => [a.action, a.details])).toEqual([
      ["video.rank", { from: null, to: 4 }],
      ["video.price", { from: false, to: true }],
      ["video.recommend", { recommended: true }],
      ["video.tags", { from: ["calm"], to: ["calm", "recommended"] }],
    ]);
    const cleared = await updateVideo(actorFor(admin), video.id, { rank: "", recommended: false });
    expect(cleared.updatedVideo).toMatchObject({ rank: null, recommended: false, tags: ["calm"] });
    await expect(updateVideo(actorFor(admin), video.id, { rank: -1 })).rejects.toBeInstanceOf(InvalidError);
    await expect(updateVideo(actorFor(admin), video.id, { rank: "1.5" })).rejects.toBeInstanceOf(InvalidError);
  });

  it("lets staff change status: rejection needs a reason, approval and rejection are mailed", async () => {
    const admin = actorFor(await createUser({ role: "superadmin" }));
    const teacher = await createUser({ role: "instructor", email: "teacher@example.org" });
    const video = await createVideo(teacher, { status: "pending" });
    await expect(updateVideo(admin, video.id, { status: "rejected" })).rejects.toThrow("Please provide a rejection reason");
    const { updatedVideo } = await updateVideo(admin, video.id, { status: "rejected", rejectionReason: "  Audio is missing " });
    expect(updatedVideo).toMatchObject({ status: "rejected", rejectionReason: "Audio is missing" });
    await deliverOutbox();
    expect(mailbox.only("teacher@example.org").text).toContain("Audio is missing");
    mailbox.clear();
    const other = await createVideo(teacher, { status: "pending" });
    await updateVideo(admin, other.id, { status: "approved" });
    expect(await stored(other.id)).toMatchObject({ status: "approved", rejectionReason: null, reviewedBy: admin.id });
    await deliverOutbox();
    expect(mailbox.only("teacher@example.org").subject).toBe("Your video has been approved");
    expect((await audits()).map((a) => a.action)).toEqual(["video.reject", "video.approve"]);
  });

  it("gives staff edits the review rules of approve and reject: no rejecting an approved video, no side doors", async () => {
    const admin = actorFor(await createUser({ role: "admin" }));
    const approved = await createVideo(null, { rank: 1 });
    const rejected = await createVideo(null, { status: "rejected", rejectionReason: "Too loud" });
    const attempts: [string, Record<string, unknown>, string][] = [
      [approved.id, { status: "rejected", rejectionReason: "Changed my mind", rank: 5 }, "Only videos awaiting review can be rejected"],
      [approved.id, { status: "pending" }, "Only the uploader's edit sends a video back to review"],
      [rejected.id, { status: "approved" }, "Only videos awaiting review can be approved"],
      [rejected.id, { status: "pending" }, "Only the uploader's edit sends a video back to review"],
    ];
    for (const [id, body, message] of attempts) {
      const error = await rejection(updateVideo(admin, id, body));
      expect(error).toBeInstanceOf(ConflictError);
      expect(error.message).toBe(message);
    }
    expect(await stored(approved.id)).toMatchObject({ status: "approved", rank: 1 });
    expect(await stored(rejected.id)).toMatchObject({ status: "rejected", rejectionReason: "Too loud" });
    expect(await audits()).toEqual([]);
    // Sending back the status it has is no change.
    await expect(updateVideo(admin, approved.id, { status: "approved", rank: 2 })).resolves.toMatchObject({
      updatedVideo: { status: "approved", rank: "2" },
    });
  });

  it("refuses students, schools, pending accounts and admins limited to other tabs", async () => {
    const video = await createVideo(await createUser({ role: "instructor" }));
    for (const spec of [
      { role: "user" },
      { role: "school" },
      { role: "instructor", status: "pending" },
      { role: "admin", allowedTabs: ["approval-requests"] },
    ] as NewUser[]) {
      await expect(updateVideo(actorFor(await createUser(spec)), video.id, { courseName: "x" })).rejects.toBeInstanceOf(ForbiddenError);
    }
  });
});

describe("replacing a thumbnail", () => {
  it("swaps in a checked image, deletes the old object and sends an instructor's video back to review", async () => {
    const teacher = await createUser({ role: "instructor" });
    const me = actorFor(teacher);
    const video = await createVideo(teacher);
    const step = await requestThumbnailUpload(me, video.id, { thumbnail: { contentType: "image/png", size: 1000 } });
    storage.place(step.thumbnail.key, fileBytes("png", 1000));
    const { updatedVideo } = await updateVideo(me, video.id, { thumbnailUploadToken: step.uploadToken });
    expect(updatedVideo.status).toBe("pending");
    expect(await stored(video.id)).toMatchObject({ thumbnailKey: step.thumbnail.key, thumbnailType: "image/png" });
    // The old image goes once the change has committed, through the outbox.
    expect(storage.deleted).toEqual([]);
    await deliverOutbox();
    expect(storage.deleted).toEqual([video.thumbnailKey]);
  });

  it("refuses a wrong-type image (deleting it), another video's token and another instructor", async () => {
    const teacher = await createUser({ role: "instructor" });
    const me = actorFor(teacher);
    const video = await createVideo(teacher);
    const other = await createVideo(teacher);
    const step = await requestThumbnailUpload(me, video.id, { thumbnail: { contentType: "image/jpeg", size: 1000 } });
    storage.place(step.thumbnail.key, fileBytes("text", 1000));
    await expect(updateVideo(me, other.id, { thumbnailUploadToken: step.uploadToken })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(updateVideo(me, video.id, { thumbnailUploadToken: step.uploadToken })).rejects.toThrow(
      "The thumbnail is not a JPEG, PNG or WebP image",
    );
    expect(storage.deleted).toEqual([step.thumbnail.key]);
    expect(await stored(video.id)).toMatchObject({ thumbnailKey: video.thumbnailKey, status: "approved" });
    const stranger = actorFor(await createUser({ role: "instructor" }));
    await expect(requestThumbnailUpload(stranger, video.id, { thumbnail: { contentType: "image/jpeg", size: 10 } })).rejects.toBeInstanceOf(
      ForbiddenError,
    );
    await expect(
      requestThumbnailUpload(me, video.id, { thumbnail: { contentType: "image/jpeg", size: 6 * 1024 * 1024 } }),
    ).rejects.toBeInstanceOf(InvalidError);
  });
});

describe("changeVideoTags", () => {
  it("adds, removes and replaces tags, normalised and de-duplicated, staff only", async () => {
    const admin = actorFor(await createUser({ role: "admin" }));
    const video = await createVideo(null, { tags: ["calm"] });
    expect((await changeVideoTags(admin, video.id, "add", { tags: [" Sleep ", "sleep", "CALM", "  "] })).video.tags).toEqual([
      "calm",
      "sleep",
    ]);
    const removed = await changeVideoTags(admin, video.id, "remove", { tags: ["calm"] });
    expect(removed).toMatchObject({ message: "Tags removed successfully", video: { tags: ["sleep"] } });
    expect((await changeVideoTags(admin, video.id, "update", { tags: ["Recommended", "focus  time"] })).video).toMatchObject({
      tags: ["recommended", "focus time"],
      recommended: true,
    });
    expect((await changeVideoTags(admin, video.id, "update", { tags: [] })).video.tags).toEqual([]);
    expect((await audits()).filter((a) => a.action === "video.recommend").map((a) => a.details)).toEqual([
      { recommended: true },
      { recommended: false },
    ]);
    await expect(changeVideoTags(admin, video.id, "remove", { tags: [] })).rejects.toBeInstanceOf(InvalidError);
    await expect(changeVideoTags(admin, video.id, "add", { tags: "calm" })).rejects.toThrow("Tags must be an array of strings");
    await expect(changeVideoTags(admin, video.id, "add", { tags: ["x".repeat(41)] })).rejects.toBeInstanceOf(InvalidError);
    await expect(changeVideoTags(admin, video.id, "add", { tags: Array.from({ length: 21 }, (_, i) => `t${i}`) })).rejects.toBeInstanceOf(
      InvalidError,
    );
    const owner = await createUser({ role: "instructor" });
    const own = await createVideo(owner);
    await expect(changeVideoTags(actorFor(owner), own.id, "add", { tags: ["mine"] })).rejects.toBeInstanceOf(ForbiddenError);
  });
});

describe("approveVideo and rejectVideo", () => {
  it("approves a pending video, audits it and mails the uploader (no invoice)", async () => {
    const admin = actorFor(await createUser({ role: "admin" }));
    const teacher = await createUser({ role: "instructor", email: "maya@example.org" });
    const video = await createVideo(teacher, { status: "pending" });
    const result = await approveVideo(admin, video.id);
    expect(result).toMatchObject({ message: "Video approved successfully", video: { status: "approved" } });
    expect(await audits()).toMatchObject([{ action: "video.approve", targetType: "video", targetId: video.id, actorId: admin.id }]);
    await deliverOutbox();
    const mail = mailbox.only("maya@example.org");
    expect(mail.subject).toBe("Your video has been approved");
    expect(mail.raw).not.toMatch(/application\/pdf|invoice/i);
    await expect(approveVideo(admin, video.id)).rejects.toBeInstanceOf(ConflictError);
  });

  it("approves only the version the admin reviewed (updatedAt): an edit since is 409, the new version approvable once seen", async () => {
    const admin = actorFor(await createUser({ role: "admin" }));
    const teacher = await createUser({ role: "instructor" });
    const video = await createVideo(teacher, { status: "pending", courseName: "Reviewed title" });
    const db = await getDb();
    await db
      .update(videos)
      .set({ updatedAt: new Date(Date.now() - 60_000) })
      .where(eq(videos.id, video.id));
    const reviewed = (await stored(video.id))!.updatedAt.toISOString();
    await updateVideo(actorFor(teacher), video.id, { courseName: "Changed after review" });
    const changed = await rejection(approveVideo(admin, video.id, { updatedAt: reviewed }));
    expect(changed).toBeInstanceOf(ConflictError);
    expect(changed.message).toBe("This video was changed after you opened it. Please review it again.");
    // A reason written for the version reviewed does not land on the new one either.
    const reason = await rejection(rejectVideo(admin, video.id, { rejectionReason: "The sound is missing", updatedAt: reviewed }));
    expect(reason).toMatchObject({ status: 409, message: "This video was changed after you opened it. Please review it again." });
    expect(await stored(video.id)).toMatchObject({ status: "pending", reviewedAt: null, rejectionReason: null });
    expect(await rejection(approveVideo(admin, video.id, { updatedAt: "yesterday" }))).toMatchObject({ status: 422 });
    const seen = (await stored(video.id))!.updatedAt.toISOString();
    await expect(approveVideo(admin, video.id, { updatedAt: seen })).resolves.toMatchObject({
      video: { status: "approved", courseName: "Changed after review" },
    });
  });

  it("rejects a pending video with a stored, mailed reason; blank reasons and other states are refused", async () => {
    const admin = actorFor(await createUser({ role: "superadmin" }));
    const teacher = await createUser({ role: "instructor", email: "sam@example.org" });
    const video = await createVideo(teacher, { status: "pending" });
    const blank = await rejection(rejectVideo(admin, video.id, { rejectionReason: "   " }));
    expect(blank).toBeInstanceOf(InvalidError);
    expect(blank.message).toBe("Please provide a rejection reason");
    await expect(rejectVideo(admin, video.id, {})).rejects.toBeInstanceOf(InvalidError);
    // The spec's body carries status "rejected"; any other status is refused.
    for (const status of ["approved", "pending", "", null])
      await expect(rejectVideo(admin, video.id, { status, rejectionReason: "Loud" })).rejects.toMatchObject({
        status: 422,
        fields: { status: expect.any(String) },
      });
    expect(await stored(video.id)).toMatchObject({ status: "pending" });
    const result = await rejectVideo(admin, video.id, { status: "rejected", rejectionReason: " The sound cuts out at 2:10 " });
    expect(result.video).toMatchObject({ status: "rejected", rejectionReason: "The sound cuts out at 2:10" });
    await deliverOutbox();
    expect(mailbox.only("sam@example.org").text).toContain("The sound cuts out at 2:10");
    await expect(rejectVideo(admin, video.id, { rejectionReason: "again" })).rejects.toBeInstanceOf(ConflictError);
    // A rejected video goes back to review only through its uploader's edit (spec: pending → approved).
    await expect(approveVideo(admin, video.id)).rejects.toThrow("Only videos awaiting review can be approved");
    await updateVideo(actorFor(teacher), video.id, { description: "Fixed the sound" });
    await expect(approveVideo(admin, video.id)).resolves.toMatchObject({ video: { status: "approved", rejectionReason: null } });
    await expect(rejectVideo(admin, video.id, { rejectionReason: "late" })).rejects.toThrow("Only videos awaiting review can be rejected");
    expect((await audits()).map((a) => a.action)).toEqual(["video.reject", "video.approve"]);
  });

  it("is staff only, and 404 for a video in the recycle bin", async () => {
    const video = await createVideo(null, { status: "pending" });
    for (const spec of [{ role: "instructor" }, { role: "user" }, { role: "admin", allowedTabs: ["approval-requests"] }] as NewUser[]) {
      await expect(approveVideo(actorFor(await createUser(spec)), video.id)).rejects.toBeInstanceOf(ForbiddenError);
    }
    const binned = await createVideo(null, { status: "pending", deletedAt: new Date() });
    await expect(approveVideo(actorFor(await createUser({ role: "admin" })), binned.id)).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe("recycle bin", () => {
  it("round trip: delete, list, restore keeps the same id, rank, tags and status; all audited", async () => {
    const teacher = await createUser({ role: "instructor" });
    const me = actorFor(teacher);
    const video = await createVideo(teacher, { rank: 7, tags: ["calm", "recommended"], isPriced: true });
    await expect(deleteVideo(me, video.id)).resolves.toEqual({ message: "Video moved to Recycle Bin successfully" });
    expect(await stored(video.id)).toMatchObject({ deletedBy: teacher.id });
    await expect(getVideo(me, video.id)).rejects.toBeInstanceOf(NotFoundError);
    const bin = await listRecycledVideos(me);
    expect(bin.total).toBe(1);
    expect(bin.videos[0]).toMatchObject({ _id: video.id, courseName: video.courseName });
    const { restoredVideo, message } = await restoreVideo(me, video.id);
    expect(message).toBe("Video restored successfully");
    expect(restoredVideo).toMatchObject({
      _id: video.id,
      rank: "7",
      tags: ["calm", "recommended"],
      isPriced: true,
      status: "approved",
      deletedAt: null,
    });
    expect((await listRecycledVideos(me)).total).toBe(0);
    expect((await audits()).map((a) => a.action)).toEqual(["video.delete", "video.restore"]);
  });

  it("brings a video our team took down back from its uploader through review, never straight to the catalogue", async () => {
    const teacher = await createUser({ role: "instructor" });
    const admin = actorFor(await createUser({ role: "admin" }));
    const video = await createVideo(teacher);
    await deleteVideo(admin, video.id);
    const { restoredVideo } = await restoreVideo(actorFor(teacher), video.id);
    expect(restoredVideo).toMatchObject({ _id: video.id, status: "pending", deletedAt: null });
    expect(await stored(video.id)).toMatchObject({ status: "pending", deletedAt: null, reviewedAt: null });
    // Staff restoring their own takedown, or the uploader their own deletion, keep the status.
    const again = await createVideo(teacher);
    await deleteVideo(admin, again.id);
    expect((await restoreVideo(admin, again.id)).restoredVideo).toMatchObject({ status: "approved" });
  });

  it("shows an instructor only their own deleted videos; staff every uploader's", async () => {
    const a = await createUser({ role: "instructor" });
    const b = await createUser({ role: "instructor" });
    await createVideo(a, { deletedAt: new Date() });
    const theirs = await createVideo(b, { deletedAt: new Date() });
    await createVideo(a);
    expect((await listRecycledVideos(actorFor(a))).videos.map((v) => v.uploadedBy?._id)).toEqual([a.id]);
    expect((await listRecycledVideos(actorFor(await createUser({ role: "admin" })))).total).toBe(2);
    await expect(restoreVideo(actorFor(a), theirs.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(purgeVideo(actorFor(a), theirs.id)).rejects.toBeInstanceOf(NotFoundError);
    expect((await stored(theirs.id))?.deletedAt).not.toBeNull();
    await expect(listRecycledVideos(actorFor(await createUser({ role: "school" })))).rejects.toBeInstanceOf(ForbiddenError);
  });

  it("previews an item of the caller's own bin with a streaming URL; nothing else", async () => {
    const a = await createUser({ role: "instructor" });
    const b = await createUser({ role: "instructor" });
    const mine = await createVideo(a, { deletedAt: new Date(), durationSeconds: 60 });
    const live = await createVideo(a);
    await expect(getRecycledVideo(actorFor(a), mine.id)).resolves.toMatchObject({
      _id: mine.id,
      videoUrl: expect.stringContaining(encodeURIComponent(mine.videoKey)),
    });
    await expect(getRecycledVideo(actorFor(await createUser({ role: "admin" })), mine.id)).resolves.toMatchObject({ _id: mine.id });
    await expect(getRecycledVideo(actorFor(b), mine.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(getRecycledVideo(actorFor(a), live.id)).rejects.toThrow("Recycle item not found");
    await expect(getRecycledVideo(actorFor(await createUser({ role: "user" })), mine.id)).rejects.toBeInstanceOf(ForbiddenError);
  });

  it("purge deletes the row and both storage objects, audited; only items in the bin", async () => {
    const teacher = await createUser({ role: "instructor" });
    const live = await createVideo(teacher);
    await expect(purgeVideo(actorFor(teacher), live.id)).rejects.toThrow("Recycle item not found");
    await expect(restoreVideo(actorFor(teacher), live.id)).rejects.toBeInstanceOf(NotFoundError);
    const video = await createVideo(teacher, { deletedAt: new Date() });
    storage.place(video.videoKey, new Uint8Array(10));
    storage.place(video.thumbnailKey!, new Uint8Array(10));
    const admin = actorFor(await createUser({ role: "admin" }));
    await expect(purgeVideo(admin, video.id)).resolves.toEqual({ message: "Video permanently deleted from Recycle Bin" });
    expect(await stored(video.id)).toBeUndefined();
    expect(storage.deleted).toEqual([]);
    await deliverOutbox();
    expect(storage.deleted.sort()).toEqual([video.videoKey, video.thumbnailKey].sort());
    expect(storage.objects.size).toBe(0);
    expect(await audits()).toMatchObject([{ action: "video.purge", targetId: video.id, actorId: admin.id }]);
  });

  it("purges by itself what has been in the bin for 30 days (the job videos.purge-bin), files too, audited as the system", async () => {
    const teacher = await createUser({ role: "instructor" });
    const expired = await createVideo(teacher, { deletedAt: new Date(Date.now() - 31 * 24 * 3600_000) });
    const recent = await createVideo(teacher, { deletedAt: new Date(Date.now() - 29 * 24 * 3600_000) });
    storage.place(expired.videoKey, new Uint8Array(10));
    expect(await purgeExpiredVideos()).toBe(1);
    await deliverOutbox();
    expect(await stored(expired.id)).toBeUndefined();
    expect(await stored(recent.id)).toBeDefined();
    expect(storage.deleted.sort()).toEqual([expired.videoKey, expired.thumbnailKey].sort());
    expect(await audits()).toMatchObject([
      { action: "video.purge", targetId: expired.id, actorId: null, actorEmail: "system", details: { expired: true } },
    ]);
  });
});
