/**
 * The behaviour of the public pages' header, footer and disclosure buttons, in plain DOM code.
 *
 * The marketing pages ship without React in the browser (pages/, `unstable_runtimeJS: false`),
 * so this function is sent to them as an inline script: its source text is the script
 * (`InlineScript`). It must therefore stay self-contained: no imports and nothing from the module
 * scope. The App Router's public pages run the same inline script on their first load and call
 * the function again after each client-side navigation (`SiteScriptOnNavigation`). It is
 * idempotent: the first call installs listeners on `document` (event delegation, so markup React
 * renders later is covered too); every call syncs the header with the page and the session.
 *
 * What it does:
 * - the mobile menu: the toggle opens and closes the panel; while open, focus moves to its first
 *   link, Tab and Shift+Tab stay within the toggle and the panel, Escape and a pointer outside
 *   the header close it and Escape gives focus back to the toggle;
 * - marks the navigation link of the current page (aria-current="page");
 * - the account links: the signed-in visitor's name linking to their role's home and a Logout
 *   button instead of "Login / Sign Up", read from `/api/auth/session` (and on /login, who they
 *   are and where to go next instead of the form, on the donation form whom the gift is from
 *   instead of the guest's fields: `showAccount`);
 * - the Confirm Logout dialog (a native modal <dialog>): focus stays within it, Escape and Cancel
 *   close it and give focus back to the button that opened it; Logout signs out through Auth.js
 *   with a fresh CSRF token and lands on /;
 * - disclosure buttons (`data-disclosure`): aria-expanded and the panel they control;
 * - the page's own address, when it was rendered without SITE_URL (`data-origin-guess` on the
 *   header, lib/site/seo.ts `guessedOrigin`: a prerendered page names the build's port) and is served
 *   from another origin: that origin replaces the guess in the canonical link, og:url, the
 *   sharing images and the JSON-LD. On an App Router page (`data-hydrates` on the header) that
 *   waits until React has hydrated the page (`afterHydration`, from `SiteScriptOnNavigation`),
 *   and keeps watching the head: React renders the page's metadata after that, looks for the
 *   server's link and meta elements by their address, and, not finding the changed ones, adds its
 *   own with the guess. Those are moved to the served origin too and the server's copies removed,
 *   so the page keeps one canonical link.
 */
