import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { galleryImages, users } from "@/lib/db/schema";
import { actorFor, auditsOf, createUser, getDb, rowById } from "@/test/db";
import { rejection } from "@/test/errors";
import { deliverOutbox } from "@/test/mail";
import { linksIn, mailbox } from "@/test/smtp";
import { setUpMemoryStorage } from "@/test/storage";
import { approvePhoto, countPendingPhotos, listPendingPhotos, listReviewedPhotos, rejectPhoto } from "./review";
import { updatePhoto } from "./manage";
import { insertPhoto } from "./testing";

setUpMemoryStorage(() => mailbox.clear());

const schoolRow = (name = "Riverside Primary School") =>
  createUser({ role: "school", name, email: `${name.split(" ")[0]!.toLowerCase()}@school.example` });
const admin = async (allowedTabs: string[] = []) => actorFor(await createUser({ role: "admin", allowedTabs }));

const stored = (id: string) => rowById(galleryImages, id);

describe("approvePhoto and rejectPhoto", () => {
  it("publish a pending photo: audited, and the school hears of it at its account address", async () => {
    const school = await schoolRow();
    const staff = await admin();
    const photo = await insertPhoto(school, { status: "pending", title: "Lantern walk" });
    const answer = await approvePhoto(staff, photo.id);
    expect(answer).toMatchObject({
      message: "Image approved.",
      image: { _id: photo.id, status: "approved", approved: true, rejected: false },
    });
    // Staff see the school account's e-mail.
    expect(answer.image.uploadedBy).toEqual({ _id: school.id, name: "Riverside Primary School", email: "riverside@school.example" });
    expect(await stored(photo.id)).toMatchObject({
      status: "approved",
      reviewedBy: staff.id,
      reviewedAt: expect.any(Date),
      rejectionReason: null,
    });
    expect((await auditsOf(photo.id)).map((a) => [a.action, a.actorId, (a.details as { from: string }).from])).toEqual([
      ["gallery.approve", staff.id, "pending"],
    ]);
    await deliverOutbox();
    const [mail] = mailbox.messages;
    expect(mail?.to).toEqual(["riverside@school.example"]);
    expect(mail?.subject).toBe("Your photo is in the gallery: Lantern walk");
    expect(linksIn(mail!).some((link) => link.endsWith("/gallery"))).toBe(true);
  });

  it("reject with an optional reason the school reads; without one the mail says so plainly", async () => {
    const school = await schoolRow();
    const staff = await admin();
    const first = await insertPhoto(school, { status: "pending", title: "Class photo" });
    const second = await insertPhoto(school, { status: "pending", title: "Art afternoon" });
    expect(await rejectPhoto(staff, first.id, { reason: "  Names are readable on the badges.  " })).toMatchObject({
      message: "Image rejected.",
      image: { status: "rejected", rejected: true, approved: false, rejectionReason: "Names are readable on the badges." },
    });
    await rejectPhoto(staff, second.id, {});
    expect(await stored(second.id)).toMatchObject({ status: "rejected", rejectionReason: null });
    expect((await auditsOf(first.id))[0]?.details).toMatchObject({ from: "pending", reason: "Names are readable on the badges." });
    await deliverOutbox();
    const [withReason, without] = mailbox.messages;
    expect(withReason?.text).toContain("Names are readable on the badges.");
    expect(withReason?.text).toContain("/school?tab=gallery-management");
    expect(without?.text).toContain("could not publish it in the gallery.");
  });

  it("decide only pending photos (409 otherwise), never one in the bin (404), and refuse a bad reason (422)", async () => {
    const school = await schoolRow();
    const staff = await admin();
    const approved = await insertPhoto(school, { status: "approved" });
    const rejected = await insertPhoto(school, { status: "rejected" });
    const binned = await insertPhoto(school, { status: "pending", deletedAt: new Date() });
    expect(await rejection(approvePhoto(staff, approved.id))).toMatchObject({
      status: 409,
      message: "This image has already been approved",
    });
    expect(await rejection(rejectPhoto(staff, approved.id, {}))).toMatchObject({
      status: 409,
      message: "Only images awaiting review can be rejected",
    });
    expect(await rejection(approvePhoto(staff, rejected.id))).toMatchObject({
      status: 409,
      message: "Only images awaiting review can be approved",
    });
    expect((await rejection(approvePhoto(staff, binned.id))).status).toBe(404);
    expect((await rejection(approvePhoto(staff, "not-an-id"))).status).toBe(404);
    const pending = await insertPhoto(school, { status: "pending" });
    expect((await rejection(rejectPhoto(staff, pending.id, { reason: "x".repeat(1001) }))).status).toBe(422);
    expect((await rejection(rejectPhoto(staff, pending.id, { rejectionReason: "Blurred", status: "approved" }))).status).toBe(422);
    expect((await stored(pending.id))?.status).toBe("pending");
    await deliverOutbox();
    expect(mailbox.messages).toHaveLength(0);
  });

  it("decide only the version the admin saw (updatedAt): a photo its school changed since is 409, the new version decidable once seen", async () => {
    const school = await schoolRow("Hillside Primary");
    const staff = await admin();
    const photo = await insertPhoto(school, { status: "pending", title: "Before", updatedAt: new Date(Date.now() - 60_000) });
    const seen = photo.updatedAt.toISOString();
    await updatePhoto(actorFor(school), photo.id, { title: "After" });
    const changed = "This photo was changed after you opened it. Please review it again.";
    // One decision at a time: both started at once, the second's 409 could come before anything awaits it (an unhandled rejection).
    for (const decide of [
      () => approvePhoto(staff, photo.id, { updatedAt: seen }),
      () => rejectPhoto(staff, photo.id, { updatedAt: seen, reason: "Blurry" }),
    ]) {
      const error = await rejection(decide());
      expect(error).toMatchObject({ status: 409, message: changed });
    }
    expect(await rowById(galleryImages, photo.id)).toMatchObject({ status: "pending", title: "After" });
    expect(await rejection(approvePhoto(staff, photo.id, { updatedAt: "yesterday" }))).toMatchObject({ status: 422 });
    const now = (await rowById(galleryImages, photo.id))!.updatedAt.toISOString();
    await expect(approvePhoto(staff, photo.id, { updatedAt: now })).resolves.toMatchObject({
      image: { status: "approved", title: "After" },
    });
  });

  it("belong to staff with the gallery-approvals tab: schools, a limited admin and guests are refused", async () => {
    const school = await schoolRow();
    const photo = await insertPhoto(school, { status: "pending" });
    expect((await rejection(approvePhoto(actorFor(school), photo.id))).status).toBe(403);
    expect((await rejection(approvePhoto(await admin(["approval-requests"]), photo.id))).status).toBe(403);
    expect((await rejection(rejectPhoto(null, photo.id, {}))).status).toBe(401);
    await expect(approvePhoto(await admin(["gallery-approvals"]), photo.id)).resolves.toBeTruthy();
    const superadmin = actorFor(await createUser({ role: "superadmin" }));
    const another = await insertPhoto(school, { status: "pending" });
    await expect(rejectPhoto(superadmin, another.id, {})).resolves.toBeTruthy();
  });

  it("still decide when the school's account is gone, and then send no mail", async () => {
    const school = await schoolRow();
    const photo = await insertPhoto(school, { status: "pending" });
    const db = await getDb();
    await db.delete(users).where(eq(users.id, school.id));
    const answer = await approvePhoto(await admin(), photo.id);
    expect(answer.image).toMatchObject({ status: "approved", uploadedBy: null, schoolName: "Riverside Primary School" });
    await deliverOutbox();
    expect(mailbox.messages).toHaveLength(0);
  });
});

