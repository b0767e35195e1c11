import { describe, expect, it } from "vitest";
import { ADMIN_TAB_IDS, isAdminTabId, normaliseTabId, visibleAdminTabs } from "./tabs";

describe("admin tabs", () => {
  it("stores both spellings of the program tab as manage-programs", () => {
    expect(normaliseTabId("manage-program")).toBe("manage-programs");
    expect(normaliseTabId("manage-programs")).toBe("manage-programs");
    expect(normaliseTabId("content")).toBe("content");
    expect(isAdminTabId("manage-program")).toBe(false);
    expect(isAdminTabId("manage-programs")).toBe(true);
  });

  it("shows an admin every tab when the list is empty, else only the listed ones in dashboard order", () => {
    expect(visibleAdminTabs("admin", [])).toEqual(ADMIN_TAB_IDS);
    expect(visibleAdminTabs("admin", ["content", "user-management", "bogus"])).toEqual(["user-management", "content"]);
    expect(visibleAdminTabs("superadmin", ["content"])).toEqual(ADMIN_TAB_IDS);
  });

  it("has the tab ids the spec names", () => {
    expect(ADMIN_TAB_IDS).toEqual([
      "user-management",
      "approval-requests",
      "content",
      "donation-tracking",
      "gallery-approvals",
      "manage-programs",
      "invoice-approvals",
    ]);
  });
});
