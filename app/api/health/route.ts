import { NextResponse } from "next/server";
import { apiRoute } from "@/lib/http";

/**
 * GET /api/health: the process answers (a load balancer's liveness check). Touches nothing else,
 * so a database outage never gets healthy instances restarted; /api/ready says whether to send
 * them traffic (docs/operations.md).
 */
export const GET = apiRoute(async () => NextResponse.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } }), {
  resolveActor: false,
});
