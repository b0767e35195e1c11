import { inflateSync } from "node:zlib";

/**
 * Unwraps a WOFF 1.0 font into the plain TrueType/OpenType file it packs (W3C WOFF 1.0,
 * section 5: each table, zlib-compressed when that made it smaller, is inflated and laid out
 * again behind an sfnt header and table directory). The font's tables are unchanged, checksums
 * included, so the result is the font the WOFF was made from.
 *
 * fontkit reads WOFF itself, but inflates a table again on every read of it: subsetting reads
 * `glyf` once per glyph, and a receipt's subset of Source Sans 3 took 35 ms from the WOFF file,
 * 0.7 ms from the TrueType one.
 */
export function woffToSfnt(woff: Uint8Array): Buffer {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (woff.byteLength < 44 || view.getUint32(0) !== 0x774f4646) throw new Error("not a WOFF 1.0 font");
  const count = view.getUint16(12);
  if (woff.byteLength < 44 + 20 * count) throw new Error("a WOFF font cut short in its table directory");
  const tables = Array.from({ length: count }, (_, i) => {
    const entry = 44 + 20 * i;
    return {
      tag: view.getUint32(entry),
      offset: view.getUint32(entry + 4),
      compressedLength: view.getUint32(entry + 8),
      length: view.getUint32(entry + 12),
      checksum: view.getUint32(entry + 16),
    };
  });

  const padded = (n: number): number => (n + 3) & ~3;
  const headerSize = 12 + 16 * count;
  // A Buffer: fontkit reads its input with Buffer's methods.
  const out = Buffer.alloc(tables.reduce((size, t) => size + padded(t.length), headerSize));
  const sfnt = new DataView(out.buffer, out.byteOffset, out.byteLength);
  // The sfnt header: the WOFF's flavor is the font's own version tag (TrueType or 'OTTO').
  let power = 1;
  let log = 0;
  while (power * 2 <= count) {
    power *= 2;
    log++;
  }
  sfnt.setUint32(0, view.getUint32(4));
  sfnt.setUint16(4, count);
  sfnt.setUint16(6, power * 16);
  sfnt.setUint16(8, log);
  sfnt.setUint16(10, count * 16 - power * 16);

  let at = headerSize;
  tables.forEach((table, i) => {
    if (table.offset + table.compressedLength > woff.byteLength) throw new Error("a WOFF table past the end of the file");
    const stored = woff.subarray(table.offset, table.offset + table.compressedLength);
    const data = table.compressedLength < table.length ? inflateSync(stored) : stored;
    if (data.byteLength !== table.length) throw new Error("a WOFF table whose size is not the one its directory gives");
    const record = 12 + 16 * i;
    sfnt.setUint32(record, table.tag);
    sfnt.setUint32(record + 4, table.checksum);
    sfnt.setUint32(record + 8, at);
    sfnt.setUint32(record + 12, table.length);
    out.set(data, at);
    at += padded(table.length);
  });
  return out;
}
