import { describe, expect, it } from "vitest";
import { cleanLine, cleanLines, truncateText, wrapText } from "./text";

/** One unit per character (code point), to reason about widths. */
const chars = (text: string): number => Array.from(text).length;

describe("cleanLine", () => {
  it("composes accents (NFC) so a decomposed name draws as the same letters", () => {
    expect(cleanLine("Zoe\u0308 A\u030Angstro\u0308m")).toBe("Zoë Ångström");
  });
  it("turns tabs and line breaks into spaces and removes control, invisible and unpaired characters", () => {
    expect(cleanLine("a\tb\nc\u0000d\u200Be\u202Ef\u00ADg\uD800h")).toBe("a b cdefgh");
  });
  it("keeps letters of any script, and emoji (a font decides later what prints)", () => {
    expect(cleanLine("Þórunn Łukasz 王小明 😀")).toBe("Þórunn Łukasz 王小明 😀");
  });
  it("splits paragraphs on every kind of line break", () => {
    expect(cleanLines("one\r\ntwo\nthree\rfour")).toEqual(["one", "two", "three", "four"]);
  });
});

describe("wrapText", () => {
  it("breaks at spaces so that no line is wider than the width", () => {
    const lines = wrapText("the quick brown fox jumps over the lazy dog", 10, chars);
    expect(lines).toEqual(["the quick", "brown fox", "jumps over", "the lazy", "dog"]);
    for (const line of lines) expect(chars(line)).toBeLessThanOrEqual(10);
  });
  it("breaks a word wider than the line inside the word, by code point", () => {
    expect(wrapText("a verylongemailaddress@example.com b", 8, chars)).toEqual(["a", "verylong", "emailadd", "ress@exa", "mple.com", "b"]);
    expect(wrapText("😀😀😀😀😀", 2, chars)).toEqual(["😀😀", "😀😀", "😀"]);
  });
  it("keeps the text's line breaks and empty lines, and gives one empty line for no text", () => {
    expect(wrapText("first\n\nsecond", 20, chars)).toEqual(["first", "", "second"]);
    expect(wrapText("", 20, chars)).toEqual([""]);
    expect(wrapText("   ", 20, chars)).toEqual([""]);
  });
});

describe("truncateText", () => {
  it("leaves text that fits and ends cut text with an ellipsis within the width", () => {
    expect(truncateText("short", 10, chars)).toBe("short");
    expect(truncateText("Mindful Minds Foundation", 10, chars)).toBe("Mindful M…");
    expect(chars(truncateText("Mindful Minds Foundation", 10, chars))).toBeLessThanOrEqual(10);
    expect(truncateText("anything", 0, chars)).toBe("");
  });
});
