/** The watching routes of the OpenAPI document (lib/openapi says how to read an entry). */
import { z } from "zod";
import type { ApiOperations } from "@/lib/openapi";
import { progressSchema } from "./schema";

/** A watched record as the student dashboard reads it: the populated video's `_id`, progress and length. */
export const watchedShape = z.object({ videoId: z.object({ _id: z.string() }), progress: z.number(), videoLength: z.number() });

export const watchingApi: ApiOperations = {
  "POST /api/v1/watchedVideo/watched/[videoId]": {
    summary: "Save progress on a video",
    description: "May be sent by navigator.sendBeacon (a JSON string as text/plain). How a save is applied: docs/api.md.",
    body: progressSchema,
  },
  "GET /api/v1/watchedVideo/user": {
    summary: "The caller's watched videos, newest first",
    response: z.object({ watchedVideos: z.array(watchedShape) }),
  },
  "GET /api/v1/watchedVideo/recent": { summary: "The caller's last 10 watched videos (a bare array)", response: z.array(watchedShape) },
  "GET /api/v1/watchedVideo/watchedUsers/[videoId]": { summary: "Who watched a video (staff; an instructor for their own)" },
};
