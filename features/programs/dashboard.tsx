import { pageParam, type FeatureTab } from "@/components/dashboard/tabs";
import { can } from "@/registry/permissions";
import { countPendingProgramRequests } from "@/features/programs/server/requests";
import { ManagePrograms } from "@/features/programs/ui/manage-programs";
import { ProgramRequests } from "@/features/programs/ui/program-requests";
import { pendingProgramsBadge } from "@/features/programs/ui/status";

export const programsTabs: FeatureTab[] = [
  {
    id: "program-requests",
    label: "Program Requests",
    roles: ["school"],
    order: 10,
    render: ({ actor, basePath, params }) => (
      <ProgramRequests actor={actor} basePath={basePath} page={pageParam(params.page)} request={params.request} />
    ),
  },
  {
    id: "manage-programs",
    label: "Manage Program",
    roles: ["admin", "superadmin"],
    adminTab: "manage-programs",
    order: 60,
    // The requests waiting for a decision (spec: "badge = program count").
    badge: async (actor) => (can(actor, "program.review") ? pendingProgramsBadge(await countPendingProgramRequests(actor)) : null),
    render: ({ actor, basePath, params }) => (
      <ManagePrograms actor={actor} basePath={basePath} page={pageParam(params.page)} decidedPage={pageParam(params.decided)} />
    ),
  },
];
