import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEMO_PHOTOS } from "@/features/gallery";
import { DEMO_LIBRARY } from "@/features/library";
import { DEMO_VIDEOS } from "@/features/videos";
import { listOwnDonations } from "@/features/donations/server/history";
import { donationTotals } from "@/features/donations/server/tracking";
import { listSchoolStudents } from "@/features/school-students/server/students";
import { listVideos } from "@/features/videos/server/catalogue";
import { getRecommendedVideos, getStudentOverview } from "@/features/watching/server/overview";
import { users, videos } from "@/lib/db/schema";
import { setStorageForTests } from "@/lib/storage";
import { inspectObject } from "@/lib/storage/inspect";
import { actorFor, countRows, getDb, resetDb } from "@/test/db";
import { MemoryStorage } from "@/test/memory-storage";
import { seedDemoData, seedIfEmpty } from "./seed";

const storage = new MemoryStorage();
beforeAll(() => setStorageForTests(storage));
afterAll(() => setStorageForTests());
beforeEach(async () => {
  await resetDb();
  storage.clear();
});

async function demoActor(email: string) {
  const db = await getDb();
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return actorFor(row!);
}

const titles = (status: string) => DEMO_VIDEOS.filter((v) => v.status === status).map((v) => v.courseName);

describe("the demo seed on a fresh database", () => {
  it("fills the catalogue, the moderation list and the student's dashboard, with every file stored as its type", async () => {
    expect(await seedIfEmpty(await getDb())).toBe(true);

    const catalogue = await listVideos(null, {});
    // The ranked ones by rank, then the unranked ones newest first.
    const approved = titles("approved");
    expect(catalogue.videos.map((v) => v.courseName)).toEqual([...approved.slice(0, 3), ...approved.slice(3).reverse()]);
    // The spec's shape carries the rank as a string.
    expect(catalogue.videos.map((v) => v.rank)).toEqual(["1", "2", "3", ...Array(approved.length - 3).fill(null)]);

    const admin = await demoActor("admin@demo.test");
    const pending = await listVideos(admin, { scope: "all", status: "pending" });
    expect(pending.videos.map((v) => v.courseName)).toEqual(titles("pending"));
    const rejected = await listVideos(admin, { scope: "all", status: "rejected" });
    expect(rejected.videos.map((v) => v.courseName)).toEqual(titles("rejected"));

    const student = await demoActor("student@demo.test");
    const overview = await getStudentOverview(student);
    expect(overview).toMatchObject({ videosStarted: 2, videosCompleted: 1, minutesPractised: 3, currentStreakDays: 3 });
    expect(overview.continueWatching.map((c) => c.video.courseName)).toEqual([DEMO_VIDEOS[1]!.courseName]);
    expect(overview.continueWatching[0]!.watchedPercentage).toBe(50);

    const recommended = await getRecommendedVideos(student);
    expect(recommended.map((r) => [r.courseName, r.reason, r.schoolClasses])).toEqual([
      [DEMO_VIDEOS[0]!.courseName, "recommended", []],
      [DEMO_VIDEOS[1]!.courseName, "school", ["Class 3"]],
      [DEMO_VIDEOS[2]!.courseName, "school", ["Class 3", "Class 5"]],
    ]);

    // The demo school's Students tab: the student, three classmates who practise more or less, and a pending one.
    const students = await listSchoolStudents(await demoActor("school@demo.test"), { sort: "term" });
    expect(students.students.map((s) => [s.name, s.status, s.classes])).toEqual([
      ["Noah Williams", "approved", ["Class 3", "Class 5"]],
      ["Aisha Khan", "approved", ["Class 3", "Class 5"]],
      ["Sam Student", "approved", ["Class 3"]],
      ["Ben Ortiz", "approved", []],
      ["Lea Novak", "pending", []],
    ]);
    expect(students.students[0]).toMatchObject({ minutesThisTerm: 44, videosCompleted: 3 });

    const db = await getDb();
    const rows = await db.select().from(videos);
    expect(rows).toHaveLength(DEMO_VIDEOS.length);
    // Each demo video and library item stores its video and its picture; each demo photo its three sizes.
    expect(storage.objects.size).toBe(2 * DEMO_VIDEOS.length + 2 * DEMO_LIBRARY.length + 3 * DEMO_PHOTOS.length);
    for (const row of rows) {
      expect(row.videoSize).toBeLessThan(150 * 1024);
      expect(await storage.head(row.videoKey)).toEqual({ size: row.videoSize });
      expect(await inspectObject(storage, row.videoKey, row.videoSize)).toBe("video/mp4");
      const thumbnail = await storage.head(row.thumbnailKey!);
      expect(await inspectObject(storage, row.thumbnailKey!, thumbnail!.size)).toBe("image/jpeg");
    }
  });

  it("gives the student's My Donations and Donation Tracking real-looking demo gifts, test gifts counted only when asked for", async () => {
    await seedIfEmpty(await getDb());
    const mine = await listOwnDonations(await demoActor("student@demo.test"));
    expect(mine.map((d) => [d.amount, d.donationType, d.status])).toEqual([
      [10, "recurring", "completed"],
      [25, "one-time", "completed"],
      [10, "recurring", "completed"],
      [10, "recurring", "completed"],
    ]);
    expect(mine.every((d) => d.hasReceipt && d.isTest)).toBe(true);
    const admin = await demoActor("admin@demo.test");
    // No money moved: every demo gift is a test gift, out of the totals unless asked for.
    expect(await donationTotals(admin)).toMatchObject({ totalCents: 0, recurringMonthlyCents: 0, activePlans: 0, completedCount: 0 });
    const totals = await donationTotals(admin, new Date(), { includeTest: true });
    // 3 x $10 + $25 (the student), $50 + $100 + $250 (guests); the refunded $25 and the abandoned $100 are not counted.
    expect(totals).toMatchObject({ totalCents: 45_500, recurringMonthlyCents: 1_000, activePlans: 1, completedCount: 7 });
  });

  it("seeds nothing twice: a second run adds no videos, and seedIfEmpty leaves a seeded database alone", async () => {
    const db = await getDb();
    await seedDemoData(db);
    await seedDemoData(db);
    expect(await seedIfEmpty(db)).toBe(false);
    expect(await countRows(videos)).toBe(DEMO_VIDEOS.length);
    expect(storage.objects.size).toBe(2 * DEMO_VIDEOS.length + 2 * DEMO_LIBRARY.length + 3 * DEMO_PHOTOS.length);
  });

  it("leaves neither rows nor files when a seed fails after files were stored", async () => {
    const db = await getDb();
    // The last file fails to store, after the accounts were inserted and the other files stored.
    const put = storage.put.bind(storage);
    let puts = 0;
    storage.put = async (...args) => {
      puts += 1;
      if (puts === 2 * DEMO_VIDEOS.length) throw new Error("the store went away");
      return put(...args);
    };
    try {
      await expect(seedDemoData(db)).rejects.toThrow("the store went away");
    } finally {
      storage.put = put;
    }
    expect(await countRows(users)).toBe(0);
    expect(await countRows(videos)).toBe(0);
    expect(storage.objects.size).toBe(0);
    expect(storage.deleted.length).toBe(2 * DEMO_VIDEOS.length);
  });
});
