"use client";

import { useEffect, useRef, useTransition } from "react";
import { useRouter } from "next/navigation";

/**
 * The address a GET form asks for: its fields in the form's order, trimmed, without the empty
 * ones and those at their default (`defaults`, e.g. `{ sort: "newest" }`), and so without a page
 * (a new search starts at page 1). One URL per view, whether the browser or the script sent it.
 */
export function getFormHref(
  action: string,
  form: Iterable<[string, FormDataEntryValue]>,
  defaults: Readonly<Record<string, string>> = {},
): string {
  const search = new URLSearchParams();
  for (const [name, entry] of form) {
    if (typeof entry !== "string") continue;
    const value = entry.trim();
    if (value !== "" && value !== defaults[name]) search.set(name, value);
  }
  const query = search.toString();
  return query ? `${action}?${query}` : action;
}

/**
 * A search form of URL parameters. Without JavaScript it is a plain GET form to `action` (every
 * view has its own address). With JavaScript, sending it (Search, Enter in the text box) is a
 * client-side navigation to the address the browser would have built, without the empty and
 * default fields (getFormHref), keeping the scroll position and focus; `aria-busy` meanwhile.
 * `applySelects`: a select applies as soon as it changes, the same way. `values`: what the URL
 * gives each field; after any navigation (Clear filters, Back) the fields show them again (the
 * form is not mounted again, so focus stays where it was).
 */
export function GetForm({
  action,
  values,
  defaults,
  applySelects = false,
  children,
  ...props
}: {
  action: string;
  values: Readonly<Record<string, string>>;
  defaults?: Readonly<Record<string, string>>;
  applySelects?: boolean;
  children: React.ReactNode;
} & Omit<React.ComponentProps<"form">, "action" | "method" | "onSubmit" | "onChange" | "ref">) {
  const router = useRouter();
  const form = useRef<HTMLFormElement>(null);
  const [pending, startTransition] = useTransition();

  // The values as one string, so that the effect runs when they change, not on every render.
  const shown = new URLSearchParams(values).toString();
  useEffect(() => {
    const fields = form.current?.elements;
    if (!fields) return;
    for (const [name, value] of new URLSearchParams(shown)) {
      const field = fields.namedItem(name);
      if ((field instanceof HTMLInputElement || field instanceof HTMLSelectElement) && field.value !== value) field.value = value;
    }
  }, [shown]);

  const apply = (element: HTMLFormElement) => {
    const href = getFormHref(action, new FormData(element), defaults);
    startTransition(() => router.push(href, { scroll: false }));
  };

  return (
    <form
      {...props}
      ref={form}
      method="get"
      action={action}
      aria-busy={pending || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        apply(event.currentTarget);
      }}
      onChange={
        applySelects
          ? (event) => {
              if (event.target instanceof HTMLSelectElement) apply(event.currentTarget);
            }
          : undefined
      }
    >
      {children}
    </form>
  );
}
