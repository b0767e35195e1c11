import { apiRoute } from "@/lib/http";
import { pdfResponse } from "@/lib/pdf/response";
import { receiptPdf } from "@/features/donations/server/receipts";
import { receiptPdfWithLink } from "@/features/donations/server/gift-links";

/** A paid gift's receipt PDF, for its donor (or staff), or for whoever holds its signed link (`?expires=…&token=…`, no account needed). */
export const GET = apiRoute<{ donationId: string }>(async ({ actor, params, req }) => {
  const query = req.nextUrl.searchParams;
  const token = query.get("token");
  return pdfResponse(
    token === null ? await receiptPdf(actor, params.donationId) : await receiptPdfWithLink(params.donationId, query.get("expires"), token),
  );
});
