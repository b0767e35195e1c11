import { describe, expect, it } from "vitest";
import { allowsAdminTab } from "./tabs";

describe("allowsAdminTab", () => {
  it("lets an admin use every tab when the list is empty, else only the listed ones", () => {
    expect(allowsAdminTab("admin", [], "content")).toBe(true);
    expect(allowsAdminTab("admin", ["content", "user-management"], "content")).toBe(true);
    expect(allowsAdminTab("admin", ["content", "user-management"], "donation-tracking")).toBe(false);
  });

  it("never limits a superadmin or any other role", () => {
    expect(allowsAdminTab("superadmin", ["content"], "donation-tracking")).toBe(true);
    expect(allowsAdminTab("instructor", ["content"], "donation-tracking")).toBe(true);
  });
});
