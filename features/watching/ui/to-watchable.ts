import type { WatchableVideo } from "./types";

/** The fields the client needs, from a service's video summary (nothing else crosses to the browser). */
export function toWatchable(v: {
  id: string;
  title: string;
  description: string;
  durationSeconds: number | null;
  thumbnailUrl: string | null;
}): WatchableVideo {
  return { id: v.id, title: v.title, description: v.description, durationSeconds: v.durationSeconds, thumbnailUrl: v.thumbnailUrl };
}
