import PDFDocument from 'pdfkit';
import { DEFAULT_TIME_ZONE, formatTimestamp } from '../format';
import { registerStandardFonts, WITHOUT_DEFAULT_FONT } from './standard-fonts';
import { Typesetter, type TextStyle } from './typesetter';
import { toWinAnsi } from './win-ansi';

/**
 * The shared layout of every generated form: a title block, sections under a dark band, rows of
 * labelled boxes, checkbox statements, boxed declarations and simple tables, with a footer on
 * each page. Renderers describe content; this class owns positions and page breaks, so the four
 * forms look alike and none of them does coordinate arithmetic.
 */

const PAGE_WIDTH = 612; // US Letter, points
const PAGE_HEIGHT = 792;
const MARGIN = 36;
const FOOTER_SPACE = 24;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const CONTENT_BOTTOM = PAGE_HEIGHT - MARGIN - FOOTER_SPACE;
const PAD = 4;
/** Tables up to this height (points) are never split across pages. */
const SHORT_TABLE = 200;

const COLOR = { ink: '#111111', muted: '#4d4d4d', rule: '#7a7a7a', band: '#1f3a5f', shade: '#e6ebf2', paper: '#ffffff' } as const;
const STYLE = {
  label: { font: 'Helvetica', size: 6.5 },
  value: { font: 'Helvetica', size: 9.5 },
  body: { font: 'Helvetica', size: 8 },
  bodyBold: { font: 'Helvetica-Bold', size: 8 },
  small: { font: 'Helvetica', size: 7 },
  tableHeader: { font: 'Helvetica-Bold', size: 7.5 },
  section: { font: 'Helvetica-Bold', size: 9 },
  title: { font: 'Helvetica-Bold', size: 13 },
  formNumber: { font: 'Helvetica-Bold', size: 15 },
  mark: { font: 'Helvetica-Bold', size: 9 },
} as const satisfies Record<string, TextStyle>;

export interface DocumentMeta {
  /** PDF Title and the heading readers see in their viewer. */
  readonly title: string;
  readonly subject: string;
  /** Names the form in each footer, beside the page number. */
  readonly footerLabel: string;
  readonly generatedAt: Date;
  readonly timeZone?: string;
}

export interface TitleBlock {
  /** e.g. "Form 8850". */
  readonly formNumber: string;
  /** Lines under the number: revision, issuing agency. */
  readonly formDetails: readonly string[];
  readonly title: string;
  readonly subtitle?: string;
}

export interface FieldCell {
  readonly label: string;
  /** Empty or missing prints an empty box: a blank to be filled by hand. */
  readonly value?: string | null;
  /** Relative width in the row; default 1. */
  readonly span?: number;
}

export interface CheckboxItem {
  readonly checked: boolean;
  /** The statement's number on the form ("1", "2"…); omitted for unnumbered boxes. */
  readonly number?: string;
  readonly text: string;
  readonly bullets?: readonly string[];
  /** Small note printed after the text, e.g. the numbers that go with a box. */
  readonly detail?: string;
}

export interface TableColumn {
  readonly header: string;
  readonly span?: number;
}

const BAND_HEIGHT = 15;
const BAND_GAP = 5;

export class FormWriter {
  private y = MARGIN;
  private readonly type: Typesetter;
  private pendingBand: { title: string; aside?: string } | null = null;

  constructor(private readonly doc: PDFKit.PDFDocument) {
    this.type = new Typesetter(doc);
  }

