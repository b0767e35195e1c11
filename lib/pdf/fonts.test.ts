import { readFile } from "node:fs/promises";
import path from "node:path";
import fontkit from "@pdf-lib/fontkit";
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, rgb } from "pdf-lib";
import { afterEach, describe, expect, it, vi } from "vitest";
import { openVariableWoff2 } from "./fontkit-woff2";
import { FontBook, type FontRole } from "./fonts";
import { pdfText } from "./pdf-text";

const files = path.join(process.cwd(), "node_modules/@fontsource-variable");
const sansLatin = () => readFile(path.join(files, "source-sans-3/files/source-sans-3-latin-wght-normal.woff2"));

async function book(mode?: "unicode" | "standard"): Promise<{ doc: PDFDocument; fonts: FontBook }> {
  const doc = await PDFDocument.create();
  return { doc, fonts: await FontBook.create(doc, mode) };
}

async function runsOf(text: string, role: FontRole = "regular", mode?: "unicode" | "standard") {
  const { fonts } = await book(mode);
  await fonts.prepare(text, role);
  return fonts.runs(text, role);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("openVariableWoff2 (the site's variable WOFF2 fonts in pdf-lib)", () => {
  it("sets the weight: stems and advances grow from ExtraLight (the file's default) to Regular to Semibold", async () => {
    const bytes = await sansLatin();
    const l = (weight: number) => openVariableWoff2(bytes, { wght: weight }).glyphForCodePoint("l".codePointAt(0)!);
    const [light, regular, semibold] = [l(200), l(400), l(600)];
    expect(regular.bbox.width).toBeGreaterThan(light.bbox.width + 10);
    expect(semibold.bbox.width).toBeGreaterThan(regular.bbox.width + 10);
    expect(semibold.advanceWidth).toBeGreaterThan(regular.advanceWidth);
  });

  it("varies composite glyphs too (ë: its parts at the weight, the accent above the e)", async () => {
    const bytes = await sansLatin();
    const regular = openVariableWoff2(bytes, { wght: 400 });
    const semibold = openVariableWoff2(bytes, { wght: 600 });
    const eDiaeresis = (font: typeof regular) => font.glyphForCodePoint("ë".codePointAt(0)!);
    const e = regular.glyphForCodePoint("e".codePointAt(0)!);
    expect(eDiaeresis(regular).bbox.maxY).toBeGreaterThan(e.bbox.maxY + 100);
    expect(eDiaeresis(regular).bbox.minX).toBeCloseTo(e.bbox.minX, 0);
    expect(eDiaeresis(semibold).bbox.width).toBeGreaterThan(eDiaeresis(regular).bbox.width);
  });

  it("gives a glyph first made as part of another (the A of Å) its own character, for the PDF's ToUnicode map", async () => {
    const font = openVariableWoff2(await sansLatin(), { wght: 400 });
    expect(font.layout("Å").glyphs[0]!.path.toSVG()).not.toBe("");
    expect(font.layout("A").glyphs[0]!.codePoints).toEqual(["A".codePointAt(0)]);
    expect(font.layout("Å").glyphs[0]!.codePoints).toEqual(["Å".codePointAt(0)]);
  });

  it("writes subset outlines that read back as the same glyphs (simple, composite, ligature)", async () => {
    const text = "Þórunn Zoë Ångström office ÆØ";
    const { doc, fonts } = await book();
    await fonts.prepare(text, "bold");
    const page = doc.addPage();
    fonts.draw(page, text, { x: 10, y: 100, size: 12, role: "bold", color: rgb(0, 0, 0) });
    const saved = await PDFDocument.load(await doc.save());

    const source = openVariableWoff2(await sansLatin(), { wght: 600 });
    let compared = 0;
    for (const [, ref] of saved.getPage(0).node.Resources()!.lookup(PDFName.of("Font"), PDFDict).entries()) {
      const type0 = saved.context.lookup(ref, PDFDict);
      const cidFont = saved.context.lookup(type0.lookup(PDFName.of("DescendantFonts"), PDFArray).get(0), PDFDict);
      const descriptor = cidFont.lookup(PDFName.of("FontDescriptor"), PDFDict);
      const file = descriptor.lookup(PDFName.of("FontFile2"));
      const toUnicode = type0.lookup(PDFName.of("ToUnicode"));
      if (!(file instanceof PDFRawStream) || !(toUnicode instanceof PDFRawStream))
        throw new Error("an embedded font without its file or ToUnicode map");
      const subset = fontkit.create(Buffer.from(decodePDFRawStream(file).decode()));
      const cmap = new TextDecoder().decode(decodePDFRawStream(toUnicode).decode());
      for (const [, gid, unicode] of cmap.matchAll(/<([0-9a-f]{4})> <([0-9a-f]+)>/gi)) {
        const chars = String.fromCharCode(...unicode!.match(/..../g)!.map((u) => parseInt(u, 16)));
        const original = source.layout(chars).glyphs[0]!;
        const copy = subset.getGlyph(parseInt(gid!, 16));
        expect(copy.advanceWidth, chars).toBeCloseTo(original.advanceWidth, -0.5);
        expect(copy.path.toSVG() === "", chars).toBe(original.path.toSVG() === "");
        if (original.path.toSVG() === "") continue;
        for (const side of ["minX", "minY", "maxX", "maxY"] as const) {
          expect(Math.abs(copy.path.bbox[side] - original.path.bbox[side]), `${chars} ${side}`).toBeLessThanOrEqual(1);
        }
        compared++;
      }
    }
    // Every distinct glyph of the text, with the ffi ligature as one.
    expect(compared).toBe(new Set("Þórunn Zoë Ångström oce ÆØ").size + 1);
  });
});

describe("FontBook", () => {
  it("sets each character in the first file of the typeface that has it, in runs", async () => {
    const runs = await runsOf("Łukasz Þórunn Дмитрий Αλέξανδρος Nguyễn");
    expect(runs.map((r) => r.text).join("")).toBe("Łukasz Þórunn Дмитрий Αλέξανδρος Nguyễn");
    expect(new Set(runs.map((r) => r.font)).size).toBeGreaterThanOrEqual(4);
    expect(runs[0]!.text).toBe("Ł");
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
    expect(await pdfText(await doc.save())).toEqual(["Lukasz Dvorák Zoë Ångström ? €5"]);
  });

  it("falls back to the standard fonts, with a warning, when the font files cannot be read", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(process, "cwd").mockReturnValue("/nonexistent");
    const { fonts } = await book();
    expect(fonts.usesStandardFonts).toBe(true);
    await fonts.prepare("Þórunn", "heading");
    expect(fonts.runs("Þórunn", "heading").map((r) => r.text)).toEqual(["Þórunn"]);
    // Once per process: an earlier test may have warned already about another file.
    expect(warn.mock.calls.length).toBeLessThanOrEqual(1);
  });
});
