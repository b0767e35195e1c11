/* eslint-disable @next/next/no-html-link-for-pages -- the public site is a multi-page site on
   purpose (pages without the framework's JavaScript): plain links load its pages as pages. */
import { Hourglass } from "lucide-react";
import type { Actor } from "@/lib/session/actor";
import { DashboardShell } from "@/components/dashboard/dashboard-shell";
import { ProfileSection } from "./profile-section";

/**
 * Shown instead of every tab while an account waits for an administrator's approval: what happens
 * next, how long approval usually takes (`usualWait`, server/approval-time.ts), and what the
 * visitor can use meanwhile.
 */
export function ApprovalPending({ usualWait }: { usualWait: string }) {
  return (
    <section aria-labelledby="approval-pending-title" className="card mx-auto max-w-3xl border-warn-700/20 bg-warn-50 sm:p-10">
      <div className="text-center">
        <span aria-hidden className="mx-auto flex size-14 items-center justify-center rounded-full bg-surface text-warn-700 shadow-sm">
          <Hourglass className="size-7" />
        </span>
        <h2 id="approval-pending-title" className="mt-4 text-2xl font-semibold">
          Approval Pending
        </h2>
        <p className="mt-3 text-lg text-muted">Your request is under review. You will be notified once approved.</p>
      </div>
      <h3 className="mt-8 text-lg font-semibold">What happens next</h3>
      <ol className="mt-2 list-decimal space-y-1 pl-6">
        <li>One of our team reads your sign-up and approves the account.</li>
        <li>We e-mail you as soon as it is approved.</li>
        <li>Sign in again, or reload this page: your dashboard opens with everything in it.</li>
      </ol>
      <p className="mt-4" data-testid="approval-usual-wait">
        {usualWait}
      </p>
      <h3 className="mt-8 text-lg font-semibold">While you wait</h3>
      <ul className="mt-2 grid gap-3 sm:grid-cols-2">
        <li>
          <a href="/howtotab" className="block rounded-lg bg-surface p-4 font-medium shadow-sm hover:underline">
            Daily practice
            <span className="mt-1 block text-sm font-normal text-muted">A short mindfulness practice for today.</span>
          </a>
        </li>
        <li>
          <a href="/videos" className="block rounded-lg bg-surface p-4 font-medium shadow-sm hover:underline">
            Public videos
            <span className="mt-1 block text-sm font-normal text-muted">Browse the foundation&apos;s video library.</span>
          </a>
        </li>
      </ul>
    </section>
  );
}

/** A whole dashboard for an account that is not approved yet: the notice and the profile card. */
export function PendingDashboard({
  title,
  actor,
  usualWait,
  profileHeading,
}: {
  title: string;
  actor: Actor;
  usualWait: string;
  profileHeading?: string;
}) {
  return (
    <DashboardShell title={title} personName={actor.name} role={actor.role}>
      <div className="space-y-8">
        <ApprovalPending usualWait={usualWait} />
        <ProfileSection actor={actor} {...(profileHeading ? { heading: profileHeading } : {})} />
      </div>
    </DashboardShell>
  );
}
