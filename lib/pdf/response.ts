/**
 * A PDF answer (a receipt, a statement, an invoice): never cached by anyone but the browser that
 * asked, never sniffed as anything else. `attachment` downloads it; `inline` opens it in the
 * browser's own viewer (a new tab), still under `fileName` when saved.
 */
export function pdfResponse(
  { fileName, pdf }: { fileName: string; pdf: Uint8Array },
  disposition: "attachment" | "inline" = "attachment",
): Response {
  return new Response(Buffer.from(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `${disposition}; filename="${fileName}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
