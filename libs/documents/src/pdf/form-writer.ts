import PDFDocument from 'pdfkit';
import { compressPagesFast } from './page-compression';
import { formatTimestamp } from '../format';
import { FixedLayer, type Pen } from './fixed-layer';
import { registerStandardFonts, WITHOUT_DEFAULT_FONT, type FontName } from './standard-fonts';
import { Typesetter, type TextStyle } from './typesetter';
import { faceFor } from './unicode-fonts';
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
  readonly timeZone: string;
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
  /** The form's own text, never a record's data: it is kept on the fixed layer. */
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
  /** The statement and its bullets are the form's own text, never a record's data: they are kept on the fixed layer. */
  readonly text: string;
  readonly bullets?: readonly string[];
  /** Small note printed after the text, e.g. the numbers that go with a box; may carry data. */
  readonly detail?: string;
}

export interface TableColumn {
  /** The form's own text, never a record's data: it is kept on the fixed layer. */
  readonly header: string;
  readonly span?: number;
}

const BAND_HEIGHT = 15;
const BAND_GAP = 5;

const TITLE_LEFT_WIDTH = 150;
const TITLE_LEFT_INNER = TITLE_LEFT_WIDTH - 2 * PAD;
const TITLE_RIGHT_X = MARGIN + TITLE_LEFT_WIDTH + PAD + 6;
const TITLE_RIGHT_WIDTH = CONTENT_WIDTH - TITLE_LEFT_WIDTH - 2 * PAD - 6;

const BOX = 10;
const BOX_X = MARGIN + PAD + 2;

export interface FixedText {
  /**
   * The text is the same in every document, with nothing from a record in it (no name, date or
   * answer): it is drawn once per process and replayed (fixed-layer.ts). Leave it unset otherwise.
   */
  readonly fixed?: boolean;
}

/** A fixed-layer key: names everything a block's drawing depends on. */
const keyOf = (...parts: unknown[]): string => JSON.stringify(parts);

interface TitleLayout {
  readonly formNumber: string;
  readonly details: readonly string[];
  readonly title: string;
  readonly titleStyle: TextStyle;
  readonly subtitle: string;
  readonly subtitleStyle: TextStyle;
  readonly titleHeight: number;
  readonly height: number;
}

interface RowLayout {
  readonly lines: readonly string[][];
  /** Each cell's style: a record's value outside WinAnsi is set in the embedded font. */
  readonly styles: readonly TextStyle[];
  readonly height: number;
}

interface ColumnsLayout {
  readonly widths: readonly number[];
  readonly xs: readonly number[];
}

/**
 * What is drawn on the fixed layer is recorded once per process and replayed into every document.
 * Labels, band titles, checkbox statements, table headers and instructions are the form's own text
 * and always go there; a title block or paragraph goes there when its caller marks it fixed, since
 * several carry a name or a date. Values, checkbox marks and details, band asides, table rows and
 * footers are drawn for each document. Blocks are drawn in reading order (a value right
 * after its label), so extracted text keeps each value beside its label.
 */
export class FormWriter {
  private y = MARGIN;
  private readonly type: Typesetter;
  private readonly pen: Pen;
  private readonly fixedLayer: FixedLayer;
  private pendingBand: { title: string; aside?: string } | null = null;

  constructor(private readonly doc: PDFKit.PDFDocument) {
    this.type = new Typesetter(doc);
    this.pen = { doc, type: this.type };
    this.fixedLayer = new FixedLayer(doc);
  }

  titleBlock(block: TitleBlock, options: FixedText = {}): void {
    const key = options.fixed ? keyOf('title', block) : null;
    const layout = this.measure(key, () => titleLayout(this.type, block, !options.fixed));
    this.block(key, this.y, (pen, top) => drawTitleBlock(pen, layout, top));
    this.y += layout.height + 6;
  }

