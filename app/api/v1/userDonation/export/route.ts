import { apiRoute } from "@/lib/http";
import { exportDonationsCsv, trackingFilter } from "@/features/donations/server/tracking";

/** Staff: the gifts the tracking filters select (`from`, `to`, `type`, `status`), as a CSV download. */
export const GET = apiRoute(async ({ actor, req }) => {
  const csv = await exportDonationsCsv(actor, trackingFilter(req.nextUrl.searchParams));
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="donations-${day}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
});
