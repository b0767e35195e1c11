import { PDFArray, PDFContentStream, PDFDocument, PDFRef, rgb, type Color, type PDFPage } from "pdf-lib";
import { deflate } from "./deflate";
import { FontBook, type FontMode, type FontRole } from "./fonts";
import { cleanLine, truncateText, wrapText } from "./text";

/**
 * A small builder for business documents (receipts, statements, invoices) on pdf-lib: record
 * blocks in order, then `render()` lays them out on A4 or Letter pages.
 *
 * Every page has the organisation's name (and a few small lines, e.g. its address or e-mail)
 * at the top and a footer line with "Page n of m". Blocks: a title, headings, wrapped
 * paragraphs, label/value rows, notes in a tinted box, and tables whose rows wrap inside their
 * columns and move to the next page whole, the header row repeated there. Any user text can be
 * given: see lib/pdf/fonts.ts for what prints and what is replaced; nothing throws on text.
 *
 *   const pdf = createPdf({ organisation: site.name, metadata: { title: "Donation receipt" } });
 *   pdf.title("Donation receipt").fields([{ label: "Amount", value: "$25.00", emphasis: true }]);
 *   const bytes = await pdf.render();
 */

export type PageSize = "A4" | "Letter";
export type Align = "left" | "right" | "center";

/** A table column: its header, its share of the table's width (relative to the other columns), its alignment. */
export type TableColumn = { header: string; width: number; align?: Align };
/** A label/value row; `emphasis` sets the value larger and bold (an amount). */
export type FieldRow = { label: string; value: string; emphasis?: boolean };

export type PdfMetadata = {
  title: string;
  author?: string;
  subject?: string;
  keywords?: string[];
  /** Defaults to now. */
  creationDate?: Date;
  /** BCP 47; defaults to "en-GB", the site's language. */
  language?: string;
};

export type PdfOptions = {
  /** Defaults to A4. */
  size?: PageSize;
  /** Printed at the top of every page. */
  organisation: string;
  /** Small lines at the top right of every page (a website, an e-mail address); at most 4. */
  headerLines?: string[];
  /** The footer's left part on every page (its right part is "Page n of m"). */
  footer?: string;
  metadata: PdfMetadata;
  /** "unicode" (default) or "standard" (Helvetica, nothing embedded): lib/pdf/fonts.ts. */
  fonts?: FontMode;
};

type Block =
  | { kind: "title"; text: string }
  | { kind: "heading"; text: string }
  | { kind: "paragraph"; text: string; tone: Tone; size: number }
  | { kind: "fields"; rows: FieldRow[] }
  | { kind: "note"; text: string }
  | { kind: "table"; columns: TableColumn[]; rows: string[][]; totals?: string[]; empty?: string }
  | { kind: "space"; height: number };

/** How a paragraph reads: body text, secondary (grey), or bold. */
export type Tone = "normal" | "muted" | "strong";

export const PAGE_SIZES: Record<PageSize, [number, number]> = { A4: [595.28, 841.89], Letter: [612, 792] };

const hex = (value: string): Color =>
  rgb(parseInt(value.slice(1, 3), 16) / 255, parseInt(value.slice(3, 5), 16) / 255, parseInt(value.slice(5, 7), 16) / 255);
/** The site's palette (brand-600 and the mails' text colour). */
const COLORS = {
  text: hex("#1f2a2a"),
  muted: hex("#5b6866"),
  brand: hex("#2f6f5e"),
  rule: hex("#d4ddda"),
  tint: hex("#eef4f2"),
};

const MARGIN = { x: 56, top: 48, bottom: 64 };
const FOOTER_BASELINE = 34;
/** The header's small lines that fit above its rule. */
const MAX_HEADER_LINES = 4;
const BODY = 10.5;
const LEADING = 1.45;

export class PdfBuilder {
  private readonly blocks: Block[] = [];

  constructor(private readonly options: PdfOptions) {}

