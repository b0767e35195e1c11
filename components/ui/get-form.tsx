"use client";

import { useTransition } from "react";
import { useRouter } from "next/navigation";

/** The address a GET form asks for, with only its non-empty fields (trimmed), in the form's order. */
export function getFormHref(action: string, form: FormData): string {
  const search = new URLSearchParams();
  for (const [name, value] of form.entries()) {
    if (typeof value === "string" && value.trim() !== "") search.set(name, value.trim());
  }
  const query = search.toString();
  return query ? `${action}?${query}` : action;
}

/**
 * A search form that is a plain GET form to `action` without JavaScript (every view has its own
 * address), and with it a client-side navigation to the same address without the empty fields
 * (one URL per view, no `title=&author=`), keeping the scroll position; `aria-busy` meanwhile.
 * Render it with a `key` of the current address, so that its fields show the URL's values again
 * after Back or Clear filters.
 */
export function GetForm({
  action,
  children,
  ...props
}: { action: string; children: React.ReactNode } & Omit<React.ComponentProps<"form">, "action" | "method" | "onSubmit">) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <form
      {...props}
      method="get"
      action={action}
      aria-busy={pending || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        const href = getFormHref(action, new FormData(event.currentTarget));
        startTransition(() => router.push(href, { scroll: false }));
      }}
    >
      {children}
    </form>
  );
}
