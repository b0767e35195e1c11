import Link from "next/link";
import { ArrowRight, LayoutDashboard } from "lucide-react";
import { LogoutButton } from "@/components/dashboard/logout-button";
import { roleLabel } from "@/lib/auth/roles";
import type { Role } from "@/lib/db/schema";

/**
 * What /login shows a person who is already signed in: who they are, the way to their dashboard
 * (or on to where the link was going), and Logout to sign in as someone else.
 */
export function SignedInNotice({
  person,
  home,
  next,
}: {
  person: { name: string; email: string; role: Role };
  home: string;
  /** Where the sign-in would have led, when that is not the home: `{ href, label }`. */
  next?: { href: string; label: string } | undefined;
}) {
  return (
    <div className="space-y-6">
      <p className="rounded-2xl bg-brand-50 px-4 py-4 text-center text-lg text-ink">
        You are signed in as <strong className="font-semibold break-words">{person.name}</strong>
        <span className="mt-1 block text-base break-all text-muted">
          {person.email} · {roleLabel[person.role]}
        </span>
      </p>
      <div className="flex flex-col gap-3">
        {next ? (
          <Link href={next.href} prefetch={false} className="btn-primary min-h-12 text-lg">
            {next.label}
            <ArrowRight aria-hidden className="size-5" />
          </Link>
        ) : null}
        <Link href={home} prefetch={false} className={`${next ? "btn-secondary" : "btn-primary"} min-h-12 text-lg`}>
          <LayoutDashboard aria-hidden className="size-5" />
          Go to your dashboard
        </Link>
        <LogoutButton className="btn-secondary min-h-12 text-lg" />
      </div>
      <p className="text-center text-sm text-muted">To sign in with another account, log out first.</p>
    </div>
  );
}
