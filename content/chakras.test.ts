import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { breathingTechniques, techniquesForChakra } from "./breathing";
import { chakraIds, chakras, getChakra } from "./chakras";

/** The home page's colour token for each chakra (app/globals.css, --color-chakra-*). */
const themeToken: Record<string, string> = {
  crown: "crown",
  "third-eye": "third-eye",
  throat: "throat",
  heart: "heart",
  "solar-plexus": "solar",
  sacral: "sacral",
  root: "root",
};

describe("chakras", () => {
  it("are the seven chakras, from crown to root, with unique ids", () => {
    expect(chakras).toHaveLength(7);
    expect(chakras.map((c) => c.id)).toEqual([...chakraIds]);
    expect(new Set(chakras.map((c) => c.id)).size).toBe(7);
    expect(chakras.map((c) => c.colour.name)).toEqual(["Violet", "Indigo", "Blue", "Green", "Yellow", "Orange", "Red"]);
  });

  it("have every field filled in", () => {
    for (const c of chakras) {
      for (const text of [c.name, c.sanskritName, c.location, c.meaning, c.description, c.element, c.mantra, c.colour.name]) {
        expect(text.trim().length, `${c.id}`).toBeGreaterThan(0);
      }
      for (const list of [c.bodyParts, c.balancingTips, c.balancedEmotions, c.imbalancedEmotions, c.practices]) {
        expect(list.length, `${c.id}`).toBeGreaterThan(0);
        for (const item of list) expect(item.trim().length).toBeGreaterThan(0);
      }
      expect(c.colour.hex).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it("use the same colours as the home page's round links", () => {
    const css = readFileSync(path.join(import.meta.dirname, "..", "app", "globals.css"), "utf8");
    for (const c of chakras) {
      const token = themeToken[c.id];
      const match = css.match(new RegExp(`--color-chakra-${token}:\\s*(#[0-9a-fA-F]{6})`));
      expect(match?.[1]?.toLowerCase(), `${c.id}`).toBe(c.colour.hex);
    }
  });

  it("each have at least one breathing technique", () => {
    for (const c of chakras) {
      expect(techniquesForChakra(c.id).length, `${c.id}`).toBeGreaterThan(0);
    }
    expect(breathingTechniques.length).toBe(9);
  });

  it("can be looked up by id", () => {
    for (const c of chakras) expect(getChakra(c.id)).toBe(c);
    expect(getChakra("nope")).toBeUndefined();
  });
});
