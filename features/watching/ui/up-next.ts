import type { WatchableVideo } from "./types";

/** A recommended video, and whether the student has completed it (the end screen offers one not yet completed first). */
export type RecommendedVideo = WatchableVideo & { completed: boolean };

/** The video the player's end screen offers after `current`: the first recommended one not completed, else the first other one. */
export function nextRecommended(recommended: readonly RecommendedVideo[], current: string): RecommendedVideo | null {
  const others = recommended.filter((v) => v.id !== current);
  return others.find((v) => !v.completed) ?? others[0] ?? null;
}
