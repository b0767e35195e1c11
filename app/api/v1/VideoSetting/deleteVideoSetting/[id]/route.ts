import { apiRoute } from "@/lib/http";
import { deleteVideoSettings } from "@/features/video-settings/server/settings";

/** Always refused (409): the one record prices invoices and limits uploads (features/video-settings/README.md). */
export const DELETE = apiRoute<{ id: string }>(async ({ actor, params }) => deleteVideoSettings(actor, params.id));
