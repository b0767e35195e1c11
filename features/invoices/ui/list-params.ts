import { DEFAULT_PAGE_SIZE, INVOICE_PAGE_SIZES, INVOICE_SORTS, type InvoiceSort } from "../schema";

/**
 * The instructor's Invoices list as its URL holds it (`?tab=invoices&sort=…&order=…&page=…&limit=…`),
 * so a reload or Back shows the same page. Pure, for the server's list and the browser's
 * controls alike (list-params.test.ts).
 */

export type InvoiceListState = { sort: InvoiceSort; order: "asc" | "desc"; page: number; limit: number };

/** The sort selector's choices and the headers they belong to (spec 02 "Invoices list"). */
export const SORT_LABELS: Record<InvoiceSort, string> = {
  date: "Date",
  dueDate: "Due Date",
  number: "Invoice Number",
  amount: "Amount",
  status: "Status",
};

/** The list the URL asks for; anything missing or unknown is the default: by date, newest first, page 1, five a page. */
export function invoiceListState(params: Readonly<Record<string, string | undefined>>): InvoiceListState {
  const sort = (INVOICE_SORTS as readonly string[]).includes(params.sort ?? "") ? (params.sort as InvoiceSort) : "date";
  const order = params.order === "asc" ? "asc" : "desc";
  const page = Number(params.page);
  const limit = Number(params.limit);
  return {
    sort,
    order,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    limit: (INVOICE_PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_PAGE_SIZE,
  };
}

/** The Invoices tab's address for a state of the list: every part written, so the URL says what is shown. */
export function invoicesHref(basePath: string, state: InvoiceListState): string {
  const params = new URLSearchParams({
    tab: "invoices",
    sort: state.sort,
    order: state.order,
    page: String(state.page),
    limit: String(state.limit),
  });
  return `${basePath}?${params.toString()}`;
}

/**
 * The list sorted by `sort`: the same column again turns the order round; another column keeps
 * the order, as the sort selector does. Either way back to page 1 (spec 02).
 */
export function sortedBy(state: InvoiceListState, sort: InvoiceSort): InvoiceListState {
  return { ...state, sort, order: sort === state.sort ? (state.order === "asc" ? "desc" : "asc") : state.order, page: 1 };
}

/** "Showing 6 to 10 of 12 results" (spec 02); "No results" for an empty list. */
export function showingText({ page, limit, total }: { page: number; limit: number; total: number }): string {
  if (total === 0) return "No results";
  const first = (page - 1) * limit + 1;
  const last = Math.min(page * limit, total);
  return `Showing ${first} to ${last} of ${total} result${total === 1 ? "" : "s"}`;
}
