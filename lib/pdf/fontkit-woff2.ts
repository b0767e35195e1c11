import fontkit from "@pdf-lib/fontkit";
import type { Font } from "@pdf-lib/fontkit";
import { encodeSimpleGlyph, type OutlinePoint } from "./truetype";

/**
 * Makes one weight of a variable WOFF2 font usable by pdf-lib's subsetting embedder.
 *
 * The fonts we have are the site's own: fontsource's variable WOFF2 files (Source Sans 3,
 * Lora). @pdf-lib/fontkit 1.1 reads WOFF2 and variable fonts, but not the two together, and
 * its TrueType subsetter assumes an untransformed `glyf`/`loca`:
 * - a WOFF2 glyph is decoded once, with no variation applied (Source Sans 3 would come out at
 *   its default weight, ExtraLight), and decoding a composite glyph (ë, Å) with a variation
 *   set throws;
 * - the subsetter copies each glyph's bytes through `loca`, which a WOFF2 font does not have.
 *
 * So: the glyphs are decoded before the weight is set, each glyph's points are then moved by
 * the font's `gvar` deltas for that weight (as fontkit does for a plain TrueType file), and the
 * subset writes every glyph as a simple outline (composites flattened) with the encoder in
 * ./truetype.ts, without hinting (a PDF viewer does not need it). Advance widths come from
 * `HVAR`, which both families have.
 *
 * Everything here leans on fontkit internals, typed below; lib/pdf/fonts.test.ts checks the
 * result (weights differ, outlines survive the round trip through a PDF).
 */

type Point = OutlinePoint & { endContour: boolean; copy(): Point };
type Component = { glyphID: number; dx: number; dy: number };
type DecodedGlyph = { numberOfContours: number; points?: Point[]; components?: Component[]; phantomPoints?: Point[] };
type PointConstructor = new (onCurve: boolean, endContour: boolean, x: number, y: number) => Point;

type GlyphInternals = {
  advanceWidth: number;
  _decode: () => DecodedGlyph | undefined;
  _getContours: () => Point[][];
  _getMetrics: () => { leftBearing: number };
};

type FontInternals = Font & {
  variationCoords: number[] | null;
  fvar?: { axis: { axisTag: string; defaultValue: number; minValue: number; maxValue: number }[] };
  HVAR?: unknown;
  maxp: Record<string, number>;
  _transformedGlyphs?: (DecodedGlyph | undefined)[];
  _glyphs: Record<number, GlyphInternals | undefined>;
  _getBaseGlyph: (id: number, characters?: number[]) => GlyphInternals | undefined;
  _variationProcessor: { transformPoints: (glyphId: number, points: Point[]) => void } | null;
  _cmapProcessor: { codePointsForGlyph: (glyphId: number) => number[] };
};

type SubsetInternals = {
  font: FontInternals;
  glyf: unknown[];
  loca: { offsets: number[] };
  hmtx: { metrics: { advance: number; bearing: number }[] };
  offset: number;
  glyphEncoder: { encodeSimple: (path: unknown, instructions: number[]) => Uint8Array };
  _addGlyph: (glyphId: number) => number;
};

let FontkitBuffer: { from: (data: Uint8Array) => unknown } | undefined;

/** fontkit writes fonts with its own Buffer polyfill and refuses any other byte array. */
function fontkitBytes(subset: SubsetInternals, bytes: Uint8Array): unknown {
  FontkitBuffer ??= subset.glyphEncoder.encodeSimple(
    {
      commands: [
        { command: "moveTo", args: [0, 0] },
        { command: "lineTo", args: [1, 0] },
        { command: "closePath", args: [] },
      ],
      bbox: { minX: 0, minY: 0, maxX: 1, maxY: 0 },
    },
    [],
  ).constructor as unknown as { from: (data: Uint8Array) => unknown };
  return FontkitBuffer.from(bytes);
}

