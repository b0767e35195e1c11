import { describe, expect, it } from "vitest";
import { loginHrefFor } from "./auth-choices";

describe("loginHrefFor", () => {
  it("carries a path on this site to /login", () => {
    expect(loginHrefFor("/admin?tab=approval-requests")).toBe("/login?callbackUrl=%2Fadmin%3Ftab%3Dapproval-requests");
    expect(loginHrefFor("/videos/3f1c2a9e-0000-4000-8000-000000000000?play=1")).toBe(
      "/login?callbackUrl=%2Fvideos%2F3f1c2a9e-0000-4000-8000-000000000000%3Fplay%3D1",
    );
  });

  it("drops another site, a sign-in screen, a repeated parameter or none", () => {
    for (const value of [
      "https://evil.example/",
      "//evil.example/x",
      "/login?callbackUrl=/admin",
      "/auth",
      "",
      undefined,
      ["/admin", "/school"],
    ]) {
      expect(loginHrefFor(value), JSON.stringify(value)).toBe("/login");
    }
  });
});
