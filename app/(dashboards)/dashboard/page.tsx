import type { Metadata } from "next";
import { firstParam, pathWithQuery, requirePageActor } from "@/lib/auth/page-guard";
import { PendingDashboard } from "@/components/dashboard/approval-pending";
import { DashboardShell } from "@/components/dashboard/dashboard-shell";
import { ProfileSection } from "@/components/dashboard/profile-section";
import { MyDonations } from "@/components/dashboard/student/my-donations";
import { StudentOverview } from "@/components/dashboard/student/overview";
import { RecentlyWatched } from "@/components/dashboard/student/recently-watched";
import { Recommended } from "@/components/dashboard/student/recommended";
import { WatchFlowProvider } from "@/components/dashboard/student/watch-flow";
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
