import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { createPdf, type PdfOptions } from "./document";
import { pdfText } from "@/test/pdf-text";

const options = (extra: Partial<PdfOptions> = {}): PdfOptions => ({
  organisation: "Mindful Minds Foundation",
  headerLines: ["hello@mindfulminds.example"],
  footer: "Mindful Minds Foundation · hello@mindfulminds.example",
  metadata: { title: "Donation receipt R-2026-000001", author: "Mindful Minds Foundation", subject: "Receipt for a donation" },
  ...extra,
});

describe("createPdf", () => {
  it("writes a PDF that pdf-lib reads back: one A4 page, the metadata given, header, title and footer", async () => {
    const created = new Date("2026-11-25T10:00:00Z");
    const bytes = await createPdf(
      options({
        metadata: {
          title: "Donation receipt R-2026-000001",
          author: "Mindful Minds Foundation",
          subject: "Receipt for a donation",
          keywords: ["receipt"],
          creationDate: created,
        },
      }),
    )
      .title("Donation receipt")
      .paragraph("Thank you.")
      .render();
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");

    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getPage(0).getSize()).toEqual({ width: 595.28, height: 841.89 });
    expect(doc.getTitle()).toBe("Donation receipt R-2026-000001");
    expect(doc.getAuthor()).toBe("Mindful Minds Foundation");
    expect(doc.getSubject()).toBe("Receipt for a donation");
    expect(doc.getKeywords()).toBe("receipt");
    expect(doc.getCreationDate()?.toISOString()).toBe(created.toISOString());

    const [page] = await pdfText(bytes);
    expect(page!.split("\n")).toEqual([
      "Mindful Minds Foundation hello@mindfulminds.example",
      "Donation receipt",
      "Thank you.",
      "Mindful Minds Foundation · hello@mindfulminds.example Page 1 of 1",
    ]);
  });

  it("uses US Letter when asked", async () => {
    const doc = await PDFDocument.load(
      await createPdf(options({ size: "Letter" }))
        .paragraph("x")
        .render(),
    );
    expect(doc.getPage(0).getSize()).toEqual({ width: 612, height: 792 });
  });

  it("breaks a long table onto several pages, the header row repeated on each, every row once and in order", async () => {
    const rows = Array.from({ length: 120 }, (_, i) => [`Gift ${i + 1}`, i % 2 ? "Monthly" : "One-time", `$${i + 1}.00`]);
    const bytes = await createPdf(options())
      .title("Yearly statement")
      .table({
        columns: [
          { header: "Gift", width: 2 },
          { header: "Frequency", width: 2 },
          { header: "Amount", width: 1, align: "right" },
        ],
        rows,
        totals: ["Total", "", "$7,260.00"],
      })
      .render();
    const pages = await pdfText(bytes);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(pages.length);
    pages.forEach((text, i) => {
      expect(text).toContain("Gift Frequency Amount");
      expect(text).toContain(`Page ${i + 1} of ${pages.length}`);
      expect(text.startsWith("Mindful Minds Foundation")).toBe(true);
    });
    const printed = pages.flatMap((text) => text.split("\n").filter((line) => /^Gift \d+ /.test(line)));
    expect(printed).toEqual(rows.map((r) => r.join(" ")));
    expect(pages.at(-1)).toContain("Total $7,260.00");
  });

  it("wraps long cells inside their column and right-aligns amounts", async () => {
    const bytes = await createPdf(options())
      .table({
        columns: [
          { header: "Note", width: 1 },
          { header: "Amount", width: 1, align: "right" },
        ],
        rows: [["a note long enough that it cannot fit on one line of a column half the page wide", "$25.00"]],
      })
      .render();
    const lines = (await pdfText(bytes))[0]!.split("\n");
    const first = lines.findIndex((l) => l.startsWith("a note"));
    expect(lines[first]).toMatch(/ \$25\.00$/);
    expect(lines[first + 1]!.length).toBeGreaterThan(5);
    expect(`${lines[first]!.replace(" $25.00", "")} ${lines[first + 1]}`).toContain("cannot fit");
  });

  it("says the empty message in place of a table's rows when there are none", async () => {
    const text = (
      await pdfText(
        await createPdf(options())
          .table({ columns: [{ header: "Date", width: 1 }], rows: [], empty: "No donations in 2026." })
          .render(),
      )
    )[0]!;
    expect(text).toContain("Date\nNo donations in 2026.");
  });

  it("draws any donor's name and never throws on user text", async () => {
    const names = [
      "Zoë Ångström",
      "Þórunn",
      "Łukasz",
      "Nguyễn Văn Đức",
      "Дмитрий",
      "Αλέξανδρος",
      "王小明",
      "😀",
      "",
      " ",
      "\u0000\u202E\uD800",
      "x".repeat(400),
    ];
    const pdf = createPdf(options({ organisation: "Ünïcødé Ørg 王", footer: "Þ".repeat(300), headerLines: ["Łódź 😀"] })).title(
      names.join(" "),
    );
    for (const name of names) {
      pdf
        .paragraph(name, { tone: "strong" })
        .fields([{ label: name, value: name, emphasis: true }])
        .note(name);
    }
    pdf.table({ columns: [{ header: "Łukasz", width: 1 }], rows: names.map((n) => [n]), totals: ["王"] });
    const pages = await pdfText(await pdf.render());
    const text = pages.join("\n");
    for (const name of ["Zoë Ångström", "Þórunn", "Łukasz", "Nguyễn Văn Đức", "Дмитрий", "Αλέξανδρος"]) expect(text).toContain(name);
    expect(text).toContain("???");
    expect(text).not.toContain("王");
    expect(pages[0]).toMatch(/^Ünïcødé Ørg \? Łódź \?/);
  });

  it("breaks a paragraph longer than a page across pages", async () => {
    const long = Array.from({ length: 900 }, (_, i) => `word${i}`).join(" ");
    const pages = await pdfText(await createPdf(options()).paragraph(long).render());
    expect(pages.length).toBeGreaterThan(1);
    const words = pages.flatMap((p) => p.split(/\s+/).filter((w) => /^word\d+$/.test(w)));
    expect(words).toEqual(long.split(" "));
  });

  it("draws with the standard fonts when asked, nothing embedded", async () => {
    const bytes = await createPdf(options({ fonts: "standard" }))
      .title("Łukasz Zoë")
      .render();
    expect((await pdfText(bytes))[0]).toContain("Lukasz Zoë");
    expect(new TextDecoder("latin1").decode(bytes)).not.toContain("FontFile2");
  });
});
