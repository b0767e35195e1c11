/**
 * A change to public content has the CDN drop that content's pages (issue 17, lib/cache/page-cache.ts):
 * the route's `purges` tags go through the outbox to CDN_PURGE_URL, to a local stand-in here.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { outbox } from "@/lib/db/schema";
import { env } from "@/lib/config/env";
import { apiRoute } from "@/lib/http";
import { drainOutbox } from "@/lib/jobs/outbox";
import { PAGE_TAGS } from "@/lib/cache/page-cache";
import { getDb, resetDb } from "@/test/db";
import { insertVideo } from "@/test/videos";
import { signIn } from "./actors";
import { callHandler } from "./request";
import { loadRoutes } from "./routes";

type Received = { method: string | undefined; authorization: string | undefined; body: unknown };

let server: Server;
let url: string;
let received: Received[] = [];
let answer = 200;

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      received.push({
        method: req.method,
        authorization: req.headers.authorization,
        body: JSON.parse(Buffer.concat(chunks).toString() || "null"),
      });
      res.writeHead(answer).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/purge`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(async () => {
  await resetDb();
  received = [];
  answer = 200;
  env().cdnPurge = { url, token: "purge-secret" };
});

afterEach(() => {
  env().cdnPurge = undefined;
  vi.restoreAllMocks();
});

async function outboxRows() {
  const db = await getDb();
  return db.select().from(outbox);
}

describe("apiRoute purges", () => {
  it("records one purge of the tags, once each, after the handler succeeded, and the drain posts it with the token", async () => {
    const route = apiRoute<Record<string, string | string[]>>(async () => ({ ok: true }), {
      purges: [PAGE_TAGS.videos, PAGE_TAGS.videos, PAGE_TAGS.gallery],
    });
    expect((await callHandler(route, { method: "POST", route: "/api/v1/test" })).status).toBe(200);
    const [row, ...others] = await outboxRows();
    expect(others).toEqual([]);
    expect(row).toMatchObject({ kind: "cdn.purge", payload: { tags: ["videos", "gallery"] } });

    expect(await drainOutbox()).toEqual({ done: 1, retrying: 0, failed: 0 });
    expect(received).toEqual([{ method: "POST", authorization: "Bearer purge-secret", body: { tags: ["videos", "gallery"] } }]);
    expect(await outboxRows()).toEqual([]);
  });

  it("records nothing when the handler failed, or when no CDN_PURGE_URL is set", async () => {
    const failing = apiRoute<Record<string, string | string[]>>(
      async () => {
        throw new Error("boom");
      },
      { purges: [PAGE_TAGS.videos] },
    );
    expect((await callHandler(failing, { method: "POST", route: "/api/v1/test" })).status).toBe(500);
    env().cdnPurge = undefined;
    const succeeding = apiRoute<Record<string, string | string[]>>(async () => ({ ok: true }), { purges: [PAGE_TAGS.videos] });
    expect((await callHandler(succeeding, { method: "POST", route: "/api/v1/test" })).status).toBe(200);
    expect(await outboxRows()).toEqual([]);
  });

  it("keeps a purge the CDN refused and sends it again on a later drain", async () => {
    const route = apiRoute<Record<string, string | string[]>>(async () => ({ ok: true }), { purges: [PAGE_TAGS.library] });
    await callHandler(route, { method: "POST", route: "/api/v1/test" });
    answer = 503;
    expect(await drainOutbox()).toEqual({ done: 0, retrying: 1, failed: 0 });
    const [row] = await outboxRows();
    expect(row).toMatchObject({ kind: "cdn.purge", attempts: 1, lastError: "The CDN purge answered 503" });
    expect(received).toHaveLength(1);
  });
});

it("approving a video purges the catalogue's pages", async () => {
  const routes = await loadRoutes();
  const approve = routes.find((r) => r.route === "/api/v1/adminVideoApproval/approve/video/[id]")?.methods.PUT;
  const admin = await signIn("admin");
  const video = await insertVideo({ status: "pending" });
  const result = await callHandler(approve!, {
    method: "PUT",
    route: "/api/v1/adminVideoApproval/approve/video/[id]",
    params: { id: video.id },
    token: admin.token,
  });
  expect(result.status).toBe(200);
  expect((await outboxRows()).filter((row) => row.kind === "cdn.purge").map((row) => row.payload)).toEqual([{ tags: ["videos"] }]);
});

it("deleting an account purges the catalogue's pages, which name instructors", async () => {
  const routes = await loadRoutes();
  const remove = routes.find((r) => r.route === "/api/v1/user/delete-user/[id]")?.methods.DELETE;
  const admin = await signIn("admin");
  const instructor = await signIn("instructor");
  const result = await callHandler(remove!, {
    method: "DELETE",
    route: "/api/v1/user/delete-user/[id]",
    params: { id: instructor.row!.id },
    token: admin.token,
  });
  expect(result.status).toBe(200);
  expect((await outboxRows()).filter((row) => row.kind === "cdn.purge").map((row) => row.payload)).toEqual([{ tags: ["videos"] }]);
});
