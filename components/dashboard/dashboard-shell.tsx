import { SiteLink } from "@/components/site/site-link";
import { PlayCircle } from "lucide-react";
import { roleLabel } from "@/lib/auth/roles";
import type { Role } from "@/lib/db/schema";
import { site } from "@/lib/site";
import { LogoMark } from "@/components/site/logo";
import { PersonMenu } from "./person-menu";
import { SectionNav } from "./section-nav";
import { TabBar, type DashboardTab } from "./tab-bar";

/**
 * The public pages a dashboard links to. Videos today; the gallery and the library join this
 * list when they open.
 */
export const SITE_LINKS: readonly { href: string; label: string }[] = [{ href: "/videos", label: "Videos" }];

/**
 * The frame of every dashboard: the foundation's logo and name (back to the site), the public
 * pages, who is signed in with a menu (Profile, Logout), the dashboard's title and actions, the
 * tab row when the account may use its tabs, and a footer line. Nothing wraps or scrolls
 * sideways at 375 px; tables read at 16 px on phones.
 */
export function DashboardShell({
  title,
  personName,
  role,
  profileHref = null,
  tabs,
  activeTab,
  section,
  actions,
  widgets,
  notices,
  children,
}: {
  title: string;
  personName: string;
  /** The person's role, shown as the site names it ("Super Admin", "Student"…). */
  role?: Role;
  /** Their Profile tab, when the dashboard has one. */
  profileHref?: string | null;
  tabs?: DashboardTab[];
  activeTab?: string;
  /** The open tab's parts (a tab with sub-tabs: Content's Videos and Library), under the tab row. */
  section?: { label: string; tabs: DashboardTab[]; active: string };
  /** Buttons beside the title (the instructor's Recycle Bin). */
  actions?: React.ReactNode;
  /** The features' widgets (the chat button), first nearest the corner: floating at the bottom right, over every tab. */
  widgets?: React.ReactNode[];
  /** The features' notices for this person (accept the changed privacy policy), under the title, above the tabs. */
  notices?: React.ReactNode[];
  children: React.ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col bg-canvas">
      <a
        href="#dashboard-content"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-surface focus:px-4 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-30 border-b border-line bg-surface/95 backdrop-blur">
        <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2 sm:px-6">
          <SiteLink
            href="/"
            className="flex min-h-11 min-w-0 items-center gap-2 rounded-lg font-display text-lg font-semibold text-brand-800 hover:text-brand-600"
          >
            <LogoMark className="size-9 shrink-0" />
            <span className="truncate">
              <span className="sm:hidden">Mindful Minds</span>
              <span className="hidden sm:inline">{site.name}</span>
            </span>
          </SiteLink>
          <nav aria-label="The website" className="ml-auto hidden items-center gap-1 md:flex">
            {SITE_LINKS.map((link) => (
              <SiteLink key={link.href} href={link.href} className="btn-ghost min-h-11 px-3">
                <PlayCircle aria-hidden className="size-5" />
                {link.label}
              </SiteLink>
            ))}
          </nav>
          <div className="ml-auto shrink-0 md:ml-0">
            <PersonMenu name={personName} role={role ? roleLabel[role] : null} profileHref={profileHref} siteLinks={SITE_LINKS} />
          </div>
        </div>
      </header>
      <main className="mx-auto w-full max-w-7xl flex-1 px-4 pb-16 pt-6 sm:px-6 sm:pt-10">
        <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
          <div className="min-w-0">
            <h1 className="text-3xl font-semibold text-ink sm:text-4xl">{title}</h1>
            <p className="mt-2 text-muted">
              Signed in as <span className="font-semibold text-ink">{personName}</span>
            </p>
          </div>
          {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
        </div>
        {notices && notices.length > 0 ? notices : null}
        {tabs && tabs.length > 0 && activeTab ? <TabBar tabs={tabs} active={activeTab} /> : null}
        {section ? <SectionNav label={section.label} tabs={section.tabs} active={section.active} /> : null}
        <div
          id="dashboard-content"
          tabIndex={-1}
          className="mt-8 focus:outline-none max-sm:[&_table]:text-base max-sm:[&_td]:text-base max-sm:[&_th]:text-base"
        >
          {children}
        </div>
      </main>
      {widgets && widgets.length > 0 ? (
        <aside
          aria-label="Dashboard tools"
          className="pointer-events-none fixed right-4 bottom-4 z-40 flex flex-col-reverse items-end gap-3 sm:right-6 sm:bottom-6 [&>*]:pointer-events-auto"
        >
          {widgets}
        </aside>
      ) : null}
      <footer className="border-t border-line bg-surface">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-5 text-sm text-muted sm:px-6">
          <p>
            © {new Date().getFullYear()} {site.name} · {site.tagline}
          </p>
          <p className="flex flex-wrap gap-x-4">
            <SiteLink href="/" className="underline-offset-4 hover:text-brand-800 hover:underline">
              Website
            </SiteLink>
            <SiteLink href="/contact" className="underline-offset-4 hover:text-brand-800 hover:underline">
              Contact
            </SiteLink>
            <SiteLink href="/privacy" className="underline-offset-4 hover:text-brand-800 hover:underline">
              Privacy
            </SiteLink>
          </p>
        </div>
      </footer>
    </div>
  );
}