  titleBlock(block: TitleBlock): void {
    const leftWidth = 150;
    const leftInner = leftWidth - 2 * PAD;
    const rightX = MARGIN + leftWidth + PAD + 6;
    const rightWidth = CONTENT_WIDTH - leftWidth - 2 * PAD - 6;
    const formNumber = toWinAnsi(block.formNumber);
    const details = block.formDetails.map((d) => toWinAnsi(d));
    const title = toWinAnsi(block.title);
    const subtitle = block.subtitle ? toWinAnsi(block.subtitle) : '';

    const leftHeight =
      this.type.heightOf(formNumber, STYLE.formNumber, leftInner) + details.reduce((sum, d) => sum + this.type.heightOf(d, STYLE.small, leftInner) + 1, 0);
    const titleHeight = this.type.heightOf(title, STYLE.title, rightWidth);
    const rightHeight = titleHeight + (subtitle ? 3 + this.type.heightOf(subtitle, STYLE.body, rightWidth) : 0);
    const height = Math.max(leftHeight, rightHeight) + 2 * PAD + 4;

    this.doc.rect(MARGIN, this.y, leftWidth, height).fill(COLOR.band);
    this.doc.rect(MARGIN, this.y, CONTENT_WIDTH, height).lineWidth(1).stroke(COLOR.ink);
    this.doc.fillColor(COLOR.paper);
    let left = this.y + PAD + 2;
    left += this.type.draw(formNumber, STYLE.formNumber, MARGIN + PAD, left, leftInner) + 1;
    for (const d of details) left += this.type.draw(d, STYLE.small, MARGIN + PAD, left, leftInner) + 1;
    this.doc.fillColor(COLOR.ink);
    this.type.draw(title, STYLE.title, rightX, this.y + PAD + 2, rightWidth);
    if (subtitle) {
      this.doc.fillColor(COLOR.muted);
      this.type.draw(subtitle, STYLE.body, rightX, this.y + PAD + 2 + titleHeight + 3, rightWidth);
    }
    this.y += height + 6;
  }

  /** Bold guidance under the title, as the official forms print it. */
  instructions(text: string): void {
    const safe = toWinAnsi(text);
    const height = this.type.heightOf(safe, STYLE.bodyBold, CONTENT_WIDTH);
    this.ensureSpace(height + 4);
    this.doc.fillColor(COLOR.ink);
    this.type.draw(safe, STYLE.bodyBold, MARGIN, this.y, CONTENT_WIDTH);
    this.y += height + 4;
  }

  /**
   * A section band. It is drawn with the first block that follows, so a band never ends a page
   * while its content starts the next.
   */
  section(title: string, aside?: string): void {
    this.pendingBand = { title, aside };
  }

  /** One row of labelled boxes sharing a height; values line up even when a label wraps. */
  fields(cells: readonly FieldCell[]): void {
    const widths = this.split(cells.map((c) => c.span ?? 1));
    const texts = cells.map((c, i) => {
      const inner = widths[i] - 2 * PAD;
      return { inner, label: this.type.lines(toWinAnsi(c.label), STYLE.label, inner), value: c.value ? this.type.lines(toWinAnsi(c.value), STYLE.value, inner) : [] };
    });
    const labelHeight = Math.max(...texts.map((t) => t.label.length)) * this.type.lineHeight(STYLE.label);
    // An empty value still gets a line's height: it is the blank to fill in by hand.
    const valueHeight = Math.max(11, Math.max(...texts.map((t) => t.value.length)) * this.type.lineHeight(STYLE.value));
    const height = PAD + labelHeight + 2 + valueHeight + PAD;
    this.ensureSpace(height);
    // The borders as one path with one stroke. Text goes label then value, cell by cell, so
    // extracted text (copy and paste, screen readers) keeps each value beside its label.
    const xs = this.columnStarts(widths);
    xs.forEach((x, i) => this.doc.rect(x, this.y, widths[i], height));
    this.doc.lineWidth(0.6).stroke(COLOR.rule);
    texts.forEach((t, i) => {
      this.doc.fillColor(COLOR.muted);
      this.type.drawLines(t.label, STYLE.label, xs[i] + PAD, this.y + PAD);
      if (t.value.length === 0) return;
      this.doc.fillColor(COLOR.ink);
      this.type.drawLines(t.value, STYLE.value, xs[i] + PAD, this.y + PAD + labelHeight + 2);
    });
    this.y += height;
  }

