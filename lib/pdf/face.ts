import type { Font, Glyph } from "fontkit";
import { PDFHexString, PDFString, type PDFDocument, type PDFRef } from "pdf-lib";
import { deflate } from "./deflate";

/**
 * One font file as documents use it: parsed once per process (fontkit), shaping text word by
 * word, and written into a document as a subset of the glyphs it drew.
 *
 * - Shaping (fontkit's `layout`: ligatures, conjuncts, vowel signs) is most of the cost of
 *   setting text, and a document measures the same words many times. A face shapes a text word
 *   by word and keeps each word's glyphs: a space ends every ligature and conjunct in our fonts.
 *   Positioning (kerning, mark offsets) is left out: a word's width is the sum of its glyphs'
 *   advances, as pdf-lib measures.
 * - A document's font is a PDF Type 0 font (PDF 32000 9.7) whose character codes are the font
 *   file's own glyph numbers (Identity-H; CIDToGIDMap maps them to the subset's). Text is drawn
 *   as it is laid out, and the glyph set is only known when the document is finished; this way
 *   the subset, written then, does not change the codes already drawn, and a face keeps the
 *   subsets it wrote, compressed, for the next document that draws the same glyphs (receipts
 *   mostly do).
 *
 * fontkit is used through its public API only: `layout`, `glyphForCodePoint`, `getGlyph`,
 * `createSubset`, `includeGlyph`, `encode`.
 */

/** Words whose glyphs a face keeps. */
const WORDS_KEPT = 20_000;
/**
 * The positioning features (GPOS) left out of shaping: a word is drawn with its glyphs'
 * advances, so kerning and mark offsets would go unused, and computing them was most of the
 * time of shaping a Latin word (a third of a Devanagari one's).
 */
const UNPOSITIONED: Record<string, boolean> = {
  kern: false,
  mark: false,
  mkmk: false,
  dist: false,
  abvm: false,
  blwm: false,
  curs: false,
  cpsp: false,
};
/** Subsets a face keeps, compressed (a few kilobytes each). */
const SUBSETS_KEPT = 64;

/**
 * fontkit's subset: `includeGlyph` answers the glyph's number in the subset, in the order the
 * glyphs were included after the missing glyph (pdfkit, fontkit's own PDF library, relies on it;
 * @types/fontkit says boolean).
 */
type FontkitSubset = { includeGlyph(glyph: number): number; encode(): Uint8Array };

/** A subset of a face written for a glyph set: the PDF streams' contents, compressed, and the widths. */
type Subset = {
  fontFile: Uint8Array;
  /** The uncompressed font file's length (FontFile2's Length1). */
  fontFileLength: number;
  cidToGid: Uint8Array;
  toUnicode: Uint8Array;
  widths: (number | number[])[];
};

export class Face {
  private readonly words = new Map<string, Glyph[]>();
  private readonly wordWidths = new Map<string, number>();
  private readonly characters: Set<number>;
  private readonly subsets = new Map<string, Subset>();
  /** Font units to thousandths of the font size. */
  readonly scale: number;

  constructor(
    readonly font: Font,
    /** A serif typeface (the font descriptor's flags). */
    readonly serif: boolean,
  ) {
    // fontkit keeps one glyph object per glyph, with the characters it was first made for,
    // which go into the PDF's ToUnicode map (copying text, screen readers). Making each mapped
    // glyph from its own character first means a glyph that shaping or the subsetter makes
    // later (the A of Å, as a part) already has its character.
    for (const cp of font.characterSet) font.glyphForCodePoint(cp);
    this.characters = new Set(font.characterSet);
    this.scale = 1000 / font.unitsPerEm;
  }

  get name(): string {
    return this.font.postscriptName ?? "Font";
  }

  covers(cp: number): boolean {
    return this.characters.has(cp);
  }

  /** The glyphs of `text`, shaped word by word. */
  glyphs(text: string): Glyph[] {
    const out: Glyph[] = [];
    eachWord(text, (word) => {
      for (const glyph of this.wordGlyphs(word)) out.push(glyph);
    });
    return out;
  }

  /** The width of `text` in thousandths of the font size. */
  width(text: string): number {
    let width = 0;
    eachWord(text, (word) => {
      let w = this.wordWidths.get(word);
      if (w === undefined) {
        w = 0;
        for (const glyph of this.wordGlyphs(word)) w += glyph.advanceWidth;
        if (this.wordWidths.size >= WORDS_KEPT) this.wordWidths.clear();
        this.wordWidths.set(word, w);
      }
      width += w;
    });
    return width * this.scale;
  }

  private wordGlyphs(word: string): Glyph[] {
    let glyphs = this.words.get(word);
    if (!glyphs) {
      glyphs = this.font.layout(word, UNPOSITIONED).glyphs;
      if (this.words.size >= WORDS_KEPT) this.words.clear();
      this.words.set(word, glyphs);
    }
    return glyphs;
  }

  /** The subset of the glyphs numbered `ids` (ascending), made once. */
  subset(ids: number[]): Subset {
    const key = ids.join(",");
    let subset = this.subsets.get(key);
    if (!subset) {
      subset = this.makeSubset(ids);
      if (this.subsets.size >= SUBSETS_KEPT) this.subsets.delete(this.subsets.keys().next().value!);
      this.subsets.set(key, subset);
    }
    return subset;
  }

  private makeSubset(ids: number[]): Subset {
    const subset = this.font.createSubset() as unknown as FontkitSubset;
    const cidToGid = new Uint8Array(2 * (ids.at(-1)! + 1));
    for (const id of ids) {
      const gid = subset.includeGlyph(id);
      cidToGid[2 * id] = gid >> 8;
      cidToGid[2 * id + 1] = gid & 0xff;
    }
    const file = subset.encode();
    const glyphs = ids.map((id) => this.font.getGlyph(id));
    return {
      fontFile: deflate(file),
      fontFileLength: file.length,
      cidToGid: deflate(cidToGid),
      toUnicode: deflate(toUnicodeCMap(glyphs)),
      widths: widthsArray(glyphs, this.scale),
    };
  }
}

