import { describe, expect, it } from "vitest";
import { changedFields } from "./changes";

describe("changedFields", () => {
  const shown = { title: "Sports day", rank: "3", tags: ["calm", "sleep"], phone: null as string | null, priced: false };

  it("answers nothing when nothing changed, spaces and empties aside", () => {
    expect(changedFields(shown, { ...shown, title: " Sports day ", tags: ["calm", "sleep"], phone: "" })).toEqual({});
  });

  it("answers only what the person changed, as they sent it", () => {
    expect(changedFields(shown, { ...shown, title: "Sports Day 2026", priced: true })).toEqual({ title: "Sports Day 2026", priced: true });
    expect(changedFields(shown, { ...shown, rank: "" })).toEqual({ rank: "" });
    expect(changedFields(shown, { ...shown, phone: "0123 456 789" })).toEqual({ phone: "0123 456 789" });
  });

  it("compares lists item by item: an added, removed or reordered item is a change", () => {
    expect(changedFields(shown, { ...shown, tags: ["calm", "sleep", "focus"] })).toEqual({ tags: ["calm", "sleep", "focus"] });
    expect(changedFields(shown, { ...shown, tags: ["calm"] })).toEqual({ tags: ["calm"] });
    expect(changedFields(shown, { ...shown, tags: ["sleep", "calm"] })).toEqual({ tags: ["sleep", "calm"] });
  });
});
