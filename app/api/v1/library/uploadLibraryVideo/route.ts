import { NextResponse } from "next/server";
import { apiRoute } from "@/lib/http";
import { isMultipart } from "@/lib/http/form-data";
import { requestLibraryUpload } from "@/features/library/server/upload";
import { uploadLibraryMultipart } from "@/features/library/server/upload-multipart";

/**
 * JSON: step one of the direct upload (signed targets for the video and the cover, and an upload
 * token; no item yet). multipart/form-data (the spec's client): the files stream through this
 * server to storage and the item is created, a draft (201); 413 on a serverless host.
 */
export const POST = apiRoute(async ({ actor, req, json }) =>
  isMultipart(req)
    ? NextResponse.json(await uploadLibraryMultipart(actor, req), { status: 201 })
    : NextResponse.json(await requestLibraryUpload(actor, await json())),
);
