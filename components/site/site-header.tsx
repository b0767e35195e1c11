/* eslint-disable @next/next/no-html-link-for-pages -- the header is the same markup in both
   routers, so its links are plain links: the public site is a multi-page site on purpose, and the
   signed-in visitor's link gets its address from the script (next/link would keep its own). */
import { LogOut, Menu, UserRound, X } from "lucide-react";
import { homeFor, ROLES } from "@/lib/auth/roles";
import { LOGOUT_TEXT } from "@/lib/session/logout";
import { guessedOrigin } from "@/lib/site/seo";
import { Logo } from "./logo";
import { InlineScript } from "../../lib/static-site/inline-script";
import { mainNav, quickNav } from "./nav-links";
import { enhanceSite } from "./site-script";

const MENU_ID = "site-menu";

/** Each role's home, for the signed-in visitor's link (the session is read in the browser). */
export const roleHomes = JSON.stringify({ ...Object.fromEntries(ROLES.map((role) => [role, homeFor(role)])), default: homeFor(null) });

const linkClass =
  "flex min-h-11 items-center whitespace-nowrap rounded-lg px-3 font-medium lg:px-2 xl:px-3 text-ink transition-colors hover:bg-sand-100 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800 aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8";

/** The quick links' smaller look, in the strip above the main bar. */
const quickLinkClass =
  "flex min-h-8 items-center rounded-md px-2.5 text-sm text-muted transition-colors hover:bg-sand-100 hover:text-ink aria-[current=page]:text-brand-800 aria-[current=page]:underline aria-[current=page]:underline-offset-4";

/**
 * The main navigation links (or `items`). Plain links: the public site is a multi-page site (the marketing
 * pages are served by the Pages Router, the others by the App Router). `site-script` marks the
 * current page (aria-current) in the browser, where both routers' pages know it.
 */
function NavLinks({ items = mainNav, className = linkClass }: { items?: typeof mainNav; className?: string }) {
  return (
    <>
      {items.map((item) => (
        <li key={item.href}>
          <a href={item.href} data-match={[item.href, ...item.aliases].join(" ")} className={className} suppressHydrationWarning>
            {item.label}
          </a>
        </li>
      ))}
    </>
  );
}

/**
 * "Login / Sign Up" for guests; the display name linking to the role's home and Logout for a
 * signed-in visitor. Both are in the HTML; the script shows one once the session is known, and
 * the slot stays invisible (not collapsed) until then so that nothing jumps.
 */
function AccountLinks({ mobile }: { mobile?: boolean }) {
  const slot = mobile
    ? "mt-3 border-t border-line pt-3 data-[session=loading]:invisible"
    : "ml-3 flex min-w-36 items-center justify-end data-[session=loading]:invisible";
  return (
    <div data-account className={slot} suppressHydrationWarning>
      <div data-guest className={mobile ? "flex flex-col gap-2" : "flex"} suppressHydrationWarning>
        <a href="/auth" className={mobile ? "btn-primary" : "btn-primary whitespace-nowrap"}>
          Login / Sign Up
        </a>
      </div>
      <div data-user hidden className={mobile ? "flex flex-col gap-2" : "flex items-center gap-2"} suppressHydrationWarning>
        <a
          data-user-home
          href="/dashboard"
          className={mobile ? "btn-secondary justify-start" : "btn-ghost max-w-48"}
          suppressHydrationWarning
        >
          <UserRound aria-hidden className="size-5 shrink-0" />
          <span data-user-name className="truncate" suppressHydrationWarning>
            My account
          </span>
        </a>
        <button type="button" data-logout className={mobile ? "btn-secondary justify-start" : "btn-secondary"}>
          <LogOut aria-hidden className="size-4" />
          Logout
        </button>
      </div>
    </div>
  );
}

