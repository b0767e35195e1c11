import type { Metadata } from "next";
import { firstParam, pathWithQuery, requirePageActor } from "@/lib/session/page-guard";
import { PendingDashboard } from "@/features/accounts/ui/approval-pending";
import { DashboardShell } from "@/components/dashboard/dashboard-shell";
import { ProfileSection } from "@/features/accounts/ui/profile-section";
import { MyDonations } from "@/features/donations/ui/my-donations";
import { StudentOverview } from "@/features/watching/ui/overview";
import { RecentlyWatched } from "@/features/watching/ui/recently-watched";
import { Recommended } from "@/features/watching/ui/recommended";
import { WatchFlowProvider } from "@/features/watching/ui/watch-flow";
import { resolveTab, tabLinks } from "@/components/dashboard/tabs";

export const metadata: Metadata = { title: "Student Dashboard" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const TABS = [
  { id: "overview", label: "Overview" },
  { id: "recently-watched", label: "Recently Watched" },
  { id: "recommended", label: "Recommended" },
  { id: "my-donations", label: "My Donations" },
  { id: "profile", label: "Profile" },
];

export default async function StudentDashboardPage({ searchParams }: Props) {
  const params = await searchParams;
  const actor = await requirePageActor(pathWithQuery("/dashboard", params), ["user"]);
  const title = "Student Dashboard";

  if (actor.status !== "approved") return <PendingDashboard title={title} actor={actor} />;

  const active = resolveTab(TABS, firstParam(params.tab));
  return (
    <DashboardShell title={title} personName={actor.name} tabs={tabLinks("/dashboard", TABS)} activeTab={active}>
      {active === "overview" ? (
        <WatchFlowProvider>
          <StudentOverview actor={actor} />
        </WatchFlowProvider>
      ) : active === "recently-watched" ? (
        <WatchFlowProvider>
          <RecentlyWatched actor={actor} />
        </WatchFlowProvider>
      ) : active === "recommended" ? (
        <WatchFlowProvider>
          <Recommended actor={actor} />
        </WatchFlowProvider>
      ) : active === "my-donations" ? (
        <MyDonations />
      ) : (
        <ProfileSection actor={actor} />
      )}
    </DashboardShell>
  );
}
