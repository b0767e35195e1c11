import { readFile } from "node:fs/promises";
import path from "node:path";
import { create } from "fontkit";
import {
  beginText,
  endMarkedContent,
  endText,
  PDFHexString,
  PDFName,
  PDFOperator,
  PDFOperatorNames,
  popGraphicsState,
  pushGraphicsState,
  setFillingColor,
  setFontAndSize,
  setTextMatrix,
  showText,
  StandardFonts,
  type Color,
  type PDFDocument,
  type PDFPage,
  type PDFRef,
} from "pdf-lib";
import { EmbeddedFace, Face } from "./face";
import { cleanLine } from "./text";
import { woffToSfnt } from "./woff";
import { logFor } from "@/lib/observability/log";

const log = logFor("pdf");

/**
 * The fonts of a PDF, and the text drawn with them.
 *
 * "unicode" (the default) embeds the site's own typefaces, from fontsource's static packages:
 * Source Sans 3 for text (400, and 600 for bold) and Lora 600 for headings, with Noto Sans
 * Devanagari and Noto Sans Tamil behind them, each subset to the glyphs used. Each typeface
 * comes as several files by script (latin, latin-ext, vietnamese, greek, cyrillic, devanagari,
 * tamil); a character is drawn with the first file that has it, so "Zoë Ångström", "Þórunn",
 * "Łukasz", "Nguyễn", "Αλέξανδρος", "Дмитрий", "प्रिया शर्मा" and "க்ருஷ்ணன்" all print, shaped
 * (conjuncts, vowel signs) by fontkit. There is no CJK, Arabic or Hebrew font among our
 * packages: such characters print as "?" (as does anything else no file has, emoji for one).
 *
 * "standard" uses the PDF's built-in Helvetica and Times (nothing embedded), which know only
 * the WinAnsi characters (Western European). The "unicode" mode falls back to it, with a
 * warning, when the font files cannot be read.
 *
 * In both modes a character no font has is printed as its compatibility decomposition without
 * accents when that helps ("Dvořák" → "Dvorák" and "Łukasz" → "Lukasz" in Helvetica, the
 * ligature "ﬁ" → "fi"), a combining mark no font has is dropped, and anything else becomes "?".
 *
 * The font files are fontsource's static WOFF files; each is read, unwrapped to TrueType
 * (./woff.ts) and parsed by fontkit once per process, and written into each document that uses
 * it as a subset of the glyphs drawn (./face.ts). Text is drawn with pdf-lib's content-stream
 * operators, a run whose glyphs are not in the text's order (a Devanagari vowel sign drawn
 * before its consonant) marked with the text as its ActualText. Nothing here throws on user text.
 */
export type FontMode = "unicode" | "standard";

/** What a piece of text is set in: body text, bold body text, or a heading. */
export type FontRole = "regular" | "bold" | "heading";

/** The character printed for one that no font has. */
export const REPLACEMENT = "?";

/** Letters that Unicode does not decompose into a base letter and an accent, with the letter they are read as. */
const FOLDED: Record<string, string> = {
  Ł: "L",
  ł: "l",
  Đ: "D",
  đ: "d",
  Ħ: "H",
  ħ: "h",
  ı: "i",
  Ŧ: "T",
  ŧ: "t",
  Ŋ: "N",
  ŋ: "n",
  ĸ: "k",
  ſ: "s",
  Ŀ: "L",
  ŀ: "l",
};

type Family = "source-sans-3" | "lora" | "noto-sans-devanagari" | "noto-sans-tamil";
type FaceSpec = { family: Family; subset: string; weight: number };

const SANS_SUBSETS = ["latin", "latin-ext", "vietnamese", "greek", "greek-ext", "cyrillic", "cyrillic-ext"];
const LORA_SUBSETS = ["latin", "latin-ext", "vietnamese", "cyrillic", "cyrillic-ext"];
/** Source Sans 3 in every script it has, then the Indic scripts it lacks. */
const sans = (weight: number): FaceSpec[] => [
  ...SANS_SUBSETS.map((subset): FaceSpec => ({ family: "source-sans-3", subset, weight })),
  { family: "noto-sans-devanagari", subset: "devanagari", weight },
  { family: "noto-sans-tamil", subset: "tamil", weight },
];

/** Each role's files, in the order a character is looked up (Lora has no Greek: Source Sans 3 has). */
const CHAINS: Record<FontRole, FaceSpec[]> = {
  regular: sans(400),
  bold: sans(600),
  heading: [...LORA_SUBSETS.map((subset): FaceSpec => ({ family: "lora", subset, weight: 600 })), ...sans(600)],
};

const STANDARD: Record<FontRole, StandardFonts> = {
  regular: StandardFonts.Helvetica,
  bold: StandardFonts.HelveticaBold,
  heading: StandardFonts.TimesRomanBold,
};

