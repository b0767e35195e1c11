import { describe, expect, it } from "vitest";
import { invoiceListState, invoicesHref, showingText, sortedBy } from "./list-params";

describe("the Invoices list's URL", () => {
  it("defaults to the date, newest first, page 1, five a page; unknown values fall back to those", () => {
    const defaults = { sort: "date", order: "desc", page: 1, limit: 5 };
    expect(invoiceListState({})).toEqual(defaults);
    expect(invoiceListState({ sort: "title", order: "up", page: "-2", limit: "7" })).toEqual(defaults);
    expect(invoiceListState({ page: "2.5", limit: "100" })).toEqual(defaults);
    expect(invoiceListState({ sort: "amount", order: "asc", page: "3", limit: "25" })).toEqual({
      sort: "amount",
      order: "asc",
      page: 3,
      limit: 25,
    });
  });

  it("writes every part, so a reload and Back show the same list", () => {
    expect(invoicesHref("/instructor", { sort: "dueDate", order: "asc", page: 2, limit: 10 })).toBe(
      "/instructor?tab=invoices&sort=dueDate&order=asc&page=2&limit=10",
    );
    const state = invoiceListState(
      Object.fromEntries(
        new URL(`http://x${invoicesHref("/instructor", { sort: "status", order: "desc", page: 4, limit: 50 })}`).searchParams,
      ),
    );
    expect(state).toEqual({ sort: "status", order: "desc", page: 4, limit: 50 });
  });

  it("sorts by a header: the same column turns the order round, another keeps it; either way back to page 1", () => {
    const state = { sort: "date", order: "desc", page: 3, limit: 10 } as const;
    expect(sortedBy(state, "date")).toEqual({ sort: "date", order: "asc", page: 1, limit: 10 });
    expect(sortedBy({ ...state, order: "asc" }, "date")).toEqual({ sort: "date", order: "desc", page: 1, limit: 10 });
    expect(sortedBy(state, "amount")).toEqual({ sort: "amount", order: "desc", page: 1, limit: 10 });
  });

  it("says which rows are shown: Showing X to Y of Z results", () => {
    expect(showingText({ page: 1, limit: 5, total: 12 })).toBe("Showing 1 to 5 of 12 results");
    expect(showingText({ page: 3, limit: 5, total: 12 })).toBe("Showing 11 to 12 of 12 results");
    expect(showingText({ page: 1, limit: 5, total: 1 })).toBe("Showing 1 to 1 of 1 result");
    expect(showingText({ page: 1, limit: 5, total: 0 })).toBe("No results");
  });
});
