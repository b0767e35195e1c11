import { apiRoute } from "@/lib/http";
import { readVideoSettingsById } from "@/features/video-settings/server/settings";

/** The bare settings document by its id, as the original answered (staff). */
export const GET = apiRoute<{ id: string }>(async ({ actor, params }) => readVideoSettingsById(actor, params.id));
