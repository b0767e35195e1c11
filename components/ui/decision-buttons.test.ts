import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { renderHtml, textOf } from "@/test/render";
import { DecisionButtons } from "./decision-buttons";

const noop = () => {};
const render = (props: Partial<Parameters<typeof DecisionButtons>[0]>) =>
  renderHtml(createElement(DecisionButtons, { subject: "Ana", busy: null, onApprove: noop, onReject: noop, ...props }));

describe("DecisionButtons", () => {
  it("names the item in aria-label by default, the words shown being Approve and Reject", () => {
    const html = render({});
    expect(html.match(/<button type="button" class="btn-(primary|danger-soft) flex-1 sm:flex-none"/g)).toHaveLength(2);
    expect(html).toContain('aria-label="Approve Ana"');
    expect(html).toContain('aria-label="Reject Ana"');
    expect(html).not.toContain("disabled");
    expect(textOf(html)).toBe("Approve Reject");
  });

  it("while one runs: both disabled, the running one says so (Reject only where it is asked to)", () => {
    expect(textOf(render({ busy: "approve" }))).toBe("Approving... Reject");
    expect(render({ busy: "approve" }).match(/disabled=""/g)).toHaveLength(2);
    expect(textOf(render({ busy: "reject" }))).toBe("Approve Rejecting...");
    expect(textOf(render({ busy: "reject", rejectSaysBusy: false }))).toBe("Approve Reject");
    // Another action of the row (a Delete) locks them too.
    expect(render({ busy: "delete" }).match(/disabled=""/g)).toHaveLength(2);
  });

  it("as hidden text, the running button is read as it shows and is aria-busy", () => {
    const html = render({ name: "text", busy: "reject", className: "px-3" });
    expect(html).not.toContain("aria-label");
    expect(html.match(/aria-busy="true"/g)).toHaveLength(1);
    expect(html).toMatch(/aria-busy="true"><svg[^]*?<\/svg>Rejecting...<span class="sr-only"> Ana<\/span><\/button>/);
    expect(html).toContain('class="btn-primary px-3"');
  });
});
