import { once } from "node:events";
import { createRequire } from "node:module";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { SpanKind, trace } from "@opentelemetry/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withRequestId } from "./context";
import { startTracing, type Tracing } from "./tracing";

type OtlpSpan = {
  name: string;
  kind: number;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  attributes: { key: string; value: { stringValue?: string } }[];
};
type OtlpExport = {
  resourceSpans: {
    resource: { attributes: { key: string; value: { stringValue?: string } }[] };
    scopeSpans: { scope: { name: string }; spans: OtlpSpan[] }[];
  }[];
};

/** A local OTLP/HTTP collector: keeps each JSON body POSTed to /v1/traces. */
const received: OtlpExport[] = [];
let collector: Server;
let collectorUrl: string;

beforeAll(async () => {
  collector = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      if (request.method === "POST" && request.url === "/v1/traces") {
        received.push(JSON.parse(Buffer.concat(chunks).toString("utf8")));
        response.writeHead(200, { "content-type": "application/json" }).end("{}");
      } else response.writeHead(404).end();
    });
  });
  collector.listen(0, "127.0.0.1");
  await once(collector, "listening");
  collectorUrl = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;
});

afterAll(() => {
  // The exporter keeps its connection open for the next batch.
  collector.closeAllConnections();
  collector.close();
});

const attribute = (span: OtlpSpan, key: string) => span.attributes.find((a) => a.key === key)?.value.stringValue;

describe("startTracing", () => {
  // First: once a provider is registered it stays for the rest of the file.
  it("starts nothing without OTEL_EXPORTER_OTLP_ENDPOINT", async () => {
    expect(await startTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: "  " })).toBeUndefined();
    expect(await startTracing({})).toBeUndefined();
    const span = trace.getTracer("next.js").startSpan("GET /");
    expect(span.isRecording()).toBe(false);
    span.end();
  });

  describe("with OTEL_EXPORTER_OTLP_ENDPOINT", () => {
    let tracing: Tracing;
    beforeAll(async () => {
      tracing = (await startTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: `${collectorUrl}/`, OTEL_SERVICE_NAME: "mmf-test" }))!;
    });
    afterAll(() => tracing?.shutdown());

    it("exports the request's span and its node-postgres query, with the request id, to the collector", async () => {
      // The instrumentation wraps pg when Node loads it, after the SDK started (instrumentation.ts
      // starts tracing first). The test setup has loaded it already: require it again to be wrapped.
      const { Pool } = createRequire(import.meta.url)("pg") as typeof import("pg");
      const pool = new Pool({ connectionString: process.env.TEST_DATABASE_URL });
      // The server span as Next makes it for each request, through the global API's tracer.
      const tracer = trace.getTracer("next.js");
      await tracer.startActiveSpan("GET /api/v1/example", { kind: SpanKind.SERVER }, async (span) => {
        await withRequestId("req-trace-1", () => pool.query("SELECT 1 AS one"));
        span.end();
      });
      // A query outside any request (the outbox's polling) makes no trace of its own.
      await pool.query("SELECT 2 AS two");
      await pool.end();
      await tracing.flush();

      const spans = received.flatMap((body) => body.resourceSpans.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans)));
      const serviceNames = received.flatMap((body) =>
        body.resourceSpans.map((r) => r.resource.attributes.find((a) => a.key === "service.name")?.value.stringValue),
      );
      expect(new Set(serviceNames)).toEqual(new Set(["mmf-test"]));
      const server = spans.find((s) => s.name === "GET /api/v1/example");
      expect(server?.kind).toBe(2); // SPAN_KIND_SERVER in OTLP
      const queries = spans.filter((s) => attribute(s, "db.system.name") === "postgresql" || attribute(s, "db.system") === "postgresql");
      const query = queries.find((s) => s.parentSpanId === server!.spanId);
      expect(query, JSON.stringify(spans.map((s) => [s.name, s.attributes]))).toBeDefined();
      expect(query!.traceId).toBe(server!.traceId);
      expect(attribute(query!, "request.id")).toBe("req-trace-1");
      expect(queries.filter((s) => JSON.stringify(s.attributes).includes("SELECT 2"))).toEqual([]);
    });
  });
});
