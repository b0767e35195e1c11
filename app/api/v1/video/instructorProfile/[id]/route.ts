import { apiRoute } from "@/lib/http";
import { getVideoInstructor } from "@/features/videos/server/videos";

/** `id` is a video id: the uploader of that video. */
export const GET = apiRoute<{ id: string }>(async ({ actor, params }) => getVideoInstructor(actor, params.id));
