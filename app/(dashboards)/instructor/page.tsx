import type { Metadata } from "next";
import { firstParam, pathWithQuery, requirePageActor } from "@/lib/auth/page-guard";
import { PendingDashboard } from "@/components/dashboard/approval-pending";
import { ComingSoon } from "@/components/dashboard/coming-soon";
import { DashboardShell } from "@/components/dashboard/dashboard-shell";
import { ProfileSection } from "@/components/dashboard/profile-section";
import { resolveTab, tabLinks } from "@/components/dashboard/tabs";

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
  return (
    <DashboardShell title={title} personName={actor.name} tabs={tabLinks("/instructor", TABS)} activeTab={active}>
      {active === "my-videos" ? (
        <ComingSoon
          title="My Videos"
          intro="Soon you will upload your guided practices here and follow them from upload to approval."
          items={[
            "Upload a video (up to 100 MB) with a title, description and thumbnail",
            "Each of your videos with its approval status, to preview, edit or delete",
            "A recycle bin for videos you delete, so you can restore them",
          ]}
        />
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
