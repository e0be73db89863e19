/**
 * Line breaking and single-pass drawing for the standard fonts.
 *
 * pdfkit's own wrapping (text with a width, heightOfString) runs a Unicode line-break pass and
 * measures every word with kerning, and a box needs it twice: once to size the box, once to draw.
 * On these text-heavy forms that was most of the render time. Here glyph widths are cached per
 * font for the life of the process, lines are broken once at spaces, and each line is drawn
 * without a width, which takes pdfkit's fast path. Measuring ignores kerning, and so does drawing
 * a document's own text (standard-fonts.ts); the fixed layer keeps pdfkit's kerning, whose pairs
 * mostly tighten text: the few that widen it ("r i": 15/1000 em) are covered by breaking lines a
 * point short of the width (KERNING_SLACK).
 */

import { standardFont } from './standard-fonts';
import { isUnicodeFont, unicodeMeasuringFont, unicodeParsedFont, type TypeFace } from './unicode-fonts';

export type { FontName } from './standard-fonts';
export type { TypeFace } from './unicode-fonts';

export interface TextStyle {
  /** A standard font, or the embedded font a value outside WinAnsi is set in (unicode-fonts.ts). */
  readonly font: TypeFace;
  readonly size: number;
}

export interface DrawOptions {
  readonly align?: 'left' | 'center' | 'right';
  /** Needed for center and right alignment. */
  readonly width?: number;
}

/** Room left at the end of each line for the kern pairs that widen text. */
const KERNING_SLACK = 1;

// Metrics come from the per-process fonts (standard-fonts.ts), never from the document being
// rendered: measuring loads nothing into it, so its bytes depend on its input, not on history.

/** Advance width of each character at size 1, per font; standard fonts never change. */
const glyphWidths = new Map<TypeFace, Map<string, number>>();
/** Line height (ascender to next line, with the font's gap) at size 1, per font. */
const lineHeights = new Map<TypeFace, number>();

/** The per-process font that measures a face: never the document's own (see above). */
const measuringFont = (face: TypeFace) => (isUnicodeFont(face) ? unicodeMeasuringFont(face) : standardFont(face));

export class Typesetter {
  private current: TextStyle | null = null;
  private readonly registered = new Set<TypeFace>();

  constructor(private readonly doc: PDFKit.PDFDocument) {}

  /** Width of `text` in points, without kerning. */
  widthOf(text: string, style: TextStyle): number {
    let widths = glyphWidths.get(style.font);
    if (!widths) {
      widths = new Map();
      glyphWidths.set(style.font, widths);
    }
    let total = 0;
    for (const ch of text) {
      let w = widths.get(ch);
      if (w === undefined) {
        w = measuringFont(style.font).widthOfString(ch, 1);
        widths.set(ch, w);
      }
      total += w;
    }
    return total * style.size;
  }

  lineHeight(style: TextStyle): number {
    let height = lineHeights.get(style.font);
    if (height === undefined) {
      height = measuringFont(style.font).lineHeight(1, true);
      lineHeights.set(style.font, height);
    }
    return height * style.size;
  }

  /**
   * `text` broken into lines no wider than `width`: at spaces, at explicit newlines, and inside a
   * word only when the word alone is too wide (digests, user agents).
   */
  lines(text: string, style: TextStyle, boxWidth: number): string[] {
    const width = boxWidth - KERNING_SLACK;
    const out: string[] = [];
    const space = this.widthOf(' ', style);
    for (const paragraph of text.split('\n')) {
      let line = '';
      let lineWidth = 0;
      for (const word of paragraph.split(' ')) {
        if (word === '') continue;
        const wordWidth = this.widthOf(word, style);
        if (line !== '' && lineWidth + space + wordWidth <= width) {
          line += ` ${word}`;
          lineWidth += space + wordWidth;
          continue;
        }
        if (line !== '') out.push(line);
        if (wordWidth <= width) {
          line = word;
          lineWidth = wordWidth;
          continue;
        }
        const pieces = this.splitWord(word, style, width);
        line = pieces.pop() ?? '';
        lineWidth = this.widthOf(line, style);
        out.push(...pieces);
      }
      out.push(line);
    }
    return out;
  }

  /** Height of `text` set in `width`. */
  heightOf(text: string, style: TextStyle, width: number): number {
    return this.lines(text, style, width).length * this.lineHeight(style);
  }

  /** Draws `text` in `width` from (x, y) and returns the height used. */
  draw(text: string, style: TextStyle, x: number, y: number, width: number, options: DrawOptions = {}): number {
    const lines = this.lines(text, style, width);
    this.drawLines(lines, style, x, y, { ...options, width: options.width ?? width });
    return lines.length * this.lineHeight(style);
  }

  /** Draws one line that is known to fit, e.g. a page footer or a checkbox mark. */
  drawLine(text: string, style: TextStyle, x: number, y: number, options: DrawOptions = {}): void {
    this.drawLines([text], style, x, y, options);
  }

  /** Draws lines already broken by `lines()`, one below the other. */
  drawLines(lines: readonly string[], style: TextStyle, x: number, y: number, options: DrawOptions = {}): void {
    const step = this.lineHeight(style);
    this.use(style);
    lines.forEach((line, i) => {
      if (line === '') return;
      const lineWidth = this.widthOf(line, style);
      const free = (options.width ?? lineWidth) - lineWidth;
      const dx = options.align === 'right' ? free : options.align === 'center' ? free / 2 : 0;
      // No width: pdfkit writes the fragment as is instead of wrapping it again.
      this.doc.text(line, x + dx, y + i * step, { lineBreak: false, textWidth: lineWidth, wordCount: line.split(' ').length } as PDFKit.Mixins.TextOptions);
    });
  }

  private splitWord(word: string, style: TextStyle, width: number): string[] {
    const pieces: string[] = [];
    let piece = '';
    for (const ch of word) {
      if (piece !== '' && this.widthOf(piece + ch, style) > width) {
        pieces.push(piece);
        piece = '';
      }
      piece += ch;
    }
    pieces.push(piece);
    return pieces;
  }

  private use(style: TextStyle): void {
    if (this.current?.font === style.font && this.current.size === style.size) return;
    // An embedded font is registered with the document the first time it is used. It is the font the
    // process parsed once (unicode-fonts.ts): given the file's bytes, pdfkit would parse the whole
    // font again for every document (tens of milliseconds a pair of forms); the document keeps its own subset.
    if (isUnicodeFont(style.font) && !this.registered.has(style.font)) {
      this.doc.registerFont(style.font, unicodeParsedFont(style.font));
      this.registered.add(style.font);
    }
    this.doc.font(style.font).fontSize(style.size);
    this.current = style;
  }
}
