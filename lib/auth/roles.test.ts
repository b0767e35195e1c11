import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readFile } from "node:fs/promises";
import { DASHBOARDS, ROLES, dashboardAt, homeFor, protectedPathAt, roleLabel, safeCallbackUrl } from "./roles";
import { DOT_SEGMENT_ESCAPES, expectPathOnSite, hostilePath } from "@/test/hostile-paths";

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

  it("sends every role to a dashboard that role may open", () => {
    for (const role of ["user", "instructor", "school", "admin", "superadmin"] as const) {
      expect(DASHBOARDS.find((d) => d.path === homeFor(role))?.roles).toContain(role);
      expect(roleLabel[role]).toBeTruthy();
    }
  });
});

describe("the private areas", () => {
  const app = new URL("../../app/", import.meta.url);

  it("give each role exactly one dashboard, whose page exists, and name each dashboard's title", async () => {
    for (const role of ROLES)
      expect(
        DASHBOARDS.filter((d) => (d.roles as readonly string[]).includes(role)),
        role,
      ).toHaveLength(1);
    for (const { path, title } of DASHBOARDS) {
      await expect(readFile(new URL(`(dashboards)${path}/page.tsx`, app), "utf8"), path).resolves.toContain(`dashboardAt("${path}")`);
      expect(title).toMatch(/Dashboard$/);
    }
    expect(dashboardAt("/school").title).toBe("School Dashboard");
  });
});

describe("protectedPathAt", () => {
  it("matches a prefix only on a path boundary", () => {
    const paths = [
      { prefix: "/admin", roles: ["admin"] },
      { prefix: "/superadmin", roles: ["superadmin"] },
    ] as const;
    expect(protectedPathAt(paths, "/admin")?.prefix).toBe("/admin");
    expect(protectedPathAt(paths, "/admin/users")?.prefix).toBe("/admin");
    expect(protectedPathAt(paths, "/administration")).toBeUndefined();
    expect(protectedPathAt(paths, "/superadmin/x")?.roles).toEqual(["superadmin"]);
    expect(protectedPathAt(paths, "/videos")).toBeUndefined();
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
    "/ok\u007f",
    "/ok\u0085",
    "",
    null,
    undefined,
  ])("refuses %j", (url) => {
    expect(safeCallbackUrl(url)).toBeNull();
  });

  it("answers a path a Location header can carry: beyond Latin-1 percent-encoded, dot segments resolved", () => {
    const url = safeCallbackUrl("/videos?q=日本 calm#über");
    expect(url).toBe("/videos?q=%E6%97%A5%E6%9C%AC%20calm#%C3%BCber");
    expect(() => new Headers({ location: url! })).not.toThrow();
    expect(safeCallbackUrl("/admin/../videos/ä")).toBe("/videos/%C3%A4");
  });

  it.each(DOT_SEGMENT_ESCAPES)("refuses %j, whose dot segments resolve to another host's //evil.example", (url) => {
    expect(safeCallbackUrl(url)).toBeNull();
  });

  it.each(["/%2F%2Fevil.example", "/%5cevil.example", "/%2e%2e/%2fevil.example", "/a/.%2E/%5C%5Cevil.example"])(
    "refuses %j, which begins with an encoded slash or backslash once resolved",
    (url) => {
      expect(safeCallbackUrl(url)).toBeNull();
    },
  );

  it("answers, for any address, null or a path on this site that it answers again unchanged", () => {
    fc.assert(
      fc.property(hostilePath, (value) => {
        const path = safeCallbackUrl(value);
        if (path === null) return;
        expectPathOnSite(path);
        expect(safeCallbackUrl(path)).toBe(path);
      }),
      { numRuns: 5000 },
    );
    // The generator reaches both answers.
    const answers = fc.sample(hostilePath, { numRuns: 2000, seed: 1 }).map(safeCallbackUrl);
    expect(answers.filter((a) => a === null).length).toBeGreaterThan(100);
    expect(answers.filter((a) => a !== null).length).toBeGreaterThan(100);
  });
});
