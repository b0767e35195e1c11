/**
 * The donation form's live behaviour (./donation-form.tsx), in plain DOM code, sent as an inline
 * script (`InlineScript`: the function's source text is the script, so it must stay
 * self-contained: no imports and nothing from the module scope). The form works without it, as
 * a plain post that the server checks (features/donations/server/forms.ts). It adds:
 *
 * - a custom amount replaces the preset: typing one unchecks the presets (emptying it checks the
 *   last one again), and choosing a preset empties it;
 * - the submit button names the gift ("Donate $25.00", "Donate $25.00 monthly"), and says only
 *   "Donate" while the amount is not one the server would take: from the form's
 *   `data-min-cents` to its `data-max-cents`, whole cents (the rule of the schema's
 *   `amountSchema`, which the server applies to every post);
 * - an amount's error goes as soon as the amount is a valid one, the name's error as soon as
 *   "Give anonymously" is ticked (the server's answer stays until the form is sent again
 *   otherwise).
 *
 * - Retry Payment keeps what was entered: on submit, the form's choices and the donor's details are
 *   kept in the tab's sessionStorage (never sent anywhere, gone with the tab), and the form opened
 *   with `?retry=1` (the failed payment page's link) puts them back.
 *
 * Idempotent: listeners go on `document` once (event delegation).
 */
export function enhanceDonationForm(): void {
  const doc = document;
  const root = doc.documentElement;
  if (root.dataset.mmfDonationEnhanced) return;
  root.dataset.mmfDonationEnhanced = "1";
  const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 });

  const formOf = (el: EventTarget | null): HTMLFormElement | null =>
    el instanceof Element ? el.closest<HTMLFormElement>("form[data-donation-form]") : null;
  const input = (form: HTMLFormElement, name: string) => form.querySelector<HTMLInputElement>(`[name="${name}"]`);
  const presets = (form: HTMLFormElement) => [...form.querySelectorAll<HTMLInputElement>('input[name="preset"]')];

  /** The amount chosen in cents, when it is one the server takes; else null. */
  const chosenCents = (form: HTMLFormElement): number | null => {
    const custom = input(form, "customAmount")?.value.trim() ?? "";
    const text = custom
      ? custom.replace(/[\s$]/g, "").replace(/,(?=\d{3}(\D|$))/g, "")
      : (presets(form).find((radio) => radio.checked)?.value ?? "");
    const dollars = Number(text);
    if (text === "" || !Number.isFinite(dollars)) return null;
    const cents = Math.round(dollars * 100);
    if (Math.abs(cents - dollars * 100) > 1e-6) return null;
    const min = Number(form.dataset.minCents);
    const max = Number(form.dataset.maxCents);
    return cents >= min && cents <= max ? cents : null;
  };

  const showLabel = (form: HTMLFormElement) => {
    const label = form.querySelector<HTMLElement>("button[type=submit] [data-submit-label]");
    if (!label || form.getAttribute("aria-busy") === "true") return;
    const cents = chosenCents(form);
    const monthly = form.querySelector<HTMLInputElement>('input[name="frequency"][value="monthly"]')?.checked;
    label.textContent = cents === null ? "Donate" : `Donate ${money.format(cents / 100)}${monthly ? " monthly" : ""}`;
  };

  /** Takes a field's error away: its message, its aria-invalid and the reference to the message. */
  const clearError = (field: HTMLElement | null, messageId: string | undefined) => {
    if (!field || !messageId) return;
    doc.getElementById(messageId)?.remove();
    if (field.getAttribute("aria-invalid") === "true") field.setAttribute("aria-invalid", "false");
    const described = (field.getAttribute("aria-describedby") ?? "").split(" ").filter((id) => id && id !== messageId);
    if (described.length > 0) field.setAttribute("aria-describedby", described.join(" "));
    else field.removeAttribute("aria-describedby");
  };

  const clearAmountErrors = (form: HTMLFormElement) => {
    if (chosenCents(form) === null) return;
    const custom = input(form, "customAmount");
    clearError(custom, custom ? `${custom.id}-error` : undefined);
    const group = form.querySelector<HTMLElement>("fieldset[data-amounts]");
    clearError(group, group?.dataset.errorId);
    group?.removeAttribute("data-invalid");
  };

  doc.addEventListener("input", (event) => {
    const form = formOf(event.target);
    const field = event.target as HTMLInputElement;
    if (!form || field.name !== "customAmount") return;
    if (field.value.trim() !== "") {
      for (const radio of presets(form)) {
        if (radio.checked) form.dataset.lastPreset = radio.value;
        radio.checked = false;
      }
    } else {
      const last = presets(form).find((radio) => radio.value === form.dataset.lastPreset);
      if (last) last.checked = true;
    }
    showLabel(form);
    clearAmountErrors(form);
  });

  doc.addEventListener("change", (event) => {
    const form = formOf(event.target);
    const field = event.target as HTMLInputElement;
    if (!form) return;
    if (field.name === "preset") {
      const custom = input(form, "customAmount");
      if (custom) custom.value = "";
      form.dataset.lastPreset = field.value;
      clearAmountErrors(form);
    }
    if (field.name === "anonymous" && field.checked) {
      const name = input(form, "donerName");
      clearError(name, name ? `${name.id}-error` : undefined);
    }
    showLabel(form);
  });

  const DRAFT = "mmf-donation-draft";
  /** The fields a retry restores: the amount, the frequency and the donor's own details. */
  const drafted = (form: HTMLFormElement) =>
    [...form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input[name], textarea[name]")].filter(
      (field) => field.type !== "hidden" && field.type !== "submit" && field.name !== "website",
    );

  doc.addEventListener("submit", (event) => {
    const form = formOf(event.target);
    if (!form) return;
    const draft: Record<string, string | boolean> = {};
    for (const field of drafted(form)) {
      if (field instanceof HTMLInputElement && (field.type === "radio" || field.type === "checkbox")) {
        if (field.type === "checkbox") draft[field.name] = field.checked;
        else if (field.checked) draft[field.name] = field.value;
      } else draft[field.name] = field.value;
    }
    try {
      sessionStorage.setItem(DRAFT, JSON.stringify(draft));
    } catch {
      // Storage refused (a private window's quota): a retry starts from the defaults.
    }
  });

  const restoreDraft = (form: HTMLFormElement) => {
    if (new URLSearchParams(location.search).get("retry") !== "1") return;
    let draft: Record<string, unknown> | null = null;
    try {
      draft = JSON.parse(sessionStorage.getItem(DRAFT) ?? "null") as Record<string, unknown> | null;
    } catch {
      return;
    }
    if (!draft || typeof draft !== "object") return;
    for (const field of drafted(form)) {
      const value = draft[field.name];
      if (field instanceof HTMLInputElement && field.type === "checkbox") field.checked = value === true;
      else if (field instanceof HTMLInputElement && field.type === "radio") field.checked = value === field.value;
      else if (typeof value === "string") field.value = value;
    }
  };

  for (const form of doc.querySelectorAll<HTMLFormElement>("form[data-donation-form]")) {
    restoreDraft(form);
    showLabel(form);
  }
}