/** Where the @fontsource packages are: the app's node_modules (next start, scripts, tests). */
function fontFile(spec: FaceSpec): string {
  return path.join(
    process.cwd(),
    "node_modules",
    "@fontsource",
    spec.family,
    "files",
    `${spec.family}-${spec.subset}-${spec.weight}-normal.woff`,
  );
}

const faces = new Map<string, Promise<Face | null>>();

/** The n-th subset's tag: six capital letters (PDF 32000 9.6.4). */
function subsetTag(n: number): string {
  let tag = "";
  for (let i = 0; i < 6; i++) {
    tag = String.fromCharCode(65 + (n % 26)) + tag;
    n = Math.floor(n / 26);
  }
  return tag;
}

let warned = false;
function warnOnce(message: string): void {
  if (warned) return;
  warned = true;
  log.warn(message);
}

function loadFace(spec: FaceSpec): Promise<Face | null> {
  const file = fontFile(spec);
  let face = faces.get(file);
  if (!face) {
    face = readFile(file)
      .then((woff) => {
        const font = create(woffToSfnt(woff));
        if (!("layout" in font)) throw new Error("a font collection, not a font");
        return new Face(font, spec.family === "lora");
      })
      .catch((error: unknown) => {
        warnOnce(
          `cannot use ${file} (${error instanceof Error ? error.message : String(error)}): text that needs it falls back to Helvetica or "?" (lib/pdf/fonts.ts)`,
        );
        return null;
      });
    faces.set(file, face);
  }
  return face;
}

/** A font as a document uses it: what it can draw, its widths, and the codes that draw a text with it. */
type DocFont = {
  name: string;
  covers: (codePoint: number) => boolean;
  /** In thousandths of the font size. */
  width: (text: string) => number;
  encode: (text: string) => { codes: PDFHexString; ref: PDFRef; actualText?: string };
};

function coversAll(font: DocFont, text: string): boolean {
  for (const ch of text) if (!font.covers(ch.codePointAt(0)!)) return false;
  return true;
}

/** A piece of a line set in one font (its name); `width` is in thousandths of the font size. */
export type TextRun = { text: string; font: string; width: number };

/** The fonts of one document. Call `prepare` with a text (async) before measuring or drawing it (sync), and `write` before saving. */
export class FontBook {
  private readonly chains: Record<FontRole, (DocFont | null | undefined)[]> = { regular: [], bold: [], heading: [] };
  /** Each file's font in this document: a file is embedded once, whichever roles use it. */
  private readonly embedded = new Map<Face, EmbeddedFace>();
  /** The name of each font in each page's resources. */
  private readonly resourceNames = new WeakMap<PDFPage, Map<PDFRef, PDFName>>();
  private standard = false;

  private constructor(private readonly doc: PDFDocument) {}

  static async create(doc: PDFDocument, mode: FontMode = "unicode"): Promise<FontBook> {
    const book = new FontBook(doc);
    if (mode === "unicode") {
      const first = await Promise.all((["regular", "bold", "heading"] as const).map((role) => book.face(role, 0)));
      if (first.some((f) => !f)) mode = "standard";
    }
    if (mode === "standard") await book.useStandardFonts();
    // What truncated and replaced text is drawn with.
    for (const role of ["regular", "bold", "heading"] as const) await book.prepare(`${REPLACEMENT}…`, role);
    return book;
  }

  private async useStandardFonts(): Promise<void> {
    this.standard = true;
    for (const role of ["regular", "bold", "heading"] as const) {
      const font = await this.doc.embedFont(STANDARD[role]);
      const charset = new Set(font.getCharacterSet());
      this.chains[role] = [
        {
          name: font.name,
          covers: (cp) => charset.has(cp),
          width: (text) => font.widthOfTextAtSize(text, 1000),
          encode: (text) => ({ codes: font.encodeText(text), ref: font.ref }),
        },
      ];
    }
  }

  /** The role's n-th face, loaded on first use; null when its file is missing or past the chain's end. */
  private async face(role: FontRole, index: number): Promise<DocFont | null> {
    const chain = this.chains[role];
    if (chain[index] !== undefined) return chain[index];
    const spec = this.standard ? undefined : CHAINS[role][index];
    const face = spec ? await loadFace(spec) : null;
    if (chain[index] === undefined) chain[index] = face ? this.docFont(face) : null;
    return chain[index];
  }

  private docFont(face: Face): DocFont {
    let embedded = this.embedded.get(face);
    if (!embedded) {
      embedded = new EmbeddedFace(this.doc, face, subsetTag(this.embedded.size));
      this.embedded.set(face, embedded);
    }
    const { encode } = embedded;
    return { name: face.name, covers: (cp) => face.covers(cp), width: (text) => face.width(text), encode: encode.bind(embedded) };
  }

