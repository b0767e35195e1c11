import { getFormHref } from "./search-href";

/**
 * The behaviour of the plain GET forms (`PlainGetForm`), in plain DOM code sent as an inline
 * script: sending one goes to the address getFormHref gives (the source text of `hrefOf`), so
 * the empty fields and those at their default (`data-defaults`) stay out of the URL and each view
 * has one address (the same the server's links give: searchHref). In a form marked
 * `data-apply-selects` a select applies as soon as it changes, and the select gets focus back on
 * the page it led to (kept for that one address in sessionStorage), so a keyboard user carries on
 * from it. `aria-busy` while the next page loads (and off again when the browser shows this page
 * from its back/forward cache). Idempotent: one listener per event on `document`.
 */
export function enhanceGetForms(hrefOf: typeof getFormHref): void {
  const root = document.documentElement;
  if (root.dataset.mmfGetForms) return;
  root.dataset.mmfGetForms = "1";
  const focusKey = "mmf-get-form-focus";
  const send = (form: HTMLFormElement, field: string | null) => {
    const defaults = JSON.parse(form.dataset.defaults ?? "{}") as Record<string, string>;
    const href = hrefOf(form.getAttribute("action") ?? window.location.pathname, new FormData(form), defaults);
    try {
      if (field) sessionStorage.setItem(focusKey, JSON.stringify({ href, field }));
    } catch {
      // Storage refused (private mode): the page loads without giving focus back.
    }
    form.setAttribute("aria-busy", "true");
    window.location.assign(href);
  };
  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.hasAttribute("data-get-form")) return;
    event.preventDefault();
    send(form, null);
  });
  document.addEventListener("change", (event) => {
    const select = event.target;
    if (!(select instanceof HTMLSelectElement)) return;
    const form = select.form;
    if (form?.hasAttribute("data-get-form") && form.hasAttribute("data-apply-selects")) send(form, select.name);
  });
  window.addEventListener("pageshow", () => {
    for (const form of document.querySelectorAll("form[data-get-form][aria-busy]")) form.removeAttribute("aria-busy");
  });
  const giveFocusBack = () => {
    let kept: { href?: string; field?: string } = {};
    try {
      kept = JSON.parse(sessionStorage.getItem(focusKey) ?? "{}") as typeof kept;
      sessionStorage.removeItem(focusKey);
    } catch {
      return;
    }
    if (!kept.field || kept.href !== window.location.pathname + window.location.search) return;
    const field = document.querySelector<HTMLElement>(`form[data-get-form] [name="${CSS.escape(kept.field)}"]`);
    field?.focus();
  };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", giveFocusBack, { once: true });
  else giveFocusBack();
}

/**
 * A search form of URL parameters on a page without the framework's JavaScript (pages/): a plain
 * GET form to `action` (every view has its own address), which its inline script sends without
 * the empty fields and those at their `defaults` (`enhanceGetForms`); with `applySelects`, a
 * select applies as soon as it changes. The fields show what the URL gives them (their
 * `defaultValue`), as the page is rendered for each address.
 */
export function PlainGetForm({
  action,
  defaults,
  applySelects = false,
  children,
  ...props
}: {
  action: string;
  defaults?: Readonly<Record<string, string>>;
  applySelects?: boolean;
} & Omit<React.ComponentProps<"form">, "action" | "method">) {
  return (
    <>
      <form
        {...props}
        method="get"
        action={action}
        data-get-form=""
        data-defaults={defaults ? JSON.stringify(defaults) : undefined}
        data-apply-selects={applySelects ? "" : undefined}
      >
        {children}
      </form>
      <script dangerouslySetInnerHTML={{ __html: `(${enhanceGetForms.toString()})(${getFormHref.toString()})` }} />
    </>
  );
}
