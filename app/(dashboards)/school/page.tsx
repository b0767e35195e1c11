import type { Metadata } from "next";
import { firstParam, pathWithQuery, requirePageActor } from "@/lib/session/page-guard";
import { PendingDashboard } from "@/features/accounts/ui/approval-pending";
import { ComingSoon } from "@/components/dashboard/coming-soon";
import { DashboardShell } from "@/components/dashboard/dashboard-shell";
import { ProfileSection } from "@/features/accounts/ui/profile-section";
import { VideoManagement } from "@/features/school-tags/ui/video-management";
import { resolveTab, tabLinks } from "@/components/dashboard/tabs";

export const metadata: Metadata = { title: "School Dashboard" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const TABS = [
  { id: "program-requests", label: "Program Requests" },
  { id: "video-management", label: "Video Management" },
  { id: "gallery-management", label: "Gallery Management" },
  { id: "profile", label: "School Profile" },
];

export default async function SchoolPage({ searchParams }: Props) {
  const params = await searchParams;
  const actor = await requirePageActor(pathWithQuery("/school", params), ["school"]);
  const title = "School Dashboard";

  if (actor.status !== "approved") return <PendingDashboard title={title} actor={actor} profileHeading="School Profile" />;

  const active = resolveTab(TABS, firstParam(params.tab));
  return (
    <DashboardShell title={title} personName={actor.name} tabs={tabLinks("/school", TABS)} activeTab={active}>
      {active === "program-requests" ? (
        <ComingSoon
          title="Program Requests"
          intro="Soon you will ask the foundation for one of its programs for your school and follow each request here."
          items={[
            "A short form: contact person, e-mail, phone, the program you would like and a message",
            "Your requests with their date and status",
          ]}
          link={{ href: "/programs", label: "See our programs" }}
        />
      ) : active === "video-management" ? (
        <VideoManagement actor={actor} search={firstParam(params.search)} classTag={firstParam(params.class)} page={firstParam(params.page)} />
      ) : active === "gallery-management" ? (
        <ComingSoon
          title="Gallery Management"
          intro="Soon you will share photos of your school's practice with the foundation's gallery."
          items={[
            "Upload a photo with a title",
            "An administrator reviews each photo before it is published",
            "A recycle bin for photos you remove",
          ]}
          link={{ href: "/gallery", label: "Visit the gallery" }}
        />
      ) : (
        <ProfileSection actor={actor} heading="School Profile" />
      )}
    </DashboardShell>
  );
}
