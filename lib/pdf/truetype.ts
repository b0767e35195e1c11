/** A point of a TrueType outline: on the curve, or the control point of a quadratic curve. */
export type OutlinePoint = { x: number; y: number; onCurve: boolean };

const ON_CURVE = 0x01;
const X_SHORT = 0x02;
const Y_SHORT = 0x04;
const REPEAT = 0x08;
/** With X_SHORT: the byte is positive. Without it: x is the same as the previous point's (no bytes). */
const X_SAME_OR_POSITIVE = 0x10;
const Y_SAME_OR_POSITIVE = 0x20;

/**
 * Encodes contours as one simple glyph of a TrueType `glyf` table (OpenType spec, "glyf"),
 * coordinates rounded to font units, without hinting instructions, padded to 4 bytes (so short
 * and long `loca` offsets both work). An empty outline (a space) encodes as no bytes at all.
 *
 * fontkit has an encoder for this (TTFGlyphEncoder.encodeSimple), but it drops a trailing run of
 * repeated flags, which scrambles any glyph whose last points share their flags (Þ, for one).
 */
export function encodeSimpleGlyph(contours: readonly (readonly OutlinePoint[])[]): Uint8Array {
  const kept = contours.filter((contour) => contour.length > 0);
  const points = kept.flat().map((p) => ({ x: Math.round(p.x), y: Math.round(p.y), onCurve: p.onCurve }));
  if (points.length === 0) return new Uint8Array(0);

  const endPoints: number[] = [];
  let count = 0;
  for (const contour of kept) {
    count += contour.length;
    endPoints.push(count - 1);
  }

  const flags: number[] = [];
  const xs: number[] = [];
  const ys: number[] = [];
  // Each coordinate is stored as a difference from the previous point: one byte and a sign
  // flag when it fits, no bytes when it is 0, else two bytes.
  const delta = (d: number, out: number[], short: number, sameOrPositive: number): number => {
    if (d === 0) return sameOrPositive;
    if (Math.abs(d) <= 255) {
      out.push(Math.abs(d));
      return short | (d > 0 ? sameOrPositive : 0);
    }
    out.push((d >> 8) & 0xff, d & 0xff);
    return 0;
  };
  let lastX = 0;
  let lastY = 0;
  for (const p of points) {
    let flag = p.onCurve ? ON_CURVE : 0;
    flag |= delta(p.x - lastX, xs, X_SHORT, X_SAME_OR_POSITIVE);
    flag |= delta(p.y - lastY, ys, Y_SHORT, Y_SAME_OR_POSITIVE);
    flags.push(flag);
    lastX = p.x;
    lastY = p.y;
  }

  // Runs of equal flags are written once with REPEAT and a count (at most 255).
  const packed: number[] = [];
  for (let i = 0; i < flags.length;) {
    let run = 1;
    while (i + run < flags.length && flags[i + run] === flags[i] && run < 256) run++;
    if (run > 1) packed.push(flags[i]! | REPEAT, run - 1);
    else packed.push(flags[i]!);
    i += run;
  }

  const header = 10 + 2 * endPoints.length + 2;
  const size = header + packed.length + xs.length + ys.length;
  const bytes = new Uint8Array(Math.ceil(size / 4) * 4);
  const view = new DataView(bytes.buffer);
  view.setInt16(0, endPoints.length);
  view.setInt16(2, Math.min(...points.map((p) => p.x)));
  view.setInt16(4, Math.min(...points.map((p) => p.y)));
  view.setInt16(6, Math.max(...points.map((p) => p.x)));
  view.setInt16(8, Math.max(...points.map((p) => p.y)));
  endPoints.forEach((end, i) => view.setUint16(10 + 2 * i, end));
  view.setUint16(10 + 2 * endPoints.length, 0); // no instructions
  bytes.set(packed, header);
  bytes.set(xs, header + packed.length);
  bytes.set(ys, header + packed.length + xs.length);
  return bytes;
}
