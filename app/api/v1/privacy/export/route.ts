import { NextResponse } from "next/server";
import { apiRoute } from "@/lib/http";
import { dataExportState, requestDataExport } from "@/features/privacy/server/exports";

/** `{ latest, nextRequestAt }`: the signed-in person's latest download of their data still of use, and when they may ask again (null: now). */
export const GET = apiRoute(async ({ actor }) => dataExportState(actor));

/** Asks for a download of their data: 202 `{ message, export }`, made in the background; 429 within a day of the last. */
export const POST = apiRoute(async ({ actor }) =>
  NextResponse.json(
    { message: "Your download is being prepared. We will e-mail you when it is ready.", export: await requestDataExport(actor) },
    { status: 202 },
  ),
);
