import { beforeEach, describe, expect, it } from "vitest";
import { actorFor, createUser, resetDb } from "@/test/db";
import { schoolSeeingStudent } from "./visibility";

beforeEach(resetDb);

describe("schoolSeeingStudent", () => {
  it("names the school a student chose, and nothing for a student without one or any other role", async () => {
    const school = await createUser({ role: "school", name: "Riverside Primary School" });
    const attached = actorFor(await createUser({ role: "user", schoolId: school.id }));
    const alone = actorFor(await createUser({ role: "user" }));
    expect(await schoolSeeingStudent(attached)).toEqual({ name: "Riverside Primary School" });
    expect(await schoolSeeingStudent(alone)).toBeNull();
    expect(await schoolSeeingStudent(actorFor(school))).toBeNull();
    expect(await schoolSeeingStudent(actorFor(await createUser({ role: "instructor" })))).toBeNull();
    expect(await schoolSeeingStudent(null)).toBeNull();
  });
});
