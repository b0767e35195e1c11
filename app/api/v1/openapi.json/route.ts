import { NextResponse } from "next/server";
import { apiRoute } from "@/lib/http";
import { openApiDocument } from "@/registry/api-docs";

/**
 * GET /api/v1/openapi.json: the API's OpenAPI 3.1 document (registry/api-docs.ts). The same for
 * everyone and changed only by a deploy, so browsers and shared caches may keep it a while.
 */
export const GET = apiRoute(
  async () => NextResponse.json(openApiDocument(), { headers: { "Cache-Control": "public, max-age=300, stale-while-revalidate=86400" } }),
  { resolveActor: false },
);
