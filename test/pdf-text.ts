import { extractText } from "unpdf";

/**
 * The text of a PDF, one string per page, a line per line of text, as PDF.js reads it (unpdf):
 * for tests of what a document says. PDF.js joins the pieces of a line in the order they were
 * drawn, with a space where there is a gap between them (a label and its value).
 */
export async function pdfText(bytes: Uint8Array): Promise<string[]> {
  // PDF.js takes ownership of the buffer it is given: hand it a copy.
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: false });
  return text;
}
