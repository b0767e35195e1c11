import type { Role } from "@/lib/db/schema";
import type { Actor } from "@/lib/session/actor-type";
import { can } from "@/registry/permissions";
import type { ReactNode } from "react";
import { pageParam, type FeatureTab, type TabContext } from "@/components/dashboard/tabs";
import { getAccountSettings } from "@/features/accounts/server/account-settings";
import { AccountSettingsPanel } from "@/features/accounts/ui/account-settings-panel";
import { countPendingApprovals } from "@/features/accounts/server/admin";
import { approvalTimeText, recentApprovalTime } from "@/features/accounts/server/approval-time";
import { PendingDashboard } from "@/features/accounts/ui/approval-pending";
import { approvalBadge } from "@/features/accounts/ui/approval-badge";
import { ApprovalRequests } from "@/features/accounts/ui/approval-requests";
import { ProfileSection } from "@/features/accounts/ui/profile-section";
import { UserManagement } from "@/features/accounts/ui/user-management";

const STAFF: Role[] = ["admin", "superadmin"];

/** The person's own profile, last on every dashboard; its label is also its heading. */
function profileTab(roles: Role[], label: string): FeatureTab {
  return { id: "profile", label, roles, order: 1000, render: ({ actor }) => <ProfileSection actor={actor} heading={label} /> };
}

export const accountsTabs: FeatureTab[] = [
  {
    id: "user-management",
    label: "User Management",
    roles: STAFF,
    adminTab: "user-management",
    order: 10,
    render: ({ actor, basePath, params }) => <UserManagement actor={actor} basePath={basePath} page={pageParam(params.page)} />,
  },
  {
    id: "approval-requests",
    label: "Approval Requests",
    roles: STAFF,
    adminTab: "approval-requests",
    order: 20,
    badge: async (actor) => {
      if (!can(actor, "users.listPending")) return null;
      return approvalBadge(await countPendingApprovals(actor));
    },
    render: ({ actor }) => <ApprovalRequests actor={actor} />,
  },
  profileTab(["user", "instructor", "admin", "superadmin"], "Profile"),
  // A school's profile is its school's.
  profileTab(["school"], "School Profile"),
];

/**
 * The superadmin's Account Settings, above the Approval Requests list (registry/dashboard.tsx
 * tabSections, `before`); null for whoever may not change them.
 */
export async function accountSettingsSection({ actor }: TabContext): Promise<ReactNode> {
  if (!can(actor, "accountSettings.manage")) return null;
  const { autoApproveStudents } = await getAccountSettings(actor);
  return <AccountSettingsPanel key={String(autoApproveStudents)} autoApproveStudents={autoApproveStudents} />;
}

/** Shown instead of every tab while an account waits for an administrator's approval. */
export async function pendingDashboard(title: string, actor: Actor) {
  const profile = accountsTabs.find((t) => t.id === "profile" && t.roles.includes(actor.role));
  const usualWait = approvalTimeText(await recentApprovalTime());
  return <PendingDashboard title={title} actor={actor} usualWait={usualWait} {...(profile ? { profileHeading: profile.label } : {})} />;
}