describe("the staff's lists", () => {
  it("pending: every school's, waiting longest first (sortBy=newest turns it), paged, counted, nothing else listed", async () => {
    const [a, b] = [await schoolRow("Alder School"), await schoolRow("Birch School")];
    const staff = await admin();
    const day = 24 * 60 * 60_000;
    const titles = ["Oldest", "Middle", "Newest"];
    for (const [i, title] of titles.entries())
      await insertPhoto(i % 2 ? b : a, { status: "pending", title, createdAt: new Date(Date.now() - (3 - i) * day) });
    await insertPhoto(a, { status: "approved", title: "Approved" });
    await insertPhoto(a, { status: "rejected", title: "Rejected" });
    await insertPhoto(a, { status: "pending", title: "Binned", deletedAt: new Date() });

    const all = await listPendingPhotos(staff, {});
    expect(all.images.map((i) => i.title)).toEqual(titles);
    expect(all.total).toBe(3);
    expect(all.images[1]?.uploadedBy).toMatchObject({ name: "Birch School", email: "birch@school.example" });
    // Signed URLs for photos that are not public.
    expect(all.images[0]?.imageUrl).toMatch(/^memory:\/\/download\//);
    expect((await listPendingPhotos(staff, { sortBy: "newest" })).images.map((i) => i.title)).toEqual([...titles].reverse());
    const second = await listPendingPhotos(staff, { page: "2", limit: "2" });
    expect([second.images.map((i) => i.title), second.total, second.totalPages]).toEqual([["Newest"], 3, 2]);
    expect((await listPendingPhotos(staff, { page: "9", limit: "2" })).images).toEqual([]);
    expect(await countPendingPhotos(staff)).toBe(3);
    expect((await rejection(listPendingPhotos(actorFor(a), {}))).status).toBe(403);
    expect((await rejection(countPendingPhotos(await admin(["content"])))).status).toBe(403);
  });

  it("reviewed: approved and rejected ones, rejected first, then the most recently reviewed", async () => {
    const school = await schoolRow();
    const staff = await admin();
    const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 60 * 60_000);
    await insertPhoto(school, { status: "approved", title: "Approved long ago", reviewedAt: at(50) });
    await insertPhoto(school, { status: "rejected", title: "Rejected earlier", reviewedAt: at(30) });
    await insertPhoto(school, { status: "approved", title: "Approved lately", reviewedAt: at(1) });
    await insertPhoto(school, { status: "rejected", title: "Rejected lately", reviewedAt: at(2) });
    await insertPhoto(school, { status: "pending", title: "Waiting" });
    await insertPhoto(school, { status: "approved", title: "Binned", deletedAt: new Date() });
    const reviewed = await listReviewedPhotos(staff, { limit: "5" });
    expect(reviewed.images.map((i) => i.title)).toEqual(["Rejected lately", "Rejected earlier", "Approved lately", "Approved long ago"]);
    expect(reviewed.images[0]?.rejectionReason).toBeNull();
  });
});
