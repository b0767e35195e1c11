import { NextResponse } from "next/server";
import { apiRoute } from "@/lib/http";
import { requestVideoUpload } from "@/features/videos/server/upload";

/** Step one: presigned upload targets and a signed upload token; no video yet. */
export const POST = apiRoute(async ({ actor, json }) => NextResponse.json(await requestVideoUpload(actor, await json())));
