import { apiRoute } from "@/lib/http";
import { recordProgress } from "@/features/watching/server/progress";

/** Also the target of navigator.sendBeacon on page unload (a JSON body sent as text/plain). */
export const POST = apiRoute<{ videoId: string }>(async ({ actor, params, json }) => recordProgress(actor, params.videoId, await json()));
