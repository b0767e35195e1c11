"use client";

import { useEffect, useRef, useTransition } from "react";
import { useRouter } from "next/navigation";
import { filterHref } from "./filter-href";

/** The values the URL gives the form's fields (the defaults where it names none). */
export type GalleryFormValues = { q: string; category: string; date: string; sort: string };

/**
 * The gallery's search form. Without JavaScript a plain GET form to /gallery (Search sends it).
 * With JavaScript a filter or the order (a select) applies as soon as it changes and Search
 * sends the text box, both by a client-side navigation to the URL the browser would build
 * (defaults left out, page 1), keeping the scroll position and focus; `aria-busy` meanwhile.
 * After any navigation (Clear filters, Back) the fields show the URL's values again.
 */
export function GalleryForm({
  values,
  children,
  ...props
}: { values: GalleryFormValues; children: React.ReactNode } & Omit<
  React.ComponentProps<"form">,
  "action" | "method" | "onSubmit" | "onChange" | "ref"
>) {
  const router = useRouter();
  const form = useRef<HTMLFormElement>(null);
  const [pending, startTransition] = useTransition();

  const { q, category, date, sort } = values;
  useEffect(() => {
    const fields = form.current?.elements;
    if (!fields) return;
    for (const [name, value] of Object.entries({ q, category, date, sort })) {
      const field = fields.namedItem(name);
      if ((field instanceof HTMLInputElement || field instanceof HTMLSelectElement) && field.value !== value) field.value = value;
    }
  }, [q, category, date, sort]);

  const apply = (element: HTMLFormElement) => {
    const href = filterHref(new FormData(element));
    startTransition(() => router.push(href, { scroll: false }));
  };

  return (
    <form
      {...props}
      ref={form}
      method="get"
      action="/gallery"
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