  /** Bold guidance under the title, as the official forms print it: the form's own text. */
  instructions(text: string): void {
    const key = keyOf('instructions', text);
    const safe = toWinAnsi(text);
    const height = this.measure(key, () => this.type.heightOf(safe, STYLE.bodyBold, CONTENT_WIDTH));
    this.ensureSpace(height + 4);
    this.block(key, this.y, ({ doc, type }, top) => {
      doc.fillColor(COLOR.ink);
      type.draw(safe, STYLE.bodyBold, MARGIN, top, CONTENT_WIDTH);
    });
    this.y += height + 4;
  }

  /**
   * A section band. It is drawn with the first block that follows, so a band never ends a page
   * while its content starts the next. The title is fixed text; the aside may carry data.
   */
  section(title: string, aside?: string): void {
    this.pendingBand = { title, aside };
  }

  /** One row of labelled boxes sharing a height; values line up even when a label wraps. */
  fields(cells: readonly FieldCell[]): void {
    const labels = cells.map((c) => c.label);
    const spans = cells.map((c) => c.span ?? 1);
    const layout = this.measure(keyOf('field-labels', labels, spans), () => {
      const columns = columnsLayout(spans);
      const lines = labels.map((label, i) => this.type.lines(toWinAnsi(label), STYLE.label, columns.widths[i] - 2 * PAD));
      return { ...columns, lines, height: Math.max(...lines.map((l) => l.length)) * this.type.lineHeight(STYLE.label) };
    });
    const values = cells.map((c, i) => {
      if (!c.value) return null;
      const set = valueFace(c.value, STYLE.value);
      return { style: set.style, lines: this.type.lines(set.text, set.style, layout.widths[i] - 2 * PAD) };
    });
    // An empty value still gets a line's height: it is the blank to fill in by hand.
    const valueHeight = Math.max(11, ...values.map((v) => (v ? v.lines.length * this.type.lineHeight(v.style) : 0)));
    const height = PAD + layout.height + 2 + valueHeight + PAD;
    this.ensureSpace(height);
    // Label, then value, cell by cell, so extracted text (copy and paste, screen readers) keeps
    // each value beside its label. The first cell's block strokes the row's borders as one path.
    const row = keyOf('field', labels, spans, height);
    layout.lines.forEach((label, i) => {
      this.block(`${row}${i}`, this.y, ({ doc, type }, top) => {
        if (i === 0) {
          layout.xs.forEach((x, j) => doc.rect(x, top, layout.widths[j], height));
          doc.lineWidth(0.6).stroke(COLOR.rule);
        }
        doc.fillColor(COLOR.muted);
        type.drawLines(label, STYLE.label, layout.xs[i] + PAD, top + PAD);
      });
      const value = values[i];
      if (!value) return;
      this.doc.fillColor(COLOR.ink);
      this.type.drawLines(value.lines, value.style, layout.xs[i] + PAD, this.y + PAD + layout.height + 2);
    });
    this.y += height;
  }

