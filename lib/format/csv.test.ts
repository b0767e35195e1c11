import { describe, expect, it } from "vitest";
import { csvCell, csvResponse, toCsv } from "./csv";

describe("csv", () => {
  it("quotes what needs quoting and defuses formulas", () => {
    expect(csvCell(null)).toBe("");
    expect(csvCell(12)).toBe("12");
    expect(csvCell('Ada "the" Lovelace, Esq.')).toBe('"Ada ""the"" Lovelace, Esq."');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    for (const formula of ["=1+1", "+1", "-1", "@SUM(A1)", "\tx"]) expect(csvCell(formula).startsWith("'")).toBe(true);
  });

  it("writes a byte-order mark, the header and CRLF lines, and answers it as an uncached download", async () => {
    const csv = toCsv(
      ["Name", "Minutes"],
      [
        ["Ada", 10],
        ["=cmd", null],
      ],
    );
    expect(csv).toBe("\uFEFFName,Minutes\r\nAda,10\r\n'=cmd,\r\n");
    const response = csvResponse(csv, "students-2026-11-28.csv");
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="students-2026-11-28.csv"');
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    // The body's bytes keep the byte-order mark (a decoder's text() drops it).
    expect(Buffer.from(await response.arrayBuffer()).toString("utf8")).toBe(csv);
  });
});
