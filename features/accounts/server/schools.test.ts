import { beforeEach, describe, expect, it } from "vitest";
import { ForbiddenError, NotFoundError, UnauthorizedError } from "@/lib/errors";
import { actorFor, createUser, resetDb } from "@/test/db";
import { getInstructorProfile, listSchools, listStudents } from "./schools";

beforeEach(resetDb);

describe("listSchools", () => {
  it("returns only approved schools, with id and name only, sorted by name", async () => {
    const b = await createUser({ role: "school", name: "Birch School", email: "birch@example.org", phone: "+1 555 0101" });
    const a = await createUser({ role: "school", name: "Alder School", email: "alder@example.org" });
    await createUser({ role: "school", name: "Pending School", status: "pending" });
    await createUser({ role: "instructor", name: "Not A School" });

    const schools = await listSchools();
    expect(schools).toEqual([
      { id: a.id, _id: a.id, schoolID: a.id, name: "Alder School", schoolName: "Alder School" },
      { id: b.id, _id: b.id, schoolID: b.id, name: "Birch School", schoolName: "Birch School" },
    ]);
    // Contact details never leave with the list (matched exactly: a random UUID can contain "555").
    const json = JSON.stringify(schools);
    expect(json).not.toContain("birch@example.org");
    expect(json).not.toContain("+1 555 0101");
  });
});

describe("listStudents", () => {
  async function twoSchools() {
    const school = await createUser({ role: "school" });
    const otherSchool = await createUser({ role: "school" });
    const mine = await createUser({ role: "user", name: "Mine", schoolId: school.id });
    const minePending = await createUser({ role: "user", name: "Mine Pending", status: "pending", schoolId: school.id });
    const theirs = await createUser({ role: "user", name: "Theirs", schoolId: otherSchool.id });
    await createUser({ role: "user", name: "No School" });
    await createUser({ role: "instructor", name: "Instructor", schoolId: school.id });
    return { school, otherSchool, mine, minePending, theirs };
  }

  it("gives a school only its own students, whatever schoolId it passes", async () => {
    const { school, otherSchool, mine, minePending } = await twoSchools();
    const ids = (await listStudents(actorFor(school))).map((s) => s.id).sort();
    expect(ids).toEqual([mine.id, minePending.id].sort());
    const tried = (await listStudents(actorFor(school), otherSchool.id)).map((s) => s.id).sort();
    expect(tried).toEqual(ids);
    const [first] = await listStudents(actorFor(school));
    expect(Object.keys(first!).sort()).toEqual(["_id", "approved", "createdAt", "email", "id", "name", "phone", "schoolId", "status"]);
  });

  it("lets staff see one school's students or every student with a school", async () => {
    const { otherSchool, mine, minePending, theirs } = await twoSchools();
    const admin = actorFor(await createUser({ role: "admin" }));
    expect((await listStudents(admin, otherSchool.id)).map((s) => s.id)).toEqual([theirs.id]);
    expect((await listStudents(admin)).map((s) => s.id).sort()).toEqual([mine.id, minePending.id, theirs.id].sort());
    expect(await listStudents(admin, "not-a-uuid")).toEqual([]);
  });

  it("refuses guests, students, instructors and pending schools", async () => {
    await expect(listStudents(null)).rejects.toBeInstanceOf(UnauthorizedError);
    for (const row of [
      await createUser({ role: "user" }),
      await createUser({ role: "instructor" }),
      await createUser({ role: "school", status: "pending" }),
    ]) {
      await expect(listStudents(actorFor(row))).rejects.toBeInstanceOf(ForbiddenError);
    }
  });
});

describe("getInstructorProfile", () => {
  it("shows an approved instructor's public fields only", async () => {
    const instructor = await createUser({ role: "instructor", bio: "Calm", title: "Teacher", phone: "+1 555 0199", address: "Secret 1" });
    const viewer = actorFor(await createUser({ role: "user" }));
    const profile = await getInstructorProfile(viewer, instructor.id);
    expect(profile).toEqual({
      id: instructor.id,
      _id: instructor.id,
      name: instructor.name,
      lastName: null,
      bio: "Calm",
      title: "Teacher",
      specialization: null,
    });
  });

  it("answers 404 for a pending instructor, a non-instructor and a malformed id", async () => {
    const viewer = actorFor(await createUser({ role: "user" }));
    const pending = await createUser({ role: "instructor", status: "pending" });
    const school = await createUser({ role: "school" });
    for (const id of [pending.id, school.id, "nope"]) {
      await expect(getInstructorProfile(viewer, id)).rejects.toBeInstanceOf(NotFoundError);
    }
  });

  it("needs an approved, signed-in viewer", async () => {
    const instructor = await createUser({ role: "instructor" });
    await expect(getInstructorProfile(null, instructor.id)).rejects.toBeInstanceOf(UnauthorizedError);
    const pending = actorFor(await createUser({ role: "user", status: "pending" }));
    await expect(getInstructorProfile(pending, instructor.id)).rejects.toBeInstanceOf(ForbiddenError);
  });
});
