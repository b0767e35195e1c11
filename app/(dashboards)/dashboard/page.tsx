import type { Metadata } from "next";
import { firstParam, pathWithQuery, requirePageActor } from "@/lib/auth/page-guard";
import { PendingDashboard } from "@/components/dashboard/approval-pending";
import { ComingSoon } from "@/components/dashboard/coming-soon";
import { DashboardShell } from "@/components/dashboard/dashboard-shell";
import { ProfileSection } from "@/components/dashboard/profile-section";
import { StudentOverview } from "@/components/dashboard/student-overview";
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
        <StudentOverview name={actor.name} />
      ) : active === "recently-watched" ? (
        <ComingSoon
          title="Recently Watched"
          intro="Soon the guided videos you have started will be listed here, so you can pick up where you left off."
          items={["Each video you watched, with how far you got", "Resume from the moment you stopped"]}
          link={{ href: "/videos", label: "Browse guided videos" }}
        />
      ) : active === "recommended" ? (
        <ComingSoon
          title="Recommended"
          intro="Soon the practices our teachers recommend will be gathered here for you."
          items={["Videos chosen by the foundation's team", "Open one to see its details and start watching"]}
          link={{ href: "/videos", label: "Browse guided videos" }}
        />
      ) : active === "my-donations" ? (
        <ComingSoon
          title="My Donations"
          intro="Soon your donations to the foundation will be listed here. You can already give today."
          items={["The date, amount and type (one-time or monthly) of each donation", "Its status"]}
          link={{ href: "/donations", label: "Make a donation" }}
        />
      ) : (
        <ProfileSection actor={actor} />
      )}
    </DashboardShell>
  );
}
