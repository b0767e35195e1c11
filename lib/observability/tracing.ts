import type { Span, SpanProcessor } from "@opentelemetry/sdk-trace";
import { currentRequestId } from "./context";

export const DEFAULT_SERVICE_NAME = "mmf-site";

export type Tracing = {
  /** Sends the spans still buffered now rather than at the next batch. */
  flush(): Promise<void>;
  shutdown(): Promise<void>;
};

/** Puts the request id of the logs (lib/observability/context.ts) on each span started while a request is served. */
const requestIdProcessor: SpanProcessor = {
  onStart(span: Span) {
    const requestId = currentRequestId();
    if (requestId) span.setAttribute("request.id", requestId);
  },
  onEnd() {},
  forceFlush: async () => {},
  shutdown: async () => {},
};

/**
 * OpenTelemetry traces, exported over OTLP/HTTP (JSON) to OTEL_EXPORTER_OTLP_ENDPOINT: Next's own
 * spans (each request, route, render and fetch; Next makes them once a tracer provider is
 * registered) and one per node-postgres query. Without the variable nothing is loaded and
 * undefined is returned: tracing costs nothing unless asked for. Must run before `pg` is first
 * loaded, so its instrumentation can wrap it (instrumentation.ts starts it first).
 */
export async function startTracing(environment: Record<string, string | undefined> = process.env): Promise<Tracing | undefined> {
  const endpoint = environment.OTEL_EXPORTER_OTLP_ENDPOINT?.trim();
  if (!endpoint) return undefined;
  const [{ NodeSDK }, { OTLPTraceExporter }, { BatchSpanProcessor }, { PgInstrumentation }] = await Promise.all([
    import("@opentelemetry/sdk-node"),
    import("@opentelemetry/exporter-trace-otlp-http"),
    import("@opentelemetry/sdk-trace"),
    import("@opentelemetry/instrumentation-pg"),
  ]);
  // Headers (a vendor's API key) come from OTEL_EXPORTER_OTLP_HEADERS, read by the exporter itself.
  const processor = new BatchSpanProcessor({
    exporter: new OTLPTraceExporter({ url: `${endpoint.replace(/\/+$/, "")}/v1/traces` }),
  });
  const sdk = new NodeSDK({
    serviceName: environment.OTEL_SERVICE_NAME?.trim() || DEFAULT_SERVICE_NAME,
    spanProcessors: [requestIdProcessor, processor],
    // Only queries made while something is traced (a request, a job's span): the outbox's and the
    // job scheduler's polling every few seconds would otherwise be traces of one query each.
    instrumentations: [new PgInstrumentation({ requireParentSpan: true })],
    // Traces only: without these the SDK would also push metrics (Prometheus reads ours) and logs
    // (pino writes them) to the same endpoint.
    metricReaders: [],
    logRecordProcessors: [],
  });
  sdk.start();
  return { flush: () => processor.forceFlush(), shutdown: () => sdk.shutdown() };
}
