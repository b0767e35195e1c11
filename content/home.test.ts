import { describe, expect, it } from "vitest";
import { homeMission, homeRoutine } from "./home";
import { practiceTotalMinutes } from "./practice";

describe("home page content", () => {
  it("describes the 30-minute routine of mental exercises, breathing techniques and positive affirmations", () => {
    expect(homeRoutine.minutes).toBe(practiceTotalMinutes);
    expect(homeRoutine.ingredients.map((i) => i.title)).toEqual(["Mental exercises", "Breathing techniques", "Positive affirmations"]);
  });

  it("has a mission section", () => {
    expect(homeMission.title).toBe("Our Mission");
    expect(homeMission.paragraphs.length).toBeGreaterThan(0);
  });
});
