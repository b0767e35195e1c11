import { z } from "zod";

/** How a member of staff hears of what waits: the values of the Profile's choice and of the API. */
export const STAFF_NOTICE_MODES = ["immediate", "daily", "none"] as const;
export type StaffNoticeModeChoice = (typeof STAFF_NOTICE_MODES)[number];

/** With no choice made: the daily digest. */
export const DEFAULT_STAFF_NOTICE_MODE: StaffNoticeModeChoice = "daily";

export const MODE_REQUIRED = "Choose immediate, daily or none";

/** PUT staff-notifications/preference: the one choice. */
export const preferenceSchema = z.strictObject({
  mode: z.enum(STAFF_NOTICE_MODES, MODE_REQUIRED),
});

/** The choices as the Profile shows them. */
export const MODE_LABELS: Record<StaffNoticeModeChoice, { label: string; hint: string }> = {
  immediate: { label: "E-mail me at once", hint: "One mail as soon as something new waits (within a minute or two)." },
  daily: { label: "A daily digest", hint: "One mail a day listing everything that waits, oldest first; none when nothing waits." },
  none: { label: "No e-mails", hint: "The dashboard's tab badges still show what waits." },
};
