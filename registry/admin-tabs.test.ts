import { describe, expect, it } from "vitest";
import { adminTabIds, adminTabs, isAdminTabId, normaliseTabId } from "./admin-tabs";
import { featureTabs } from "./dashboard";
import { permissionTables } from "./permissions";
import { staffQueues } from "./staff-queues";

describe("the admin tabs", () => {
  it("are the tabs the spec names, with their labels, in the dashboards' order", () => {
    expect(adminTabs.map(({ id, label }) => [id, label])).toEqual([
      ["user-management", "User Management"],
      ["approval-requests", "Approval Requests"],
      ["content", "Content"],
      ["donation-tracking", "Donation Tracking"],
      ["gallery-approvals", "Gallery Approvals"],
      ["manage-programs", "Manage Program"],
      ["invoice-approvals", "Invoice Approval"],
    ]);
  });

  it("store both spellings of the program tab as manage-programs", () => {
    expect(normaliseTabId("manage-program")).toBe("manage-programs");
    expect(normaliseTabId("manage-programs")).toBe("manage-programs");
    expect(normaliseTabId("content")).toBe("content");
    expect(isAdminTabId("manage-program")).toBe(false);
    expect(isAdminTabId("manage-programs")).toBe(true);
  });

  it("include every admin tab a feature names: its dashboard tabs', permission rows' and staff queues'", () => {
    const named = [
      ...featureTabs.map((t) => t.adminTab),
      ...permissionTables.flatMap((table) => Object.values(table).map((rule: { tab?: string }) => rule.tab)),
      ...staffQueues.map((q) => q.adminTab),
    ].filter((id) => id !== undefined);
    expect(named.length).toBeGreaterThan(20);
    for (const id of named) expect(adminTabIds).toContain(id);
  });
});
