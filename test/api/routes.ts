import { globSync } from "node:fs";
import path from "node:path";
import type { Handler } from "./request";

export const HTTP_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
export type Method = (typeof HTTP_METHODS)[number];

export type RouteFile = {
  file: string;
  /** /api/v1/... as the folders spell it, with [param] segments. */
  route: string;
  methods: Partial<Record<Method, Handler>>;
};

const root = path.resolve(import.meta.dirname, "..", "..");

/** Every app/api/v1/**\/route.ts on disk, imported, with the HTTP methods it exports. */
export async function loadApiRoutes(): Promise<RouteFile[]> {
  const files = globSync("app/api/v1/**/route.{ts,tsx,js}", { cwd: root }).sort();
  const routes: RouteFile[] = [];
  for (const file of files) {
    const mod = (await import(/* @vite-ignore */ path.join(root, file))) as Record<string, unknown>;
    const methods: Partial<Record<Method, Handler>> = {};
    for (const method of HTTP_METHODS) {
      if (typeof mod[method] === "function") methods[method] = mod[method] as Handler;
    }
    const route = `/${path.dirname(file).split(path.sep).join("/").replace(/^app\//, "")}`;
    routes.push({ file, route, methods });
  }
  return routes;
}
