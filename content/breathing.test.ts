import { describe, expect, it } from "vitest";
import { breathingTechniques, patternLabel, roundSeconds, techniquesForChakra } from "./breathing";
import { chakras } from "./chakras";

describe("breathing techniques", () => {
  it("are nine, with unique ids and names", () => {
    expect(breathingTechniques).toHaveLength(9);
    expect(new Set(breathingTechniques.map((t) => t.id)).size).toBe(9);
    expect(new Set(breathingTechniques.map((t) => t.name)).size).toBe(9);
  });

  it("only name chakras that exist, at least one each", () => {
    const ids = new Set<string>(chakras.map((c) => c.id));
    for (const t of breathingTechniques) {
      expect(t.associatedChakras.length, t.id).toBeGreaterThan(0);
      for (const id of t.associatedChakras) expect(ids.has(id), `${t.id} → ${id}`).toBe(true);
    }
  });

  it("have positive patterns in whole seconds: breathing in and out, holds never negative", () => {
    for (const { id, pattern } of breathingTechniques) {
      expect(pattern.inhale, id).toBeGreaterThan(0);
      expect(pattern.exhale, id).toBeGreaterThan(0);
      expect(pattern.holdIn, id).toBeGreaterThanOrEqual(0);
      expect(pattern.holdOut, id).toBeGreaterThanOrEqual(0);
      for (const s of Object.values(pattern)) expect(Number.isInteger(s), id).toBe(true);
      expect(roundSeconds(pattern), id).toBeGreaterThan(0);
    }
  });

  it("include the well-known patterns", () => {
    const label = (id: string) => {
      const t = breathingTechniques.find((x) => x.id === id);
      if (!t) throw new Error(id);
      return patternLabel(t.pattern);
    };
    expect(label("box-breathing")).toBe("4-4-4-4");
    expect(label("four-seven-eight")).toBe("4-7-8-0");
    expect(label("coherent-breathing")).toBe("5-0-5-0");
  });

  it("have every field filled in", () => {
    for (const t of breathingTechniques) {
      for (const text of [t.name, t.alternateName, t.description, t.duration]) expect(text.trim().length, t.id).toBeGreaterThan(0);
      expect(t.duration, t.id).toMatch(/^\d+ minutes?$/);
      expect(["Beginner", "Intermediate", "Advanced"]).toContain(t.difficulty);
      expect(t.benefits.length, t.id).toBeGreaterThan(0);
      expect(t.steps.length, t.id).toBeGreaterThan(2);
    }
  });

  it("are filtered by chakra: exactly those that name it, in their order", () => {
    for (const { id } of chakras) {
      expect(techniquesForChakra(id), id).toEqual(breathingTechniques.filter((t) => (t.associatedChakras as string[]).includes(id)));
    }
    expect(techniquesForChakra("unknown")).toEqual([]);
  });
});
