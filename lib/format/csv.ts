/**
 * CSV for spreadsheets (RFC 4180): CRLF lines, UTF-8 with a byte-order mark so spreadsheets read
 * names right, and every cell quoted when it needs to be.
 */

/** A cell of the CSV: quoted, and a leading =, +, - or @ defused so a spreadsheet never runs it as a formula. */
export function csvCell(value: string | number | null): string {
  let text = value === null ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole CSV document: the header, then one line per row. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  const line = (cells: readonly (string | number | null)[]) => cells.map(csvCell).join(",");
  return `\uFEFF${[line(header), ...rows.map(line)].join("\r\n")}\r\n`;
}

/** The headers of a CSV download named `filename`, never cached. */
export function csvResponse(csv: string, filename: string): Response {
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
