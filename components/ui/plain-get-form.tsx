import { getFormHref } from "./search-href";

/**
 * The behaviour of the plain GET forms (`PlainGetForm`), in plain DOM code sent as an inline
 * script: sending one goes to the address getFormHref gives (the source text of `hrefOf`), so
 * the empty fields stay out of the URL and each view has one address, as GetForm's do on the
 * App Router's pages. `aria-busy` while the next page loads (and off again when the browser
 * shows this page from its back/forward cache). Idempotent: one listener on `document`.
 */
export function enhanceGetForms(hrefOf: typeof getFormHref): void {
  const root = document.documentElement;
  if (root.dataset.mmfGetForms) return;
  root.dataset.mmfGetForms = "1";
  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.hasAttribute("data-get-form")) return;
    event.preventDefault();
    form.setAttribute("aria-busy", "true");
    window.location.assign(hrefOf(form.getAttribute("action") ?? window.location.pathname, new FormData(form)));
  });
  window.addEventListener("pageshow", () => {
    for (const form of document.querySelectorAll("form[data-get-form][aria-busy]")) form.removeAttribute("aria-busy");
  });
}

/**
 * A search form of URL parameters on a page without the framework's JavaScript (pages/): a plain
 * GET form to `action` (every view has its own address), which its inline script sends without
 * the empty fields (`enhanceGetForms`). The fields show what the URL gives them (their
 * `defaultValue`), as the page is rendered for each address.
 */
export function PlainGetForm({ action, children, ...props }: { action: string } & Omit<React.ComponentProps<"form">, "action" | "method">) {
  return (
    <>
      <form {...props} method="get" action={action} data-get-form="">
        {children}
      </form>
      <script dangerouslySetInnerHTML={{ __html: `(${enhanceGetForms.toString()})(${getFormHref.toString()})` }} />
    </>
  );
}
