"use client";

import { useEffect, useRef, useTransition } from "react";
import { useRouter } from "next/navigation";
import { getFormHref } from "./search-href";

/** The field (by name) that had focus when a form of `action` sent it, and the address it asked for. */
const focusAfterNavigation = new Map<string, { field: string; href: string }>();

/**
 * A search form of URL parameters. Without JavaScript it is a plain GET form to `action` (every
 * view has its own address). With JavaScript, sending it (Search, Enter in the text box) is a
 * client-side navigation to the address the browser would have built, without the empty and
 * default fields (getFormHref), keeping the scroll position and focus; `aria-busy` meanwhile.
 * `applySelects`: a select applies as soon as it changes, the same way. `values`: what the URL
 * gives each field; after any navigation (Clear filters, Back) the fields show them again. Where
 * the new address is another route (a listing's cached views and its other URLs are, see
 * lib/page-cache.ts), the form is mounted anew: the field that sent it gets focus back.
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
    // After this form's own navigation: focus back on the field that sent it, if the page lost it.
    const pending = focusAfterNavigation.get(action);
    focusAfterNavigation.delete(action);
    const field = pending && fields.namedItem(pending.field);
    const here = window.location.pathname + window.location.search;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (pending?.href === here && lost && (field instanceof HTMLInputElement || field instanceof HTMLSelectElement)) field.focus();
  }, [shown, action]);

  const apply = (element: HTMLFormElement) => {
    const href = getFormHref(action, new FormData(element), defaults);
    const active = document.activeElement;
    const name = active instanceof HTMLElement && element.contains(active) ? active.getAttribute("name") : null;
    if (name && href !== window.location.pathname + window.location.search) focusAfterNavigation.set(action, { field: name, href });
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
