import { globSync } from "node:fs";
import path from "node:path";
import type { Handler } from "./request";

export const HTTP_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
export type Method = (typeof HTTP_METHODS)[number];

export type RouteFile = {
  file: string;
  /** The URL pattern as the folders spell it, with [param] segments and without (group) folders: /api/v1/..., /videos/[id]/thumbnail. */
  route: string;
  methods: Partial<Record<Method, Handler>>;
};

const root = path.resolve(import.meta.dirname, "..", "..");

/**
 * Auth.js's own handlers (sign-in, callback, session) are not ours to enumerate: their cookie
 * flows are covered by Playwright.
 */
const NOT_IN_THE_MATRIX = ["app/api/auth/**"];

/** Every app/**\/route.ts on disk (route handlers: /api/v1 and page-level ones), imported, with the HTTP methods it exports. */
export async function loadRoutes(): Promise<RouteFile[]> {
  const files = globSync("app/**/route.{ts,tsx,js}", { cwd: root, exclude: NOT_IN_THE_MATRIX }).sort();
  const routes: RouteFile[] = [];
  for (const file of files) {
    const mod = (await import(/* @vite-ignore */ path.join(root, file))) as Record<string, unknown>;
    const methods: Partial<Record<Method, Handler>> = {};
    for (const method of HTTP_METHODS) {
      if (typeof mod[method] === "function") methods[method] = mod[method] as Handler;
    }
    const segments = path
      .dirname(file)
      .split(path.sep)
      .slice(1)
      .filter((segment) => !/^\(.+\)$/.test(segment));
    routes.push({ file, route: `/${segments.join("/")}`, methods });
  }
  return routes;
}
