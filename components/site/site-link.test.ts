import { describe, expect, it } from "vitest";
import { pagesWithoutRuntime } from "@/lib/static-site/pages.mts";
import { isPageWithoutRuntime } from "./site-link";

describe("isPageWithoutRuntime", () => {
  it("knows the pages served without the framework's JavaScript, with or without a query or fragment", () => {
    for (const path of pagesWithoutRuntime) expect(isPageWithoutRuntime(path)).toBe(true);
    expect(isPageWithoutRuntime("/signup")).toBe(true);
    expect(isPageWithoutRuntime("/programs#school-morning-sessions")).toBe(true);
    expect(isPageWithoutRuntime("/?utm_source=newsletter")).toBe(true);
    expect(isPageWithoutRuntime("/about?x=1#y")).toBe(true);
    expect(isPageWithoutRuntime("/resources?keyword=calm")).toBe(true);
    expect(isPageWithoutRuntime("/videos?duration=short")).toBe(true);
    expect(isPageWithoutRuntime("/gallery?category=event#photos")).toBe(true);
  });

  it("leaves every other page to next/link, including paths that only start like one", () => {
    for (const path of [
      "/videos/123",
      "/gallery/photos/123/480",
      "/resources/123",
      "/contacts",
      "/logins",
      "/signup/students",
      "/reset-password/abc",
      "/dashboard",
      "/about/team",
      "/aboutus",
      "/programs-old",
      "",
      "#main",
      "?q=1",
    ]) {
      expect(isPageWithoutRuntime(path), path).toBe(false);
    }
  });
});
