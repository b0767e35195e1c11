import type { InvoiceParty, InvoicePaymentDetails, InvoiceRow } from "@/lib/db/schema";
import { urlForCaller } from "@/lib/http/caller-url";
import { currencyDigits } from "@/lib/format/money";
import { basisPointsToPercent, durationText, type DisplayStatus } from "../schema";

/** An invoice as the services read it: its row, its status as shown (overdue computed in SQL), its courses and their videos in order. */
export type InvoiceRecord = {
  row: InvoiceRow;
  status: DisplayStatus;
  courses: { id: string; title: string; videos: { videoId: string | null; title: string }[] }[];
};

/** What an invoice prints where it has nothing (spec 02 section 5: missing fields and no bank account show "N/A"). */
export const NA = "N/A";

/** GET invoice/invoice/{id}/pdf: the invoice's PDF, which `pdfUrl` points to. */
const pdfPath = (id: string) => `/api/v1/invoice/invoice/${id}/pdf`;

const party = (p: InvoiceParty) => ({ name: p.name || NA, email: p.email || NA, phone: p.phone || NA, address: p.address || NA });

function payment(p: InvoicePaymentDetails | null) {
  if (!p) return { method: NA, bankName: NA, accountHolder: NA, accountNumber: NA, ifscCode: NA, branchName: NA, upiId: null };
  return {
    method: p.method,
    bankName: p.bankName,
    accountHolder: p.accountHolder,
    accountNumber: p.accountNumberMasked,
    ifscCode: p.ifscCode,
    branchName: p.branchName,
    upiId: null,
  };
}

/** Minor units in the currency's major ones (1050 → 10.5 dollars; yen as they are): the numbers the earlier clients read. */
export function toMajor(minor: number, currency: string): number {
  return minor / 10 ** currencyDigits(currency);
}

/**
 * An invoice as the API answers it: the earlier system's keys (original-api 3.4 and 5, spec 02
 * "Invoice") with its amounts as numbers in the currency's major units, and beside them the
 * currency (ISO 4217) and every amount in minor units (`*Minor`), which is what the server
 * computed. `status` is as shown: "overdue" for an approved invoice past its due date.
 */
export function serializeInvoice(record: InvoiceRecord) {
  const { row, status, courses } = record;
  const major = (minor: number) => toMajor(minor, row.currency);
  const rate = row.ratePerVideoMinor;
  return {
    _id: row.id,
    id: row.id,
    invoiceNumber: row.number,
    /** The invoice's date (ISO). */
    date: row.issuedAt.toISOString(),
    /** YYYY-MM-DD. */
    dueDate: row.dueDate,
    status,
    isOverdue: status === "overdue",
    instructor: row.instructorId,
    /** The client e-mail named on the invoice. */
    email: row.clientEmail,
    notes: row.notes ?? "",
    videoIds: courses.flatMap((c) => c.videos.flatMap((v) => (v.videoId ? [v.videoId] : []))),
    pdfUrl: urlForCaller(pdfPath(row.id)),
    instructorDetails: party(row.instructorDetails),
    companyDetails: party(row.companyDetails),
    paymentDetails: payment(row.paymentDetails),
    services: courses.map((c) => ({
      _id: c.id,
      title: c.title,
      duration: durationText(c.videos.length),
      videoCount: c.videos.length,
      ratePerVideo: major(rate),
      ratePerVideoMinor: rate,
      totalAmount: major(c.videos.length * rate),
      totalAmountMinor: c.videos.length * rate,
      videoIds: c.videos.flatMap((v) => (v.videoId ? [v.videoId] : [])),
      videos: c.videos.map((v) => ({ _id: v.videoId, title: v.title })),
    })),
    currency: row.currency,
    ratePerVideo: major(rate),
    ratePerVideoMinor: rate,
    subTotal: major(row.subtotalMinor),
    subTotalMinor: row.subtotalMinor,
    /** Percent (12.5 is 12.5 %). */
    taxRate: basisPointsToPercent(row.taxRateBasisPoints),
    taxAmount: major(row.taxMinor),
    taxAmountMinor: row.taxMinor,
    discount: major(row.discountMinor),
    discountMinor: row.discountMinor,
    grandTotal: major(row.grandTotalMinor),
    grandTotalMinor: row.grandTotalMinor,
    rejectionReason: row.rejectionReason,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    paidAt: row.paidAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    /** The version: send it back as `updatedAt` with an edit or a decision (lib/db/transition.ts `seen`). */
    updatedAt: row.updatedAt.toISOString(),
  };
}
export type ApiInvoice = ReturnType<typeof serializeInvoice>;
