import { describe, expect, it } from "vitest";
import { marketingPages } from "@/lib/marketing-pages.mts";
import { isMarketingPage } from "./site-link";

describe("isMarketingPage", () => {
  it("knows the pages served without the framework's JavaScript, with or without a query or fragment", () => {
    for (const path of marketingPages) expect(isMarketingPage(path)).toBe(true);
    expect(isMarketingPage("/programs#school-morning-sessions")).toBe(true);
    expect(isMarketingPage("/?utm_source=newsletter")).toBe(true);
    expect(isMarketingPage("/about?x=1#y")).toBe(true);
  });

  it("leaves every other page to next/link, including paths that only start like one", () => {
    for (const path of [
      "/videos",
      "/videos/123",
      "/resources",
      "/contact",
      "/login",
      "/dashboard",
      "/about/team",
      "/aboutus",
      "/programs-old",
      "",
      "#main",
      "?q=1",
    ]) {
      expect(isMarketingPage(path), path).toBe(false);
    }
  });
});
