import { apiRoute } from "@/lib/http";
import { pdfResponse } from "@/lib/pdf/response";
import { yearlyStatementPdf } from "@/features/donations/server/receipts";

/** The signed-in donor's gifts of one calendar year in one PDF. */
export const GET = apiRoute<{ year: string }>(async ({ actor, params }) => pdfResponse(await yearlyStatementPdf(actor, params.year)));
