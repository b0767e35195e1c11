import { describe, expect, it } from "vitest";
import { PROGRAM_ALIASES } from "@/content/program-aliases";
import { PROGRAM_TITLES } from "@/content/program-titles";
import { resolveProgram } from "./schema";

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
