import { apiRoute } from "@/lib/http";
import { createVideoSettings } from "@/features/video-settings/server/settings";

/** Always 400 "Settings already exist.", the original's answer: the one record exists from the start. */
export const POST = apiRoute(async ({ actor }) => createVideoSettings(actor));
