/**
 * Runs once when the server starts. The work lives in instrumentation-node.ts, imported only in
 * the Node.js runtime so the Edge bundle never sees its Node-only calls (process.exit).
 * Skipped during `next build`, which never opens the database.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs" && process.env.NEXT_PHASE !== "phase-production-build") {
    // Tracing first (only with OTEL_EXPORTER_OTLP_ENDPOINT): node-postgres must be loaded after it to be traced.
    const { startTracing } = await import("./lib/observability/tracing");
    await startTracing();
    const { start } = await import("./instrumentation-node");
    await start();
  }
}