  /** A statement with a checkbox, marked with an X when it applies. */
  checkbox(item: CheckboxItem): void {
    const box = 10;
    const numberWidth = item.number ? 16 : 0;
    const textX = MARGIN + PAD + box + 8 + numberWidth;
    const textWidth = MARGIN + CONTENT_WIDTH - PAD - textX;
    const text = toWinAnsi(item.text);
    const bullets = (item.bullets ?? []).map((b) => toWinAnsi(b));
    const detail = item.detail ? toWinAnsi(item.detail) : '';

    let height = this.type.heightOf(text, STYLE.body, textWidth);
    for (const b of bullets) height += 1 + this.type.heightOf(b, STYLE.body, textWidth - 10);
    if (detail) height += 3 + this.type.heightOf(detail, STYLE.bodyBold, textWidth);
    height = Math.max(height, box) + 2 * PAD;
    this.ensureSpace(height);

    this.doc.rect(MARGIN, this.y, CONTENT_WIDTH, height).lineWidth(0.6).stroke(COLOR.rule);
    const boxX = MARGIN + PAD + 2;
    const boxY = this.y + PAD;
    this.doc.rect(boxX, boxY, box, box).lineWidth(0.9).stroke(COLOR.ink);
    this.doc.fillColor(COLOR.ink);
    // A real glyph (not only lines) so the mark survives text extraction and screen readers.
    if (item.checked) this.type.drawLine('X', STYLE.mark, boxX, boxY + 1.2, { align: 'center', width: box });
    if (item.number) this.type.drawLine(toWinAnsi(item.number), STYLE.bodyBold, boxX + box + 6, this.y + PAD + 1);
    let y = this.y + PAD + 1;
    y += this.type.draw(text, STYLE.body, textX, y, textWidth);
    for (const b of bullets) {
      y += 1;
      this.type.drawLine('•', STYLE.body, textX, y);
      y += this.type.draw(b, STYLE.body, textX + 10, y, textWidth - 10);
    }
    if (detail) this.type.draw(detail, STYLE.bodyBold, textX, y + 3, textWidth);
    this.y += height;
  }

  /** A boxed paragraph: declarations, authorizations, notes. Newlines in `text` start new lines. */
  paragraph(text: string, options: { bold?: boolean; shaded?: boolean } = {}): void {
    const safe = toWinAnsi(text, true);
    const style = options.bold ? STYLE.bodyBold : STYLE.body;
    const width = CONTENT_WIDTH - 2 * PAD - 4;
    const lines = this.type.lines(safe, style, width);
    const height = lines.length * this.type.lineHeight(style) + 2 * PAD;
    this.ensureSpace(height);
    if (options.shaded) this.doc.rect(MARGIN, this.y, CONTENT_WIDTH, height).fill(COLOR.shade);
    this.doc.rect(MARGIN, this.y, CONTENT_WIDTH, height).lineWidth(0.6).stroke(COLOR.rule);
    this.doc.fillColor(COLOR.ink);
    this.type.drawLines(lines, style, MARGIN + PAD + 2, this.y + PAD + 0.5);
    this.y += height;
  }

  /** A table with a shaded header row; rows never split across pages. */
  table(columns: readonly TableColumn[], rows: readonly (readonly string[])[]): void {
    const widths = this.split(columns.map((c) => c.span ?? 1));
    const header = this.layoutRow(widths, columns.map((c) => c.header), STYLE.tableHeader);
    const body = rows.map((row) => this.layoutRow(widths, row, STYLE.body));
    // A short table is kept whole on one page; a long one may break between rows.
    const total = header.height + body.reduce((sum, r) => sum + r.height, 0);
    if (total <= SHORT_TABLE) this.ensureSpace(total);
    // Keep the header with its first row.
    this.ensureSpace(header.height + (body[0]?.height ?? 0));
    this.drawRow(widths, header, STYLE.tableHeader, true);
    for (const r of body) this.drawRow(widths, r, STYLE.body, false);
  }

  /** Starts a new page, as the official forms do between their pages. */
  newPage(): void {
    this.doc.addPage();
    this.y = MARGIN;
  }

  /** Draws the footer on every page once the content is complete. */
  footers(meta: DocumentMeta): void {
    if (this.pendingBand) this.ensureSpace(0);
    const generated = toWinAnsi(`Generated by ClearHire on ${formatTimestamp(meta.generatedAt, meta.timeZone ?? DEFAULT_TIME_ZONE)}`);
    const range = this.doc.bufferedPageRange();
    const ruleY = PAGE_HEIGHT - MARGIN - FOOTER_SPACE + 12;
    for (let i = range.start; i < range.start + range.count; i++) {
      this.doc.switchToPage(i);
      this.doc.moveTo(MARGIN, ruleY).lineTo(MARGIN + CONTENT_WIDTH, ruleY).lineWidth(0.5).stroke(COLOR.rule);
      this.doc.fillColor(COLOR.muted);
      // Drawn line by line without wrapping, so writing below the bottom margin adds no page.
      this.type.drawLine(generated, STYLE.small, MARGIN, ruleY + 5);
      const right = toWinAnsi(`${meta.footerLabel}  ·  Page ${i - range.start + 1} of ${range.count}`);
      this.type.drawLine(right, STYLE.small, MARGIN, ruleY + 5, { align: 'right', width: CONTENT_WIDTH });
    }
  }

