import { Hourglass } from "lucide-react";
import type { Actor } from "@/lib/session/actor";
import { DashboardShell } from "@/components/dashboard/dashboard-shell";
import { ProfileSection } from "./profile-section";

/** Shown instead of every tab while an account waits for an administrator's approval. */
export function ApprovalPending() {
  return (
    <section aria-labelledby="approval-pending-title" className="card mx-auto max-w-3xl border-warn-700/20 bg-warn-50 text-center sm:p-10">
      <span aria-hidden className="mx-auto flex size-14 items-center justify-center rounded-full bg-surface text-warn-700 shadow-sm">
        <Hourglass className="size-7" />
      </span>
      <h2 id="approval-pending-title" className="mt-4 text-2xl font-semibold">
        Approval Pending
      </h2>
      <p className="mt-3 text-lg text-muted">Your request is under review. You will be notified once approved.</p>
    </section>
  );
}

/** A whole dashboard for an account that is not approved yet: the notice and the profile card. */
export function PendingDashboard({ title, actor, profileHeading }: { title: string; actor: Actor; profileHeading?: string }) {
  return (
    <DashboardShell title={title} personName={actor.name} role={actor.role}>
      <div className="space-y-8">
        <ApprovalPending />
        <ProfileSection actor={actor} {...(profileHeading ? { heading: profileHeading } : {})} />
      </div>
    </DashboardShell>
  );
}
