import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import fontkit from "@pdf-lib/fontkit";
import type { Font } from "@pdf-lib/fontkit";
import { StandardFonts, type Color, type PDFDocument, type PDFFont, type PDFPage } from "pdf-lib";
import { openVariableWoff2 } from "./fontkit-woff2";
import { cleanLine } from "./text";

/**
 * The fonts of a PDF, and the text drawn with them.
 *
 * "unicode" (the default) embeds the site's own typefaces, from the @fontsource-variable
 * packages it already self-hosts: Source Sans 3 for text (400, and 600 for bold) and Lora 600
 * for headings, subset to the glyphs used. Each typeface comes as several files by script
 * (latin, latin-ext, vietnamese, greek, cyrillic); a character is drawn with the first file that
 * has it, so "Zoë Ångström", "Þórunn", "Łukasz", "Nguyễn", "Αλέξανδρος" and "Дмитрий" all print.
 * There is no CJK, Arabic, Hebrew or Indic font among our packages: such characters print as
 * "?" (as does anything else no file has, emoji for one).
 *
 * "standard" uses the PDF's built-in Helvetica and Times (nothing embedded), which know only
 * the WinAnsi characters (Western European). The "unicode" mode falls back to it, with a
 * warning, when the font files cannot be read.
 *
 * In both modes a character no font has is printed as its compatibility decomposition without
 * accents when that helps ("Dvořák" → "Dvorák" and "Łukasz" → "Lukasz" in Helvetica, the
 * ligature "ﬁ" → "fi"), a combining mark no font has is dropped, and anything else becomes "?".
 *
 * Nothing here throws on user text.
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

type FaceSpec = { family: "source-sans-3" | "lora"; subset: string; weight: number };

const SANS_SUBSETS = ["latin", "latin-ext", "vietnamese", "greek", "greek-ext", "cyrillic", "cyrillic-ext"];
const LORA_SUBSETS = ["latin", "latin-ext", "vietnamese", "cyrillic", "cyrillic-ext"];
const sans = (weight: number): FaceSpec[] => SANS_SUBSETS.map((subset) => ({ family: "source-sans-3", subset, weight }));

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

const POSTSCRIPT: Record<FaceSpec["family"], string> = { "source-sans-3": "SourceSans3", lora: "Lora" };
const WEIGHT_NAMES: Record<number, string> = { 400: "Regular", 600: "Semibold", 700: "Bold" };

/** Where the @fontsource-variable packages are: the app's node_modules (next start, scripts, tests). */
function fontFile(spec: FaceSpec): string {
  return path.join(
    process.cwd(),
    "node_modules",
    "@fontsource-variable",
    spec.family,
    "files",
    `${spec.family}-${spec.subset}-wght-normal.woff2`,
  );
}

/** One font file at one weight, parsed once per process. */
type Face = { spec: FaceSpec; font: Font; token: Uint8Array };

const faces = new Map<string, Promise<Face | null>>();
/** pdf-lib asks fontkit to parse the bytes it is given; each face hands it a token that stands for its parsed font. */
const byToken = new WeakMap<Uint8Array, Font>();
const fontkitForFaces = {
  create: (bytes: Uint8Array): Font => byToken.get(bytes) ?? fontkit.create(bytes),
};

let warned = false;
function warnOnce(message: string): void {
  if (warned) return;
  warned = true;
  console.warn(`[pdf] ${message}`);
}

function loadFace(spec: FaceSpec): Promise<Face | null> {
  const file = fontFile(spec);
  const key = `${file}@${spec.weight}`;
  let face = faces.get(key);
  if (!face) {
    face = readFile(file)
      .then((bytes): Face => {
        const font = openVariableWoff2(bytes, { wght: spec.weight });
        const token = new Uint8Array(1);
        byToken.set(token, font);
        return { spec, font, token };
      })
      .catch((error: unknown) => {
        warnOnce(
          `cannot use ${file} (${error instanceof Error ? error.message : String(error)}): text that needs it falls back to Helvetica or "?" (lib/pdf/fonts.ts)`,
        );
        return null;
      });
    faces.set(key, face);
  }
  return face;
}

/** A font as a document uses it: what it can draw, and the embedded font that draws it. */
type DocFont = { covers: (codePoint: number) => boolean; pdf: () => Promise<PDFFont> };

