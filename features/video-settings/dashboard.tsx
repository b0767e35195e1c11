import type { ReactNode } from "react";
import type { TabContext } from "@/components/dashboard/tabs";
import { can } from "@/registry/permissions";
import { VideoSettingsSection } from "./ui/video-settings-section";

/**
 * The Video Settings block, above the invoice panel of the staff's Invoice Approval tab
 * (registry/dashboard.tsx tabSections, `before`); null for whoever may not change them.
 */
export async function videoSettingsSection({ actor }: TabContext): Promise<ReactNode> {
  if (!can(actor, "videoSettings.manage")) return null;
  return <VideoSettingsSection actor={actor} />;
}
