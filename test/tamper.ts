/**
 * A signature or token with one character changed, ten from its end: inside the signature, and
 * never its last character, whose unused low bits base64url decoders ignore (changing only that
 * character, or writing over the last two, can leave the same bytes: a test that then fails about
 * once in a thousand runs).
 */
export function tampered(text: string): string {
  const at = text.length - 10;
  if (at < 0) throw new Error(`too short to tamper with: ${text.length} characters`);
  return `${text.slice(0, at)}${text[at] === "A" ? "B" : "A"}${text.slice(at + 1)}`;
}
