/** Business documents as PDF (receipts, statements, invoices): lib/pdf/document.ts. */
export { createPdf, PdfBuilder, PAGE_SIZES } from "./document";
export type { Align, FieldRow, PageSize, PdfMetadata, PdfOptions, TableColumn, Tone } from "./document";
export { REPLACEMENT, type FontMode } from "./fonts";
