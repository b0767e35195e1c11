import { apiRoute } from "@/lib/http";
import { readVideoSettings } from "@/features/video-settings/server/settings";

/** The bare settings document, as the original answered (instructors and staff). */
export const GET = apiRoute(async ({ actor }) => readVideoSettings(actor));
