import { describe, expect, it } from "vitest";
import { adminTabs } from "@/registry/admin-tabs";
import { allowedTabCount, allowedTabNames, tabsToSave, tickedTabs } from "./allowed-tabs";

describe("allowedTabNames (the superadmin's Allowed Tabs column)", () => {
  it("names the tabs as the dashboard labels them, in the dashboard's order", () => {
    expect(allowedTabNames(["content", "approval-requests"])).toBe("Approval Requests, Content");
    expect(allowedTabNames(["manage-programs", "invoice-approvals"])).toBe("Manage Program, Invoice Approval");
  });

  it("shows no raw id for any tab an admin may be given", () => {
    const all = allowedTabNames(adminTabs.map((t) => t.id));
    for (const { id, label } of adminTabs) {
      expect(all).toContain(label);
      expect(all).not.toContain(id);
    }
  });

  it("says All tabs when none is set, and keeps an id it does not know", () => {
    expect(allowedTabNames([])).toBe("All tabs");
    expect(allowedTabNames(["content", "retired-tab"])).toBe("Content, retired-tab");
  });
});

describe("the Set Allowed Tabs dialog's boxes", () => {
  const all = adminTabs.map((t) => t.id);

  it("ticks every box for an admin without restriction, and only the allowed ones otherwise", () => {
    expect(tickedTabs([])).toEqual(all);
    expect(tickedTabs(["content", "approval-requests"])).toEqual(["approval-requests", "content"]);
  });

  it("saves what stays ticked: unticking a tab removes it, every box ticked is no restriction, none ticked cannot be saved", () => {
    expect(tabsToSave(all.filter((id) => id !== "content"))).toEqual(all.filter((id) => id !== "content"));
    expect(tabsToSave(["content", "approval-requests"])).toEqual(["approval-requests", "content"]);
    expect(tabsToSave([...all].reverse())).toEqual([]);
    expect(tabsToSave([])).toBeNull();
  });

  it("counts the tabs an admin may open", () => {
    expect(allowedTabCount([])).toBe(`${all.length} of ${all.length} tabs`);
    expect(allowedTabCount(["content", "approval-requests"])).toBe(`2 of ${all.length} tabs`);
  });
});
