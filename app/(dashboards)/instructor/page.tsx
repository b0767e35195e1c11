import type { Metadata } from "next";
import { firstParam, pathWithQuery, requirePageActor } from "@/lib/session/page-guard";
import { PendingDashboard } from "@/features/accounts/ui/approval-pending";
import { ComingSoon } from "@/components/dashboard/coming-soon";
import { DashboardShell } from "@/components/dashboard/dashboard-shell";
import { ProfileSection } from "@/features/accounts/ui/profile-section";
import { pageParam, resolveTab, tabLinks } from "@/components/dashboard/tabs";
import { InstructorVideos } from "@/features/videos/ui/manage/instructor-videos";
import { RecycleBinButton } from "@/features/videos/ui/manage/recycle-bin";
import { binItemOf } from "@/features/videos/ui/manage/types";
import { listVideos } from "@/features/videos/server/catalogue";
import { listRecycledVideos } from "@/features/videos/server/recycle-bin";

export const metadata: Metadata = { title: "Instructor Dashboard" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const TABS = [
  { id: "my-videos", label: "My Videos" },
  { id: "invoices", label: "Invoices" },
  { id: "profile", label: "Profile" },
];

export default async function InstructorPage({ searchParams }: Props) {
  const params = await searchParams;
  const actor = await requirePageActor(pathWithQuery("/instructor", params), ["instructor"]);
  const title = "Instructor Dashboard";

  if (actor.status !== "approved") return <PendingDashboard title={title} actor={actor} />;

  const active = resolveTab(TABS, firstParam(params.tab));
  const [mine, bin] = await Promise.all([
    listVideos(actor, { scope: "mine", page: active === "my-videos" ? String(pageParam(firstParam(params.page))) : "1" }),
    listRecycledVideos(actor),
  ]);
  const tabs = TABS.map((t) => (t.id === "my-videos" ? { ...t, label: `My Videos (${mine.total})` } : t));
  return (
    <DashboardShell
      title={title}
      personName={actor.name}
      tabs={tabLinks("/instructor", tabs)}
      activeTab={active}
      actions={<RecycleBinButton videos={bin.videos.map(binItemOf)} />}
    >
      {active === "my-videos" ? (
        <InstructorVideos result={mine} />
      ) : active === "invoices" ? (
        <ComingSoon
          title="Invoices"
          intro="Soon you will invoice the foundation for your approved videos here."
          items={[
            "Create an invoice from your approved videos, at the price per video set by the foundation",
            "Follow each invoice's status: pending, approved, paid or overdue",
            "View the details and download a PDF",
          ]}
        />
      ) : (
        <ProfileSection actor={actor} />
      )}
    </DashboardShell>
  );
}

