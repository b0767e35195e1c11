import { describe, expect, it } from "vitest";
import { homeHero, homeMission, homeRoutine, type HomeItem } from "./home";
import { practiceSessions, practiceTotalMinutes } from "./practice";

function expectItems(items: readonly HomeItem[]): void {
  expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
  for (const item of items) {
    expect(item.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(item.title.trim().length, item.id).toBeGreaterThan(0);
    expect(item.text.trim().length, item.id).toBeGreaterThan(20);
  }
}

describe("home page content", () => {
  it("gives the routine the length of the daily practice, in as many sessions as the practice has", () => {
    expect(homeRoutine.minutes).toBe(practiceTotalMinutes);
    expect(practiceTotalMinutes).toBe(30);
    expect(homeRoutine.text).toContain(["one", "two", "three", "four", "five", "six", "seven"][practiceSessions.length - 1]);
  });

  it("names the routine's three ingredients, and the audiences of the mission, each once and filled in", () => {
    expect(homeRoutine.ingredients).toHaveLength(3);
    expectItems(homeRoutine.ingredients);
    expectItems(homeMission.audiences);
    expect(homeMission.paragraphs.length).toBeGreaterThan(0);
  });

  it("offers two different actions in the hero, each with a label", () => {
    expect(homeHero.primaryAction.href).not.toBe(homeHero.secondaryAction.href);
    for (const action of [homeHero.primaryAction, homeHero.secondaryAction, homeMission.link, homeRoutine.link]) {
      expect(action.label.trim().length).toBeGreaterThan(0);
    }
  });
});