/** Parses a variable WOFF2 font at the given axis values (e.g. `{ wght: 600 }`), ready for pdf-lib. */
export function openVariableWoff2(bytes: Uint8Array, axes: Record<string, number>): Font {
  // fontkit reads its input with Buffer methods.
  const font = fontkit.create(
    Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
  ) as FontInternals;
  if (!font.fvar) throw new Error("not a variable font");
  if (!font.HVAR) throw new Error("a variable font without HVAR: advance widths would not follow the weight");

  // Decode the WOFF2 glyph table while no variation is set (fontkit cannot do it with one).
  Object.defineProperty(font, "_variationProcessor", { value: null, configurable: true, writable: true });
  font.getGlyph(0);
  Reflect.deleteProperty(font, "_variationProcessor");
  font._glyphs = {};
  const decoded = font._transformedGlyphs;
  if (!decoded) throw new Error("not a WOFF2 font with a transformed glyf table");

  font.variationCoords = font.fvar.axis.map((axis) => {
    const wanted = axes[axis.axisTag.trim()];
    return wanted === undefined ? axis.defaultValue : Math.min(axis.maxValue, Math.max(axis.minValue, wanted));
  });
  const processor = font._variationProcessor;
  if (!processor) throw new Error("no variation processor");
  const Point = decoded.find((g) => g?.points?.length)!.points![0]!.constructor as PointConstructor;

  // A glyph's points (or a composite's component offsets) plus its four phantom points, moved
  // by the glyph's deltas for this weight. The phantom points only need the right count: the
  // advance widths come from HVAR.
  const varied = new Map<number, DecodedGlyph | undefined>();
  const decode = (id: number): DecodedGlyph | undefined => {
    if (varied.has(id)) return varied.get(id);
    const base = decoded[id];
    let out = base;
    if (base && base.numberOfContours > 0 && base.points) {
      const points = base.points.map((p) => p.copy());
      const all = [...points, ...[0, 1, 2, 3].map(() => new Point(false, true, 0, 0))];
      processor.transformPoints(id, all);
      out = { ...base, points, phantomPoints: all.slice(-4) };
    } else if (base && base.numberOfContours < 0 && base.components) {
      const components = base.components.map((c) => Object.assign(Object.create(Object.getPrototypeOf(c) as object) as Component, c));
      const all = [...components.map((c) => new Point(true, true, c.dx, c.dy)), ...[0, 1, 2, 3].map(() => new Point(false, true, 0, 0))];
      processor.transformPoints(id, all);
      components.forEach((c, i) => {
        c.dx = all[i]!.x;
        c.dy = all[i]!.y;
      });
      out = { ...base, components, phantomPoints: all.slice(-4) };
    }
    varied.set(id, out);
    return out;
  };
  const baseGlyph = font._getBaseGlyph.bind(font);
  font._getBaseGlyph = (id, characters) => {
    if (!font._glyphs[id]) {
      const glyph = baseGlyph(id, characters);
      if (glyph) glyph._decode = () => decode(id);
    }
    return font._glyphs[id];
  };

  // A glyph is made once per font and keeps the characters it was first made for, which pdf-lib
  // writes into the PDF's ToUnicode map (copying text, screen readers). Glyphs first made as a
  // part of another (the A of Å) or by the subsetter have none: give them their character.
  const getGlyph = font.getGlyph.bind(font);
  font.getGlyph = (id, characters = []) => {
    const glyph = getGlyph(id, characters);
    if (glyph && glyph.codePoints.length === 0) {
      const mapped = font._cmapProcessor.codePointsForGlyph(id);
      glyph.codePoints = characters.length > 0 ? characters : mapped.slice(0, 1);
    }
    return glyph;
  };

  const createSubset = font.createSubset.bind(font);
  font.createSubset = () => {
    const subset = createSubset() as unknown as SubsetInternals & ReturnType<Font["createSubset"]>;
    // The subset's tables describe its own glyphs: simple, unhinted outlines.
    const maxp = {
      ...font.maxp,
      maxPoints: 0,
      maxContours: 0,
      maxCompositePoints: 0,
      maxCompositeContours: 0,
      maxComponentElements: 0,
      maxComponentDepth: 0,
      maxSizeOfInstructions: 0,
    };
    subset.font = Object.create(font, {
      maxp: { value: maxp },
      "cvt ": { value: undefined },
      prep: { value: undefined },
      fpgm: { value: undefined },
    }) as FontInternals;
    subset._addGlyph = function addGlyph(this: SubsetInternals, glyphId: number): number {
      const glyph = font.getGlyph(glyphId) as unknown as GlyphInternals;
      const contours = glyph._getContours();
      maxp.maxPoints = Math.max(maxp.maxPoints, contours.flat().length);
      maxp.maxContours = Math.max(maxp.maxContours, contours.length);
      const bytes = encodeSimpleGlyph(contours);
      this.glyf.push(fontkitBytes(this, bytes));
      this.loca.offsets.push(this.offset);
      this.hmtx.metrics.push({ advance: Math.round(glyph.advanceWidth), bearing: Math.round(glyph._getMetrics().leftBearing) });
      this.offset += bytes.length;
      return this.glyf.length - 1;
    };
    return subset;
  };
  return font;
}
