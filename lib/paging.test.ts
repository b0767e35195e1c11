import { describe, expect, it } from "vitest";
import { nextPageLink, pageCount, pageLinks, pageWindow } from "./paging";

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

describe("pageCount", () => {
  it("counts the pages a list fills, at least one", () => {
    expect([pageCount(0, 5), pageCount(5, 5), pageCount(6, 5), pageCount(51, 25)]).toEqual([1, 1, 2, 3]);
  });
});

describe("pageLinks", () => {
  const url = new URL("http://localhost/api/v1/video/getAllVideos?tag=calm&page=2");
  it("links first, prev, next and last, relative, keeping the other parameters", () => {
    expect(pageLinks(url, { page: 2, limit: 10, total: 35 })).toBe(
      [
        '</api/v1/video/getAllVideos?tag=calm&page=1&limit=10>; rel="first"',
        '</api/v1/video/getAllVideos?tag=calm&page=1&limit=10>; rel="prev"',
        '</api/v1/video/getAllVideos?tag=calm&page=3&limit=10>; rel="next"',
        '</api/v1/video/getAllVideos?tag=calm&page=4&limit=10>; rel="last"',
      ].join(", "),
    );
  });
  it("has no prev on the first page nor next on the last; an empty list has one page", () => {
    expect(pageLinks(url, { page: 1, limit: 100, total: 0 })).toBe(
      '</api/v1/video/getAllVideos?tag=calm&page=1&limit=100>; rel="first", </api/v1/video/getAllVideos?tag=calm&page=1&limit=100>; rel="last"',
    );
    expect(pageLinks(url, { page: 9, limit: 10, total: 35 })).not.toContain('rel="next"');
    expect(pageLinks(url, { page: 9, limit: 10, total: 35 })).toContain('page=4&limit=10>; rel="prev"');
  });
});

describe("nextPageLink", () => {
  it("links the next page of a cursor, keeping the other parameters; none without one", () => {
    const url = new URL("http://localhost/api/v1/chat/abc?limit=20&before=90&x=1");
    expect(nextPageLink(url, { before: 71, limit: 20 })).toBe('</api/v1/chat/abc?limit=20&before=71&x=1>; rel="next"');
    expect(nextPageLink(new URL("http://localhost/api/v1/chat/abc"), { after: 5 })).toBe('</api/v1/chat/abc?after=5>; rel="next"');
    expect(nextPageLink(url, null)).toBeNull();
  });
});
