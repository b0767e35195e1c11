/**
 * Text as a document lays it out: cleaned of what no font draws, and wrapped to a width.
 * Pure functions; measuring is the caller's (lib/pdf/fonts.ts).
 */

/**
 * One line of user text, safe to draw: NFC (so "e" + combining acute becomes "é", one glyph),
 * tabs and line breaks as spaces, control and invisible format characters (bidi marks,
 * zero-width joiners, soft hyphens) removed, runs of spaces kept as they are.
 */
export function cleanLine(text: string): string {
  return text
    .normalize("NFC")
    .replace(/[\t\n\v\f\r\u0085\u2028\u2029]/g, " ")
    .replace(/[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}]/gu, "");
}

/** Text as paragraphs of lines: each line break in the source is kept, each line cleaned. */
export function cleanLines(text: string): string[] {
  return text.split(/\r\n|[\n\r\u2028\u2029]/).map(cleanLine);
}

/**
 * Wraps text to `width`, breaking at spaces, and inside a word only when the word alone is
 * wider than the line (a long e-mail address, a name in a script written without spaces).
 * A line break in the text starts a new line; an empty line stays empty. Never returns no lines.
 */
export function wrapText(text: string, width: number, measure: (text: string) => number): string[] {
  const out: string[] = [];
  for (const source of cleanLines(text)) {
    const words = source.split(" ").filter((w) => w.length > 0);
    if (words.length === 0) {
      out.push("");
      continue;
    }
    // Most lines fit whole (a table cell, a field's value): one measurement instead of one a word.
    const whole = words.join(" ");
    if (measure(whole) <= width) {
      out.push(whole);
      continue;
    }
    let line = "";
    for (const word of words) {
      const candidate = line ? `${line} ${word}` : word;
      if (measure(candidate) <= width) {
        line = candidate;
        continue;
      }
      if (line) out.push(line);
      line = "";
      if (measure(word) <= width) {
        line = word;
        continue;
      }
      // Break the word itself, by code point (never between the halves of a surrogate pair).
      let piece = "";
      for (const ch of word) {
        if (piece && measure(piece + ch) > width) {
          out.push(piece);
          piece = "";
        }
        piece += ch;
      }
      line = piece;
    }
    out.push(line);
  }
  return out.length > 0 ? out : [""];
}

/** `text` cut to fit `width`, ending with "…" when it had to be cut. */
export function truncateText(text: string, width: number, measure: (text: string) => number): string {
  if (measure(text) <= width) return text;
  const chars = Array.from(text);
  while (chars.length > 0 && measure(`${chars.join("").trimEnd()}…`) > width) chars.pop();
  return chars.length > 0 ? `${chars.join("").trimEnd()}…` : "";
}
