import { createElement } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { renderHtml } from "@/test/render";
import { SiteHeader } from "./site-header";

const saved = { SITE_URL: process.env.SITE_URL, PORT: process.env.PORT };
afterEach(() => {
  for (const key of ["SITE_URL", "PORT"] as const) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
});

const guess = (html: string) => /data-origin-guess="([^"]*)"/.exec(html)?.[1] ?? null;

describe("the public header's origin marker", () => {
  it("names the address the page was rendered with when SITE_URL is unset (the site script puts the served origin in its place)", () => {
    delete process.env.SITE_URL;
    process.env.PORT = "3000";
    expect(guess(renderHtml(createElement(SiteHeader)))).toBe("http://localhost:3000");
  });

  it("is absent when SITE_URL is set: the address is known, nothing is corrected", () => {
    process.env.SITE_URL = "https://www.mindfulminds.example";
    expect(guess(renderHtml(createElement(SiteHeader)))).toBeNull();
  });
});
