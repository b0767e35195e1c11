import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFRawStream,
  PDFRef,
  PDFStream,
  type PDFObject,
} from "pdf-lib";

/**
 * The text of a PDF that lib/pdf wrote, page by page, one string per page with a line per
 * baseline (pieces on one baseline joined by a space when there is a gap between them). For
 * tests and checks: it reads the operators pdf-lib writes (Tf, Tm, Tj with hex strings), the
 * ToUnicode maps of embedded fonts and WinAnsi for the standard ones; it is not a general PDF
 * text extractor.
 */
export async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  return doc.getPages().map((page) => {
    const fonts = new Map<string, FontMap>();
    const fontDict = page.node.Resources()?.lookupMaybe(PDFName.of("Font"), PDFDict);
    for (const [name, ref] of fontDict?.entries() ?? []) {
      const dict = doc.context.lookup(ref);
      if (dict instanceof PDFDict) fonts.set(name.decodeText(), fontMap(doc, dict));
    }
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((r) => doc.context.lookup(r)) : [contents];
    const source = streams
      .map((s) => (s instanceof PDFRawStream ? new TextDecoder("latin1").decode(decodePDFRawStream(s).decode()) : ""))
      .join("\n");
    return linesOf(pieces(source, fonts));
  });
}

type FontMap = { decode: (hex: string) => string; width: (hex: string) => number | undefined };

/** WinAnsi codes 0x80–0x9F that differ from Latin-1 (the rest of the table is Latin-1). */
const WIN_ANSI: Record<number, string> = {
  0x80: "€",
  0x82: "‚",
  0x83: "ƒ",
  0x84: "„",
  0x85: "…",
  0x86: "†",
  0x87: "‡",
  0x88: "ˆ",
  0x89: "‰",
  0x8a: "Š",
  0x8b: "‹",
  0x8c: "Œ",
  0x8e: "Ž",
  0x91: "‘",
  0x92: "’",
  0x93: "“",
  0x94: "”",
  0x95: "•",
  0x96: "–",
  0x97: "—",
  0x98: "˜",
  0x99: "™",
  0x9a: "š",
  0x9b: "›",
  0x9c: "œ",
  0x9e: "ž",
  0x9f: "Ÿ",
};

function deref(doc: PDFDocument, value: PDFObject | undefined): PDFObject | undefined {
  return value instanceof PDFRef ? doc.context.lookup(value) : value;
}

function fontMap(doc: PDFDocument, font: PDFDict): FontMap {
  const toUnicode = deref(doc, font.get(PDFName.of("ToUnicode")));
  if (!(toUnicode instanceof PDFStream) || !(toUnicode instanceof PDFRawStream)) {
    // A standard font: one byte per character, WinAnsi.
    return {
      decode: (hex) => (hex.match(/../g) ?? []).map((b) => WIN_ANSI[parseInt(b, 16)] ?? String.fromCharCode(parseInt(b, 16))).join(""),
      width: () => undefined,
    };
  }
  const cmap = new TextDecoder().decode(decodePDFRawStream(toUnicode).decode());
  const glyphs = new Map<number, string>();
  for (const [, gid, unicode] of cmap.matchAll(/<([0-9a-fA-F]{4})>\s*<([0-9a-fA-F]+)>/g)) {
    const units = (unicode!.match(/..../g) ?? []).map((u) => parseInt(u, 16));
    glyphs.set(parseInt(gid!, 16), String.fromCharCode(...units));
  }
  const widths = new Map<number, number>();
  const descendants = deref(doc, font.get(PDFName.of("DescendantFonts")));
  const cid = descendants instanceof PDFArray ? deref(doc, descendants.get(0)) : undefined;
  const w = cid instanceof PDFDict ? deref(doc, cid.get(PDFName.of("W"))) : undefined;
  if (w instanceof PDFArray) {
    for (let i = 0; i + 1 < w.size(); i += 2) {
      const start = w.get(i);
      const list = deref(doc, w.get(i + 1));
      if (start instanceof PDFNumber && list instanceof PDFArray) {
        list.asArray().forEach((n, k) => {
          if (n instanceof PDFNumber) widths.set(start.asNumber() + k, n.asNumber());
        });
      }
    }
  }
  const ids = (hex: string): number[] => (hex.match(/..../g) ?? []).map((g) => parseInt(g, 16));
  return {
    decode: (hex) =>
      ids(hex)
        .map((id) => glyphs.get(id) ?? "\uFFFD")
        .join(""),
    width: (hex) => ids(hex).reduce((sum, id) => sum + (widths.get(id) ?? 0), 0),
  };
}

type Piece = { text: string; x: number; y: number; end: number | undefined };

/** The shown strings with where they start and end, from the operators pdf-lib writes. */
function pieces(source: string, fonts: Map<string, FontMap>): Piece[] {
  const out: Piece[] = [];
  const stack: string[] = [];
  let font: FontMap | undefined;
  let size = 0;
  let x = 0;
  let y = 0;
  for (const [token] of source.matchAll(/<[0-9a-fA-F\s]*>|\/[^\s/<>[\]()]+|\[|\]|[-+.\d]+|[A-Za-z'"*]+/g)) {
    if (/^[A-Za-z'"*]+$/.test(token)) {
      if (token === "Tf") {
        font = fonts.get(stack[0]?.slice(1) ?? "");
        size = Number(stack[1]);
      } else if (token === "Tm") {
        x = Number(stack[4]);
        y = Number(stack[5]);
      } else if (token === "Td") {
        x += Number(stack[0]);
        y += Number(stack[1]);
      } else if (token === "Tj" && font && stack[0]?.startsWith("<")) {
        const hex = stack[0].slice(1, -1).replace(/\s+/g, "");
        const w = font.width(hex);
        out.push({ text: font.decode(hex), x, y, end: w === undefined ? undefined : x + (w * size) / 1000 });
        if (w !== undefined) x += (w * size) / 1000;
      }
      stack.length = 0;
    } else {
      stack.push(token);
    }
  }
  return out;
}

function linesOf(all: Piece[]): string {
  const sorted = [...all].sort((a, b) => b.y - a.y);
  const lines: Piece[][] = [];
  for (const piece of sorted) {
    const line = lines.at(-1);
    if (line && Math.abs(line[0]!.y - piece.y) < 1) line.push(piece);
    else lines.push([piece]);
  }
  return lines
    .map((line) => line.sort((a, b) => a.x - b.x))
    .map((line) =>
      line
        .map((p, i) => {
          const previous = line[i - 1];
          const joined = previous && previous.end !== undefined && Math.abs(p.x - previous.end) < 0.5;
          return (i === 0 || joined ? "" : " ") + p.text;
        })
        .join(""),
    )
    .join("\n");
}
