import { describe, expect, it } from "vitest";
import { nextRecommended, type RecommendedVideo } from "./up-next";

const video = (id: string, completed = false): RecommendedVideo => ({
  id,
  title: `Video ${id}`,
  description: "",
  durationSeconds: 60,
  thumbnailUrl: null,
  completed,
});

describe("nextRecommended (the player's Up next)", () => {
  it("offers the first recommended video the student has not completed, never the one just watched", () => {
    const list = [video("a"), video("b", true), video("c")];
    expect(nextRecommended(list, "a")?.id).toBe("c");
    expect(nextRecommended(list, "c")?.id).toBe("a");
  });

  it("falls back to the first other video when every one is completed, and offers none when there is no other", () => {
    expect(nextRecommended([video("a", true), video("b", true)], "a")?.id).toBe("b");
    expect(nextRecommended([video("a")], "a")).toBeNull();
    expect(nextRecommended([], "a")).toBeNull();
  });
});
