import { describe, expect, it } from "vitest";
import { readFile } from "node:fs/promises";
import { homeFor, protectedRouteFor, protectedRoutes, roleLabel, safeCallbackUrl } from "./roles";

describe("homeFor", () => {
  it.each([
    ["superadmin", "/superadmin"],
    ["admin", "/admin"],
    ["school", "/school"],
    ["instructor", "/instructor"],
    ["user", "/dashboard"],
    ["something-else", "/dashboard"],
    [null, "/dashboard"],
    [undefined, "/dashboard"],
  ])("%s -> %s", (role, home) => {
    expect(homeFor(role)).toBe(home);
  });

  it("sends every role to a prefix that role may open", () => {
    for (const role of ["user", "instructor", "school", "admin", "superadmin"] as const) {
      expect(protectedRouteFor(homeFor(role))?.roles).toContain(role);
      expect(roleLabel[role]).toBeTruthy();
    }
  });
});

describe("protectedRouteFor", () => {
  it("matches a prefix only on a path boundary", () => {
    expect(protectedRouteFor("/admin")?.prefix).toBe("/admin");
    expect(protectedRouteFor("/admin/users")?.prefix).toBe("/admin");
    expect(protectedRouteFor("/administration")).toBeUndefined();
    expect(protectedRouteFor("/superadmin/x")?.roles).toEqual(["superadmin"]);
    expect(protectedRouteFor("/videos")).toBeUndefined();
  });
});

describe("safeCallbackUrl", () => {
  it.each(["/dashboard", "/videos?page=2&q=calm", "/admin#tab", "/"])("keeps the relative path %s", (url) => {
    expect(safeCallbackUrl(url)).toBe(url);
  });

  it.each([
    "https://evil.example/steal",
    "http://localhost:3000/dashboard",
    "//evil.example/x",
    "/\\evil.example",
    "\\\\evil.example",
    "javascript:alert(1)",
    "dashboard",
    "/ok\nSet-Cookie: x=y",
    "/ok\u0000",
    "",
    null,
    undefined,
  ])("refuses %j", (url) => {
    expect(safeCallbackUrl(url)).toBeNull();
  });
});

describe("the proxy's matcher", () => {
  it("names /auth and every protected prefix with its sub-paths, and nothing else", async () => {
    const source = await readFile(new URL("../../proxy.ts", import.meta.url), "utf8");
    const block = /matcher:\s*\[([^\]]*)\]/.exec(source)?.[1] ?? "";
    const matcher = [...block.matchAll(/"([^"]+)"/g)].map((m) => m[1]);
    expect([...matcher].sort()).toEqual(["/auth", ...protectedRoutes.map((r) => `${r.prefix}/:path*`)].sort());
  });
});