  /** The first loaded face of the role that has the character (the current one preferred, so a space stays in its run). */
  private pick(role: FontRole, cp: number, current?: DocFont): DocFont | undefined {
    if (current?.covers(cp)) return current;
    for (const face of this.chains[role]) if (face?.covers(cp)) return face;
    return undefined;
  }

  /** Loads the role's faces in order until one has the character (or none is left). */
  private async reach(role: FontRole, cp: number): Promise<void> {
    for (let i = 0; i < (this.standard ? 1 : CHAINS[role].length); i++) {
      if ((await this.face(role, i))?.covers(cp)) return;
    }
  }

  /** Loads every font the text needs in that role. */
  async prepare(text: string, role: FontRole): Promise<void> {
    // The faces of a role are loaded in order, so a loaded face that has a character is the
    // first in the chain that has it.
    const need = async (cp: number): Promise<boolean> => {
      if (!this.pick(role, cp)) await this.reach(role, cp);
      return this.pick(role, cp) !== undefined;
    };
    await need(REPLACEMENT.codePointAt(0)!);
    for (const ch of cleanLine(text)) {
      if (await need(ch.codePointAt(0)!)) continue;
      // What no face has is drawn as its letters without accents, when the faces have them.
      for (const base of FOLDED[ch] ?? ch.normalize("NFKD")) await need(base.codePointAt(0)!);
    }
  }

  /** The line (cleaned: text.ts cleanLine) split into runs of one face each, with what no face has replaced (see the file comment). */
  private segments(line: string, role: FontRole): { face: DocFont; text: string }[] {
    // Most lines are set in the role's first face alone.
    const first = this.chains[role][0];
    if (first && coversAll(first, line)) return line ? [{ face: first, text: line }] : [];
    const out: { face: DocFont; text: string }[] = [];
    let current: DocFont | undefined;
    const push = (ch: string): void => {
      const face = this.pick(role, ch.codePointAt(0)!, current);
      if (!face) return;
      if (face === current && out.length > 0) out[out.length - 1]!.text += ch;
      else out.push({ face, text: ch });
      current = face;
    };
    for (const ch of line) {
      if (this.pick(role, ch.codePointAt(0)!, current)) {
        push(ch);
        continue;
      }
      if (/\p{M}/u.test(ch)) continue;
      const base = Array.from(FOLDED[ch] ?? ch.normalize("NFKD").replace(/\p{M}/gu, ""));
      if (base.length > 0 && base.every((b) => this.pick(role, b.codePointAt(0)!, current))) base.forEach(push);
      else push(REPLACEMENT);
    }
    return out;
  }

  /** The runs to draw `text` with (after `prepare`). */
  runs(text: string, role: FontRole): TextRun[] {
    return this.segments(cleanLine(text), role).map(({ face, text: t }) => ({ text: t, font: face.name, width: face.width(t) }));
  }

  /** The width of a line (cleaned: text.ts cleanLine) in points at `size` (after `prepare`). */
  measure(text: string, role: FontRole, size: number): number {
    return (this.segments(text, role).reduce((sum, s) => sum + s.face.width(s.text), 0) * size) / 1000;
  }

  /** Draws a line (cleaned: text.ts cleanLine) with its left end at (x, baseline) (after `prepare`); returns its width. */
  draw(page: PDFPage, text: string, options: { x: number; y: number; size: number; role: FontRole; color: Color }): number {
    const operators = [pushGraphicsState(), beginText(), setFillingColor(options.color)];
    let x = options.x;
    for (const { face, text: t } of this.segments(text, options.role)) {
      const { codes, ref, actualText } = face.encode(t);
      operators.push(setFontAndSize(this.resourceName(page, ref), options.size), setTextMatrix(1, 0, 0, 1, x, options.y));
      if (actualText === undefined) operators.push(showText(codes));
      else
        operators.push(
          PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [
            PDFName.of("Span"),
            // An inline property list; pdf-lib writes any object, its type lists the ones its own operators take.
            this.doc.context.obj({ ActualText: PDFHexString.fromText(actualText) }) as unknown as PDFName,
          ]),
          showText(codes),
          endMarkedContent(),
        );
      x += (face.width(t) * options.size) / 1000;
    }
    operators.push(endText(), popGraphicsState());
    page.pushOperators(...operators);
    return x - options.x;
  }

  /** The font's name in the page's resources. */
  private resourceName(page: PDFPage, ref: PDFRef): PDFName {
    let names = this.resourceNames.get(page);
    if (!names) this.resourceNames.set(page, (names = new Map()));
    let name = names.get(ref);
    if (!name) names.set(ref, (name = page.node.newFontDictionary("F", ref)));
    return name;
  }

  /** Writes the embedded fonts, subset to the glyphs drawn: call it once, when everything is drawn. */
  write(): void {
    for (const font of this.embedded.values()) font.write();
  }

  /** True when the document fell back to (or asked for) the standard fonts. */
  get usesStandardFonts(): boolean {
    return this.standard;
  }
}
