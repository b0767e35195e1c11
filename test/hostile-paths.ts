import fc from "fast-check";
import { expect } from "vitest";

/**
 * Addresses a sign-in may be asked to return to, built to leave the site: dot segments (plain and
 * percent-encoded), slashes and backslashes (plain and encoded), control characters, tabs and
 * newlines (which the URL parser drops), mixed-case schemes, an @ and a colon, and text beyond
 * Latin-1, in any order; most of them begin with a slash, as a path on this site does.
 */
const pieces = [
  "/",
  "//",
  "\\",
  ".",
  "..",
  "%2e",
  "%2E",
  "%2e%2e",
  ".%2E",
  "%2f",
  "%2F",
  "%5c",
  "%5C",
  "%252e",
  "%00",
  "%0a",
  "%E0",
  "\t",
  "\n",
  "\r",
  "\u0000",
  "\u001f",
  "\u007f",
  "\u0085",
  " ",
  "@",
  ":",
  "?",
  "#",
  "&",
  "=",
  "evil.example",
  "a",
  "videos",
  "admin",
  "javascript:",
  "JaVaScRiPt:",
  "data:",
  "http:",
  "HTTPS:",
  "ä",
  "日本",
  "\u2028",
  "\uff0f",
  "\ufe68",
] as const;

const joined = fc.array(fc.constantFrom(...pieces), { maxLength: 14 }).map((parts) => parts.join(""));

export const hostilePath: fc.Arbitrary<string> = fc.oneof(
  joined,
  joined.map((rest) => `/${rest}`),
  fc.string({ unit: "binary", maxLength: 24 }).map((rest) => `/${rest}`),
);

/** The addresses that reached //evil.example before safeCallbackUrl checked what it answers. */
export const DOT_SEGMENT_ESCAPES = ["/..//evil.example", "/%2e%2e//evil.example", "/a/../..//evil.example"] as const;

/** This site, as a browser resolves a redirect's Location against the page that answered it. */
const SITE = "https://site.example";

/**
 * A path a sign-in may send the browser to: it begins with exactly one slash (not `//` or `/\`,
 * another host to a browser, nor an encoded slash or backslash), resolves to this site from any
 * page of it, and fits in a Location header (Latin-1).
 */
export function expectPathOnSite(path: string): void {
  expect(path).toMatch(/^\/(?![/\\]|%2f|%5c)/i);
  for (const page of [`${SITE}/`, `${SITE}/signup/student`, `${SITE}/a/b/c?x=1`]) expect(new URL(path, page).origin).toBe(SITE);
  expect(() => new Headers({ location: path })).not.toThrow();
}
