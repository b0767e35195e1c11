import { readFile } from "node:fs/promises";
import path from "node:path";
import { create, type Font } from "fontkit";
import { decodePDFRawStream, PDFArray, PDFDocument, PDFHexString, PDFRawStream, rgb } from "pdf-lib";
import { extractTextItems } from "unpdf";
import { afterEach, describe, expect, it, vi } from "vitest";
import { pdfText } from "@/test/pdf-text";
import { FontBook, type FontRole } from "./fonts";
import { woffToSfnt } from "./woff";
import { captureLogs } from "@/test/logs";

async function book(mode?: "unicode" | "standard"): Promise<{ doc: PDFDocument; fonts: FontBook }> {
  const doc = await PDFDocument.create();
  return { doc, fonts: await FontBook.create(doc, mode) };
}

async function runsOf(text: string, role: FontRole = "regular", mode?: "unicode" | "standard") {
  const { fonts } = await book(mode);
  await fonts.prepare(text, role);
  return fonts.runs(text, role);
}

/** A one-page PDF with each text on a line of its own, read back. */
async function drawn(texts: string[], role: FontRole = "regular"): Promise<string[]> {
  const { doc, fonts } = await book();
  const page = doc.addPage();
  for (const [i, text] of texts.entries()) {
    await fonts.prepare(text, role);
    fonts.draw(page, text, { x: 20, y: 780 - 30 * i, size: 12, role, color: rgb(0, 0, 0) });
  }
  return (await pdfText(await saved(doc, fonts)))[0]!.split("\n");
}

/** The first page's content stream, as text. */
async function contentOf(doc: PDFDocument): Promise<string> {
  const saved = await PDFDocument.load(await doc.save());
  const refs = saved.getPage(0).node.Contents()!;
  const stream = saved.context.lookup(refs instanceof PDFArray ? refs.get(0) : refs);
  if (!(stream instanceof PDFRawStream)) throw new Error("no content stream");
  return new TextDecoder("latin1").decode(decodePDFRawStream(stream).decode());
}

