import { apiFetch } from "@/lib/http/api-client";
import type { StaffNoticeModeChoice } from "../schema";
import type { StaffNoticePreference } from "../server/preferences";

/** PUT staff-notifications/preference: the member of staff's choice. */
export const saveStaffNoticePreference = (mode: StaffNoticeModeChoice) =>
  apiFetch<{ message: string; preference: StaffNoticePreference }>("/staff-notifications/preference", { method: "PUT", json: { mode } });
