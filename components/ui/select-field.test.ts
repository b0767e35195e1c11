import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { renderHtml } from "@/test/render";
import { SelectField } from "./select-field";

describe("SelectField", () => {
  it("is a labelled select with the any choice first, options as values or with labels, and the URL's value chosen", () => {
    const html = renderHtml(
      createElement(SelectField, {
        id: "f-date",
        name: "date",
        label: "Date",
        all: "Any date",
        value: "week",
        options: ["today", { value: "week", label: "This week" }],
      }),
    );
    expect(html).toBe(
      '<div><label for="f-date" class="label">Date</label><select id="f-date" name="date" class="input">' +
        '<option value="">Any date</option><option value="today">today</option><option value="week" selected="">This week</option>' +
        "</select></div>",
    );
  });

  it("shows an error beside the field, wired to the select", () => {
    const html = renderHtml(
      createElement(SelectField, {
        id: "f-type",
        name: "type",
        label: "Type",
        value: "x",
        options: [],
        error: "Bad type",
        className: "min-w-0",
      }),
    );
    expect(html).toMatch(/^<div class="min-w-0">/);
    expect(html).toContain('aria-invalid="true" aria-describedby="f-type-error"');
    expect(html).toContain('<p id="f-type-error" class="field-error">Bad type</p>');
  });
});
