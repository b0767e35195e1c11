import { apiFetch, type Answer } from "@/lib/http/api-client";
import type { VideoSettingsBody } from "../schema";
import type { updateVideoSettings } from "../server/settings";

/*
 * The video settings API as the browser calls it: one function per call (path, method, body and
 * answer declared here once).
 */

/** PUT /VideoSetting/updateVideosetting/{id}: staff change the price and the maximum length, from the version they saw. */
export const saveVideoSettings = (id: string, body: VideoSettingsBody) =>
  apiFetch<{ message: string; updated: Answer<typeof updateVideoSettings> }>(`/VideoSetting/updateVideosetting/${encodeURIComponent(id)}`, {
    method: "PUT",
    json: body,
  });
