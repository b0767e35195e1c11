import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import * as about from "./about";
import * as breathing from "./breathing";
import * as careers from "./careers";
import * as chakras from "./chakras";
import * as contact from "./contact";
import * as home from "./home";
import * as practice from "./practice";
import * as privacy from "./privacy";
import * as programs from "./programs";

const root = path.join(import.meta.dirname, "..");

/**
 * The site's pages as URL patterns: app/**\/page.tsx (route groups left out, a dynamic segment
 * matching one segment) and the Pages Router's pages/**\/*.tsx. The catch-all app/(site)/[...slug] is left
 * out: it redirects every unknown path home, so a link that only it answers is a broken link.
 */
function pagePatterns(): RegExp[] {
  const appPages = readdirSync(path.join(root, "app"), { recursive: true, encoding: "utf8" })
    .filter((file) => path.basename(file) === "page.tsx")
    .map((file) =>
      path
        .dirname(file)
        .split(path.sep)
        .filter((segment) => segment !== "." && !/^\(.*\)$/.test(segment)),
    )
    .filter((segments) => !segments.some((s) => s.startsWith("[...")));
  const staticPages = readdirSync(path.join(root, "pages"), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".tsx") && !path.basename(file).startsWith("_") && !/^\d{3}\.tsx$/.test(file))
    .map((file) => file.replace(/\.tsx$/, "").split(path.sep))
    .map((segments) => (segments.at(-1) === "index" ? segments.slice(0, -1) : segments));
  return [...appPages, ...staticPages].map(
    (segments) =>
      new RegExp(`^/${segments.map((s) => (s.startsWith("[") ? "[^/]+" : s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))).join("/")}$`),
  );
}

/** Every `href` in a content value, with where it was found. */
function hrefs(value: unknown, where: string): [string, string][] {
  if (Array.isArray(value)) return value.flatMap((item, i) => hrefs(item, `${where}[${i}]`));
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, item]) =>
    key === "href" && typeof item === "string" ? [[where, item] as [string, string]] : hrefs(item, `${where}.${key}`),
  );
}

const modules = { about, breathing, careers, chakras, contact, home, practice, privacy, programs };

describe("links in the site content", () => {
  const patterns = pagePatterns();
  const links = Object.entries(modules).flatMap(([name, exports]) => hrefs(exports, name));

  it("finds the pages and the links", () => {
    expect(patterns.some((p) => p.test("/"))).toBe(true);
    expect(patterns.some((p) => p.test("/videos/abc"))).toBe(true);
    expect(patterns.some((p) => p.test("/no-such-page"))).toBe(false);
    expect(links.length).toBeGreaterThan(3);
  });

  it("lead to pages that exist (internal) or are absolute https/mailto links", () => {
    for (const [where, href] of links) {
      if (href.startsWith("/")) {
        const pathname = href.split(/[?#]/)[0]!;
        expect(
          patterns.some((p) => p.test(pathname)),
          `${where}: ${href}`,
        ).toBe(true);
      } else {
        expect(href, where).toMatch(/^(https:\/\/|mailto:)/);
      }
    }
  });
});
