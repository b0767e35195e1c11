/**
 * The behaviour of the forms on pages without the framework's JavaScript (the sign-up and
 * forgot-password pages, the contact form), in plain DOM code, sent as an inline script
 * (`InlineScript`: the function's source text is the script, so it must stay self-contained: no
 * imports and nothing from the module scope). Every form works without it, as a plain post that
 * the page answers on its `?answer` view (lib/form-answer-cookie.ts). It adds:
 *
 * - sending without leaving the page (`form[data-busy-label]`): the form is posted with fetch and
 *   the page's `<main>` is replaced by the answer view's, with what was typed put back in its
 *   fields (the server never sends a password back, and leaves out a very long text), and the
 *   address stays the plain page's; other scripts hear of it (`mmf:answer` on `document`: the
 *   site script fills the account slots again). When the answer is another page (a sign-up that
 *   signed in lands on the dashboard, a gift goes on to the payment page, maybe on another site)
 *   the route names it (`X-Form-Redirect`, lib/form-post.ts) and the browser goes there. While
 *   it is sent the submit button says so (`data-busy-label`, in its `[data-submit-label]`) and a
 *   second submit is ignored. If the post fails (no network) the
 *   form says so; a refusal that is not an answer (a cross-site post, too large) is posted again
 *   as a plain form, so its text shows;
 * - after an answer, focus on the first field with an error (`aria-invalid`, or the first input of
 *   a group marked `data-invalid`: a radio group takes no aria-invalid), or on the answer's message;
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
  const typedFields = "input[name]:not([type=hidden], [type=radio], [type=checkbox]), textarea[name]";

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

  const failed = (form: HTMLFormElement) => {
    setBusy(form, false);
    let note = form.querySelector<HTMLElement>("[data-send-failed]");
    if (!note) {
      note = doc.createElement("p");
      note.dataset.sendFailed = "";
      note.setAttribute("role", "alert");
      note.className = "field-error";
      form.prepend(note);
    }
    note.textContent = "The form could not be sent. Check your connection and try again.";
  };

  doc.addEventListener("submit", (event) => {
    const form = event.target as HTMLFormElement;
    if (!form.dataset.busyLabel) return;
    event.preventDefault();
    if (form.getAttribute("aria-busy") === "true") return;
    // What was typed (the answer puts back the choices: radios, boxes).
    const typed = [...form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(typedFields)].map(
      (field) => [field.name, field.value] as const,
    );
    const body = new FormData(form);
    setBusy(form, true);
    fetch(form.action, { method: "POST", body, credentials: "same-origin", headers: { "X-Form-Fetch": "1" } })
      .then(async (response) => {
        const next = response.headers.get("X-Form-Redirect");
        if (response.ok && next) return location.assign(next);
        const url = new URL(response.url);
        if (!response.ok) return form.submit();
        if (url.pathname !== location.pathname || !url.searchParams.has("answer")) return location.assign(response.url);
        const answer = new DOMParser().parseFromString(await response.text(), "text/html");
        const fresh = answer.querySelector("main");
        const current = doc.querySelector("main");
        if (!fresh || !current) return location.assign(response.url);
        current.replaceWith(fresh);
        for (const [name, value] of typed) {
          const field = fresh.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`);
          if (field?.matches(typedFields)) field.value = value;
        }
        loadOptions(fresh);
        showCounts(fresh);
        doc.dispatchEvent(new Event("mmf:answer"));
        focusAnswer(fresh);
      })
      .catch(() => failed(form));
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
  if (new URLSearchParams(location.search).has("answer")) focusAnswer(doc);
}
