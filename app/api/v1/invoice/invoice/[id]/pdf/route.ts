import { apiRoute } from "@/lib/http";
import { pdfResponse } from "@/lib/pdf/response";
import { invoicePdf } from "@/features/invoices/server/documents";

/** The invoice's PDF, shown in the browser (inline; saved as invoice-<number>.pdf), for its instructor and staff. */
export const GET = apiRoute<{ id: string }>(async ({ actor, params }) => pdfResponse(await invoicePdf(actor, params.id), "inline"));
