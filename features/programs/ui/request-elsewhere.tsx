import { ArrowLeft, Info, Mail } from "lucide-react";
import { homeFor, roleLabel } from "@/lib/auth/roles";
import type { Role } from "@/lib/db/schema";
import { SiteLink } from "@/components/site/site-link";

/** What each role that is not a school can do instead of requesting a program itself. */
const INSTEAD: Record<Exclude<Role, "school">, string> = {
  user: "If you would like it at your school, ask your school to request it: it takes a minute from their School Dashboard. For yourself or your family, write to us.",
  instructor:
    "Instructors teach in our programs rather than request them. If a school or a group you work with would like this program, ask them to request it, or put us in touch.",
  admin: "Schools' requests arrive in your dashboard's Manage Program tab, where you approve or reject them.",
  superadmin: "Schools' requests arrive in your dashboard's Manage Program tab, where you approve or reject them.",
};

/**
 * "Request this program" followed by someone signed in who is not a school: an honest answer
 * (program requests come from a school's account) and what they can do instead, rather than a
 * silent trip to their own dashboard.
 */
export function RequestElsewhere({ programTitle, name, role }: { programTitle: string; name: string; role: Exclude<Role, "school"> }) {
  const staff = role === "admin" || role === "superadmin";
  return (
    <section className="mx-auto max-w-xl px-4 py-10 sm:px-6 sm:py-16">
      <div className="card space-y-6 p-5 sm:p-8">
        <div role="status" className="space-y-3">
          <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <Info aria-hidden className="size-7" />
          </span>
          <h1 className="text-3xl font-semibold text-brand-800">Programs are requested by schools</h1>
          <p className="text-lg text-ink">
            You are signed in as {name} ({roleLabel[role]} account), so you cannot request {programTitle} yourself: only a school&apos;s
            account can.
          </p>
          <p className="text-lg text-ink">{INSTEAD[role]}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          {staff ? (
            <SiteLink href={`${homeFor(role)}?tab=manage-programs`} className="btn-primary min-h-12 px-6">
              Open Manage Program
            </SiteLink>
          ) : (
            <SiteLink href="/contact" className="btn-primary min-h-12 px-6">
              <Mail aria-hidden className="size-5" />
              Contact us
            </SiteLink>
          )}
          <SiteLink href="/programs" className="btn-secondary min-h-12 px-6">
            <ArrowLeft aria-hidden className="size-5" />
            Back to programs
          </SiteLink>
        </div>
      </div>
    </section>
  );
}
