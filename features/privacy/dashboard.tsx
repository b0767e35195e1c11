import type { ReactNode } from "react";
import type { TabContext } from "@/components/dashboard/tabs";
import { can } from "@/registry/permissions";
import { dataExportState } from "./server/exports";
import { DataExportPanel } from "./ui/data-export-panel";
import { EraseAccountPanel } from "./ui/erase-account-panel";

/** "Download your data" under every person's own Profile (registry/dashboard.tsx `tabSections`), with the state of their latest download. */
export async function dataExportOnProfile({ actor }: TabContext): Promise<ReactNode> {
  if (!can(actor, "dataExport.request")) return null;
  const { latest, nextRequestAt } = await dataExportState(actor);
  return (
    <DataExportPanel
      latest={
        latest && {
          ...latest,
          createdAt: latest.createdAt.toISOString(),
          readyAt: latest.readyAt?.toISOString() ?? null,
          expiresAt: latest.expiresAt?.toISOString() ?? null,
        }
      }
      nextRequestAt={nextRequestAt?.toISOString() ?? null}
    />
  );
}

/** "Erase your account" under every person's own Profile, after their download. */
export async function eraseAccountOnProfile({ actor }: TabContext): Promise<ReactNode> {
  if (!can(actor, "account.eraseOwn")) return null;
  return <EraseAccountPanel />;
}