  /** The document's title, large, once at the top. */
  title(text: string): this {
    this.blocks.push({ kind: "title", text });
    return this;
  }

  /** A section heading; it is never left alone at the foot of a page. */
  heading(text: string): this {
    this.blocks.push({ kind: "heading", text });
    return this;
  }

  /** Wrapped text; a line break in `text` starts a new line. */
  paragraph(text: string, options: { tone?: Tone; size?: number } = {}): this {
    this.blocks.push({ kind: "paragraph", text, tone: options.tone ?? "normal", size: options.size ?? BODY });
    return this;
  }

  /** Label/value rows, the labels in a column of their own. */
  fields(rows: FieldRow[]): this {
    this.blocks.push({ kind: "fields", rows });
    return this;
  }

  /** Smaller text in a tinted box with a brand-coloured edge (a tax statement, a notice). */
  note(text: string): this {
    this.blocks.push({ kind: "note", text });
    return this;
  }

  /**
   * A table: one string per column in each row (missing cells are empty). `totals` is a bold
   * last row under a rule; `empty` is said in place of the rows when there are none.
   */
  table(table: { columns: TableColumn[]; rows: string[][]; totals?: string[]; empty?: string }): this {
    if (table.columns.length === 0) throw new Error("lib/pdf: a table needs at least one column");
    this.blocks.push({ kind: "table", ...table });
    return this;
  }

  /** Vertical space, in points. */
  space(height: number): this {
    this.blocks.push({ kind: "space", height });
    return this;
  }

  /** Lays the blocks out and returns the PDF's bytes. */
  async render(): Promise<Uint8Array> {
    const doc = await PDFDocument.create();
    const { metadata } = this.options;
    const created = metadata.creationDate ?? new Date();
    doc.setTitle(cleanLine(metadata.title), { showInWindowTitleBar: true });
    if (metadata.author) doc.setAuthor(cleanLine(metadata.author));
    if (metadata.subject) doc.setSubject(cleanLine(metadata.subject));
    if (metadata.keywords) doc.setKeywords(metadata.keywords.map(cleanLine));
    doc.setCreator(cleanLine(this.options.organisation));
    doc.setProducer("pdf-lib");
    doc.setCreationDate(created);
    doc.setModificationDate(created);
    doc.setLanguage(metadata.language ?? "en-GB");

    const fonts = await FontBook.create(doc, this.options.fonts);
    const layout = new Layout(doc, fonts, this.options);
    await layout.start();
    for (const block of this.blocks) await layout.block(block);
    await layout.finish();
    fonts.write();
    compressPages(doc);
    // Without object streams: pdf-lib would compress them with pako too (a receipt is 4 KB larger).
    return doc.save({ useObjectStreams: false });
  }
}

/**
 * Compresses each page's content with Node's zlib. pdf-lib would compress it when saving with
 * pako, a JavaScript deflate several times slower: a third of a document's time.
 */
function compressPages(doc: PDFDocument): void {
  const { context } = doc;
  for (const page of doc.getPages()) {
    const contents = page.node.Contents();
    const refs = contents instanceof PDFArray ? contents.asArray() : [];
    for (const ref of refs) {
      const stream = ref instanceof PDFRef ? context.lookup(ref) : undefined;
      if (ref instanceof PDFRef && stream instanceof PDFContentStream) {
        context.assign(ref, context.stream(deflate(stream.getUnencodedContents()), { Filter: "FlateDecode" }));
      }
    }
  }
}

export function createPdf(options: PdfOptions): PdfBuilder {
  return new PdfBuilder(options);
}

