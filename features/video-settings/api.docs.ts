/** The video settings routes of the OpenAPI document (lib/openapi says how to read an entry). */
import { z } from "zod";
import type { ApiOperations } from "@/lib/openapi";
import { videoSettingsBodySchema } from "./schema";

/**
 * The settings document as the spec's client reads it (spec 02 "Video setting", original-api 3.14):
 * `pricePerVideo` a currency symbol, then the number (the earlier client strips the first
 * character and reads the rest as a number); `maxVideoLength` HH:MM. The structured keys are ours.
 */
export const settingsShape = z.object({
  _id: z.string(),
  pricePerVideo: z.string().regex(/^[$₹€£¥]\d+(\.\d{1,2})?$/),
  maxVideoLength: z.string().regex(/^\d{2}:\d{2}$/),
  currency: z.enum(["USD", "INR", "EUR", "GBP", "JPY"]),
  pricePerVideoMinor: z.number().int(),
  maxVideoLengthSeconds: z.number().int(),
});

export const updatedSettingsShape = z.object({ message: z.string(), updated: settingsShape });

export const videoSettingsApi: ApiOperations = {
  "GET /api/v1/VideoSetting/getVideosetting": { summary: "The price per video and the longest video", response: settingsShape },
  "GET /api/v1/VideoSetting/getVideoSettingById/[id]": { summary: "The same record by its id", response: settingsShape },
  "POST /api/v1/VideoSetting/createVideosetting": { summary: "Refused: the one record exists (400, the earlier system's answer)" },
  "PUT /api/v1/VideoSetting/updateVideosetting/[id]": {
    summary: "Change the price per video or the longest video",
    body: videoSettingsBodySchema,
    response: updatedSettingsShape,
    errors: { 409: "The settings changed since `updatedAt`." },
  },
  "DELETE /api/v1/VideoSetting/deleteVideoSetting/[id]": { summary: "Refused (409): the one record prices invoices" },
};
