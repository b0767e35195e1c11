import { NextResponse } from "next/server";
import { apiRoute } from "@/lib/http";
import { confirmVideoUpload } from "@/features/videos/server/upload";

/** Step two: checks the stored objects and creates the video, pending review. */
export const POST = apiRoute(async ({ actor, json }) => NextResponse.json(await confirmVideoUpload(actor, await json()), { status: 201 }));
