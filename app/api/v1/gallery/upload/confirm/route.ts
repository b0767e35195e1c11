import { NextResponse } from "next/server";
import { apiRoute } from "@/lib/http";
import { confirmPhotoUpload } from "@/features/gallery/server/upload";

/** Step two: checks the stored file, re-encodes it and creates the photo, pending review. */
export const POST = apiRoute(async ({ actor, json }) => NextResponse.json(await confirmPhotoUpload(actor, await json()), { status: 201 }));
