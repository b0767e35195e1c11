import { readdir, readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { AUTH_PAGES, ROLES } from "@/lib/auth/roles";
import { STATIC_HTML_ROUTE } from "@/lib/static-site/compressed.mts";
import { privatePaths, protectedPath, protectedPathFor, protectedPaths } from "./protected-paths";

describe("the protected paths", () => {
  const app = new URL("../app/", import.meta.url);

  it("protect every page under app/(dashboards) and list every sign-in screen, under app/(auth) or in pages/", async () => {
    const folders = async (group: string) =>
      (await readdir(new URL(group, app), { withFileTypes: true })).filter((e) => e.isDirectory()).map((e) => `/${e.name}`);
    expect((await folders("(dashboards)")).sort()).toEqual(protectedPaths.map((r) => r.prefix).sort());
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

describe("protectedPathFor and protectedPath", () => {
  it("find the dashboards and the paths the features own, on a path boundary", () => {
    expect(protectedPathFor("/admin/users")?.prefix).toBe("/admin");
    expect(protectedPathFor("/administration")).toBeUndefined();
    expect(protectedPathFor("/invoices")?.roles).toEqual(ROLES);
    expect(protectedPath("/school").roles).toEqual(["school"]);
    expect(() => protectedPath("/videos")).toThrow(/not a protected path/);
  });
});

describe("the proxy's matcher", () => {
  it("names /auth, every protected prefix, the compressed pages' and the rendered views' routes with their sub-paths, and nothing else", async () => {
    expect(AUTH_PAGES).toContain("/auth");
    const source = await readFile(new URL("../proxy.ts", import.meta.url), "utf8");
    const entries = (/matcher:\s*\[\n([\s\S]*?)\n\s*\],/.exec(source)?.[1] ?? "")
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => !line.startsWith("//"));
    const matcher = entries.flatMap((line) => /^"([^"]+)",$/.exec(line)?.[1] ?? []);
    expect([...matcher].sort()).toEqual(
      ["/auth", ...protectedPaths.map((r) => `${r.prefix}/:path*`), `${STATIC_HTML_ROUTE}/:path*`].sort(),
    );
    // Besides the pages, only the API's CORS preflights (lib/http/cors.ts, test/api/cors.test.ts).
    expect(entries.filter((line) => !/^"[^"]+",$/.test(line))).toEqual([
      '{ source: "/api/v1/:path*", has: [{ type: "header", key: "access-control-request-method" }] },',
    ]);
  });
});
