import { beforeEach, describe, expect, it } from "vitest";
import { ForbiddenError, UnauthorizedError } from "@/lib/errors";
import { actorFor, createUser, resetDb } from "@/test/db";
import { rejection } from "@/test/errors";
import { eraseByStaff } from "./erasure";
import { findPeople, PEOPLE_PAGE_SIZE } from "./people";

beforeEach(async () => {
  await resetDb();
});

describe("findPeople", () => {
  it("finds students, pending sign-ups and staff by part of the name, with a student's school, and says whom this person may not erase", async () => {
    const admin = actorFor(await createUser({ role: "admin", name: "Ada Admin" }));
    const school = await createUser({ role: "school", name: "Hillside Primary" });
    const student = await createUser({ role: "user", name: "Noah Hill", schoolId: school.id });
    const pending = await createUser({ role: "user", name: "Hilde Pending", status: "pending" });
    const otherAdmin = await createUser({ role: "admin", name: "Hilary Staff" });
    const superadmin = await createUser({ role: "superadmin", name: "Hillary Super" });
    await createUser({ role: "instructor", name: "Someone Else" });

    const found = await findPeople(admin, { q: "hil" });
    expect(found.total).toBe(5);
    expect(found.people.map((p) => [p.name, p.role, p.status, p.schoolName, p.notErasable])).toEqual([
      ["Hilary Staff", "admin", "approved", null, "Only a superadmin can erase an admin's account."],
      ["Hilde Pending", "user", "pending", null, null],
      ["Hillary Super", "superadmin", "approved", null, "A superadmin erases their account from their own Profile."],
      ["Hillside Primary", "school", "approved", null, null],
      ["Noah Hill", "user", "approved", "Hillside Primary", null],
    ]);
    expect(found.people.map((p) => p.id)).toEqual([otherAdmin.id, pending.id, superadmin.id, school.id, student.id]);
    // A superadmin may erase admins; nobody may erase themselves here.
    const asSuperadmin = await findPeople(actorFor(superadmin), { q: "hil" });
    expect(asSuperadmin.people.find((p) => p.id === otherAdmin.id)!.notErasable).toBeNull();
    expect(asSuperadmin.people.find((p) => p.id === superadmin.id)!.notErasable).toBe("Your own account: erase it from your Profile.");
  });

  it("finds one account by its whole e-mail address, whatever its case, and no erased account", async () => {
    const admin = actorFor(await createUser({ role: "admin" }));
    const student = await createUser({ role: "user", name: "Mila Jansen" });
    expect((await findPeople(admin, { q: `  ${student.email.toUpperCase()} ` })).people.map((p) => p.id)).toEqual([student.id]);
    // Part of an address finds nothing: one asks by the address the person gave.
    expect((await findPeople(admin, { q: student.email.slice(0, 8) + "@" })).total).toBe(0);

    await eraseByStaff(admin, student.id, { reason: "Their parent, by letter" });
    expect((await findPeople(admin, { q: "Mila" })).total).toBe(0);
    expect((await findPeople(admin, { q: "Deleted user" })).total).toBe(0);
  });

  it("takes the query literally and needs three letters", async () => {
    const admin = actorFor(await createUser({ role: "admin" }));
    await createUser({ role: "user", name: "Percy 100% Calm" });
    expect((await findPeople(admin, { q: "0%" })).total).toBe(0);
    expect((await findPeople(admin, { q: "00%" })).total).toBe(1);
    expect((await findPeople(admin, { q: "%%%" })).total).toBe(0);
    expect((await findPeople(admin, { q: "___" })).total).toBe(0);
    expect(await findPeople(admin, { q: "Pe" })).toEqual({ query: "Pe", people: [], total: 0, page: 1, pages: 1 });
    expect(await findPeople(admin, {})).toEqual({ query: "", people: [], total: 0, page: 1, pages: 1 });
  });

  it("pages in SQL, ten a page, a page past the end showing the last", async () => {
    const admin = actorFor(await createUser({ role: "admin" }));
    for (let i = 0; i < PEOPLE_PAGE_SIZE + 3; i++) await createUser({ role: "user", name: `Pupil ${String(i).padStart(2, "0")}` });
    const first = await findPeople(admin, { q: "pupil" });
    expect([first.total, first.pages, first.people.length]).toEqual([PEOPLE_PAGE_SIZE + 3, 2, PEOPLE_PAGE_SIZE]);
    const last = await findPeople(admin, { q: "pupil", page: 9 });
    expect([last.page, last.people.map((p) => p.name)]).toEqual([2, ["Pupil 10", "Pupil 11", "Pupil 12"]]);
  });

  it("is for staff who may erase only", async () => {
    for (const row of [
      await createUser({ role: "school" }),
      await createUser({ role: "user" }),
      await createUser({ role: "admin", allowedTabs: ["content"] }),
    ]) {
      expect(await rejection(findPeople(actorFor(row), { q: "anyone" }))).toBeInstanceOf(ForbiddenError);
    }
    expect(await rejection(findPeople(null, { q: "anyone" }))).toBeInstanceOf(UnauthorizedError);
  });
});
