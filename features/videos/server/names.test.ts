import { beforeEach, describe, expect, it } from "vitest";
import { actorFor, createUser, resetDb } from "@/test/db";
import { createVideo } from "@/test/videos";
import { catalogueFilters } from "./catalogue";
import { getVideo } from "./videos";

beforeEach(resetDb);

describe("the uploader's name on videos", () => {
  it("is the instructor's first and last name when the profile has both, and the name alone otherwise", async () => {
    const split = await createUser({ role: "instructor", name: "Maya", lastName: "Patel" });
    const whole = await createUser({ role: "instructor", name: "Tom Becker", lastName: null });
    const [a, b] = [await createVideo(split), await createVideo(whole)];
    const viewer = actorFor(await createUser({ role: "user" }));
    expect((await getVideo(viewer, a.id)).instructorName).toBe("Maya Patel");
    expect((await getVideo(viewer, a.id)).uploadedBy).toMatchObject({ name: "Maya Patel" });
    expect((await getVideo(viewer, b.id)).instructorName).toBe("Tom Becker");
    expect((await catalogueFilters()).instructors.map((i) => i.name)).toEqual(["Maya Patel", "Tom Becker"]);
  });
});
