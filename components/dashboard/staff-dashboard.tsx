import type { Actor } from "@/lib/session/actor";
import { can } from "@/registry/permissions";
import { ADMIN_TABS, normaliseTabId, visibleAdminTabs } from "@/lib/auth/tabs";
import { countPendingApprovals } from "@/features/accounts/server/admin";
import { PendingDashboard } from "@/features/accounts/ui/approval-pending";
import { ApprovalRequests } from "@/features/accounts/ui/approval-requests";
import { ComingSoon } from "./coming-soon";
import { DashboardShell } from "./dashboard-shell";
import { ProfileSection } from "@/features/accounts/ui/profile-section";
import { pageParam, resolveTab, tabLinks, type TabDef } from "./tabs";
import { UserManagement } from "@/features/accounts/ui/user-management";
import { StaffVideoContent, StaffVideoRecycleBin } from "@/features/videos/ui/manage/staff-content";

/**
 * The admin and superadmin dashboards. An admin with allowed tabs sees only those (plus
 * Profile); asking for another tab shows the first allowed one, and the services refuse its
 * data anyway. The superadmin also has the Recycle Bin.
 */
export async function StaffDashboard({
  actor,
  basePath,
  tab,
  page,
  pending,
}: {
  actor: Actor;
  basePath: "/admin" | "/superadmin";
  tab: string | undefined;
  page: string | undefined;
  /** The page of Videos Pending Approval on the Content tab. */
  pending?: string | undefined;
}) {
  const superadmin = actor.role === "superadmin";
  const title = superadmin ? "Super Admin Dashboard" : "Admin Dashboard";

  if (actor.status !== "approved") return <PendingDashboard title={title} actor={actor} />;

  const visible = visibleAdminTabs(actor.role, actor.allowedTabs);
  const pendingCount = can(actor, "users.listPending") ? await countPendingApprovals(actor) : 0;
  const tabs: TabDef[] = [
    ...ADMIN_TABS.filter((t) => visible.includes(t.id)).map((t) => ({
      id: t.id,
      label: t.label,
      ...(t.id === "approval-requests" && pendingCount > 0 ? { badge: pendingCount, badgeLabel: `${pendingCount} pending` } : {}),
    })),
    ...(superadmin ? [{ id: "recycle-bin", label: "Recycle Bin" }] : []),
    { id: "profile", label: "Profile" },
  ];
  const active = resolveTab(tabs, tab ? normaliseTabId(tab) : undefined);

  return (
    <DashboardShell title={title} personName={actor.name} tabs={tabLinks(basePath, tabs)} activeTab={active}>
      <StaffTab actor={actor} tab={active} basePath={basePath} page={pageParam(page)} pendingPage={pageParam(pending)} />
    </DashboardShell>
  );
}

async function StaffTab({ actor, tab, basePath, page, pendingPage }: { actor: Actor; tab: string; basePath: string; page: number; pendingPage: number }) {
  switch (tab) {
    case "user-management":
      return <UserManagement actor={actor} basePath={basePath} page={page} />;
    case "approval-requests":
      return <ApprovalRequests actor={actor} />;
    case "content":
      return <StaffVideoContent actor={actor} basePath={basePath} page={page} pendingPage={pendingPage} />;
    case "donation-tracking":
      return (
        <ComingSoon
          title="Donation Tracking"
          intro="Once online donations open, the gifts that keep the foundation going will be summarised here."
          items={[
            "Totals for all donations, this month, and recurring donations per month",
            "Recent donations with donor, amount, date, type, status and message",
          ]}
        />
      );
    case "gallery-approvals":
      return (
        <ComingSoon
          title="Gallery Approvals"
          intro="Schools will share photos of their practice; each one waits here for a review before it appears in the public gallery."
          items={[
            "Photos waiting for review, with a preview, Approve and Reject",
            "Photos already reviewed, with their status",
          ]}
        />
      );
    case "manage-programs":
      return (
        <ComingSoon
          title="Manage Program"
          intro="Schools will be able to request one of the foundation's programs; their requests will be handled here."
          items={["Each request with the program, contact e-mail, school and phone", "Approve or Reject for each request"]}
        />
      );
    case "invoice-approvals":
      return (
        <ComingSoon
          title="Invoice Approval"
          intro="Instructors will send invoices for their approved videos; they will be reviewed and approved here."
          items={[
            "Video settings: currency, price per video and maximum video length",
            "Pending invoices with their details, Approve and Reject",
          ]}
        />
      );
    case "recycle-bin":
      return <StaffVideoRecycleBin actor={actor} />;
    default:
      return <ProfileSection actor={actor} />;
  }
}
