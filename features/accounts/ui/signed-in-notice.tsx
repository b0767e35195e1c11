/* eslint-disable @next/next/no-html-link-for-pages -- plain links on a page without the
   framework's JavaScript; their addresses come from the site script once the session is known. */
import { ArrowRight, LayoutDashboard, LogOut } from "lucide-react";

/**
 * What /login shows a person who is already signed in (pages/login.tsx): who they are, the way to
 * their dashboard (or on to where the link was going), and Logout to sign in as someone else. The
 * page is the same for everyone (a CDN keeps it), so this is filled in the browser from the
 * session by the site script (`showAccount`, components/site/site-script.ts: `data-user-*`), and
 * Logout opens the site's Confirm Logout dialog (`data-logout`).
 */
export function SignedInNotice() {
  return (
    <div className="space-y-6">
      <p className="rounded-2xl bg-brand-50 px-4 py-4 text-center text-lg text-ink">
        You are signed in as <strong data-user-name className="font-semibold break-words" />
        <span className="mt-1 block text-base break-all text-muted">
          <span data-user-email /> · <span data-user-role />
        </span>
      </p>
      <div className="flex flex-col gap-3">
        <a data-user-next hidden href="/" className="peer btn-primary min-h-12 text-lg">
          Continue where you were going
          <ArrowRight aria-hidden className="size-5" />
        </a>
        {/* The main way on, unless Continue is shown before it: then it looks secondary. */}
        <a
          data-user-home
          href="/dashboard"
          className="btn-primary min-h-12 text-lg peer-[:not([hidden])]:border peer-[:not([hidden])]:border-line peer-[:not([hidden])]:bg-surface peer-[:not([hidden])]:text-ink peer-[:not([hidden])]:hover:bg-sand-100"
        >
          <LayoutDashboard aria-hidden className="size-5" />
          Go to your dashboard
        </a>
        <button type="button" data-logout className="btn-secondary min-h-12 text-lg">
          <LogOut aria-hidden className="size-5" />
          Logout
        </button>
      </div>
      <p className="text-center text-sm text-muted">To sign in with another account, log out first.</p>
    </div>
  );
}
