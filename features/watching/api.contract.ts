/** The watching calls of the spec's client and what it reads (test/api/contract.ts says how to read a row). */
import { z } from "zod";
import { listOf, nothingRead, type ContractRow } from "@/test/api/contract";
import type { Ctx } from "@/test/api/matrix";
import { actorFor } from "@/test/db";
import { insertVideo } from "@/test/videos";
import { watchedShape } from "./api.docs";
import { recordProgress } from "./server/progress";

const watchedOne = async (ctx: Ctx) => {
  await recordProgress(actorFor(ctx.row!), (await insertVideo()).id, { progress: 30, videoLength: 600 });
  return {};
};

export const watchingContract: ContractRow[] = [
  {
    call: "POST /watchedVideo/watched/{id}",
    method: "POST",
    route: "/api/v1/watchedVideo/watched/[videoId]",
    as: "user",
    prepare: async () => ({ params: { videoId: (await insertVideo()).id }, body: { progress: 20, videoLength: 600 } }),
    reads: nothingRead,
  },
  {
    call: "GET /watchedVideo/user",
    method: "GET",
    route: "/api/v1/watchedVideo/user",
    as: "user",
    prepare: watchedOne,
    reads: z.object({ watchedVideos: listOf(watchedShape) }),
  },
  {
    call: "GET /watchedVideo/recent",
    method: "GET",
    route: "/api/v1/watchedVideo/recent",
    as: "user",
    prepare: watchedOne,
    reads: listOf(watchedShape),
  },
];
