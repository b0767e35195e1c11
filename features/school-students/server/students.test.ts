import { beforeEach, describe, expect, it, vi } from "vitest";
import { practiceDays, videoSchoolTags, watchedVideos, type UserRow } from "@/lib/db/schema";
import { ForbiddenError, InvalidError, UnauthorizedError } from "@/lib/errors";
import { actorFor, createUser, getDb, resetDb } from "@/test/db";
import { insertVideo } from "@/test/videos";
import { exportSchoolStudentsCsv, listSchoolStudents, practiceWindows } from "./students";

// A Thursday: this week began on Monday 2026-11-23; this term (84 days, today included) on 2026-09-04.
const NOW = new Date("2026-11-26T15:00:00Z");

beforeEach(async () => {
  await resetDb();
});

async function practise(student: UserRow, day: string, seconds: number) {
  const db = await getDb();
  await db.insert(practiceDays).values({ userId: student.id, day, seconds });
}

async function watch(student: UserRow, videoId: string, { completed = false, at = NOW } = {}) {
  const db = await getDb();
  await db.insert(watchedVideos).values({
    userId: student.id,
    videoId,
    videoLength: 60,
    secondsPlayed: completed ? 60 : 20,
    completedAt: completed ? at : null,
    lastWatchedAt: at,
  });
}

/** Riverside with three students (one pending, one rejected), and Hillside with one of its own. */
async function twoSchools() {
  const school = await createUser({ role: "school", name: "Riverside" });
  const other = await createUser({ role: "school", name: "Hillside" });
  const ada = await createUser({ role: "user", name: "Ada", lastName: "Lovelace", schoolId: school.id });
  const ben = await createUser({ role: "user", name: "ben", schoolId: school.id });
  const cleo = await createUser({ role: "user", name: "Cleo", schoolId: school.id, status: "pending" });
  await createUser({ role: "user", name: "Rejected Rob", schoolId: school.id, status: "rejected" });
  const theirs = await createUser({ role: "user", name: "Theo Other", schoolId: other.id });
  await createUser({ role: "user", name: "No School" });

  const breathing = await insertVideo({ courseName: "Breathing" });
  const scan = await insertVideo({ courseName: "Body scan" });
  const gone = await insertVideo({ courseName: "Deleted", deletedAt: new Date() });
  const db = await getDb();
  await db.insert(videoSchoolTags).values([
    { videoId: breathing.id, schoolId: school.id, tags: ["Class 3", "Class 10"] },
    { videoId: scan.id, schoolId: school.id, tags: ["Class 5"] },
    // Hillside's own classes never show at Riverside.
    { videoId: scan.id, schoolId: other.id, tags: ["Class 9"] },
  ]);

  // Ada: 10 min this week (Monday and today), 5 more earlier this term, 7 before the term; two videos completed (one since deleted).
  await practise(ada, "2026-11-23", 300);
  await practise(ada, "2026-11-26", 300);
  await practise(ada, "2026-10-01", 300);
  await practise(ada, "2026-09-03", 420);
  await watch(ada, breathing.id, { completed: true, at: new Date("2026-11-26T09:00:00Z") });
  await watch(ada, gone.id, { completed: true, at: new Date("2026-11-01T09:00:00Z") });
  // Ben: last Sunday only (not this week), one video half watched.
  await practise(ben, "2026-11-22", 1250);
  await watch(ben, scan.id, { at: new Date("2026-11-22T18:00:00Z") });
  // Theo at Hillside practised a lot.
  await practise(theirs, "2026-11-25", 3600);
  await watch(theirs, scan.id, { completed: true });
  return { school: actorFor(school), other: actorFor(other), ada, ben, cleo, theirs };
}

describe("practiceWindows", () => {
  it("starts the week on Monday (UTC) and the term 84 days back, today included", () => {
    expect(practiceWindows(NOW)).toEqual({ weekStart: "2026-11-23", termStart: "2026-09-04" });
    expect(practiceWindows(new Date("2026-11-23T00:00:00Z")).weekStart).toBe("2026-11-23");
    expect(practiceWindows(new Date("2026-11-29T23:59:59Z")).weekStart).toBe("2026-11-23");
  });
});

