import { describe, expect, it } from "vitest";
import { routePattern } from "./metrics";

describe("routePattern", () => {
  it("puts each param's name where its value is in the path", () => {
    expect(routePattern("/api/v1/video/getAllVideos", {})).toBe("/api/v1/video/getAllVideos");
    expect(routePattern("/api/ready", undefined)).toBe("/api/ready");
    expect(routePattern("/api/v1/user/update-profile/3f0f5b1e", { id: "3f0f5b1e" })).toBe("/api/v1/user/update-profile/[id]");
    expect(routePattern("/api/v1/userDonation/plans/p1/cancel", { planId: "p1" })).toBe("/api/v1/userDonation/plans/[planId]/cancel");
    expect(routePattern("/api/v1/user/reset-password/a%20b", { token: "a b" })).toBe("/api/v1/user/reset-password/[token]");
  });

  it("folds a catch-all's segments into one, so unknown paths are one series", () => {
    expect(routePattern("/api/v1/no/such/thing", { path: ["no", "such", "thing"] })).toBe("/api/v1/[...path]");
    expect(routePattern("/api/v1/x", { path: ["x"] })).toBe("/api/v1/[...path]");
  });
});
