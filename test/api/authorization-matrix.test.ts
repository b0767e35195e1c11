/**
 * The authorization matrix (DESIGN.md 8): every method of every route handler on disk × every
 * actor → the expected HTTP status. The real route handlers are called with a Bearer token
 * (cookie sessions are covered by Playwright), against the real database, fresh for every cell.
 *
 * The rows live beside each feature (features/<domain>/api.rows.ts, the kernel's in
 * test/api/kernel.rows.ts), assembled by registry/api-rows.ts; test/api/matrix.ts says how to
 * read one. A method + route found on disk without a row fails the suite, and so does a row for a
 * route or method that does not exist.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { setStorageForTests } from "@/lib/storage";
import { apiRows as rows } from "@/registry/api-rows";
import { createUser, resetDb } from "@/test/db";
import { MemoryStorage } from "@/test/memory-storage";
import { mailbox } from "@/test/smtp";
import { ACTORS, signIn, type ActorName } from "./actors";
import { expectedFor, type Ctx } from "./matrix";
import { callHandler } from "./request";
import { loadRoutes, type Method } from "./routes";

const routes = await loadRoutes();
const storage = new MemoryStorage();
setStorageForTests(storage);

function handlerFor(method: Method, route: string) {
  const handler = routes.find((r) => r.route === route)?.methods[method];
  if (!handler) throw new Error(`No ${method} handler for ${route}`);
  return handler;
}

describe("the matrix covers the API", () => {
  it("finds the route files", () => {
    expect(routes.length).toBeGreaterThanOrEqual(17);
    expect(routes.map((r) => r.route)).toContain("/api/v1/user/update-profile/[id]");
    expect(routes.map((r) => r.route)).toContain("/videos/[id]/thumbnail");
  });

  it("has a row for every method of every route on disk", () => {
    const missing = routes.flatMap((r) =>
      Object.keys(r.methods)
        .filter((m) => !rows.some((row) => row.route === r.route && row.method === m))
        .map((m) => `${m} ${r.route} (${r.file})`),
    );
    expect(missing, "routes without a row in the authorization matrix").toEqual([]);
  });

  it("has no row for a route or method that does not exist", () => {
    const stale = rows
      .filter((row) => !routes.some((r) => r.route === row.route && r.methods[row.method]))
      .map((row) => `${row.method} ${row.route}`);
    expect(stale).toEqual([]);
  });
});

describe("authorization matrix", () => {
  beforeEach(async () => {
    await resetDb();
    mailbox.clear();
    storage.clear();
    setStorageForTests(storage);
  });

  for (const row of rows) {
    describe(`${row.method} ${row.route} — ${row.case}`, () => {
      ACTORS.forEach((name: ActorName) => {
        const expected = expectedFor(row, name);
        it(`${name} → ${expected}`, async () => {
          const signedIn = await signIn(name);
          const ctx: Ctx = {
            ...signedIn,
            selfId: async () => signedIn.row?.id ?? (await createUser({ role: "user" })).id,
            storage,
          };
          const prepared = (await row.prepare?.(ctx)) ?? {};
          const result = await callHandler(handlerFor(row.method, row.route), {
            method: row.method,
            route: row.route,
            token: signedIn.token,
            ...prepared,
          });
          expect(result.status, JSON.stringify(result.body)).toBe(expected);
          // The JSON error convention is the API's (DESIGN.md 5); page-level routes answer as pages do.
          if (expected >= 400 && row.route.startsWith("/api/")) {
            expect(typeof result.body.message).toBe("string");
            expect(JSON.stringify(result.body)).not.toMatch(/\bat .+\.(ts|js):\d+|stack|SQL|relation "/i);
          }
          await row.verify?.(ctx, result, prepared);
        });
      });
    });
  }
});
