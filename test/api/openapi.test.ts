/**
 * The OpenAPI document (registry/api-docs.ts, served at /api/v1/openapi.json) against the code it
 * describes: every method of every /api/v1 route on disk has an entry and no entry is stale; who
 * may call each route and the statuses it answers are the authorization matrix's and the
 * contract's (registry/api-access.json, written here: `npx vitest run test/api/openapi.test.ts -u`
 * after changing rows); each documented success answer has exactly the keys the contract test reads
 * from it; and the whole validates as OpenAPI 3.1.
 */
import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { errorBodySchema, type ApiAccess } from "@/lib/openapi";
import { outline } from "@/lib/openapi/outline";
import { apiContract } from "@/registry/api-contract";
import { apiEntries, openApiDocument } from "@/registry/api-docs";
import { apiRows } from "@/registry/api-rows";
import { ACTORS } from "./actors";
import { expectedFor } from "./matrix";
import { loadRoutes } from "./routes";

const CATCH_ALL = "/api/v1/[...path]";
const routes = (await loadRoutes()).filter((r) => r.route.startsWith("/api/v1/") && r.route !== CATCH_ALL);
const entries = new Map(apiEntries.map((entry) => [entry.key as string, entry]));
const REFUSED = new Set([401, 403]);

/** Who gets past authorisation on each route (a status other than 401 or 403 in some row), and every status expected. */
function accessFromRows(): Record<string, ApiAccess> {
  const found = new Map<string, { actors: Set<string>; statuses: Set<number> }>();
  const note = (key: string, actor: string, status: number) => {
    const access = found.get(key) ?? { actors: new Set<string>(), statuses: new Set<number>() };
    access.statuses.add(status);
    if (!REFUSED.has(status)) access.actors.add(actor);
    found.set(key, access);
  };
  for (const row of apiRows) {
    if (!row.route.startsWith("/api/v1/") || row.route === CATCH_ALL) continue;
    for (const actor of ACTORS) note(`${row.method} ${row.route}`, actor, expectedFor(row, actor));
  }
  for (const row of apiContract) note(`${row.method} ${row.route}`, row.as, row.status ?? 200);
  return Object.fromEntries(
    [...found.keys()].sort().map((key) => {
      const { actors, statuses } = found.get(key)!;
      return [key, { actors: ACTORS.filter((a) => actors.has(a)), statuses: [...statuses].sort((a, b) => a - b) }];
    }),
  );
}

/** Every key path a schema describes (`data.user._id`, `items[].title`), through unions and intersections. */
function keyPaths(schema: z.ZodType): string[] {
  const root = z.toJSONSchema(schema, { io: "output", unrepresentable: "any" }) as Record<string, unknown>;
  const defs = (root.$defs ?? {}) as Record<string, unknown>;
  const paths = new Set<string>();
  const walk = (node: unknown, path: string, depth: number): void => {
    if (!node || typeof node !== "object" || depth > 20) return;
    const n = node as Record<string, unknown>;
    if (typeof n.$ref === "string") walk(n.$ref === "#" ? root : defs[n.$ref.replace("#/$defs/", "")], path, depth + 1);
    for (const key of ["anyOf", "oneOf", "allOf"]) for (const branch of (n[key] as unknown[]) ?? []) walk(branch, path, depth + 1);
    for (const [key, value] of Object.entries((n.properties ?? {}) as Record<string, unknown>)) {
      const at = path ? `${path}.${key}` : key;
      paths.add(at);
      walk(value, at, depth + 1);
    }
    if (n.items) walk(n.items, `${path}[]`, depth + 1);
  };
  walk(root, "", 0);
  return [...paths].sort();
}

describe("the OpenAPI document", () => {
  it("has an entry for every method of every /api/v1 route on disk", () => {
    const missing = routes.flatMap((r) =>
      Object.keys(r.methods)
        .filter((method) => !entries.has(`${method} ${r.route}`))
        .map((method) => `${method} ${r.route} (${r.file}): add it to its feature's api.docs.ts`),
    );
    expect(missing).toEqual([]);
  });

  it("has no entry for a route or method that does not exist", () => {
    const stale = [...entries.keys()].filter((key) => {
      const [method, route] = key.split(" ") as [keyof (typeof routes)[number]["methods"], string];
      return !routes.some((r) => r.route === route && r.methods[method]);
    });
    expect(stale).toEqual([]);
  });

  it("takes who may call each route, and its statuses, from the authorization matrix and the contract", async () => {
    await expect(`${JSON.stringify(accessFromRows(), null, 2)}\n`).toMatchFileSnapshot("../../registry/api-access.json");
  });

  it("validates as OpenAPI 3.1", async () => {
    const document = JSON.parse(JSON.stringify(openApiDocument())) as Record<string, unknown>;
    expect(document.openapi).toBe("3.1.0");
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("documents each success answer with the keys its contract rows read", () => {
    const read = new Map<string, Set<string>>();
    for (const row of apiContract) {
      if ((row.status ?? 200) >= 400) continue;
      const key = `${row.method} ${row.route}`;
      read.set(key, new Set([...(read.get(key) ?? []), ...keyPaths(row.reads)]));
    }
    const differ = [...read].flatMap(([key, keys]) => {
      const documented = entries.get(key)?.operation.response;
      const paths = documented ? keyPaths(documented) : [];
      const wanted = [...keys].sort();
      return JSON.stringify(paths) === JSON.stringify(wanted) ? [] : [{ key, documented: paths, contract: wanted }];
    });
    expect(differ).toEqual([]);
  });

  it("documents each error answer its contract rows expect, with the error body's keys", () => {
    const errorKeys = keyPaths(errorBodySchema);
    const document = openApiDocument() as unknown as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    for (const row of apiContract.filter((r) => (r.status ?? 200) >= 400)) {
      const path = row.route.replace(/^\/api\/v1/, "").replace(/\[([^\]]+)\]/g, "{$1}");
      expect(Object.keys(document.paths[path]?.[row.method.toLowerCase()]?.responses ?? {}), row.call).toContain(String(row.status));
      expect(errorKeys).toEqual(expect.arrayContaining(keyPaths(row.reads)));
    }
  });

  it("documents the error body with an optional request id", () => {
    expect(keyPaths(errorBodySchema)).toEqual(["errors", "message", "requestId"]);
    expect(errorBodySchema.safeParse({ message: "Not found." }).success).toBe(true);
  });

  it("outlines a schema for the reference page: fields, whether required, nullable types, referred components", () => {
    const document = JSON.parse(JSON.stringify(openApiDocument())) as {
      paths: Record<string, Record<string, { responses: Record<string, { content: Record<string, { schema: unknown }> }> }>>;
      components: { schemas: Record<string, unknown> };
    };
    const login = outline(
      document.paths["/user/login"]!.post!.responses["200"]!.content["application/json"]!.schema,
      document.components.schemas,
    );
    const user = login.fields.find((f) => f.name === "data")!.fields.find((f) => f.name === "user")!;
    expect(user.type).toBe("object");
    expect(user.fields.find((f) => f.name === "schoolId")).toMatchObject({ type: "string or null", required: true });
    const error = outline({ $ref: "#/components/schemas/Error" }, document.components.schemas);
    expect(error.fields.map((f) => [f.name, f.required])).toEqual([
      ["message", true],
      ["errors", false],
      ["requestId", false],
    ]);
  });
});