  private layoutRow(widths: readonly number[], cells: readonly string[], style: TextStyle): { lines: string[][]; height: number } {
    const lines = cells.map((c, i) => this.type.lines(toWinAnsi(c), style, widths[i] - 2 * PAD));
    return { lines, height: Math.max(...lines.map((l) => l.length)) * this.type.lineHeight(style) + 2 * PAD };
  }

  private drawRow(widths: readonly number[], row: { lines: string[][]; height: number }, style: TextStyle, header: boolean): void {
    this.ensureSpace(row.height);
    const xs = this.columnStarts(widths);
    if (header) this.doc.rect(MARGIN, this.y, CONTENT_WIDTH, row.height).fill(COLOR.shade);
    xs.forEach((x, i) => this.doc.rect(x, this.y, widths[i], row.height));
    this.doc.lineWidth(0.6).stroke(COLOR.rule);
    this.doc.fillColor(COLOR.ink);
    row.lines.forEach((lines, i) => this.type.drawLines(lines, style, xs[i] + PAD, this.y + PAD));
    this.y += row.height;
  }

  private columnStarts(widths: readonly number[]): number[] {
    const xs: number[] = [];
    let x = MARGIN;
    for (const w of widths) {
      xs.push(x);
      x += w;
    }
    return xs;
  }

  private split(spans: readonly number[]): number[] {
    const total = spans.reduce((a, b) => a + b, 0);
    return spans.map((s) => (CONTENT_WIDTH * s) / total);
  }

  /** Starts a new page unless `height` fits below, then draws a pending section band. */
  private ensureSpace(height: number): void {
    const band = this.pendingBand ? BAND_GAP + BAND_HEIGHT : 0;
    if (this.y + band + height > CONTENT_BOTTOM && this.y > MARGIN) this.newPage();
    if (this.pendingBand) this.drawBand(this.pendingBand);
  }

  private drawBand(band: { title: string; aside?: string }): void {
    this.pendingBand = null;
    if (this.y > MARGIN) this.y += BAND_GAP;
    this.doc.rect(MARGIN, this.y, CONTENT_WIDTH, BAND_HEIGHT).fill(COLOR.band);
    this.doc.fillColor(COLOR.paper);
    this.type.drawLine(toWinAnsi(band.title), STYLE.section, MARGIN + 6, this.y + 3.5);
    if (band.aside) this.type.drawLine(toWinAnsi(band.aside), STYLE.small, MARGIN + 6, this.y + 4.5, { align: 'right', width: CONTENT_WIDTH - 12 });
    this.y += BAND_HEIGHT;
  }
}

/**
 * Builds a PDF and resolves with its bytes. CreationDate comes from meta.generatedAt and pdfkit
 * derives the file ID from the info dictionary, so identical input gives identical bytes.
 * The renderers calling this are async functions, so a bad input (a malformed date, an SSN that
 * is not 9 digits) always arrives as a rejected promise, never as a synchronous throw.
 */
export function renderPdf(meta: DocumentMeta, draw: (writer: FormWriter) => void): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    const doc = new PDFDocument({
      ...WITHOUT_DEFAULT_FONT,
      size: 'LETTER',
      margin: MARGIN,
      bufferPages: true,
      displayTitle: true,
      lang: 'en-US',
      info: {
        Title: toWinAnsi(meta.title),
        Subject: toWinAnsi(meta.subject),
        Author: 'ClearHire',
        Creator: 'ClearHire',
        CreationDate: meta.generatedAt,
      },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      registerStandardFonts(doc);
      const writer = new FormWriter(doc);
      draw(writer);
      writer.footers(meta);
      doc.end();
    } catch (err) {
      reject(err);
    }
  });
}
