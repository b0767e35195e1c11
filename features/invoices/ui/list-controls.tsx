"use client";

import { useTransition } from "react";
import { useRouter } from "next/navigation";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { INVOICE_PAGE_SIZES, INVOICE_SORTS, type InvoiceSort } from "../schema";
import { invoicesHref, sortedBy, SORT_LABELS, type InvoiceListState } from "./list-params";

/** Goes to another state of the list (its URL), keeping the scroll; `pending` while the server draws it. */
function useListNavigation(basePath: string) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const go = (state: InvoiceListState) => startTransition(() => router.push(invoicesHref(basePath, state), { scroll: false }));
  return { go, pending };
}

/**
 * The list's controls above the table: Sort by (Date, Due Date, Invoice Number, Amount, Status),
 * the ascending/descending toggle and the page size (5, 10, 25, 50). Each changes the URL (so a
 * reload or Back keeps it); a new sort or page size starts again at page 1 (spec 02).
 */
export function InvoiceListControls({ basePath, state }: { basePath: string; state: InvoiceListState }) {
  const { go, pending } = useListNavigation(basePath);
  const ascending = state.order === "asc";
  return (
    <div className="flex flex-wrap items-end gap-3" aria-busy={pending || undefined}>
      <div>
        <label htmlFor="invoice-sort" className="label">
          Sort by
        </label>
        <select
          id="invoice-sort"
          className="input w-auto"
          value={state.sort}
          onChange={(e) => go({ ...state, sort: e.target.value as InvoiceSort, page: 1 })}
        >
          {INVOICE_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        className="btn-secondary"
        onClick={() => go({ ...state, order: ascending ? "desc" : "asc", page: 1 })}
        aria-label={`${ascending ? "Ascending" : "Descending"} order: switch to ${ascending ? "descending" : "ascending"}`}
      >
        {ascending ? <ArrowUp aria-hidden className="size-4" /> : <ArrowDown aria-hidden className="size-4" />}
        {ascending ? "Ascending" : "Descending"}
      </button>
      <div>
        <label htmlFor="invoice-page-size" className="label">
          Per page
        </label>
        <select
          id="invoice-page-size"
          className="input w-auto"
          value={state.limit}
          onChange={(e) => go({ ...state, limit: Number(e.target.value), page: 1 })}
        >
          {INVOICE_PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/**
 * A column header that sorts the list by its column: the same column again turns the order
 * round. The header cell carries `aria-sort`; the arrow only repeats it.
 */
export function SortHeader({
  basePath,
  state,
  sort,
  label,
}: {
  basePath: string;
  state: InvoiceListState;
  sort: InvoiceSort;
  label: string;
}) {
  const { go, pending } = useListNavigation(basePath);
  const active = state.sort === sort;
  const Icon = !active ? ArrowUpDown : state.order === "asc" ? ArrowUp : ArrowDown;
  return (
    <button
      type="button"
      className="-mx-2 inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 font-semibold hover:bg-sand-100"
      onClick={() => go(sortedBy(state, sort))}
      aria-busy={pending || undefined}
    >
      {label}
      <Icon aria-hidden className={`size-4 ${active ? "text-ink" : "text-muted"}`} />
    </button>
  );
}
