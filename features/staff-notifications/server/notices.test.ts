import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { galleryImages, staffNoticePreferences, type UserRow } from "@/lib/db/schema";
import type { StaffNoticeMode } from "@/lib/db/schema";
import { staffQueues } from "@/registry/staff-queues";
import { createUser, getDb, resetDb, type NewUser } from "@/test/db";
import { invoiceOf } from "@/test/invoices";
import { createLibraryItem } from "@/test/library";
import { deliverOutbox } from "@/test/mail";
import { insertProgramRequest } from "@/test/programs";
import { mailbox } from "@/test/smtp";
import { createVideo } from "@/test/videos";
import type { StaffQueue } from "../queue";
import { sendDigests, sendImmediateNotices } from "./notices";

beforeEach(async () => {
  await resetDb();
  mailbox.clear();
});

const HOUR = 3_600_000;
/** Noon today (UTC): after the digest's hour whatever the time the test runs. */
const noon = () => new Date(`${new Date().toISOString().slice(0, 10)}T12:00:00Z`);
const hoursBefore = (at: Date, hours: number) => new Date(at.getTime() - hours * HOUR);

/** A member of staff with the given choice (none stored: the default, the daily digest). */
async function staff(mode: StaffNoticeMode | null, over: Partial<NewUser> = {}) {
  const row = await createUser({ role: "admin", ...over });
  if (mode) {
    const db = await getDb();
    await db.insert(staffNoticePreferences).values({ userId: row.id, mode });
  }
  return row;
}

/** A school's photo waiting for review, stored straight in the table. */
async function insertPhoto(school: UserRow, over: { title: string; createdAt: Date }) {
  const db = await getDb();
  const variants = [{ key: `image/${over.title}.webp`, width: 480, height: 320, size: 1000, type: "image/webp" }];
  await db
    .insert(galleryImages)
    .values({ status: "pending", schoolId: school.id, schoolName: school.name, variants, width: 480, height: 320, ...over });
}

async function digests(now: Date, queues: readonly StaffQueue[] = staffQueues) {
  const sent = await sendDigests(queues, now);
  await deliverOutbox();
  return sent;
}

async function notices(queues: readonly StaffQueue[] = staffQueues) {
  const sent = await sendImmediateNotices(queues);
  await deliverOutbox();
  return sent;
}

/** One item of every queue, each waiting a different time: answers their titles, oldest first. */
async function oneOfEach(now: Date) {
  const school = await createUser({ role: "school", name: "Riverside Primary" });
  const instructor = await createUser({ role: "instructor", name: "Maya" });
  await createUser({ role: "instructor", name: "Priya Shah", status: "pending", createdAt: hoursBefore(now, 24 * 5 + 2) });
  await invoiceOf(instructor, "pending", { over: { issuedAt: hoursBefore(now, 24 * 4) } });
  await createVideo(instructor, { courseName: "Breathing for beginners", status: "pending", createdAt: hoursBefore(now, 24 * 3) });
  await insertPhoto(school, { title: "Lantern walk", createdAt: hoursBefore(now, 30) });
  await createLibraryItem(null, { published: false, title: "Sleep stories", createdAt: hoursBefore(now, 5) });
  await insertProgramRequest(school.id, { programRequested: "Mindful Mornings", createdAt: hoursBefore(now, 0.5) });
}

describe("the daily digest", () => {
  it("mails staff on the default choice everything that waits, the longest waiting first, with how long, once a day", async () => {
    const now = noon();
    const admin = await staff(null, { name: "Alex", email: "alex@example.org" });
    await oneOfEach(now);
    // Approved items and decided requests wait for nobody.
    await createVideo(null, { status: "approved", courseName: "Already live" });

    expect(await digests(now)).toBe(1);
    const mail = mailbox.only(admin.email);
    expect(mail.subject).toBe("6 items wait for you on Mindful Minds Foundation");
    expect(mail.text).toContain("Hello Alex,");
    const lines = mail.text.split("\n").filter((l) => l.startsWith("- "));
    expect(lines).toEqual([
      "- Priya Shah (Instructor): waiting 5 days",
      expect.stringMatching(/^- INV-\d+ from Maya: waiting 4 days$/),
      "- Breathing for beginners: waiting 3 days",
      "- Lantern walk (Riverside Primary): waiting 1 day",
      "- Sleep stories: waiting 5 hours",
      "- Mindful Mornings for Riverside Primary: waiting under an hour",
    ]);
    expect(mail.text).toContain("Open: http://localhost:3000/admin?tab=approval-requests");
    expect(mail.text).toContain("Open: http://localhost:3000/admin?tab=library");
    expect(mail.html).toContain("<li>Breathing for beginners: waiting 3 days</li>");
    expect(mail.text).not.toContain("Already live");

    // Later the same day, and two runs at once: no second digest.
    mailbox.clear();
    expect(await Promise.all([sendDigests(staffQueues, hoursBefore(now, -3)), sendDigests(staffQueues, hoursBefore(now, -3))])).toEqual([
      0, 0,
    ]);
    // The next day: the next digest.
    expect(await digests(hoursBefore(now, -24))).toBe(1);
    expect(mailbox.to(admin.email)).toHaveLength(1);
  });

  it("lists the items of a queue oldest first, and the queue whose oldest item waits longest first", async () => {
    const now = noon();
    const admin = await staff("daily");
    const at = (hours: number) => hoursBefore(now, hours);
    const queue = (id: string, label: string, items: [string, number][]): StaffQueue => ({
      id,
      label,
      adminTab: "content",
      tab: id,
      waiting: async () => items.map(([title, hours]) => ({ id: title, title, submittedAt: at(hours) })),
    });
    await digests(now, [
      queue("first", "Newer queue", [
        ["B", 2],
        ["A", 10],
      ]),
      queue("second", "Older queue", [["C", 48]]),
    ]);
    const text = mailbox.only(admin.email).text;
    expect(text.indexOf("Older queue (1)")).toBeLessThan(text.indexOf("Newer queue (2)"));
    expect(text.indexOf("- A: waiting 10 hours")).toBeLessThan(text.indexOf("- B: waiting 2 hours"));
  });

  it("sends nothing when nothing waits, and nothing before the digest's hour", async () => {
    const now = noon();
    const admin = await staff("daily");
    expect(await digests(now)).toBe(0);
    expect(mailbox.messages).toEqual([]);

    await insertProgramRequest((await createUser({ role: "school" })).id);
    const early = new Date(`${now.toISOString().slice(0, 10)}T06:59:00Z`);
    expect(await digests(early)).toBe(0);
    expect(mailbox.messages).toEqual([]);
    // Nothing waited at the first run: the day's digest still goes once something does.
    expect(await digests(now)).toBe(1);
    expect(mailbox.to(admin.email)).toHaveLength(1);
  });

  it("tells an admin limited by allowed tabs only of their tabs' queues; superadmins of all; not those who chose otherwise", async () => {
    const now = noon();
    const gallery = await staff(null, { allowedTabs: ["gallery-approvals"] });
    const programs = await staff("daily", { allowedTabs: ["manage-programs", "user-management"] });
    const superadmin = await staff(null, { role: "superadmin" });
    const quiet = await staff("none");
    const eager = await staff("immediate");
    const pending = await staff(null, { status: "pending" });
    const school = await createUser({ role: "school", name: "Hill School" });
    await insertPhoto(school, { title: "Sports day", createdAt: hoursBefore(now, 3) });

    expect(await digests(now)).toBe(2);
    expect(mailbox.only(gallery.email).text).toContain("- Sports day (Hill School): waiting 3 hours");
    expect(mailbox.only(superadmin.email).text).toContain("http://localhost:3000/superadmin?tab=gallery-approvals");
    for (const nobody of [programs, quiet, eager, pending]) expect(mailbox.to(nobody.email)).toEqual([]);
  });
});

