import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { SkipLink } from "./skip-link";

/**
 * The frame of every public page, in both routers: skip link, navigation bar, content, shared
 * footer. `hydrates`: React hydrates the page (the App Router's pages), see `SiteHeader`.
 */
export function SiteFrame({ children, hydrates = false }: { children: React.ReactNode; hydrates?: boolean }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader hydrates={hydrates} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