/** A piece of a line set in one font. */
export type TextRun = { text: string; font: PDFFont };

/** The fonts of one document. Call `prepare` with a text (async) before measuring or drawing it (sync). */
export class FontBook {
  private readonly chains: Record<FontRole, (DocFont | null | undefined)[]> = { regular: [], bold: [], heading: [] };
  private readonly embedded = new Map<DocFont, PDFFont>();
  private standard = false;
  private subsetCount = 0;

  private constructor(private readonly doc: PDFDocument) {}

  static async create(doc: PDFDocument, mode: FontMode = "unicode"): Promise<FontBook> {
    const book = new FontBook(doc);
    doc.registerFontkit(fontkitForFaces);
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
      const face: DocFont = { covers: (cp) => charset.has(cp), pdf: async () => font };
      this.embedded.set(face, font);
      this.chains[role] = [face];
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
    let embedding: Promise<PDFFont> | undefined;
    const docFont: DocFont = {
      covers: (cp) => face.font.hasGlyphForCodePoint(cp),
      pdf: () =>
        (embedding ??= this.doc
          .embedFont(face.token, {
            subset: true,
            customName: `${this.subsetTag()}+${POSTSCRIPT[face.spec.family]}-${WEIGHT_NAMES[face.spec.weight] ?? face.spec.weight}`,
          })
          .then((font) => {
            this.embedded.set(docFont, font);
            return font;
          })),
    };
    return docFont;
  }

  /** A subset font's name starts with six capital letters of its own (PDF 32000 9.6.4). */
  private subsetTag(): string {
    let n = this.subsetCount++;
    let tag = "";
    for (let i = 0; i < 6; i++) {
      tag = String.fromCharCode(65 + (n % 26)) + tag;
      n = Math.floor(n / 26);
    }
    return tag;
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

  /** Loads and embeds every font the text needs in that role. */
  async prepare(text: string, role: FontRole): Promise<void> {
    const line = cleanLine(text);
    const wanted = new Set<number>([REPLACEMENT.codePointAt(0)!]);
    for (const ch of line) {
      wanted.add(ch.codePointAt(0)!);
      for (const base of FOLDED[ch] ?? ch.normalize("NFKD")) wanted.add(base.codePointAt(0)!);
    }
    // Each character's first face is embedded: a run only ever continues in a face that was
    // some earlier character's first, so whatever part of the text is drawn, its faces are here.
    for (const cp of wanted) {
      await this.reach(role, cp);
      const face = this.pick(role, cp);
      if (face && !this.embedded.has(face)) await face.pdf();
    }
  }

  /** The line split into runs of one face each, with what no face has replaced (see the file comment). */
  private segments(line: string, role: FontRole): { face: DocFont; text: string }[] {
    const out: { face: DocFont; text: string }[] = [];
    let current: DocFont | undefined;
    const push = (ch: string): void => {
      const face = this.pick(role, ch.codePointAt(0)!, current);
      if (!face) return;
      if (face === current && out.length > 0) out[out.length - 1]!.text += ch;
      else out.push({ face, text: ch });
      current = face;
    };
    for (const ch of cleanLine(line)) {
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
    return this.segments(text, role).map(({ face, text: t }) => {
      const font = this.embedded.get(face);
      if (!font) throw new Error(`lib/pdf: text drawn before FontBook.prepare: ${JSON.stringify(t)}`);
      return { text: t, font };
    });
  }

  /** The width of `text` in points at `size` (after `prepare`). */
  measure(text: string, role: FontRole, size: number): number {
    return this.runs(text, role).reduce((sum, run) => sum + run.font.widthOfTextAtSize(run.text, size), 0);
  }

  /** Draws one line of `text` with its left end at (x, baseline) (after `prepare`). */
  draw(page: PDFPage, text: string, options: { x: number; y: number; size: number; role: FontRole; color: Color }): number {
    let x = options.x;
    for (const run of this.runs(text, options.role)) {
      page.drawText(run.text, { x, y: options.y, size: options.size, font: run.font, color: options.color });
      x += run.font.widthOfTextAtSize(run.text, options.size);
    }
    return x - options.x;
  }

  /** True when the document fell back to (or asked for) the standard fonts. */
  get usesStandardFonts(): boolean {
    return this.standard;
  }
}