/** The cursor over the pages while the blocks are laid out; `y` is the top of the next line. */
class Layout {
  private page!: PDFPage;
  private y = 0;
  private readonly size: [number, number];
  private readonly left = MARGIN.x;
  private readonly right: number;
  private readonly width: number;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: FontBook,
    private readonly options: PdfOptions,
  ) {
    this.size = PAGE_SIZES[options.size ?? "A4"];
    this.right = this.size[0] - MARGIN.x;
    this.width = this.right - this.left;
  }

  async start(): Promise<void> {
    await this.prepare(this.options.organisation, "heading");
    for (const line of this.options.headerLines ?? []) await this.prepare(line, "regular");
    await this.prepare(`${this.options.footer ?? ""} Page 0123456789 of`, "regular");
    this.newPage();
  }

  private prepare(text: string, role: FontRole): Promise<void> {
    return this.fonts.prepare(text, role);
  }

  private measure(text: string, role: FontRole, size: number): number {
    return this.fonts.measure(text, role, size);
  }

  /** Draws one line in a box of height `lineHeight` whose top is `top`; x is the left end, or the right end when aligned right. */
  private text(
    text: string,
    o: { x: number; top: number; size: number; lineHeight: number; role: FontRole; color: Color; align?: Align; width?: number },
  ): void {
    const baseline = o.top - (o.lineHeight + o.size * 0.68) / 2;
    let x = o.x;
    if (o.align && o.align !== "left") {
      const w = this.measure(text, o.role, o.size);
      x = o.align === "right" ? o.x + (o.width ?? 0) - w : o.x + ((o.width ?? 0) - w) / 2;
    }
    this.fonts.draw(this.page, text, { x, y: baseline, size: o.size, role: o.role, color: o.color });
  }

  private rule(y: number, color: Color, thickness = 0.6, from = this.left, to = this.right): void {
    this.page.drawLine({ start: { x: from, y }, end: { x: to, y }, thickness, color });
  }

  private get bottom(): number {
    return MARGIN.bottom;
  }

  private newPage(): void {
    this.page = this.doc.addPage(this.size);
    // The name at the top left; the small lines at the top right, the last on the name's baseline.
    const baseline = this.size[1] - MARGIN.top - 16;
    const name = truncateText(cleanLine(this.options.organisation), this.width * 0.6, (t) => this.measure(t, "heading", 15));
    this.fonts.draw(this.page, name, { x: this.left, y: baseline, size: 15, role: "heading", color: COLORS.brand });
    const lines = (this.options.headerLines ?? []).slice(0, MAX_HEADER_LINES);
    lines.forEach((line, i) => {
      const small = truncateText(cleanLine(line), this.width * 0.38, (t) => this.measure(t, "regular", 8.5));
      const y = baseline + (lines.length - 1 - i) * 11;
      this.fonts.draw(this.page, small, {
        x: this.right - this.measure(small, "regular", 8.5),
        y,
        size: 8.5,
        role: "regular",
        color: COLORS.muted,
      });
    });
    const ruleY = baseline - 12;
    this.rule(ruleY, COLORS.brand, 0.9);
    this.y = ruleY - 22;
  }

  /** Starts a new page when fewer than `height` points are left on this one. */
  private ensure(height: number): void {
    if (this.y - height < this.bottom) this.newPage();
  }

  async block(block: Block): Promise<void> {
    switch (block.kind) {
      case "title":
        return this.lines(block.text, { role: "heading", size: 20, lineHeight: 26, color: COLORS.text, after: 10 });
      case "heading":
        await this.prepare(block.text, "bold");
        this.ensure(18 + 3 * BODY * LEADING);
        this.y -= 6;
        return this.lines(block.text, { role: "bold", size: 12.5, lineHeight: 18, color: COLORS.text, after: 4 });
      case "paragraph":
        return this.lines(block.text, {
          role: block.tone === "strong" ? "bold" : "regular",
          size: block.size,
          lineHeight: block.size * LEADING,
          color: block.tone === "muted" ? COLORS.muted : COLORS.text,
          after: 8,
        });
      case "fields":
        return this.fieldRows(block.rows);
      case "note":
        return this.note(block.text);
      case "table":
        return this.table(block);
      case "space":
        this.y -= block.height;
        return;
    }
  }

  /** Wrapped lines over the full width, breaking onto new pages line by line. */
  private async lines(text: string, o: { role: FontRole; size: number; lineHeight: number; color: Color; after: number }): Promise<void> {
    await this.prepare(text, o.role);
    for (const line of wrapText(text, this.width, (t) => this.measure(t, o.role, o.size))) {
      this.ensure(o.lineHeight);
      this.text(line, { x: this.left, top: this.y, ...o });
      this.y -= o.lineHeight;
    }
    this.y -= o.after;
  }

  private async fieldRows(rows: FieldRow[]): Promise<void> {
    const labelWidth = Math.min(150, this.width * 0.34);
    const valueWidth = this.width - labelWidth - 12;
    const label = { role: "bold" as const, size: 9.5, lineHeight: 14, color: COLORS.muted };
    for (const row of rows) {
      const value = row.emphasis
        ? { role: "bold" as const, size: 14, lineHeight: 19, color: COLORS.text }
        : { role: "regular" as const, size: BODY, lineHeight: 15, color: COLORS.text };
      await this.prepare(row.label, label.role);
      await this.prepare(row.value, value.role);
      const labelLines = wrapText(row.label, labelWidth, (t) => this.measure(t, label.role, label.size));
      const valueLines = wrapText(row.value, valueWidth, (t) => this.measure(t, value.role, value.size));
      const height = Math.max(labelLines.length * label.lineHeight, valueLines.length * value.lineHeight);
      const padding = 5;
      this.ensure(height + 2 * padding);
      const top = this.y - padding;
      // The label sits on the first value line's baseline.
      const labelTop = top - (value.lineHeight - label.lineHeight) / 2 - (value.size - label.size) * 0.34;
      labelLines.forEach((line, i) => this.text(line, { x: this.left, top: labelTop - i * label.lineHeight, ...label }));
      valueLines.forEach((line, i) => this.text(line, { x: this.left + labelWidth + 12, top: top - i * value.lineHeight, ...value }));
      this.y = top - height - padding;
      this.rule(this.y, COLORS.rule, 0.5);
    }
    this.y -= 12;
  }

  private async note(text: string): Promise<void> {
    const o = { role: "regular" as const, size: 9.5, lineHeight: 14, color: COLORS.text };
    await this.prepare(text, o.role);
    const pad = { x: 12, y: 9 };
    const lines = wrapText(text, this.width - 2 * pad.x - 3, (t) => this.measure(t, o.role, o.size));
    const height = lines.length * o.lineHeight + 2 * pad.y;
    if (height > this.size[1] - MARGIN.top - this.bottom - 80) {
      // Longer than a page: plain muted text, which may break across pages.
      return this.lines(text, { ...o, color: COLORS.muted, after: 8 });
    }
    this.ensure(height);
    this.page.drawRectangle({ x: this.left, y: this.y - height, width: this.width, height, color: COLORS.tint });
    this.page.drawRectangle({ x: this.left, y: this.y - height, width: 3, height, color: COLORS.brand });
    lines.forEach((line, i) => this.text(line, { x: this.left + 3 + pad.x, top: this.y - pad.y - i * o.lineHeight, ...o }));
    this.y -= height + 14;
  }

  private async table(t: { columns: TableColumn[]; rows: string[][]; totals?: string[]; empty?: string }): Promise<void> {
    const weights = t.columns.map((c) => (c.width > 0 ? c.width : 1));
    const share = weights.reduce((a, b) => a + b, 0);
    const widths = weights.map((w) => (this.width * w) / share);
    const xs = widths.map((_, i) => this.left + widths.slice(0, i).reduce((a, b) => a + b, 0));
    const pad = { x: 6, y: 5 };
    const head = { role: "bold" as const, size: 9, lineHeight: 13, color: COLORS.muted };
    const cell = { role: "regular" as const, size: 9.5, lineHeight: 13.5, color: COLORS.text };
    const total = { ...cell, role: "bold" as const };
    type Style = typeof head | typeof cell | typeof total;

    const layoutRow = async (cells: string[], style: Style): Promise<{ lines: string[][]; height: number }> => {
      const lines: string[][] = [];
      for (let i = 0; i < t.columns.length; i++) {
        const text = cells[i] ?? "";
        await this.prepare(text, style.role);
        lines.push(wrapText(text, widths[i]! - 2 * pad.x, (s) => this.measure(s, style.role, style.size)));
      }
      return { lines, height: Math.max(...lines.map((l) => l.length)) * style.lineHeight + 2 * pad.y };
    };
    // Line by line across the cells, as the row reads (text extractors keep the order of the drawing).
    const drawRow = (row: { lines: string[][]; height: number }, style: Style): void => {
      const depth = Math.max(...row.lines.map((l) => l.length));
      for (let n = 0; n < depth; n++) {
        row.lines.forEach((cellLines, i) => {
          const line = cellLines[n];
          if (line === undefined) return;
          this.text(line, {
            x: xs[i]! + pad.x,
            width: widths[i]! - 2 * pad.x,
            align: t.columns[i]!.align ?? "left",
            top: this.y - pad.y - n * style.lineHeight,
            ...style,
          });
        });
      }
      this.y -= row.height;
    };

    const header = await layoutRow(
      t.columns.map((c) => c.header),
      head,
    );
    const drawHeader = (): void => {
      this.page.drawRectangle({ x: this.left, y: this.y - header.height, width: this.width, height: header.height, color: COLORS.tint });
      drawRow(header, head);
      this.rule(this.y, COLORS.brand, 0.7);
    };
    const rows = [];
    for (const cells of t.rows) rows.push(await layoutRow(cells, cell));
    const emptyRow = rows.length === 0 && t.empty ? await this.emptyRow(t.empty, cell, pad) : undefined;

    // The header never stands alone at the foot of a page.
    this.ensure(header.height + (rows[0]?.height ?? emptyRow?.height ?? 0));
    drawHeader();
    for (const row of rows) {
      if (this.y - row.height < this.bottom) {
        this.newPage();
        drawHeader();
      }
      drawRow(row, cell);
      this.rule(this.y, COLORS.rule, 0.5);
    }
    if (emptyRow) {
      this.text(emptyRow.line, { x: this.left + pad.x, top: this.y - pad.y, ...cell, color: COLORS.muted });
      this.y -= emptyRow.height;
      this.rule(this.y, COLORS.rule, 0.5);
    }
    if (t.totals) {
      const row = await layoutRow(t.totals, total);
      if (this.y - row.height < this.bottom) {
        this.newPage();
        drawHeader();
      }
      this.rule(this.y, COLORS.text, 0.9);
      drawRow(row, total);
    }
    this.y -= 16;
  }

  private async emptyRow(text: string, style: { role: FontRole; size: number; lineHeight: number }, pad: { x: number; y: number }) {
    await this.prepare(text, style.role);
    const line = truncateText(cleanLine(text), this.width - 2 * pad.x, (s) => this.measure(s, style.role, style.size));
    return { line, height: style.lineHeight + 2 * pad.y };
  }

  /** The footer of every page, once the number of pages is known. */
  async finish(): Promise<void> {
    const pages = this.doc.getPages();
    pages.forEach((page, i) => {
      this.page = page;
      const label = `Page ${i + 1} of ${pages.length}`;
      const size = 8;
      const labelWidth = this.measure(label, "regular", size);
      this.rule(FOOTER_BASELINE + 13, COLORS.rule, 0.5);
      // Left to right, as it reads (text extractors keep the order of the drawing).
      if (this.options.footer) {
        const text = truncateText(cleanLine(this.options.footer), this.width - labelWidth - 16, (t) => this.measure(t, "regular", size));
        this.fonts.draw(page, text, { x: this.left, y: FOOTER_BASELINE, size, role: "regular", color: COLORS.muted });
      }
      this.fonts.draw(page, label, { x: this.right - labelWidth, y: FOOTER_BASELINE, size, role: "regular", color: COLORS.muted });
    });
  }
}
