"use client";

import { useEffect, useRef, useTransition } from "react";
import { useRouter } from "next/navigation";
import { filterHref } from "./filter-href";

/** The values the URL gives the form's fields (empty: not set). */
export type CatalogueFormValues = { q: string; tag: string; instructor: string; duration: string };

/**
 * The catalogue's search form. Without JavaScript it is a plain GET form to /videos (Search sends
 * it). With JavaScript: a filter (a select) applies as soon as it changes and Search sends the
 * text box, both by a client-side navigation to the same URL the browser would build (empty
 * fields left out, page 1), keeping the scroll position and focus; the form is `aria-busy`
 * meanwhile. After any navigation (Clear filters, Back) the fields are set to the URL's values:
 * fields the page keeps would otherwise still show what was chosen before.
 */
export function CatalogueForm({
  values,
  children,
  ...props
}: { values: CatalogueFormValues; children: React.ReactNode } & Omit<
  React.ComponentProps<"form">,
  "action" | "method" | "onSubmit" | "onChange" | "ref"
>) {
  const router = useRouter();
  const form = useRef<HTMLFormElement>(null);
  const [pending, startTransition] = useTransition();

  const { q, tag, instructor, duration } = values;
  useEffect(() => {
    const fields = form.current?.elements;
    if (!fields) return;
    for (const [name, value] of Object.entries({ q, tag, instructor, duration })) {
      const field = fields.namedItem(name);
      if ((field instanceof HTMLInputElement || field instanceof HTMLSelectElement) && field.value !== value) field.value = value;
    }
  }, [q, tag, instructor, duration]);

  const apply = (element: HTMLFormElement) => {
    const href = filterHref(new FormData(element));
    startTransition(() => router.push(href, { scroll: false }));
  };

  return (
    <form
      {...props}
      ref={form}
      method="get"
      action="/videos"
      aria-busy={pending || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        apply(event.currentTarget);
      }}
      onChange={(event) => {
        if (event.target instanceof HTMLSelectElement) apply(event.currentTarget);
      }}
    >
      {children}
    </form>
  );
}
