import { readFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { migrationsFolder } from "@/lib/db/client";
import { rowsOf } from "@/lib/db/rows";
import { callHandler, type Handler } from "@/test/api/request";
import { getDb } from "@/test/db";
import { GET as healthRoute } from "../health/route";
import { GET as readyRoute } from "./route";

// The routes take no params; callHandler takes any route's.
const health = healthRoute as Handler;
const GET = readyRoute as Handler;

const ready = () => callHandler(GET, { method: "GET", route: "/api/ready" });

describe("GET /api/health and /api/ready", () => {
  it("answer 200, never cached, with a request id and nothing else", async () => {
    for (const [handler, route, body] of [
      [health, "/api/health", { status: "ok" }],
      [GET, "/api/ready", { status: "ready" }],
    ] as const) {
      const result = await callHandler(handler, { method: "GET", route });
      expect(result.status).toBe(200);
      expect(result.body).toEqual(body);
      expect(result.response.headers.get("cache-control")).toBe("no-store");
      expect(result.response.headers.get("x-request-id")).toBeTruthy();
    }
  });

  it("answer when Next calls them as it calls a route without dynamic segments (no params)", async () => {
    for (const handler of [health, GET]) {
      const response = await handler(new NextRequest("http://localhost/api/ready"), {
        params: Promise.resolve(undefined) as unknown as Promise<Record<string, string>>,
      });
      expect(response.status).toBe(200);
    }
  });

  it("/api/ready answers 503 with the reason while the database lacks a migration of this build, and 200 once it has it", async () => {
    const { entries } = JSON.parse(await readFile(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as {
      entries: { tag: string; when: number }[];
    };
    const newest = entries.at(-1)!;
    const db = await getDb();
    // The deploy before `npm run db:migrate`: the newest migration's record taken away, then put back as it was.
    const [removed] = rowsOf<{ hash: string; created_at: string }>(
      await db.execute(sql`DELETE FROM drizzle.__drizzle_migrations WHERE created_at = ${newest.when} RETURNING hash, created_at`),
    );
    expect(removed).toBeDefined();
    try {
      const result = await ready();
      expect(result.status).toBe(503);
      expect(result.response.headers.get("retry-after")).toBe("5");
      expect(result.body).toEqual({
        status: "unavailable",
        message: `The database lacks 1 migration of this build (${newest.tag}): run npm run db:migrate.`,
        requestId: result.response.headers.get("x-request-id"),
      });
    } finally {
      await db.execute(sql`INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES (${removed!.hash}, ${removed!.created_at})`);
    }
    expect((await ready()).status).toBe(200);
  });
});