export function enhanceSite(afterHydration = false): void {
  type SessionUser = { name?: string | null; email?: string | null; role?: string | null };
  const flag = "mmfSiteEnhanced";
  const headFlag = "mmfHeadWatched";
  const doc = document;
  const header = (): HTMLElement | null => doc.querySelector<HTMLElement>("[data-site-header]");
  const toggle = (): HTMLButtonElement | null => doc.querySelector<HTMLButtonElement>("[data-menu-toggle]");
  const panel = (): HTMLElement | null => doc.getElementById(toggle()?.getAttribute("aria-controls") ?? "");
  const dialog = (): HTMLDialogElement | null => doc.querySelector<HTMLDialogElement>("[data-logout-dialog]");
  let opener: HTMLElement | null = null;

  /** The links and buttons of a container that can take focus, in tab order. */
  const focusables = (container: HTMLElement | null): HTMLElement[] =>
    container
      ? [...container.querySelectorAll<HTMLElement>("a[href], button:not([disabled])")].filter((el) => el.getClientRects().length > 0)
      : [];

  /** Keeps Tab and Shift+Tab within `stops`, wrapping at both ends. */
  const trapTab = (event: KeyboardEvent, stops: HTMLElement[]) => {
    const first = stops[0];
    const last = stops[stops.length - 1];
    if (!first || !last) return;
    const active = doc.activeElement as HTMLElement | null;
    if (!active || !stops.includes(active)) {
      event.preventDefault();
      first.focus();
    } else if (event.shiftKey && active === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const menuOpen = () => toggle()?.getAttribute("aria-expanded") === "true";
  const setMenu = (open: boolean) => {
    const button = toggle();
    const menu = panel();
    if (!button || !menu) return;
    button.setAttribute("aria-expanded", String(open));
    menu.hidden = !open;
    if (open) focusables(menu)[0]?.focus();
  };

  /** aria-current on the navigation links of the page being shown (`data-match`: the paths a link stands for). */
  const markCurrent = () => {
    const path = location.pathname;
    for (const link of doc.querySelectorAll<HTMLAnchorElement>("[data-site-header] a[data-match]")) {
      const current = (link.dataset.match ?? "").split(" ").some((p) => p !== "" && (path === p || path.startsWith(`${p}/`)));
      if (current) link.setAttribute("aria-current", "page");
      else link.removeAttribute("aria-current");
    }
  };

  /**
   * Shows the guest's or the signed-in visitor's part of every account slot (the header's, and
   * /login's: pages/login.tsx). A slot's own `data-homes` (each role's home) is read before the
   * header's; in a slot, `[data-user-email]` and `[data-user-role]` (`data-role-labels` on the slot)
   * get the visitor's e-mail and role, and `[data-user-next]` the address `data-landings` gives
   * their role, shown only when it is not their home. A slot with `data-roles` (space-separated)
   * shows its signed-in part only to those roles, and the guest's part to everyone else (the
   * gallery's Upload Photo, for schools).
   */
  const showAccount = (visitor: SessionUser | null) => {
    const json = (text: string | undefined) => JSON.parse(text ?? "{}") as Record<string, string>;
    for (const slot of doc.querySelectorAll<HTMLElement>("[data-account]")) {
      const roles = slot.dataset.roles?.split(" ");
      const user = visitor && (!roles || roles.includes(visitor.role ?? "")) ? visitor : null;
      // A slot may keep the signed-in part in a <template> (/login: one h1 and no sign-in form on
      // the page then): it takes the guest part's place once the visitor is known to be signed in.
      const template = slot.querySelector<HTMLTemplateElement>("template[data-user-template]");
      const guestPart = slot.querySelector<HTMLElement>("[data-guest]");
      if (user && template && guestPart) {
        guestPart.replaceWith(template.content.cloneNode(true));
        template.remove();
      }
      const guest = slot.querySelector<HTMLElement>("[data-guest]");
      const member = slot.querySelector<HTMLElement>("[data-user]");
      if (guest) guest.hidden = user !== null;
      if (member) member.hidden = user === null;
      if (user) {
        const homes = json(slot.dataset.homes ?? header()?.dataset.homes);
        const role = user.role ?? "";
        const homeHref = homes[role] ?? homes.default ?? "/dashboard";
        const home = slot.querySelector<HTMLAnchorElement>("[data-user-home]");
        const name = slot.querySelector<HTMLElement>("[data-user-name]");
        const email = slot.querySelector<HTMLElement>("[data-user-email]");
        const roleName = slot.querySelector<HTMLElement>("[data-user-role]");
        const next = slot.querySelector<HTMLAnchorElement>("[data-user-next]");
        if (home) home.href = homeHref;
        if (name) name.textContent = user.name || user.email || "My account";
        if (email) email.textContent = user.email ?? "";
        if (roleName) roleName.textContent = json(slot.dataset.roleLabels)[role] ?? "";
        if (next) {
          const landing = json(slot.dataset.landings)[role];
          next.hidden = !landing || landing === homeHref;
          if (landing) next.href = landing;
        }
      }
      slot.dataset.session = "known";
    }
  };

  /** Fills the account slots once the session is known. */
  const applySession = (user: SessionUser | null) => {
    showAccount(user);
    // The answer may come while the page is still being parsed: its later slots are filled when it is.
    if (doc.readyState === "loading") doc.addEventListener("DOMContentLoaded", () => showAccount(user), { once: true });
  };

  const readSession = () => {
    for (const slot of doc.querySelectorAll<HTMLElement>("[data-account]")) {
      if (slot.dataset.session !== "known") slot.dataset.session = "loading";
    }
    fetch("/api/auth/session", { credentials: "same-origin", headers: { accept: "application/json" } })
      .then((response) => (response.ok ? (response.json() as Promise<{ user?: SessionUser } | null>) : null))
      .then((session) => applySession(session?.user ?? null))
      .catch(() => applySession(null));
  };

  const openLogout = (button: HTMLElement) => {
    const box = dialog();
    if (!box) return;
    opener = button;
    const error = box.querySelector<HTMLElement>("[data-logout-error]");
    if (error) error.hidden = true;
    box.showModal();
  };

  const setBusy = (box: HTMLDialogElement, busy: boolean) => {
    box.dataset.busy = busy ? "true" : "false";
    for (const button of box.querySelectorAll<HTMLButtonElement>("button")) button.disabled = busy;
    const submit = box.querySelector<HTMLElement>("[data-logout-label]");
    if (submit) submit.textContent = busy ? (submit.dataset.busyLabel ?? "") : (submit.dataset.label ?? "");
  };

  /**
   * Signs out the way Auth.js's own client does: its CSRF token, then the sign-out POST asking for
   * the redirect as JSON (`X-Auth-Return-Redirect`) rather than following it, then home. (Auth.js
   * builds the redirect from its own idea of the site's address, which a form's redirect would
   * have to match the Content-Security-Policy's form-action 'self'.)
   */
  const confirmLogout = (form: HTMLFormElement) => {
    const box = form.closest<HTMLDialogElement>("dialog");
    if (!box) return;
    setBusy(box, true);
    fetch("/api/auth/csrf", { credentials: "same-origin" })
      .then((response) => (response.ok ? (response.json() as Promise<{ csrfToken?: string }>) : { csrfToken: undefined }))
      .then(({ csrfToken }) => {
        if (!csrfToken) throw new Error("no CSRF token");
        return fetch(form.action, {
          method: "POST",
          credentials: "same-origin",
          headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Auth-Return-Redirect": "1" },
          body: new URLSearchParams({ csrfToken, callbackUrl: "/" }),
        });
      })
      .then((response) => {
        if (!response.ok) throw new Error(`sign-out answered ${response.status}`);
        // A full load of the home page (a marketing page, which has no client router to ask).
        // eslint-disable-next-line @next/next/no-location-assign-relative-destination
        location.assign("/");
      })
      .catch(() => {
        setBusy(box, false);
        const error = box.querySelector<HTMLElement>("[data-logout-error]");
        if (error) error.hidden = false;
      });
  };

  const install = () => {
    doc.addEventListener("click", (event) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target) return;
      const disclosure = target.closest<HTMLButtonElement>("button[data-disclosure]");
      if (disclosure) {
        const open = disclosure.getAttribute("aria-expanded") !== "true";
        disclosure.setAttribute("aria-expanded", String(open));
        const controlled = doc.getElementById(disclosure.getAttribute("aria-controls") ?? "");
        if (controlled) controlled.hidden = !open;
        return;
      }
      if (target.closest("[data-menu-toggle]")) {
        setMenu(!menuOpen());
        return;
      }
      const logout = target.closest<HTMLElement>("[data-logout]");
      if (logout) {
        openLogout(logout);
        return;
      }
      if (target.closest("[data-dialog-close]")) dialog()?.close();
    });

    doc.addEventListener("submit", (event) => {
      const form = event.target instanceof HTMLFormElement ? event.target : null;
      if (!form?.matches("[data-logout-form]")) return;
      event.preventDefault();
      confirmLogout(form);
    });

    doc.addEventListener("keydown", (event) => {
      const box = dialog();
      if (box?.open) {
        // The modal dialog closes itself on Escape; keep Tab within it.
        if (event.key === "Tab") trapTab(event, focusables(box));
        return;
      }
      if (!menuOpen() || event.defaultPrevented) return;
      const button = toggle();
      if (event.key === "Escape") {
        setMenu(false);
        button?.focus();
      } else if (event.key === "Tab" && button && button.getClientRects().length > 0) {
        trapTab(event, [button, ...focusables(panel())]);
      }
    });

    doc.addEventListener("pointerdown", (event) => {
      if (dialog()?.open || !menuOpen()) return;
      if (!(event.target instanceof Node) || !header()?.contains(event.target)) setMenu(false);
    });

    // The dialog's `close` and `cancel` events do not bubble: listen in the capture phase.
    doc.addEventListener(
      "cancel",
      (event) => {
        // No closing while the sign-out is being sent.
        if (event.target instanceof HTMLDialogElement && event.target.dataset.busy === "true") event.preventDefault();
      },
      true,
    );
    doc.addEventListener(
      "close",
      (event) => {
        if (!(event.target instanceof HTMLDialogElement) || !event.target.matches("[data-logout-dialog]")) return;
        if (opener?.isConnected) opener.focus();
        opener = null;
      },
      true,
    );
  };

  /** The origin the page was rendered with, when that was a guess and it is served from another; else null. */
  const originGuess = () => {
    const guess = header()?.dataset.originGuess;
    return guess && guess !== location.origin ? guess : null;
  };
  const headUrls = ['link[rel="canonical"]', 'meta[property="og:url"]', 'meta[property="og:image"]', 'meta[name="twitter:image"]'];
  /** Puts the origin the page is served from in place of the one it was rendered with, when that was a guess. */
  const fixOrigin = () => {
    const guess = originGuess();
    if (!guess) return;
    const actual = location.origin;
    const moved = (url: string | null) =>
      url !== null && (url === guess || url.startsWith(`${guess}/`)) ? actual + url.slice(guess.length) : null;
    for (const el of doc.querySelectorAll(headUrls.join(", "))) {
      const attribute = el.tagName === "LINK" ? "href" : "content";
      const url = moved(el.getAttribute(attribute));
      if (url) el.setAttribute(attribute, url);
    }
    // JSON-LD writes URLs as JSON strings: the guess followed by a slash or the closing quote.
    for (const script of doc.querySelectorAll('script[type="application/ld+json"]')) {
      const text = script.textContent ?? "";
      const fixed = text.split(`"${guess}/`).join(`"${actual}/`).split(`"${guess}"`).join(`"${actual}"`);
      if (fixed !== text) script.textContent = fixed;
    }
  };

  /** React's own elements carry its keys; the server's copies it did not take over carry none. */
  const reactOwns = (el: Element) => Object.keys(el).some((key) => key.startsWith("__react"));
  /** After hydration: fix what React adds to the head and drop the server's copies it left beside its own. */
  const watchHead = () => {
    if (!originGuess()) return;
    new MutationObserver(() => {
      fixOrigin();
      for (const selector of headUrls) {
        const found = [...doc.head.querySelectorAll(selector)];
        if (found.length > 1 && found.some(reactOwns)) for (const el of found) if (!reactOwns(el)) el.remove();
      }
    }).observe(doc.head, { childList: true });
  };

  const sync = () => {
    if (header()?.dataset.hydrates === undefined) {
      fixOrigin();
      // On a first load this runs as the header is parsed: the page's JSON-LD comes later.
      if (doc.readyState === "loading") doc.addEventListener("DOMContentLoaded", fixOrigin, { once: true });
    }
    markCurrent();
    readSession();
  };

  const w = window as unknown as Record<string, boolean | undefined>;
  if (!w[flag]) {
    w[flag] = true;
    install();
  }
  if (afterHydration) {
    // Idempotent; a client-side navigation renders the next page with the guess again.
    fixOrigin();
    if (!w[headFlag]) {
      w[headFlag] = true;
      watchHead();
    }
  }
  // Called again after a client-side navigation: a header already synced for this page is left alone.
  const bar = header();
  if (bar?.dataset.syncedPath === location.pathname) return;
  if (bar) bar.dataset.syncedPath = location.pathname;
  sync();
}
