"use client";

import { useEffect, useRef, useState } from "react";
import dynamic from "next/dynamic";
import { SiteLink } from "./site-link";
import { usePathname } from "next/navigation";
import { useSession } from "next-auth/react";
import { LogOut, Menu, UserRound, X } from "lucide-react";
import { homeFor } from "@/lib/auth/roles";
import { Logo } from "./logo";
import { isActive, mainNav } from "./nav-links";

const MENU_ID = "site-menu";

// The logout dialog (Radix) is loaded when first needed, not with every public page: a signed-in
// visitor's pointer or focus on a Logout button starts loading it.
const loadLogoutDialog = () => import("./logout-dialog");
const LogoutDialog = dynamic(() => loadLogoutDialog().then((m) => m.LogoutDialog), { ssr: false });

/** The links and buttons of a container that can take focus, in tab order. */
function focusables(container: HTMLElement | null): HTMLElement[] {
  if (!container) return [];
  return [...container.querySelectorAll<HTMLElement>("a[href], button:not([disabled])")].filter((el) => el.offsetParent !== null);
}

/**
 * The top navigation bar of the public pages. The session is read in the browser
 * (useSession), so the pages themselves stay static.
 */
export function SiteHeader() {
  const pathname = usePathname();
  const { data: session, status } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const [logoutOpen, setLogoutOpen] = useState(false);
  const [logoutUsed, setLogoutUsed] = useState(false);
  const [shownPath, setShownPath] = useState(pathname);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const headerRef = useRef<HTMLElement>(null);

  // The panel closes whenever the page changes.
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setMenuOpen(false);
  }

  // Opening the panel moves focus to its first link (keyboard and screen-reader users land in it).
  useEffect(() => {
    if (menuOpen) focusables(panelRef.current)[0]?.focus();
  }, [menuOpen]);

  // While the panel is open (and the logout dialog is not: it handles its own keys): Escape
  // closes it and gives focus back to the toggle, Tab and Shift+Tab cycle through the toggle and
  // the panel, and a click outside the header closes it.
  useEffect(() => {
    if (!menuOpen || logoutOpen) return;
    function onKeyDown(event: KeyboardEvent) {
      // A key another layer already handled (the dialog's Escape, as it closes) is not ours.
      if (event.defaultPrevented) return;
      const toggle = toggleRef.current;
      if (event.key === "Escape") {
        setMenuOpen(false);
        toggle?.focus();
        return;
      }
      if (event.key !== "Tab" || !toggle || toggle.offsetParent === null) return;
      const stops = [toggle, ...focusables(panelRef.current)];
      const first = stops[0]!;
      const last = stops[stops.length - 1]!;
      const active = document.activeElement;
      if (!stops.includes(active as HTMLElement)) {
        event.preventDefault();
        first.focus();
      } else if (event.shiftKey && active === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    }
    function onPointerDown(event: PointerEvent) {
      if (!headerRef.current?.contains(event.target as Node)) setMenuOpen(false);
    }
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [menuOpen, logoutOpen]);

  const close = () => setMenuOpen(false);
  const user = status === "authenticated" ? session?.user : undefined;
  const home = user ? homeFor(user.role) : null;
  const displayName = user?.name || user?.email || "My account";

  const linkClass = (href: string) =>
    `flex min-h-11 items-center rounded-lg px-3 font-medium transition-colors ${
      isActive(pathname, href) ? "bg-brand-50 text-brand-800 underline decoration-2 underline-offset-8" : "text-ink hover:bg-sand-100"
    }`;

  // The panel stays open behind the logout dialog, so that Cancel gives focus back to the
  // Logout button that opened it; signing out closes the panel (onLoggedOut).
  const openLogout = () => {
    setLogoutUsed(true);
    setLogoutOpen(true);
  };
  const preloadLogout = () => void loadLogoutDialog();

  return (
    <header ref={headerRef} className="sticky top-0 z-30 border-b border-line/80 bg-canvas/95">
      <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-2 sm:px-6">
        <Logo onNavigate={close} />

        <nav aria-label="Main" className="ml-auto hidden items-center lg:flex">
          <ul className="flex items-center gap-1">
            {mainNav.map((item) => (
              <li key={item.href}>
                <SiteLink href={item.href} className={linkClass(item.href)} aria-current={isActive(pathname, item.href) ? "page" : undefined}>
                  {item.label}
                </SiteLink>
              </li>
            ))}
          </ul>
          <div className="ml-3 flex min-w-36 items-center justify-end gap-2">
            {status === "loading" ? (
              <span className="block h-11 w-36" aria-hidden />
            ) : user && home ? (
              <>
                <SiteLink href={home} className="btn-ghost max-w-48">
                  <UserRound aria-hidden className="size-5 shrink-0" />
                  <span className="truncate">{displayName}</span>
                </SiteLink>
                <button type="button" className="btn-secondary" onClick={openLogout} onPointerEnter={preloadLogout} onFocus={preloadLogout}>
                  <LogOut aria-hidden className="size-4" />
                  Logout
                </button>
              </>
            ) : (
              <SiteLink href="/auth" className="btn-primary whitespace-nowrap">
                Login / Sign Up
              </SiteLink>
            )}
          </div>
        </nav>

        <button
          ref={toggleRef}
          type="button"
          className="btn-ghost -mr-2 ml-auto px-3 lg:hidden"
          aria-expanded={menuOpen}
          aria-controls={MENU_ID}
          aria-label="Menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden className="size-6" /> : <Menu aria-hidden className="size-6" />}
        </button>
      </div>

      <div ref={panelRef} id={MENU_ID} hidden={!menuOpen} className="border-t border-line bg-canvas lg:hidden">
        <nav aria-label="Main" className="mx-auto max-w-7xl px-4 pb-4 pt-2 sm:px-6">
          <ul className="flex flex-col gap-1">
            {mainNav.map((item) => (
              <li key={item.href}>
                <SiteLink
                  href={item.href}
                  onClick={close}
                  className={linkClass(item.href)}
                  aria-current={isActive(pathname, item.href) ? "page" : undefined}
                >
                  {item.label}
                </SiteLink>
              </li>
            ))}
          </ul>
          <div className="mt-3 flex flex-col gap-2 border-t border-line pt-3">
            {status === "loading" ? null : user && home ? (
              <>
                <SiteLink href={home} onClick={close} className="btn-secondary justify-start">
                  <UserRound aria-hidden className="size-5 shrink-0" />
                  <span className="truncate">{displayName}</span>
                </SiteLink>
                <button type="button" className="btn-secondary justify-start" onClick={openLogout} onPointerEnter={preloadLogout} onFocus={preloadLogout}>
                  <LogOut aria-hidden className="size-4" />
                  Logout
                </button>
              </>
            ) : (
              <SiteLink href="/auth" onClick={close} className="btn-primary">
                Login / Sign Up
              </SiteLink>
            )}
          </div>
        </nav>
      </div>

      {logoutUsed ? <LogoutDialog open={logoutOpen} onOpenChange={setLogoutOpen} onLoggedOut={close} /> : null}
    </header>
  );
}