describe("the mail at once", () => {
  /** Makes the staff member's choice `minutes` older, as if made then. */
  async function choseMinutesAgo(userId: string, minutes: number) {
    const db = await getDb();
    await db
      .update(staffNoticePreferences)
      .set({ chosenAt: sql`now() - make_interval(mins => ${minutes})` })
      .where(eq(staffNoticePreferences.userId, userId));
  }

  it("mails each member of staff who chose it once per new item, never about what waited before they chose", async () => {
    const school = await createUser({ role: "school", name: "Riverside Primary" });
    const before = await insertProgramRequest(school.id, { programRequested: "Old request", createdAt: hoursBefore(new Date(), 1) });
    const admin = await staff("immediate", { email: "alex@example.org" });
    const superadmin = await staff("immediate", { role: "superadmin" });
    const daily = await staff("daily");
    await choseMinutesAgo(admin.id, 30);
    await choseMinutesAgo(superadmin.id, 30);

    expect(await notices()).toBe(0);
    await insertProgramRequest(school.id, { programRequested: "Mindful Mornings" });
    expect(await notices()).toBe(2);
    const mail = mailbox.only("alex@example.org");
    expect(mail.subject).toBe("New for you on Mindful Minds Foundation: Mindful Mornings for Riverside Primary");
    expect(mail.text).toContain("- Mindful Mornings for Riverside Primary: waiting under an hour");
    expect(mail.text).toContain("Open: http://localhost:3000/admin?tab=manage-programs");
    expect(mail.text).not.toContain(before.programRequested);
    expect(mailbox.only(superadmin.email).text).toContain("/superadmin?tab=manage-programs");
    expect(mailbox.to(daily.email)).toEqual([]);

    // The next run: nothing new. A second item: a mail about it alone.
    mailbox.clear();
    expect(await notices()).toBe(0);
    await createVideo(null, { courseName: "Body scan", status: "pending" });
    expect(await notices()).toBe(2);
    expect(mailbox.only("alex@example.org").subject).toBe("New for you on Mindful Minds Foundation: Body scan");
  });

  it("names several new items in one mail, and follows an admin's allowed tabs", async () => {
    const admin = await staff("immediate", { allowedTabs: ["approval-requests"] });
    await choseMinutesAgo(admin.id, 60);
    await createUser({ role: "user", name: "Sam", status: "pending" });
    await createUser({ role: "school", name: "Hill School", status: "pending" });
    await createVideo(null, { courseName: "Not for this admin", status: "pending" });

    expect(await notices()).toBe(1);
    const mail = mailbox.only(admin.email);
    expect(mail.subject).toBe("2 new items wait for you on Mindful Minds Foundation");
    expect(mail.text).toContain("New registrations (2)");
    expect(mail.text).toContain("- Sam (Student)");
    expect(mail.text).toContain("- Hill School (School)");
    expect(mail.text).not.toContain("Not for this admin");
  });

  it("sends one mail when the job runs twice at once (two instances)", async () => {
    const admins = [await staff("immediate"), await staff("immediate")];
    for (const a of admins) await choseMinutesAgo(a.id, 60);
    await createVideo(null, { courseName: "Raced", status: "pending" });

    const runs = await Promise.all([
      sendImmediateNotices(staffQueues),
      sendImmediateNotices(staffQueues),
      sendImmediateNotices(staffQueues),
    ]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(2);
    await deliverOutbox();
    for (const a of admins) expect(mailbox.to(a.email)).toHaveLength(1);
  });
});
