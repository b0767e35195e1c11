import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { homeFor, ROLES } from "@/lib/auth/roles";
import { DOT_SEGMENT_ESCAPES, expectPathOnSite, hostilePath } from "@/test/hostile-paths";
import { landingAfterSignIn, returnPath, videoIdFromCallback } from "./callback";

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

  it("lands on the home for an address whose dot segments lead to another host", () => {
    for (const url of DOT_SEGMENT_ESCAPES) expect([url, landingAfterSignIn(url, "/admin")]).toEqual([url, "/admin"]);
  });

  it("lands every role on a path of this site, whatever the callbackUrl", () => {
    fc.assert(
      fc.property(hostilePath, fc.constantFrom(...ROLES), (callbackUrl, role) => {
        expectPathOnSite(landingAfterSignIn(callbackUrl, homeFor(role)));
      }),
      { numRuns: 3000 },
    );
  });
});

describe("videoIdFromCallback", () => {
  const id = "3f0f5b1e-8f43-4a55-9d57-5e6c1bb0c001";

  it("finds the video the Play button came from", () => {
    expect(videoIdFromCallback(`/videos/${id}?play=1`)).toBe(id);
    expect(videoIdFromCallback(`/videos/${id}`)).toBe(id);
    expect(videoIdFromCallback(`/videos?play=${id}&title=Free+money`)).toBe(id);
  });

  it("finds nothing in another page, a malformed id or a foreign URL", () => {
    for (const url of [
      "/videos",
      "/videos?q=calm",
      `/videos/${id}/thumbnail`,
      "/videos/not-an-id?play=1",
      `https://evil.example/videos/${id}`,
    ]) {
      expect([url, videoIdFromCallback(url)]).toEqual([url, null]);
    }
    expect(videoIdFromCallback(null)).toBeNull();
  });
});
