import { describe, expect, it } from "vitest";
import { PROGRAM_ALIASES } from "@/content/program-aliases";
import { PROGRAM_TITLES } from "@/content/program-titles";
import { programTitleFor, resolveProgram } from "./schema";

describe("resolveProgram", () => {
  it("takes every program's title and each of its other names as that program, and no name as two", () => {
    for (const title of PROGRAM_TITLES) {
      for (const name of [title, ...PROGRAM_ALIASES[title]]) {
        expect([name, resolveProgram(name)]).toEqual([name, { programRequested: title, otherProgram: null }]);
      }
    }
  });

  it("keeps a name that is none of ours, as typed, for Other", () => {
    expect(resolveProgram("School Evening Sessions")).toEqual({ programRequested: "Other", otherProgram: "School Evening Sessions" });
    expect(resolveProgram("…")).toEqual({ programRequested: "Other", otherProgram: "…" });
  });
});

describe("programTitleFor", () => {
  it("names the program of a /programs link by its id (or another of its names), and nothing else", () => {
    expect(programTitleFor("school-mornings")).toBe("School Morning Sessions");
    expect(programTitleFor("community-wellness")).toBe("Community Wellness");
    expect(programTitleFor("Workplace Mental Fitness")).toBe("Workplace Mental Fitness");
    for (const name of [undefined, "", "other", "Other", "a yoga retreat", "x".repeat(201)]) expect(programTitleFor(name)).toBeUndefined();
  });
});