/** Calls `fn` with each word of `text` and each run of spaces between them, in order. */
function eachWord(text: string, fn: (part: string) => void): void {
  let start = 0;
  for (let i = 1; i <= text.length; i++) {
    if (i === text.length || (text.charCodeAt(i) === 32) !== (text.charCodeAt(start) === 32)) {
      fn(text.slice(start, i));
      start = i;
    }
  }
}

/** The W array of a CID font: runs of consecutive codes, each with their widths. */
function widthsArray(glyphs: Glyph[], scale: number): (number | number[])[] {
  const out: (number | number[])[] = [];
  let run: number[] = [];
  glyphs.forEach((glyph, i) => {
    if (i === 0 || glyph.id !== glyphs[i - 1]!.id + 1) {
      run = [];
      out.push(glyph.id, run);
    }
    run.push(Math.round(glyph.advanceWidth * scale * 100) / 100);
  });
  return out;
}

const hex4 = (n: number): string => n.toString(16).padStart(4, "0");

/** The ToUnicode CMap (PDF 32000 9.10.3): each code's characters, at most 100 a block. */
function toUnicodeCMap(glyphs: Glyph[]): string {
  const entries = glyphs
    .filter((glyph) => glyph.codePoints.length > 0)
    .map((glyph) => {
      const units = String.fromCodePoint(...glyph.codePoints);
      let utf16 = "";
      for (let i = 0; i < units.length; i++) utf16 += hex4(units.charCodeAt(i));
      return `<${hex4(glyph.id)}> <${utf16}>`;
    });
  const blocks: string[] = [];
  for (let i = 0; i < entries.length; i += 100) {
    const block = entries.slice(i, i + 100);
    blocks.push(`${block.length} beginbfchar\n${block.join("\n")}\nendbfchar`);
  }
  return [
    "/CIDInit /ProcSet findresource begin",
    "12 dict begin",
    "begincmap",
    "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def",
    "/CMapName /Adobe-Identity-UCS def",
    "/CMapType 2 def",
    "1 begincodespacerange\n<0000> <ffff>\nendcodespacerange",
    ...blocks,
    "endcmap",
    "CMapName currentdict /CMap defineresource pop",
    "end",
    "end",
  ].join("\n");
}

/** A face in one document: the glyphs drawn with it, written as a subset font when the document is finished. */
export class EmbeddedFace {
  /** The glyphs drawn, by number. */
  private readonly used = new Set<number>();
  private ref: PDFRef | undefined;

  constructor(
    private readonly doc: PDFDocument,
    readonly face: Face,
    /** The subset's tag, six capital letters (PDF 32000 9.6.4). */
    private readonly tag: string,
  ) {}

  /**
   * The codes that draw `text`, and the font's object. `actualText` is the text itself when the
   * glyphs do not carry its characters in its order (a vowel sign drawn before the consonant it
   * follows): a reader that honours ActualText copies the text, not the glyphs.
   */
  encode(text: string): { codes: PDFHexString; ref: PDFRef; actualText?: string } {
    const glyphs = this.face.glyphs(text);
    let codes = "";
    let carried = "";
    for (const glyph of glyphs) {
      this.used.add(glyph.id);
      codes += hex4(glyph.id);
      carried += String.fromCodePoint(...glyph.codePoints);
    }
    this.ref ??= this.doc.context.nextRef();
    return { codes: PDFHexString.of(codes), ref: this.ref, ...(carried === text ? {} : { actualText: text }) };
  }

  /** Writes the font's objects (nothing when nothing was drawn with it). */
  write(): void {
    if (!this.ref) return;
    const { context } = this.doc;
    const { font, scale } = this.face;
    const subset = this.face.subset([...this.used].sort((a, b) => a - b));
    const name = `${this.tag}+${this.face.name}`;
    const fontFile = context.register(context.stream(subset.fontFile, { Filter: "FlateDecode", Length1: subset.fontFileLength }));
    const descriptor = context.register(
      context.obj({
        Type: "FontDescriptor",
        FontName: name,
        // Symbolic (its own glyph set), and Serif for Lora.
        Flags: this.face.serif ? 4 | 2 : 4,
        FontBBox: [font.bbox.minX * scale, font.bbox.minY * scale, font.bbox.maxX * scale, font.bbox.maxY * scale],
        ItalicAngle: font.italicAngle,
        Ascent: font.ascent * scale,
        Descent: font.descent * scale,
        CapHeight: (font.capHeight || font.ascent) * scale,
        XHeight: (font.xHeight || 0) * scale,
        StemV: 0,
        FontFile2: fontFile,
      }),
    );
    const cidFont = context.register(
      context.obj({
        Type: "Font",
        Subtype: "CIDFontType2",
        BaseFont: name,
        CIDSystemInfo: { Registry: PDFString.of("Adobe"), Ordering: PDFString.of("Identity"), Supplement: 0 },
        FontDescriptor: descriptor,
        W: subset.widths,
        CIDToGIDMap: context.register(context.stream(subset.cidToGid, { Filter: "FlateDecode" })),
      }),
    );
    context.assign(
      this.ref,
      context.obj({
        Type: "Font",
        Subtype: "Type0",
        BaseFont: name,
        Encoding: "Identity-H",
        DescendantFonts: [cidFont],
        ToUnicode: context.register(context.stream(subset.toUnicode, { Filter: "FlateDecode" })),
      }),
    );
  }
}
