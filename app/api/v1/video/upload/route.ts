import { NextResponse } from "next/server";
import { apiRoute } from "@/lib/http";
import { isMultipart } from "@/lib/http/form-data";
import { requestVideoUpload } from "@/features/videos/server/upload";
import { uploadVideoMultipart } from "@/features/videos/server/upload-multipart";

/**
 * JSON: step one of the direct upload (presigned targets and a signed upload token; no video
 * yet). multipart/form-data (the spec's client): the files stream through this server to storage
 * and the video is created, pending review (201); 413 on a serverless host.
 */
export const POST = apiRoute(async ({ actor, req, json }) =>
  isMultipart(req)
    ? NextResponse.json(await uploadVideoMultipart(actor, req), { status: 201 })
    : NextResponse.json(await requestVideoUpload(actor, await json())),
);
