import { apiRoute } from "@/lib/http";
import { pdfResponse } from "@/lib/pdf/response";
import { receiptPdf } from "@/features/donations/server/receipts";

/** A paid gift's receipt PDF, for its donor (or staff). */
export const GET = apiRoute<{ donationId: string }>(async ({ actor, params }) => pdfResponse(await receiptPdf(actor, params.donationId)));