/**
 * Confirm Logout: a native modal dialog. Its form names Auth.js's sign-out endpoint; the script
 * sends it with a fresh CSRF token (without the script, the dialog never opens). Also on /login,
 * for the signed-in visitor's Logout (pages/login.tsx).
 */
export function LogoutDialog() {
  return (
    <dialog
      data-logout-dialog
      aria-labelledby="logout-title"
      aria-describedby="logout-text"
      className="m-auto max-h-[90dvh] w-[calc(100%-2rem)] max-w-md overflow-y-auto rounded-2xl bg-surface p-6 text-ink shadow-xl backdrop:bg-ink/40 backdrop:backdrop-blur-[2px]"
    >
      <form method="post" action="/api/auth/signout" data-logout-form>
        <div className="mb-4 flex items-start justify-between gap-4">
          <h2 id="logout-title" className="text-xl font-semibold">
            Confirm Logout
          </h2>
          <button type="button" data-dialog-close className="btn-ghost -mr-2 -mt-2 min-h-10 px-2" aria-label="Close">
            <X aria-hidden className="size-5" />
          </button>
        </div>
        <p id="logout-text" className="mb-4 text-muted">
          {LOGOUT_TEXT}
        </p>
        <p data-logout-error role="alert" hidden className="field-error mb-4">
          Logout failed. Please try again.
        </p>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" data-dialog-close className="btn-secondary">
            Cancel
          </button>
          <button type="submit" className="btn-danger">
            <span data-logout-label data-label="Logout" data-busy-label="Logging out...">
              Logout
            </span>
          </button>
        </div>
      </form>
    </dialog>
  );
}

/**
 * The top navigation bar of the public pages: server markup for both routers, made interactive
 * by `site-script` (menu, current page, session links, logout), which runs right after it.
 * `hydrates` (App Router pages): the script leaves the head's addresses to `SiteScriptOnNavigation`,
 * which runs once React has hydrated the page.
 */
export function SiteHeader({ hydrates = false }: { hydrates?: boolean }) {
  return (
    <>
      <header
        data-site-header
        data-homes={roleHomes}
        data-origin-guess={guessedOrigin() ?? undefined}
        data-hydrates={hydrates || undefined}
        suppressHydrationWarning
        className="sticky top-0 z-30 border-b border-line/80 bg-canvas/95"
      >
        <div className="hidden border-b border-line/60 lg:block">
          <nav aria-label="Quick links" className="mx-auto max-w-7xl px-6">
            <ul className="flex justify-end gap-1">
              <NavLinks items={quickNav} className={quickLinkClass} />
            </ul>
          </nav>
        </div>
        <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-2 sm:px-6">
          <Logo />

          <nav aria-label="Main" className="ml-auto hidden items-center lg:flex">
            <ul className="flex items-center gap-1">
              <NavLinks />
            </ul>
            <AccountLinks />
          </nav>

          <button
            type="button"
            data-menu-toggle
            className="group btn-ghost -mr-2 ml-auto px-3 lg:hidden"
            aria-expanded="false"
            aria-controls={MENU_ID}
            aria-label="Menu"
            suppressHydrationWarning
          >
            <Menu aria-hidden className="size-6 group-aria-expanded:hidden" />
            <X aria-hidden className="hidden size-6 group-aria-expanded:block" />
          </button>
        </div>

        <div id={MENU_ID} hidden className="border-t border-line bg-canvas lg:hidden" suppressHydrationWarning>
          <nav aria-label="Main" className="mx-auto max-w-7xl px-4 pb-4 pt-2 sm:px-6">
            <ul className="flex flex-col gap-1">
              <NavLinks />
            </ul>
            <ul aria-label="Quick links" className="mt-3 flex flex-col gap-1 border-t border-line pt-3">
              <NavLinks items={quickNav} />
            </ul>
            <AccountLinks mobile />
          </nav>
        </div>

        <LogoutDialog />
      </header>
      <InlineScript run={enhanceSite} />
    </>
  );
}
