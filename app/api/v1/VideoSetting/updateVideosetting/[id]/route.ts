import { apiRoute } from "@/lib/http";
import { updateVideoSettings } from "@/features/video-settings/server/settings";

/** `{ message, updated }`, the original's shape. */
export const PUT = apiRoute<{ id: string }>(async ({ actor, params, json }) => ({
  message: "VideoSetting Updated successfully.",
  updated: await updateVideoSettings(actor, params.id, await json()),
}));
