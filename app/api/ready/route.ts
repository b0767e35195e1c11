import { NextResponse } from "next/server";
import { apiRoute } from "@/lib/http";
import { currentRequestId } from "@/lib/observability/context";
import { checkReadiness } from "@/lib/observability/readiness";

/**
 * GET /api/ready: 200 when the database answers and has every migration of this build, else
 * 503 with the reason (a load balancer's readiness check: it stops sending this instance
 * traffic until it is ready again). Public: the answer names nothing secret.
 */
export const GET = apiRoute(
  async () => {
    const readiness = await checkReadiness();
    const headers = { "Cache-Control": "no-store" };
    if (readiness.ready) return NextResponse.json({ status: "ready" }, { headers });
    return NextResponse.json(
      { status: "unavailable", message: readiness.reason, requestId: currentRequestId() },
      { status: 503, headers: { ...headers, "Retry-After": "5" } },
    );
  },
  { resolveActor: false },
);
