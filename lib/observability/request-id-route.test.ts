import { createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { apiRoute, DATABASE_UNAVAILABLE } from "@/lib/http";
import { NotFoundError } from "@/lib/errors";
import { logFor } from "@/lib/observability/log";
import { callHandler } from "@/test/api/request";
import { captureLogs } from "@/test/logs";
import { tagRequests } from "./server";

const log = logFor("test");
const failing = apiRoute<Record<string, string | string[]>>(async () => {
  log.info("looking it up");
  throw new NotFoundError("No such video.");
});
const crashing = apiRoute<Record<string, string | string[]>>(async () => {
  throw new Error("database down");
});
const fine = apiRoute<Record<string, string | string[]>>(async () => ({ ok: true }));

describe("the request id of an API answer", () => {
  it("is on the answer, in an error's body and on the handler's log lines, one id a request", async () => {
    const logs = captureLogs();
    const first = await callHandler(failing, { method: "GET", route: "/api/v1/test" });
    const second = await callHandler(failing, { method: "GET", route: "/api/v1/test" });
    expect(first.status).toBe(404);
    const id = first.response.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.body).toEqual({ message: "No such video.", requestId: id });
    expect(second.body.requestId).not.toBe(id);
    expect(logs.lines.filter((line) => line.msg === "looking it up").map((line) => line.requestId)).toEqual([id, second.body.requestId]);
  });

  it("keeps a sane X-Request-Id from the caller and replaces a forged one", async () => {
    const kept = await callHandler(fine, { method: "GET", route: "/api/v1/test", headers: { "x-request-id": "lb-0123456789abcdef" } });
    expect(kept.status).toBe(200);
    expect(kept.response.headers.get("x-request-id")).toBe("lb-0123456789abcdef");
    expect(kept.body).toEqual({ ok: true });
    const forged = await callHandler(failing, { method: "GET", route: "/api/v1/test", headers: { "x-request-id": "a b\tc" } });
    expect(forged.response.headers.get("x-request-id")).not.toBe("a b\tc");
    expect(forged.body.requestId).toBe(forged.response.headers.get("x-request-id"));
  });

  it("is in a 500's body and its error line, which names no stack in the answer", async () => {
    const logs = captureLogs();
    const result = await callHandler(crashing, { method: "GET", route: "/api/v1/test" });
    expect(result.status).toBe(500);
    expect(result.body).toEqual({ message: "Something went wrong on our side. Please try again.", requestId: expect.any(String) });
    const [line] = logs.lines.filter((l) => l.level === "error");
    expect(line).toMatchObject({
      component: "api",
      msg: "unexpected error",
      requestId: result.body.requestId,
      err: { message: "database down" },
    });
  });
});

describe("a database out of reach", () => {
  it("is answered 503 with Retry-After and a plain message, logged as a warning", async () => {
    const { Pool } = await import("pg");
    // A port nothing listens on: the connection is refused, as while PostgreSQL restarts.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const pool = new Pool({ connectionString: `postgres://postgres@127.0.0.1:${port}/none`, connectionTimeoutMillis: 1_000 });
    const reading = apiRoute<Record<string, string | string[]>>(async () => (await pool.query("SELECT 1")).rows);
    const logs = captureLogs();
    try {
      const result = await callHandler(reading, { method: "GET", route: "/api/v1/test" });
      expect(result.status).toBe(503);
      expect(result.response.headers.get("retry-after")).toBe("5");
      expect(result.body).toEqual({ message: DATABASE_UNAVAILABLE, requestId: expect.any(String) });
      expect(logs.lines.filter((line) => line.level === "error")).toEqual([]);
      expect(logs.lines.find((line) => line.msg === DATABASE_UNAVAILABLE)).toMatchObject({
        level: "warn",
        requestId: result.body.requestId,
      });
    } finally {
      await pool.end();
    }
  });
});

describe("tagRequests (every request the server answers)", () => {
  it("sets X-Request-Id on the request before the handler reads it and on the answer, keeping a sane one", async () => {
    const stop = tagRequests();
    tagRequests(); // once per process, however often called
    const seen: (string | undefined)[] = [];
    const server = createServer((req, res) => {
      seen.push(req.headers["x-request-id"] as string | undefined);
      res.end("ok");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const get = (headers: Record<string, string>) =>
      new Promise<string | undefined>((resolve, reject) => {
        httpRequest({ host: "127.0.0.1", port, path: "/videos", headers }, (res) => {
          res.resume();
          res.on("end", () => resolve(res.headers["x-request-id"] as string | undefined));
        })
          .on("error", reject)
          .end();
      });
    try {
      const fresh = await get({});
      const kept = await get({ "x-request-id": "nginx-42" });
      const replaced = await get({ "x-request-id": "x".repeat(200) });
      expect(fresh).toMatch(/^[0-9a-f-]{36}$/);
      expect(kept).toBe("nginx-42");
      expect(replaced).toMatch(/^[0-9a-f-]{36}$/);
      expect(seen).toEqual([fresh, "nginx-42", replaced]);
    } finally {
      stop();
      server.close();
    }
  });
});
