/** What the dashboard's cards, the detail modal and the player need of a video. */
export type WatchableVideo = {
  id: string;
  title: string;
  description: string;
  durationSeconds: number | null;
  thumbnailUrl: string | null;
};