  /** A statement with a checkbox, marked with an X when it applies. The statement is fixed text; the detail may carry data. */
  checkbox(item: CheckboxItem): void {
    const number = item.number ? toWinAnsi(item.number) : '';
    const key = keyOf('checkbox', number, item.text, item.bullets ?? []);
    const layout = this.measure(key, () => {
      const textX = MARGIN + PAD + BOX + 8 + (number ? 16 : 0);
      const textWidth = MARGIN + CONTENT_WIDTH - PAD - textX;
      const text = toWinAnsi(item.text);
      const bullets = (item.bullets ?? []).map((b) => toWinAnsi(b));
      let height = this.type.heightOf(text, STYLE.body, textWidth);
      for (const b of bullets) height += 1 + this.type.heightOf(b, STYLE.body, textWidth - 10);
      return { textX, textWidth, text, bullets, height };
    });
    const detail = item.detail ? valueFace(item.detail, STYLE.bodyBold) : null;
    let height = layout.height;
    if (detail) height += 3 + this.type.heightOf(detail.text, detail.style, layout.textWidth);
    height = Math.max(height, BOX) + 2 * PAD;
    this.ensureSpace(height);

    this.block(keyOf('checkbox-box', height), this.y, ({ doc }, top) => {
      doc.rect(MARGIN, top, CONTENT_WIDTH, height).lineWidth(0.6).stroke(COLOR.rule);
      doc.rect(BOX_X, top + PAD, BOX, BOX).lineWidth(0.9).stroke(COLOR.ink);
    });
    // A real glyph (not only lines) so the mark survives text extraction and screen readers.
    if (item.checked) {
      this.doc.fillColor(COLOR.ink);
      this.type.drawLine('X', STYLE.mark, BOX_X, this.y + PAD + 1.2, { align: 'center', width: BOX });
    }
    this.block(key, this.y, ({ doc, type }, top) => {
      doc.fillColor(COLOR.ink);
      if (number) type.drawLine(number, STYLE.bodyBold, BOX_X + BOX + 6, top + PAD + 1);
      let y = top + PAD + 1;
      y += type.draw(layout.text, STYLE.body, layout.textX, y, layout.textWidth);
      for (const b of layout.bullets) {
        y += 1;
        type.drawLine('•', STYLE.body, layout.textX, y);
        y += type.draw(b, STYLE.body, layout.textX + 10, y, layout.textWidth - 10);
      }
    });
    if (detail) {
      this.doc.fillColor(COLOR.ink);
      this.type.draw(detail.text, detail.style, layout.textX, this.y + PAD + 1 + layout.height + 3, layout.textWidth);
    }
    this.y += height;
  }

  /** A boxed paragraph: declarations, authorizations, notes. Newlines in `text` start new lines. */
  paragraph(text: string, options: { bold?: boolean; shaded?: boolean } & FixedText = {}): void {
    const style = options.bold ? STYLE.bodyBold : STYLE.body;
    const shaded = options.shaded === true;
    const key = options.fixed ? keyOf('paragraph', text, style.font, shaded) : null;
    const layout = this.measure(key, () => {
      // Fixed text is the form's own; any other paragraph may carry a name (a signature, an employer).
      const set = key === null ? valueFace(text, style, true) : { text: toWinAnsi(text, true), style };
      const lines = this.type.lines(set.text, set.style, CONTENT_WIDTH - 2 * PAD - 4);
      return { lines, style: set.style, height: lines.length * this.type.lineHeight(set.style) + 2 * PAD };
    });
    this.ensureSpace(layout.height);
    this.block(key, this.y, ({ doc, type }, top) => {
      if (shaded) doc.rect(MARGIN, top, CONTENT_WIDTH, layout.height).fill(COLOR.shade);
      doc.rect(MARGIN, top, CONTENT_WIDTH, layout.height).lineWidth(0.6).stroke(COLOR.rule);
      doc.fillColor(COLOR.ink);
      type.drawLines(layout.lines, layout.style, MARGIN + PAD + 2, top + PAD + 0.5);
    });
    this.y += layout.height;
  }

  /** A table with a shaded header row; rows never split across pages. The header is fixed text. */
  table(columns: readonly TableColumn[], rows: readonly (readonly string[])[]): void {
    const headers = columns.map((c) => c.header);
    const key = keyOf('table', headers, columns.map((c) => c.span ?? 1));
    const layout = this.measure(key, () => {
      const cols = columnsLayout(columns.map((c) => c.span ?? 1));
      return { ...cols, header: rowLayout(this.type, cols.widths, headers, STYLE.tableHeader, false) };
    });
    const body = rows.map((row) => rowLayout(this.type, layout.widths, row, STYLE.body, true));
    // A short table is kept whole on one page; a long one may break between rows.
    const total = layout.header.height + body.reduce((sum, r) => sum + r.height, 0);
    if (total <= SHORT_TABLE) this.ensureSpace(total);
    // Keep the header with its first row.
    this.ensureSpace(layout.header.height + (body[0]?.height ?? 0));
    this.block(key, this.y, (pen, top) => drawRow(pen, layout, layout.header, top, true));
    this.y += layout.header.height;
    for (const r of body) {
      this.ensureSpace(r.height);
      drawRow(this.pen, layout, r, this.y, false);
      this.y += r.height;
    }
  }

