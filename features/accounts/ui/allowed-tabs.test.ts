import { describe, expect, it } from "vitest";
import { ADMIN_TABS } from "@/lib/auth/tabs";
import { allowedTabNames } from "./allowed-tabs";

describe("allowedTabNames (the superadmin's Allowed Tabs column)", () => {
  it("names the tabs as the dashboard labels them, in the dashboard's order", () => {
    expect(allowedTabNames(["content", "approval-requests"])).toBe("Approval Requests, Content");
    expect(allowedTabNames(["manage-programs", "invoice-approvals"])).toBe("Manage Program, Invoice Approval");
  });

  it("shows no raw id for any tab an admin may be given", () => {
    const all = allowedTabNames(ADMIN_TABS.map((t) => t.id));
    for (const { id, label } of ADMIN_TABS) {
      expect(all).toContain(label);
      expect(all).not.toContain(id);
    }
  });

  it("says All tabs when none is set, and keeps an id it does not know", () => {
    expect(allowedTabNames([])).toBe("All tabs");
    expect(allowedTabNames(["content", "retired-tab"])).toBe("Content, retired-tab");
  });
});
