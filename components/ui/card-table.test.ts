import { Fragment, createElement } from "react";
import { describe, expect, it } from "vitest";
import { renderHtml, textOf } from "@/test/render";
import { CardCell, CardRow, CardTable } from "./card-table";

describe("CardTable", () => {
  it("is a named region with a caption and column headers; each cell names its column for phones, where the headers are hidden", () => {
    // Server components without hooks: called as functions, their elements rendered.
    const row = CardRow({
      children: createElement(
        Fragment,
        null,
        CardCell({ label: "Title", children: "Lantern walk" }),
        CardCell({ label: "Actions", actions: true, children: "Approve" }),
      ),
    });
    const html = renderHtml(
      CardTable({
        label: "Photos pending approval",
        caption: "Photos pending approval, page 1 of 1",
        headers: ["Title", "Actions"],
        children: row,
      }),
    );
    expect(html).toMatch(/^<div role="region" aria-label="Photos pending approval"/);
    expect(html).toContain('<caption class="sr-only">Photos pending approval, page 1 of 1</caption>');
    expect(html.match(/<th scope="col"/g)).toHaveLength(2);
    // The header row shows from md up; on phones each cell carries its column's name, hidden from md up.
    expect(html).toMatch(/<thead class="hidden [^"]*md:table-header-group">/);
    expect(html.match(/<span class="[^"]*md:hidden">(Title|Actions)<\/span>/g)).toHaveLength(2);
    // No cell sets a smaller text size (tables stay at 16 px on phones: e2e/dashboard-shell.spec.ts).
    expect(html).not.toMatch(/<td class="[^"]*text-(xs|sm)/);
    expect(textOf(html)).toContain("Title Lantern walk Actions Approve");
  });

  it("draws a header's own content with its aria-sort (a column that sorts the list)", () => {
    const html = renderHtml(
      CardTable({
        caption: "Invoices",
        headers: [
          { label: "Date", content: createElement("button", { type: "button" }, "Date"), sort: "descending" },
          { label: "Amount", content: createElement("button", { type: "button" }, "Amount"), sort: "none" },
          "Actions",
        ],
        children: null,
      }),
    );
    expect(html).toContain(
      '<th scope="col" aria-sort="descending" class="px-4 py-3 font-semibold"><button type="button">Date</button></th>',
    );
    expect(html).toContain('<th scope="col" aria-sort="none" class="px-4 py-3 font-semibold"><button type="button">Amount</button></th>');
    expect(html).toContain('<th scope="col" class="px-4 py-3 font-semibold">Actions</th>');
  });

  it("is no region of its own without a label", () => {
    const html = renderHtml(CardTable({ caption: "Your donations", headers: ["Date"], children: null }));
    expect(html).toMatch(/^<div class="md:overflow-x-auto[^"]*"><table/);
    expect(html).not.toContain("role=");
    expect(html).not.toContain("aria-label");
  });
});