  /** Starts a new page, as the official forms do between their pages. */
  newPage(): void {
    this.doc.addPage();
    this.y = MARGIN;
  }

  /** Draws the footer on every page once the content is complete. */
  footers(meta: DocumentMeta): void {
    if (this.pendingBand) this.ensureSpace(0);
    const generated = toWinAnsi(`Generated by ClearHire on ${formatTimestamp(meta.generatedAt, meta.timeZone)}`);
    const range = this.doc.bufferedPageRange();
    const ruleY = PAGE_HEIGHT - MARGIN - FOOTER_SPACE + 12;
    for (let i = range.start; i < range.start + range.count; i++) {
      this.doc.switchToPage(i);
      this.doc.moveTo(MARGIN, ruleY).lineTo(MARGIN + CONTENT_WIDTH, ruleY).lineWidth(0.5).stroke(COLOR.rule);
      this.doc.fillColor(COLOR.muted);
      // Drawn line by line without wrapping, so writing below the bottom margin adds no page.
      this.type.drawLine(generated, STYLE.small, MARGIN, ruleY + 5);
      // The label may name the record (an E-Verify notice's case number): drawn for each document.
      const right = valueFace(`${meta.footerLabel}  ·  Page ${i - range.start + 1} of ${range.count}`, STYLE.small);
      this.type.drawLine(right.text, right.style, MARGIN, ruleY + 5, { align: 'right', width: CONTENT_WIDTH });
    }
  }

  /**
   * Draws a block with its top at `top`: on the fixed layer under `key`, or for this document
   * alone when `key` is null. `draw` draws with the pen and top it is given, never with this.doc.
   */
  private block(key: string | null, top: number, draw: (pen: Pen, top: number) => void): void {
    if (key === null) draw(this.pen, top);
    else this.fixedLayer.draw(key, top, (pen) => draw(pen, 0));
  }

  /** A measurement, kept with the fixed layer under `key`, or made for this document alone when `key` is null. */
  private measure<T>(key: string | null, compute: () => T): T {
    return key === null ? compute() : this.fixedLayer.layout(key, compute);
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
    this.block(keyOf('band', band.title), this.y, ({ doc, type }, top) => {
      doc.rect(MARGIN, top, CONTENT_WIDTH, BAND_HEIGHT).fill(COLOR.band);
      doc.fillColor(COLOR.paper);
      type.drawLine(toWinAnsi(band.title), STYLE.section, MARGIN + 6, top + 3.5);
    });
    if (band.aside) {
      const aside = valueFace(band.aside, STYLE.small);
      this.doc.fillColor(COLOR.paper);
      this.type.drawLine(aside.text, aside.style, MARGIN + 6, this.y + 4.5, { align: 'right', width: CONTENT_WIDTH - 12 });
    }
    this.y += BAND_HEIGHT;
  }
}

// Layout and drawing shared by the document's own pen and the fixed layer's recorder: they use
// the pen they are given only.

/**
 * A record's value in the face that draws it as written: the standard font for WinAnsi text, the
 * embedded Unicode font otherwise (unicode-fonts.ts). Only values go through here; the form's own
 * text stays in the standard fonts, so the fixed layer is unchanged.
 */
function valueFace(text: string, style: { readonly font: FontName; readonly size: number }, keepNewlines = false): { text: string; style: TextStyle } {
  const set = faceFor(text, style.font, keepNewlines);
  return { text: set.text, style: set.font === style.font ? style : { font: set.font, size: style.size } };
}

