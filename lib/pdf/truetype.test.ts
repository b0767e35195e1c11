import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { encodeSimpleGlyph, type OutlinePoint } from "./truetype";

/** Reads a simple glyph back as the OpenType spec describes it (independently of the encoder). */
function decode(bytes: Uint8Array): { bbox: number[]; contours: OutlinePoint[][] } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const contourCount = view.getInt16(0);
  const bbox = [view.getInt16(2), view.getInt16(4), view.getInt16(6), view.getInt16(8)];
  const ends = Array.from({ length: contourCount }, (_, i) => view.getUint16(10 + 2 * i));
  let at = 10 + 2 * contourCount;
  at += 2 + view.getUint16(at);
  const count = ends.at(-1)! + 1;
  const flags: number[] = [];
  while (flags.length < count) {
    const flag = bytes[at++]!;
    flags.push(flag);
    if (flag & 0x08) for (let n = bytes[at++]!; n > 0; n--) flags.push(flag);
  }
  const read = (short: number, same: number): number[] => {
    let value = 0;
    return flags.map((flag) => {
      if (flag & short) {
        const d = bytes[at++]!;
        value += flag & same ? d : -d;
      } else if (!(flag & same)) {
        value += view.getInt16(at);
        at += 2;
      }
      return value;
    });
  };
  const xs = read(0x02, 0x10);
  const ys = read(0x04, 0x20);
  const contours: OutlinePoint[][] = [];
  let start = 0;
  for (const end of ends) {
    contours.push(flags.slice(start, end + 1).map((flag, i) => ({ x: xs[start + i]!, y: ys[start + i]!, onCurve: (flag & 1) === 1 })));
    start = end + 1;
  }
  return { bbox, contours };
}

describe("encodeSimpleGlyph", () => {
  it("writes a square's header, bounding box and points, padded to 4 bytes", () => {
    const square = [
      [
        { x: 0, y: 0, onCurve: true },
        { x: 0, y: 700, onCurve: true },
        { x: 500, y: 700, onCurve: true },
        { x: 500, y: 0, onCurve: true },
      ],
    ];
    const bytes = encodeSimpleGlyph(square);
    expect(bytes.length % 4).toBe(0);
    expect(decode(bytes)).toEqual({ bbox: [0, 0, 500, 700], contours: square });
  });

  it("keeps a trailing run of repeated flags (fontkit's own encoder dropped it, scrambling Þ)", () => {
    // Þ's second contour ends with points whose flags repeat to the end.
    const contour = [
      { x: 132, y: 200, onCurve: true },
      { x: 260, y: 200, onCurve: true },
      { x: 367, y: 200, onCurve: false },
      { x: 260, y: 512, onCurve: true },
      { x: 132, y: 512, onCurve: true },
      { x: 132, y: 512, onCurve: true },
    ];
    expect(decode(encodeSimpleGlyph([contour])).contours).toEqual([contour]);
  });

  it("writes an empty outline (a space) as no bytes", () => {
    expect(encodeSimpleGlyph([])).toHaveLength(0);
    expect(encodeSimpleGlyph([[]])).toHaveLength(0);
  });

  it("round-trips any outline, coordinates rounded to font units", () => {
    const point = fc.record({
      x: fc.double({ min: -2000, max: 2000, noNaN: true }),
      y: fc.double({ min: -2000, max: 2000, noNaN: true }),
      onCurve: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(fc.array(point, { minLength: 1, maxLength: 300 }), { minLength: 1, maxLength: 4 }), (contours) => {
        const rounded = contours.map((c) => c.map((p) => ({ x: Math.round(p.x) + 0, y: Math.round(p.y) + 0, onCurve: p.onCurve })));
        const { bbox, contours: back } = decode(encodeSimpleGlyph(contours));
        expect(back).toEqual(rounded);
        const all = rounded.flat();
        expect(bbox).toEqual([
          Math.min(...all.map((p) => p.x)),
          Math.min(...all.map((p) => p.y)),
          Math.max(...all.map((p) => p.x)),
          Math.max(...all.map((p) => p.y)),
        ]);
      }),
      { numRuns: 300 },
    );
  });
});
