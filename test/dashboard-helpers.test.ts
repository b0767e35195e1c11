import { describe, expect, it } from "vitest";
import { formatDuration, positionPercent } from "@/features/watching/ui/format";
import { schoolVideoFilter, schoolVideoHref } from "@/features/school-tags/ui/filter";

describe("student dashboard formatting", () => {
  it("formats a video's length", () => {
    expect(formatDuration(null)).toBe("Length unknown");
    expect(formatDuration(0)).toBe("Length unknown");
    expect(formatDuration(20)).toBe("20 s");
    expect(formatDuration(600)).toBe("10 min");
    expect(formatDuration(3900)).toBe("1 h 5 min");
    expect(formatDuration(7200)).toBe("2 h");
  });

  it("turns the saved position into a percent, 100 once completed", () => {
    expect(positionPercent(5, 20)).toBe(25);
    expect(positionPercent(25, 20)).toBe(100);
    expect(positionPercent(-1, 20)).toBe(0);
    expect(positionPercent(3, 0)).toBe(0);
    expect(positionPercent(2, 20, true)).toBe(100);
  });
});

describe("school video filter", () => {
  it("keeps a known class and a trimmed search", () => {
    expect(schoolVideoFilter("  breath ", "Class 3")).toEqual({ search: "breath", classTag: "Class 3", page: 1 });
  });
  it("drops an unknown class and caps the search", () => {
    expect(schoolVideoFilter(undefined, "Class 13")).toEqual({ search: "", classTag: "", page: 1 });
    expect(schoolVideoFilter("x".repeat(300), "all").search).toHaveLength(200);
    expect(schoolVideoFilter("\u0000breath\udc00", undefined).search).toBe("breath");
  });
  it("reads the page, 1 when missing or invalid", () => {
    expect(schoolVideoFilter(undefined, undefined, "3").page).toBe(3);
    for (const page of [undefined, "", "abc", "0", "-2"]) expect(schoolVideoFilter(undefined, undefined, page).page).toBe(1);
  });
  it("links to a page keeping the search and class, page 1 without the parameter", () => {
    expect(schoolVideoHref({ search: "calm breath", classTag: "Class 3" }, 2)).toBe(
      "/school?tab=video-management&search=calm+breath&class=Class+3&page=2",
    );
    expect(schoolVideoHref({ search: "", classTag: "" }, 1)).toBe("/school?tab=video-management");
  });
});