/** `values`: the title and subtitle carry a record's data (a title block that is not fixed). */
function titleLayout(type: Typesetter, block: TitleBlock, values: boolean): TitleLayout {
  const formNumber = toWinAnsi(block.formNumber);
  const details = block.formDetails.map((d) => toWinAnsi(d));
  const title = values ? valueFace(block.title, STYLE.title) : { text: toWinAnsi(block.title), style: STYLE.title };
  const subtitle = !block.subtitle ? { text: '', style: STYLE.body } : values ? valueFace(block.subtitle, STYLE.body) : { text: toWinAnsi(block.subtitle), style: STYLE.body };
  const leftHeight =
    type.heightOf(formNumber, STYLE.formNumber, TITLE_LEFT_INNER) + details.reduce((sum, d) => sum + type.heightOf(d, STYLE.small, TITLE_LEFT_INNER) + 1, 0);
  const titleHeight = type.heightOf(title.text, title.style, TITLE_RIGHT_WIDTH);
  const rightHeight = titleHeight + (subtitle.text ? 3 + type.heightOf(subtitle.text, subtitle.style, TITLE_RIGHT_WIDTH) : 0);
  return {
    formNumber,
    details,
    title: title.text,
    titleStyle: title.style,
    subtitle: subtitle.text,
    subtitleStyle: subtitle.style,
    titleHeight,
    height: Math.max(leftHeight, rightHeight) + 2 * PAD + 4,
  };
}

function drawTitleBlock({ doc, type }: Pen, l: TitleLayout, top: number): void {
  doc.rect(MARGIN, top, TITLE_LEFT_WIDTH, l.height).fill(COLOR.band);
  doc.rect(MARGIN, top, CONTENT_WIDTH, l.height).lineWidth(1).stroke(COLOR.ink);
  doc.fillColor(COLOR.paper);
  let left = top + PAD + 2;
  left += type.draw(l.formNumber, STYLE.formNumber, MARGIN + PAD, left, TITLE_LEFT_INNER) + 1;
  for (const d of l.details) left += type.draw(d, STYLE.small, MARGIN + PAD, left, TITLE_LEFT_INNER) + 1;
  doc.fillColor(COLOR.ink);
  type.draw(l.title, l.titleStyle, TITLE_RIGHT_X, top + PAD + 2, TITLE_RIGHT_WIDTH);
  if (l.subtitle) {
    doc.fillColor(COLOR.muted);
    type.draw(l.subtitle, l.subtitleStyle, TITLE_RIGHT_X, top + PAD + 2 + l.titleHeight + 3, TITLE_RIGHT_WIDTH);
  }
}

function columnsLayout(spans: readonly number[]): ColumnsLayout {
  const total = spans.reduce((a, b) => a + b, 0);
  const widths = spans.map((s) => (CONTENT_WIDTH * s) / total);
  const xs: number[] = [];
  let x = MARGIN;
  for (const w of widths) {
    xs.push(x);
    x += w;
  }
  return { widths, xs };
}

/** `values`: the cells are a record's data (body rows), not the form's own text (the header). */
function rowLayout(type: Typesetter, widths: readonly number[], cells: readonly string[], style: { readonly font: FontName; readonly size: number }, values: boolean): RowLayout {
  const set = cells.map((c) => (values ? valueFace(c, style) : { text: toWinAnsi(c), style }));
  const lines = set.map((c, i) => type.lines(c.text, c.style, widths[i] - 2 * PAD));
  const height = Math.max(...lines.map((l, i) => l.length * type.lineHeight(set[i].style)));
  return { lines, styles: set.map((c) => c.style), height: height + 2 * PAD };
}

function drawRow({ doc, type }: Pen, columns: ColumnsLayout, row: RowLayout, top: number, header: boolean): void {
  if (header) doc.rect(MARGIN, top, CONTENT_WIDTH, row.height).fill(COLOR.shade);
  columns.xs.forEach((x, i) => doc.rect(x, top, columns.widths[i], row.height));
  doc.lineWidth(0.6).stroke(COLOR.rule);
  doc.fillColor(COLOR.ink);
  row.lines.forEach((lines, i) => type.drawLines(lines, row.styles[i], columns.xs[i] + PAD, top + PAD));
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
      compressPagesFast(doc);
      // What is drawn for this document alone is set as the Typesetter measured it, without kerning.
      registerStandardFonts(doc, { kerning: false });
      const writer = new FormWriter(doc);
      draw(writer);
      writer.footers(meta);
      doc.end();
    } catch (err) {
      reject(err);
    }
  });
}
