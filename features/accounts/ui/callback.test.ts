import { describe, expect, it } from "vitest";
import { landingAfterSignIn, returnPath } from "./callback";

describe("returnPath", () => {
  it("keeps a relative path on this site and drops foreign, protocol-relative and sign-in pages", () => {
    expect(returnPath("/videos?q=calm")).toBe("/videos?q=calm");
    for (const bad of ["https://evil.example/", "//evil.example", "/\\evil.example", "/login", "/reset-password/abc", null]) {
      expect([bad, returnPath(bad)]).toEqual([bad, null]);
    }
  });
});

describe("landingAfterSignIn", () => {
  it("returns to a public page or to a protected area of the person's own role", () => {
    expect(landingAfterSignIn("/programs", "/dashboard")).toBe("/programs");
    expect(landingAfterSignIn("/admin?tab=approval-requests", "/admin")).toBe("/admin?tab=approval-requests");
    expect(landingAfterSignIn("/invoices", "/school")).toBe("/invoices");
  });

  it("lands on the home instead of another role's area, a foreign URL or nothing", () => {
    expect(landingAfterSignIn("/admin?tab=approval-requests", "/dashboard")).toBe("/dashboard");
    expect(landingAfterSignIn("/superadmin", "/admin")).toBe("/admin");
    expect(landingAfterSignIn("https://evil.example/", "/instructor")).toBe("/instructor");
    expect(landingAfterSignIn(null, "/school")).toBe("/school");
  });
});
