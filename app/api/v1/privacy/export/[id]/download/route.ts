import { apiRoute } from "@/lib/http";
import { dataExportDownloadUrl } from "@/features/privacy/server/exports";

/** Its owner's ready download: 303 to a short-lived signed URL of the ZIP; 404 for anyone else's or an expired one. */
export const GET = apiRoute<{ id: string }>(
  async ({ actor, params }) => new Response(null, { status: 303, headers: { Location: await dataExportDownloadUrl(actor, params.id) } }),
);
