import type { ReactNode } from "react";
import { pageParam, type TabContext } from "@/components/dashboard/tabs";
import { can } from "@/registry/permissions";
import { dataExportState } from "./server/exports";
import { findPeople, MIN_QUERY_LENGTH } from "./server/people";
import { noticeState } from "./server/notice";
import { NoticePrompt } from "./ui/notice-prompt";
import { DataExportPanel } from "./ui/data-export-panel";
import { EraseAccountPanel } from "./ui/erase-account-panel";
import { FIND_PAGE_PARAM, FIND_PARAM, FindPersonToErase } from "./ui/find-person-to-erase";

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

/** Under User Management (staff who may erase): find any person, students included, and erase them at their or a parent's request. */
export async function findPersonOnUserManagement({ actor, basePath, params }: TabContext): Promise<ReactNode> {
  if (!can(actor, "users.erase")) return null;
  const found = await findPeople(actor, { q: params[FIND_PARAM], page: pageParam(params[FIND_PAGE_PARAM]) });
  return <FindPersonToErase basePath={basePath} found={found} minLength={MIN_QUERY_LENGTH} />;
}

/** At the top of every dashboard (registry/dashboard.tsx `featureNotices`): the prompt to accept the privacy policy's current version, while the person has not. */
export async function privacyNoticePrompt({ actor }: TabContext): Promise<ReactNode> {
  if (!can(actor, "privacyNotice.accept")) return null;
  const { currentVersion, acceptedVersion } = await noticeState(actor);
  if (acceptedVersion === currentVersion) return null;
  return <NoticePrompt version={currentVersion} accepted={acceptedVersion !== null} />;
}
