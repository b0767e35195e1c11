import { apiRoute } from "@/lib/http";
import { getStaffNoticePreference, setStaffNoticePreference } from "@/features/staff-notifications/server/preferences";

/** `{ preference: { mode, chosenAt } }`: how the signed-in member of staff hears of what waits (the daily digest until they choose). */
export const GET = apiRoute(async ({ actor }) => ({ preference: await getStaffNoticePreference(actor) }));

/** `{ mode }` (immediate | daily | none): their choice, answered as GET does. */
export const PUT = apiRoute(async ({ actor, json }) => ({
  message: "Notification preference saved",
  preference: await setStaffNoticePreference(actor, await json()),
}));
