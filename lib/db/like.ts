/** `%`, `_` and `\` in a search are literal characters, not LIKE wildcards (use with `escape '\'`). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
