/** The watching routes' rows of the authorization matrix (test/api/matrix.ts says how to read one). */
import { expect } from "vitest";
import { watchedVideos } from "@/lib/db/schema";
import { countRows, getDb } from "@/test/db";
import { insertVideo } from "@/test/videos";
import { SIGNED_IN, STAFF_ONLY, UPLOADERS, anyId, target, type ApiRow } from "@/test/api/matrix";

/** Another student's progress on a video, which no one else's history may show. */
const someoneWatched = async () => {
  const db = await getDb();
  const video = await insertVideo();
  await db.insert(watchedVideos).values({ userId: (await target({ role: "user" })).id, videoId: video.id, videoLength: 600, progress: 30 });
  return video;
};

export const watchingRows: ApiRow[] = [
  {
    method: "POST",
    route: "/api/v1/watchedVideo/watched/[videoId]",
    case: "an approved video",
    default: 200,
    ...SIGNED_IN,
    prepare: async () => ({ params: { videoId: (await insertVideo()).id }, body: { progress: 20, videoLength: 600, playedFrom: 0 } }),
    verify: async (ctx, result) => {
      expect(await countRows(watchedVideos)).toBe(result.status === 200 ? 1 : 0);
      if (result.status === 200)
        expect(result.body.watchedVideo).toMatchObject({ userId: ctx.row!.id, progress: 20, completed: false, justCompleted: false });
    },
  },
  {
    method: "POST",
    route: "/api/v1/watchedVideo/watched/[videoId]",
    case: "a pending video",
    default: 404,
    ...SIGNED_IN,
    prepare: async () => ({ params: { videoId: (await insertVideo({ status: "pending" })).id }, body: { progress: 20, videoLength: 600 } }),
    verify: async () => expect(await countRows(watchedVideos)).toBe(0),
  },
  {
    method: "POST",
    route: "/api/v1/watchedVideo/watched/[videoId]",
    case: "a userId in the body",
    default: 422,
    ...SIGNED_IN,
    prepare: async () => ({ params: { videoId: (await insertVideo()).id }, body: { progress: 20, videoLength: 600, userId: anyId } }),
    verify: async () => expect(await countRows(watchedVideos)).toBe(0),
  },
  {
    method: "GET",
    route: "/api/v1/watchedVideo/user",
    case: "another user's record exists",
    default: 200,
    ...SIGNED_IN,
    prepare: async () => (await someoneWatched(), {}),
    verify: async (_ctx, result) => {
      if (result.status === 200) expect(result.body).toEqual({ watchedVideos: [] });
    },
  },
  {
    method: "GET",
    route: "/api/v1/watchedVideo/recent",
    case: "another user's record exists",
    default: 200,
    ...SIGNED_IN,
    prepare: async () => (await someoneWatched(), {}),
    verify: async (_ctx, result) => {
      if (result.status === 200) expect(result.body as unknown).toEqual([]);
    },
  },
  {
    method: "GET",
    route: "/api/v1/watchedVideo/watchedUsers/[videoId]",
    case: "the actor's own video",
    ...UPLOADERS,
    prepare: async (ctx) => ({ params: { videoId: (await insertVideo({ uploadedBy: ctx.row?.id ?? null })).id } }),
  },
  {
    method: "GET",
    route: "/api/v1/watchedVideo/watchedUsers/[videoId]",
    case: "another instructor's video",
    ...STAFF_ONLY,
    prepare: async () => ({ params: { videoId: (await someoneWatched()).id } }),
  },
];
