import { apiRoute } from "@/lib/http";
import { assertMetricsRequest, metrics, refreshDatabaseGauges } from "@/lib/observability/metrics";
import { scheduledJobs } from "@/registry/jobs";

/**
 * GET /api/metrics: this instance's metrics in Prometheus's text format, for
 * `Authorization: Bearer $METRICS_TOKEN` only; 404 where the token is unset (docs/operations.md).
 */
export const GET = apiRoute(
  async ({ req }) => {
    assertMetricsRequest(req);
    await refreshDatabaseGauges(scheduledJobs);
    const { registry } = metrics();
    return new Response(await registry.metrics(), { headers: { "Content-Type": registry.contentType, "Cache-Control": "no-store" } });
  },
  { resolveActor: false },
);
