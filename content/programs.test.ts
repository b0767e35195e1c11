import { describe, expect, it } from "vitest";
import { about } from "./about";
import { PROGRAM_ALIASES } from "./program-aliases";
import { PROGRAM_TITLES } from "./program-titles";
import { programs, wellnessBenefits } from "./programs";

describe("programs", () => {
  it("are as many as the About page says, each with a unique id usable as an anchor and a unique title", () => {
    const count = ["one", "two", "three", "four", "five", "six"][programs.length - 1];
    expect(about.programs.text.toLowerCase()).toContain(`${count} programs`);
    expect(new Set(programs.map((p) => p.id)).size).toBe(programs.length);
    expect(new Set(programs.map((p) => p.title)).size).toBe(programs.length);
    for (const p of programs) expect(p.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it("have the titles that forms offer without the programs' text (program-titles.ts), in order", () => {
    expect(programs.map((p) => p.title)).toEqual([...PROGRAM_TITLES]);
  });

  it("each have their other names (program-aliases.ts), their id among them", () => {
    expect(Object.keys(PROGRAM_ALIASES)).toEqual([...PROGRAM_TITLES]);
    for (const p of programs) expect(PROGRAM_ALIASES[p.title as keyof typeof PROGRAM_ALIASES]).toContain(p.id);
  });

  it("each have an audience, a summary, benefits, details and implementation steps, none empty", () => {
    for (const p of programs) {
      for (const text of [p.title, p.audience, p.summary]) expect(text.trim().length, p.id).toBeGreaterThan(0);
      for (const list of [p.benefits, p.details, p.implementationSteps]) {
        expect(list.length, p.id).toBeGreaterThan(0);
        for (const item of list) expect(item.trim().length, p.id).toBeGreaterThan(0);
      }
    }
  });

  it("come with a list of wellness benefits", () => {
    expect(wellnessBenefits.length).toBeGreaterThanOrEqual(4);
    for (const b of wellnessBenefits) expect(b.description.trim().length).toBeGreaterThan(0);
  });
});
