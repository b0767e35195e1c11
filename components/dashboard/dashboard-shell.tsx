import { site } from "@/lib/site";
import { LogoutButton } from "./logout-button";
import { TabBar, type DashboardTab } from "./tab-bar";
import { SiteLink } from "@/components/site/site-link";

/**
 * The frame of every dashboard: the organisation's name (back to the site), the dashboard's
 * title, who is signed in, Logout, and the tab row when the account may use its tabs.
 */
export function DashboardShell({
  title,
  personName,
  tabs,
  activeTab,
  actions,
  children,
}: {
  title: string;
  personName: string;
  tabs?: DashboardTab[];
  activeTab?: string;
  /** Buttons beside the title (the instructor's Recycle Bin). */
  actions?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div className="min-h-dvh bg-canvas">
      <a
        href="#dashboard-content"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-surface focus:px-4 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <header className="border-b border-line bg-surface/90">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
          <SiteLink
            href="/"
            className="flex min-h-11 items-center gap-2 font-display text-lg font-semibold text-brand-800 hover:text-brand-600"
          >
            <span aria-hidden className="size-3 shrink-0 rounded-full bg-gradient-to-br from-brand-600 to-chakra-throat" />
            {site.name}
          </SiteLink>
          <LogoutButton />
        </div>
      </header>
      <main className="mx-auto max-w-7xl px-4 pb-16 pt-8 sm:px-6 sm:pt-10">
        <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-3xl font-semibold text-ink sm:text-4xl">{title}</h1>
            <p className="mt-2 text-muted">
              Signed in as <span className="font-semibold text-ink">{personName}</span>
            </p>
          </div>
          {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
        </div>
        {tabs && tabs.length > 0 && activeTab ? <TabBar tabs={tabs} active={activeTab} /> : null}
        <div id="dashboard-content" tabIndex={-1} className="mt-8 focus:outline-none">
          {children}
        </div>
      </main>
    </div>
  );
}
