import type { ReactNode } from "react";
import type { TabContext } from "@/components/dashboard/tabs";
import { can } from "@/registry/permissions";
import { getStaffNoticePreference } from "./server/preferences";
import { StaffNoticePreferencePanel } from "./ui/preference-panel";

/** The choice of how staff hear of waiting work, under an admin's or a superadmin's own Profile (registry/dashboard.tsx `tabSections`); null for everyone else. */
export async function staffNoticesOnProfile({ actor }: TabContext): Promise<ReactNode> {
  if (!can(actor, "staffNotices.choose")) return null;
  const { mode } = await getStaffNoticePreference(actor);
  return <StaffNoticePreferencePanel key={mode} mode={mode} />;
}