describe("listSchoolStudents", () => {
  it("lists the school's approved and pending students with their practice, by name", async () => {
    const { school, ada, ben, cleo } = await twoSchools();
    const result = await listSchoolStudents(school, {}, NOW);
    expect(result).toMatchObject({ matching: 3, page: 1, totalPages: 1, sort: "name", dir: "asc", classTag: null });
    expect(result.students).toEqual([
      {
        id: ada.id,
        name: "Ada Lovelace",
        email: ada.email,
        status: "approved",
        classes: ["Class 3", "Class 10"],
        minutesThisWeek: 10,
        minutesThisTerm: 15,
        videosCompleted: 1,
        lastActiveAt: "2026-11-26T09:00:00.000Z",
        joinedAt: ada.createdAt.toISOString(),
      },
      expect.objectContaining({
        id: ben.id,
        status: "approved",
        classes: ["Class 5"],
        minutesThisWeek: 0,
        minutesThisTerm: 20,
        videosCompleted: 0,
        lastActiveAt: "2026-11-22T18:00:00.000Z",
      }),
      expect.objectContaining({
        id: cleo.id,
        status: "pending",
        classes: [],
        minutesThisWeek: 0,
        minutesThisTerm: 0,
        videosCompleted: 0,
        lastActiveAt: null,
      }),
    ]);
  });

  it("never shows a school another school's students or classes, whatever the query says", async () => {
    const { school, other, theirs } = await twoSchools();
    const mine = await listSchoolStudents(school, { schoolId: other.id, class: "Class 9" }, NOW);
    expect(mine.students).toEqual([]);
    const all = (await listSchoolStudents(school, { schoolId: other.id }, NOW)).students.map((s) => s.id);
    expect(all).not.toContain(theirs.id);
    const hillside = await listSchoolStudents(other, {}, NOW);
    expect(hillside.students.map((s) => [s.name, s.classes])).toEqual([["Theo Other", ["Class 9"]]]);
    expect(await exportSchoolStudentsCsv(school, {}, NOW)).not.toContain("Theo");
  });

  it("sorts by each column in either direction (unknown sorts fall back to the name), ties and nulls last", async () => {
    const { school } = await twoSchools();
    const names = async (sort: string, dir?: string) =>
      (await listSchoolStudents(school, { sort, dir }, NOW)).students.map((s) => s.name.split(" ")[0]);
    expect(await names("name", "desc")).toEqual(["Cleo", "ben", "Ada"]);
    expect(await names("week")).toEqual(["Ada", "ben", "Cleo"]);
    expect(await names("term")).toEqual(["ben", "Ada", "Cleo"]);
    expect(await names("term", "asc")).toEqual(["Cleo", "Ada", "ben"]);
    expect(await names("completed")).toEqual(["Ada", "ben", "Cleo"]);
    expect(await names("lastActive")).toEqual(["Ada", "ben", "Cleo"]);
    expect(await names("lastActive", "asc")).toEqual(["ben", "Ada", "Cleo"]);
    expect(await names("password_hash", "sideways")).toEqual(["Ada", "ben", "Cleo"]);
  });

  it("filters by class: the students who watched a video the school tagged for it", async () => {
    const { school } = await twoSchools();
    const names = async (c: string) => (await listSchoolStudents(school, { class: c }, NOW)).students.map((s) => s.name);
    expect(await names("Class 10")).toEqual(["Ada Lovelace"]);
    expect(await names("Class 5")).toEqual(["ben"]);
    expect(await names("Class 1")).toEqual([]);
    expect(await names("all")).toHaveLength(3);
    await expect(listSchoolStudents(school, { class: "Class 13" }, NOW)).rejects.toBeInstanceOf(InvalidError);
  });

  it("pages by 50 in one statement, a page past the end showing the last", async () => {
    const school = await createUser({ role: "school" });
    const db = await getDb();
    for (let i = 0; i < 55; i += 1) await createUser({ role: "user", name: `Student ${String(i).padStart(2, "0")}`, schoolId: school.id });
    const execute = vi.spyOn(db, "execute");
    const second = await listSchoolStudents(actorFor(school), { page: "2" }, NOW);
    expect(execute).toHaveBeenCalledTimes(1);
    execute.mockRestore();
    expect(second).toMatchObject({ matching: 55, page: 2, totalPages: 2, pageSize: 50 });
    expect(second.students.map((s) => s.name)).toEqual(["Student 50", "Student 51", "Student 52", "Student 53", "Student 54"]);
    expect((await listSchoolStudents(actorFor(school), { page: "9" }, NOW)).page).toBe(2);
    expect((await exportSchoolStudentsCsv(actorFor(school), { page: "2" }, NOW)).trim().split("\r\n")).toHaveLength(56);
  });

  it("is the school's alone: guests, students, instructors, staff and pending schools are refused", async () => {
    await expect(listSchoolStudents(null)).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(exportSchoolStudentsCsv(null)).rejects.toBeInstanceOf(UnauthorizedError);
    for (const spec of [
      { role: "user" },
      { role: "instructor" },
      { role: "admin" },
      { role: "superadmin" },
      { role: "school", status: "pending" },
    ] as const) {
      const actor = actorFor(await createUser(spec));
      await expect(listSchoolStudents(actor)).rejects.toBeInstanceOf(ForbiddenError);
      await expect(exportSchoolStudentsCsv(actor)).rejects.toBeInstanceOf(ForbiddenError);
    }
  });
});

describe("exportSchoolStudentsCsv", () => {
  it("exports every student the filter keeps, in the tab's order, as spreadsheet-safe CSV", async () => {
    const { school } = await twoSchools();
    await createUser({ role: "user", name: "=HYPERLINK(evil)", schoolId: school.id });
    const csv = await exportSchoolStudentsCsv(school, { sort: "term" }, NOW);
    expect(csv.startsWith("\uFEFFName,E-mail,Status,Classes,Minutes this week,Minutes this term (last 12 weeks),Videos completed,")).toBe(
      true,
    );
    const lines = csv.trim().split("\r\n");
    expect(lines).toHaveLength(5);
    expect(lines[1]).toMatch(/^ben,.*,Approved,Class 5,0,20,0,2026-11-22T18:00:00.000Z,/);
    expect(lines[2]).toMatch(/^Ada Lovelace,.*,Approved,Class 3; Class 10,10,15,1,2026-11-26T09:00:00.000Z,/);
    expect(lines.slice(3).some((l) => l.startsWith("'=HYPERLINK(evil),"))).toBe(true);
    expect(lines.slice(3).some((l) => l.startsWith("Cleo,") && l.includes(",Pending approval,"))).toBe(true);
    const class5 = await exportSchoolStudentsCsv(school, { class: "Class 5" }, NOW);
    expect(class5.trim().split("\r\n")).toHaveLength(2);
  });
});
