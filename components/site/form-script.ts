/**
 * The behaviour of the forms on pages without the framework's JavaScript (the sign-up and
 * forgot-password pages, the contact form), in plain DOM code, sent as an inline script
 * (`InlineScript`: the function's source text is the script, so it must stay self-contained: no
 * imports and nothing from the module scope). Every form is a plain post that the page answers
 * itself (lib/static-site/form-page.ts), with or without it; the browser submits it. It adds:
 *
 * - while a form is sent (`form[data-busy-label]`), the submit button says so (in its
 *   `[data-submit-label]`) and a second submit is ignored; back on the page from the browser's
 *   history, the button is as before;
 * - on a page that answers a post, focus on the first field with an error (`aria-invalid`, or the
 *   first input of a group marked `data-invalid`: a radio group takes no aria-invalid), or on the
 *   answer's message;
 * - the show/hide button of a password field (`data-password-toggle`: the input beside it
 *   switches between password and text, `aria-pressed` and the title follow);
 * - choices read from the API (`select[data-options-from]`: `{ data: [{ id, name }] }`), with the
 *   choice made before a post kept (`data-selected`); while they load the select says so
 *   (`data-loading-label`), and if they cannot be loaded the hint given by `data-failed-hint`
 *   replaces the field's own;
 * - a live count of a text's characters (`data-count-into`: the id of the element that shows it).
 *
 * Idempotent: listeners go on `document` once (event delegation).
 */
export function enhanceForms(): void {
  const doc = document;
  const root = doc.documentElement;
  if (root.dataset.mmfFormsEnhanced) return;
  root.dataset.mmfFormsEnhanced = "1";
  const count = new Intl.NumberFormat("en-GB");

  const loadOptions = (scope: ParentNode) => {
    for (const select of scope.querySelectorAll<HTMLSelectElement>("select[data-options-from]")) {
      const loading = doc.createElement("option");
      loading.disabled = true;
      loading.textContent = select.dataset.loadingLabel ?? "Loading...";
      select.append(loading);
      fetch(select.dataset.optionsFrom ?? "", { headers: { Accept: "application/json" } })
        .then((response) => (response.ok ? response.json() : Promise.reject(new Error(String(response.status)))))
        .then((body: { data?: { id: string; name: string }[] }) => {
          loading.remove();
          for (const item of Array.isArray(body.data) ? body.data : []) {
            const option = doc.createElement("option");
            option.value = item.id;
            option.textContent = item.name;
            select.append(option);
          }
          if (select.dataset.selected) select.value = select.dataset.selected;
        })
        .catch(() => {
          loading.remove();
          const hintId = select
            .getAttribute("aria-describedby")
            ?.split(" ")
            .find((id) => id.endsWith("-hint"));
          const hint = hintId ? doc.getElementById(hintId) : null;
          if (hint && select.dataset.failedHint) hint.textContent = select.dataset.failedHint;
        });
    }
  };

  const showCounts = (scope: ParentNode) => {
    for (const field of scope.querySelectorAll<HTMLTextAreaElement>("[data-count-into]")) {
      const into = doc.getElementById(field.dataset.countInto ?? "");
      if (into) into.textContent = count.format(field.value.length);
    }
  };

  /** After an answer: the first field with an error, else the answer's message, takes focus. */
  const focusAnswer = (scope: ParentNode) => {
    const target =
      scope.querySelector<HTMLElement>("form [aria-invalid=true], form [data-invalid] input") ??
      scope.querySelector<HTMLElement>("[role=alert], [role=status]");
    if (!target) return;
    if (!target.matches("input, select, textarea, button, a[href]")) target.tabIndex = -1;
    target.focus();
  };

  const labelOf = (form: HTMLFormElement) => {
    const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
    return { button, label: button?.querySelector<HTMLElement>("[data-submit-label]") ?? button };
  };

  const setBusy = (form: HTMLFormElement, busy: boolean) => {
    const { button, label } = labelOf(form);
    if (busy) {
      form.setAttribute("aria-busy", "true");
      button?.setAttribute("aria-disabled", "true");
      if (label) {
        label.dataset.idleLabel = label.textContent ?? "";
        label.textContent = form.dataset.busyLabel ?? "";
      }
    } else {
      form.removeAttribute("aria-busy");
      button?.removeAttribute("aria-disabled");
      if (label?.dataset.idleLabel !== undefined) label.textContent = label.dataset.idleLabel;
    }
  };

  doc.addEventListener("submit", (event) => {
    const form = event.target as HTMLFormElement;
    if (!form.dataset.busyLabel || event.defaultPrevented) return;
    // A second submit while the first is on its way would post the form twice.
    if (form.getAttribute("aria-busy") === "true") return event.preventDefault();
    setBusy(form, true);
  });

  window.addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    for (const form of doc.querySelectorAll<HTMLFormElement>("form[aria-busy=true]")) setBusy(form, false);
  });

  doc.addEventListener("click", (event) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>("[data-password-toggle]");
    const input = button?.parentElement?.querySelector<HTMLInputElement>("input");
    if (!button || !input) return;
    const show = input.type === "password";
    input.type = show ? "text" : "password";
    button.setAttribute("aria-pressed", String(show));
    button.title = show ? "Hide password" : "Show password";
  });

  doc.addEventListener("input", (event) => {
    const field = event.target as HTMLElement;
    if (field.dataset.countInto) showCounts(field.parentElement ?? doc);
  });

  loadOptions(doc);
  showCounts(doc);
  // A page that answers a post holds an error or a message in its <main>; a plain GET of the page holds neither.
  const main = doc.querySelector("main");
  if (main?.querySelector("form [aria-invalid=true], form [data-invalid], [role=alert], [role=status]")) focusAnswer(main);
}
