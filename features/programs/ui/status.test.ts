import { describe, expect, it } from "vitest";
import { pageCount, pendingProgramsBadge, programStatusLook, schoolNameShown } from "./status";

describe("the program screens' words", () => {
  it("name each status with its tone", () => {
    expect(programStatusLook("pending")).toEqual({ label: "Pending", tone: "wait" });
    expect(programStatusLook("approved")).toEqual({ label: "Approved", tone: "good" });
    expect(programStatusLook("rejected")).toEqual({ label: "Rejected", tone: "bad" });
  });

  it("say Not specified for a school without a name", () => {
    expect(schoolNameShown("Riverside Primary")).toBe("Riverside Primary");
    expect(schoolNameShown("   ")).toBe("Not specified");
  });

  it("badge the pending requests only when there are some", () => {
    expect(pendingProgramsBadge(0)).toBeNull();
    expect(pendingProgramsBadge(1)).toEqual({ count: 1, label: "1 pending program request" });
    expect(pendingProgramsBadge(4)).toEqual({ count: 4, label: "4 pending program requests" });
  });

  it("count pages, at least one", () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });
});
