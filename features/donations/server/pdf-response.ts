/** A PDF download: never cached by anyone but the browser that asked, never sniffed as anything else. */
export function pdfResponse({ fileName, pdf }: { fileName: string; pdf: Uint8Array }): Response {
  return new Response(Buffer.from(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