/** The document's bytes, its fonts written first (as createPdf's render does). */
async function saved(doc: PDFDocument, fonts: FontBook): Promise<Uint8Array> {
  fonts.write();
  return doc.save();
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("FontBook", () => {
  it("sets each character in the first file of the typeface that has it, in runs", async () => {
    const runs = await runsOf("Łukasz Þórunn Дмитрий Αλέξανδρος Nguyễn प्रिया க்ருஷ்ணன்");
    expect(runs.map((r) => r.text).join("")).toBe("Łukasz Þórunn Дмитрий Αλέξανδρος Nguyễn प्रिया க்ருஷ்ணன்");
    expect(runs.map((r) => r.text)).toEqual(["Ł", "ukasz Þórunn ", "Дмитрий ", "Αλέξανδρος ", "Nguy", "ễ", "n ", "प्रिया ", "க்ருஷ்ணன்"]);
    expect(new Set(runs.map((r) => r.font))).toEqual(
      new Set(["SourceSans3-Regular", "NotoSansDevanagari-Regular", "NotoSansTamil-Regular"]),
    );
    expect(runs[0]!.text).toBe("Ł");
  });

  it("prints every script our fonts cover: the text read back is the text drawn", async () => {
    const names = [
      "Zoë Ångström",
      "Nguyễn Văn Đức",
      "Þórunn Guðmundsdóttir",
      "Łukasz Żółkiewski",
      "Αλέξανδρος Παπαδόπουλος",
      "Дмитрий Шостакович",
      "कृष्ण राहुल",
      "க்ருஷ்ணன்",
      "office ﬃ",
    ];
    // One document each: PDF.js takes a glyph whose characters include a combining mark (the
    // Tamil க், the virama its last character) for a zero-width accent, and hangs it on the
    // text drawn before it (another line, or a label) when there is some.
    for (const role of ["regular", "bold", "heading"] as const) {
      for (const name of names) expect(await drawn([name], role)).toEqual([name.replace("ﬃ", "ffi")]);
    }
  });

  it("shapes Devanagari: conjuncts and vowel signs are the font's own glyphs, every character is printed", async () => {
    const { doc, fonts } = await book();
    await fonts.prepare("प्रिया शर्मा", "regular");
    const [run] = fonts.runs("प्रिया शर्मा", "regular");
    expect(run!.font).toBe("NotoSansDevanagari-Regular");
    fonts.draw(doc.addPage(), "प्रिया शर्मा", { x: 20, y: 700, size: 12, role: "regular", color: rgb(0, 0, 0) });
    const [text] = await pdfText(await saved(doc, fonts));
    // PDF.js reads glyphs in the order they are drawn: the vowel sign ि before the conjunct
    // प्र it follows in the text, and the reph र् after the letters it stands over. The glyphs
    // carry exactly the text's characters.
    expect(text).toBe("िप्रया शमार्");
    expect([...text!].sort()).toEqual([..."प्रिया शर्मा"].sort());
    // The text itself is the run's ActualText (PDF 32000 14.9.4), which Acrobat and poppler's
    // pdftotext copy; PDF.js does not read it.
    expect(await contentOf(doc)).toContain(`/Span <<\n/ActualText ${PDFHexString.fromText("प्रिया शर्मा").toString()}\n>> BDC`);
  });

  it("marks with ActualText only the runs whose glyphs are not in the text's order", async () => {
    const { doc, fonts } = await book();
    const text = "Zoë प्रिया कृष्ण செல்வம் க்ருஷ்ணன் office";
    await fonts.prepare(text, "regular");
    fonts.draw(doc.addPage(), text, { x: 20, y: 700, size: 12, role: "regular", color: rgb(0, 0, 0) });
    await saved(doc, fonts);
    const marked = [...(await contentOf(doc)).matchAll(/\/ActualText <([0-9A-F]+)>/g)].map((m) => PDFHexString.of(m[1]!).decodeText());
    expect(marked).toEqual(["प्रिया कृष्ण ", "செல்வம் க்ருஷ்ணன் "]);
  });

  it("gives each glyph its characters in every document, also one the subsetter made first as a part of another (the A of Å)", async () => {
    expect(await drawn(["Å"])).toEqual(["Å"]);
    expect(await drawn(["A Å"])).toEqual(["A Å"]);
  });

  it("replaces what no font has: CJK and emoji with ?, a ligature by its letters, an unknown combining mark dropped", async () => {
    expect((await runsOf("王小明 😀 ﬁne q\u20DD")).map((r) => r.text).join("")).toBe("??? ? fine q");
  });

  it("draws with Helvetica when asked for the standard fonts, folding what WinAnsi lacks", async () => {
    const { doc, fonts } = await book("standard");
    const text = "Łukasz Dvořák Zoë Ångström 王 €5";
    await fonts.prepare(text, "regular");
    expect(fonts.runs(text, "regular").map((r) => r.text)).toEqual(["Lukasz Dvorák Zoë Ångström ? €5"]);
    expect(fonts.usesStandardFonts).toBe(true);
    fonts.draw(doc.addPage(), text, { x: 10, y: 100, size: 12, role: "regular", color: rgb(0, 0, 0) });
    expect(await pdfText(await saved(doc, fonts))).toEqual(["Lukasz Dvorák Zoë Ångström ? €5"]);
  });

  it("falls back to the standard fonts, with a warning, when the font files cannot be read", async () => {
    const logs = captureLogs();
    vi.spyOn(process, "cwd").mockReturnValue("/nonexistent");
    const { fonts } = await book();
    expect(fonts.usesStandardFonts).toBe(true);
    await fonts.prepare("Þórunn", "heading");
    expect(fonts.runs("Þórunn", "heading").map((r) => r.text)).toEqual(["Þórunn"]);
    // Once per process: an earlier test may have warned already about another file.
    expect(logs.messages("warn").length).toBeLessThanOrEqual(1);
  });

  it("measures text as wide as a PDF reader draws it", async () => {
    const text = "Zoë Ångström office க்ருஷ்ணன் 12,345.00";
    const { doc, fonts } = await book();
    await fonts.prepare(text, "bold");
    const width = fonts.draw(doc.addPage(), text, { x: 20, y: 700, size: 12, role: "bold", color: rgb(0, 0, 0) });
    expect(fonts.measure(text, "bold", 12)).toBe(width);
    const { items } = await extractTextItems(new Uint8Array(await saved(doc, fonts)));
    const read = items[0]!.filter((item) => item.str.trim());
    const last = read.at(-1)!;
    expect(last.x + last.width - read[0]!.x).toBeCloseTo(width, 1);
  });
});

describe("woffToSfnt", () => {
  it("unwraps a WOFF file into the TrueType font it packs: fontkit reads the same font from both", async () => {
    const woff = await readFile(
      path.join(process.cwd(), "node_modules/@fontsource/source-sans-3/files/source-sans-3-latin-ext-600-normal.woff"),
    );
    const fromWoff = create(woff) as Font;
    const fromTtf = create(woffToSfnt(woff)) as Font;
    expect(fromWoff.type).toBe("WOFF");
    expect(fromTtf.type).toBe("TTF");
    expect(fromTtf.postscriptName).toBe(fromWoff.postscriptName);
    expect(fromTtf.numGlyphs).toBe(fromWoff.numGlyphs);
    expect(fromTtf.characterSet).toEqual(fromWoff.characterSet);
    for (const ch of "ŁŻółĄę") {
      const [a, b] = [fromWoff, fromTtf].map((f) => f.glyphForCodePoint(ch.codePointAt(0)!));
      expect(b!.path.toSVG()).toBe(a!.path.toSVG());
      expect(b!.advanceWidth).toBe(a!.advanceWidth);
    }
  });

  it("refuses what is not a WOFF font, or one cut short", async () => {
    expect(() => woffToSfnt(new Uint8Array(100))).toThrow(/not a WOFF/);
    const woff = await readFile(path.join(process.cwd(), "node_modules/@fontsource/lora/files/lora-latin-600-normal.woff"));
    expect(() => woffToSfnt(woff.subarray(0, 60))).toThrow(/cut short/);
    expect(() => woffToSfnt(woff.subarray(0, woff.length - 100))).toThrow(/past the end/);
  });
});
