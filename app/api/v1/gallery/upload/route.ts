import { NextResponse } from "next/server";
import { apiRoute } from "@/lib/http";
import { isMultipart } from "@/lib/http/form-data";
import { requestPhotoUpload, uploadPhotoMultipart } from "@/features/gallery/server/upload";

/**
 * JSON: step one of the direct upload (a signed target and an upload token; no photo yet).
 * multipart/form-data (the spec's client: title, schoolName, file): the file streams through this
 * server to storage and the photo is created, pending review (201); 413 on a serverless host.
 */
export const POST = apiRoute(async ({ actor, req, json }) =>
  isMultipart(req)
    ? NextResponse.json(await uploadPhotoMultipart(actor, req), { status: 201 })
    : NextResponse.json(await requestPhotoUpload(actor, await json())),
);
