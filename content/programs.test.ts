import { describe, expect, it } from "vitest";
import { programs, wellnessBenefits } from "./programs";

describe("programs", () => {
  it("are the four programs, each with benefits, details and implementation steps", () => {
    expect(programs.map((p) => p.id)).toEqual(["school-mornings", "workplace-mental-fitness", "home-practice", "community-wellness"]);
    for (const p of programs) {
      expect(p.summary.trim().length).toBeGreaterThan(0);
      expect(p.benefits.length).toBeGreaterThan(0);
      expect(p.details.length).toBeGreaterThan(0);
      expect(p.implementationSteps.length).toBeGreaterThan(0);
    }
  });

  it("come with a list of wellness benefits", () => {
    expect(wellnessBenefits.length).toBeGreaterThanOrEqual(4);
    for (const b of wellnessBenefits) expect(b.description.trim().length).toBeGreaterThan(0);
  });
});
