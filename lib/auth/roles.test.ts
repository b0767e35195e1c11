import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readdir, readFile } from "node:fs/promises";
import {
  AUTH_PAGES,
  DASHBOARDS,
  ROLES,
  dashboardAt,
  homeFor,
  privatePaths,
  protectedRouteFor,
  protectedRoutes,
  roleLabel,
  safeCallbackUrl,
} from "./roles";
import { STATIC_HTML_ROUTE } from "@/lib/static-html.mts";
import { RENDERED_VIEWS_ROUTE } from "@/lib/marketing-pages.mts";
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

  it("sends every role to a prefix that role may open", () => {
    for (const role of ["user", "instructor", "school", "admin", "superadmin"] as const) {
      expect(protectedRouteFor(homeFor(role))?.roles).toContain(role);
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

  it("protect every page under app/(dashboards) and list every sign-in screen, under app/(auth) or in pages/", async () => {
    const folders = async (group: string) =>
      (await readdir(new URL(group, app), { withFileTypes: true })).filter((e) => e.isDirectory()).map((e) => `/${e.name}`);
    expect((await folders("(dashboards)")).sort()).toEqual(protectedRoutes.map((r) => r.prefix).sort());
    // The sign-in screens without the framework's JavaScript are Pages Router pages (pages/auth.tsx).
    const pageFiles = (await readdir(new URL("../pages", app))).map((f) => `/${f.replace(/\.tsx$/, "")}`);
    const plain = pageFiles.filter((p) => (AUTH_PAGES as readonly string[]).includes(p));
    const screens = new Set([...(await folders("(auth)")), ...plain]);
    expect([...screens].sort()).toEqual([...AUTH_PAGES].sort());
  });

  it("keep search engines out of the dashboards, /invoices, the sign-in screens and the API", () => {
    expect([...privatePaths].sort()).toEqual(
      [
        "/admin",
        "/superadmin",
        "/instructor",
        "/school",
        "/dashboard",
        "/invoices",
        "/auth",
        "/login",
        "/signup",
        "/forgot-password",
        "/reset-password",
        "/api/",
      ].sort(),
    );
  });
});

describe("protectedRouteFor", () => {
  it("matches a prefix only on a path boundary", () => {
    expect(protectedRouteFor("/admin")?.prefix).toBe("/admin");
    expect(protectedRouteFor("/admin/users")?.prefix).toBe("/admin");
    expect(protectedRouteFor("/administration")).toBeUndefined();
    expect(protectedRouteFor("/superadmin/x")?.roles).toEqual(["superadmin"]);
    expect(protectedRouteFor("/videos")).toBeUndefined();
    expect(protectedRouteFor("/invoices")?.roles).toEqual(ROLES);
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

describe("the proxy's matcher", () => {
  it("names /auth, every protected prefix, the compressed pages' and the rendered views' routes with their sub-paths, and nothing else", async () => {
    expect(AUTH_PAGES).toContain("/auth");
    const source = await readFile(new URL("../../proxy.ts", import.meta.url), "utf8");
    const entries = (/matcher:\s*\[\n([\s\S]*?)\n\s*\],/.exec(source)?.[1] ?? "")
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => !line.startsWith("//"));
    const matcher = entries.flatMap((line) => /^"([^"]+)",$/.exec(line)?.[1] ?? []);
    expect([...matcher].sort()).toEqual(
      [
        "/auth",
        ...protectedRoutes.map((r) => `${r.prefix}/:path*`),
        `${STATIC_HTML_ROUTE}/:path*`,
        `${RENDERED_VIEWS_ROUTE}/:path*`,
      ].sort(),
    );
    // Besides the pages, only the API's CORS preflights (lib/cors.ts, test/api/cors.test.ts).
    expect(entries.filter((line) => !/^"[^"]+",$/.test(line))).toEqual([
      '{ source: "/api/v1/:path*", has: [{ type: "header", key: "access-control-request-method" }] },',
    ]);
  });
});
