import { describe, expect, it } from "vitest";
import { pageWindow } from "./paging";

describe("pageWindow", () => {
  it("shows the first, last and two pages either side, with gaps", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(6, 20)).toEqual([1, null, 4, 5, 6, 7, 8, null, 20]);
  });

  it("takes a narrower radius for the dashboards' pagers", () => {
    expect(pageWindow(6, 20, 1)).toEqual([1, null, 5, 6, 7, null, 20]);
    expect(pageWindow(2, 4, 1)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(20, 20, 1)).toEqual([1, null, 19, 20]);
  });
});
