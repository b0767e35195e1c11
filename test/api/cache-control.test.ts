/**
 * Personal JSON is never cached (issue 12 §4): every /api/v1 JSON answer, success or error,
 * carries `Cache-Control: private, no-store` (lib/http/index.ts), walked over the authorization
 * matrix's rows for a signed-in superadmin (who gets a 2xx almost everywhere), and for an error.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { setStorageForTests } from "@/lib/storage";
import { apiRows } from "@/registry/api-rows";
import { createUser, resetDb } from "@/test/db";
import { MemoryStorage } from "@/test/memory-storage";
import { signIn, type ActorName } from "./actors";
import type { Ctx } from "./matrix";
import { callHandler } from "./request";
import { loadRoutes } from "./routes";

const routes = await loadRoutes();
const storage = new MemoryStorage();

beforeEach(async () => {
  await resetDb();
  storage.clear();
  setStorageForTests(storage);
});

// The unknown-path 404 (a static answer that is no apiRoute) carries nothing personal, and the
// OpenAPI document is the same for everyone: public (its matrix row checks that).
const PUBLIC_ROUTES = ["/api/v1/[...path]", "/api/v1/openapi.json"];
const rows = apiRows.filter((row) => row.route.startsWith("/api/v1/") && !PUBLIC_ROUTES.includes(row.route));

describe.each(["superadmin"] as ActorName[])("as %s", (name) => {
  it.each(rows.map((row) => [`${row.method} ${row.route} (${row.case})`, row] as const))("%s is private, no-store", async (_label, row) => {
    const signedIn = await signIn(name);
    const ctx: Ctx = { ...signedIn, selfId: async () => signedIn.row?.id ?? (await createUser({ role: "user" })).id, storage };
    const prepared = (await row.prepare?.(ctx)) ?? {};
    const handler = routes.find((r) => r.route === row.route)?.methods[row.method];
    if (!handler) throw new Error(`No ${row.method} handler for ${row.route}`);
    const result = await callHandler(handler, { method: row.method, route: row.route, token: signedIn.token, ...prepared });
    const type = result.response.headers.get("content-type") ?? "";
    // A file answer (the signed download route) sets its own caching; every JSON answer is private.
    if (type.includes("json") || !result.response.headers.has("cache-control")) {
      expect(result.response.headers.get("cache-control")).toBe("private, no-store");
    }
  });
});

it("an error answer is private, no-store too", async () => {
  const handler = routes.find((r) => r.route === "/api/v1/user/profile")?.methods.GET;
  const result = await callHandler(handler!, { method: "GET", route: "/api/v1/user/profile" });
  expect(result.status).toBe(401);
  expect(result.response.headers.get("cache-control")).toBe("private, no-store");
});
