import { NextResponse } from "next/server";
import { apiRoute } from "@/lib/http";
import { confirmLibraryUpload } from "@/features/library/server/upload";

/** Step two: checks the stored files and creates the item, a draft until it is published. */
export const POST = apiRoute(async ({ actor, json }) =>
  NextResponse.json(await confirmLibraryUpload(actor, await json()), { status: 201 }),
);
