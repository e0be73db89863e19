import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';
import { WITHOUT_DEFAULT_FONT, type FontName } from './standard-fonts';
import { isWinAnsi, toWinAnsi, withPlainSpacing } from './win-ansi';

/**
 * The embedded font for filled-in values the standard fonts cannot draw.
 *
 * Helvetica draws WinAnsi only: "Nguyễn" came out as "Nguyen", "Łukasz" as "?ukasz" (win-ansi.ts),
 * on federal forms that must show the person's name as written. A value outside WinAnsi is drawn
 * in DejaVu Sans instead (Latin, Vietnamese, Greek, Cyrillic and more), which pdfkit embeds as a
 * subset of the glyphs used with a ToUnicode map, so the text reads back as written. Only a
 * document with such a value loads the font (parsing the file costs more than the rest of a form),
 * so the common case keeps the standard fonts and the render time measured for them. Characters
 * DejaVu has no glyph for either (emoji) are refused where names are entered (libs/contracts
 * `printableText`); one that still reaches a form prints as "?" rather than an empty box.
 */

export const UNICODE_FONTS = { DejaVuSans: 'DejaVuSans.ttf', 'DejaVuSans-Bold': 'DejaVuSans-Bold.ttf' } as const;
export type UnicodeFontName = keyof typeof UNICODE_FONTS;
export type TypeFace = FontName | UnicodeFontName;

/** The embedded font that stands in for each standard font. */
export const UNICODE_FONT_OF: Readonly<Record<FontName, UnicodeFontName>> = { Helvetica: 'DejaVuSans', 'Helvetica-Bold': 'DejaVuSans-Bold' };

export const isUnicodeFont = (name: TypeFace): name is UnicodeFontName => name in UNICODE_FONTS;

/**
 * Where the font files are: beside the built bundle (the API's and worker's webpack builds copy
 * them to `fonts/`), or in the package when running from the sources (tests, ts-node).
 */
function fontDirectories(): string[] {
  const main = process.argv[1] ? dirname(process.argv[1]) : null;
  return [
    ...(main ? [join(main, 'fonts')] : []),
    join(__dirname, 'fonts'),
    join(process.cwd(), 'node_modules/dejavu-fonts-ttf/ttf'),
    join(__dirname, '../../../../node_modules/dejavu-fonts-ttf/ttf'),
  ];
}

const files = new Map<UnicodeFontName, Buffer>();

/** The font file's bytes, read once per process. */
export function unicodeFontFile(name: UnicodeFontName): Buffer {
  let bytes = files.get(name);
  if (!bytes) {
    const path = fontDirectories()
      .map((dir) => join(dir, UNICODE_FONTS[name]))
      .find((candidate) => existsSync(candidate));
    if (!path) throw new Error(`The font ${UNICODE_FONTS[name]} is missing: the build copies it to fonts/ beside main.js (tools/webpack/node-app.cjs)`);
    bytes = readFileSync(path);
    files.set(name, bytes);
  }
  return bytes;
}

/** The part of pdfkit's EmbeddedFont used to measure. */
export interface MeasuringFont {
  widthOfString(text: string, size: number): number;
  lineHeight(size: number, includeGap?: boolean): number;
  readonly font: { hasGlyphForCodePoint(codePoint: number): boolean };
}

let probe: (PDFKit.PDFDocument & { _font: MeasuringFont }) | null = null;
const measuring = new Map<UnicodeFontName, MeasuringFont>();

/** The per-process copy of the font that measures text (in a document of its own, never written). */
export function unicodeMeasuringFont(name: UnicodeFontName): MeasuringFont {
  let font = measuring.get(name);
  if (!font) {
    probe ??= new PDFDocument({ ...WITHOUT_DEFAULT_FONT, autoFirstPage: false }) as unknown as PDFKit.PDFDocument & { _font: MeasuringFont };
    probe.font(unicodeFontFile(name));
    font = probe._font;
    measuring.set(name, font);
  }
  return font;
}

/**
 * The font as fontkit parsed it, once per process, for documents to embed: pdfkit (0.18 and later)
 * takes a parsed font where it takes a file, and makes each document's subset from it.
 */
export function unicodeParsedFont(name: UnicodeFontName): Buffer {
  // Typed as the file pdfkit's typings expect; pdfkit tells a parsed font by its layout().
  return unicodeMeasuringFont(name).font as unknown as Buffer;
}

/**
 * A record's value and the face to set it in: the standard font when WinAnsi draws it as written,
 * else the embedded font, with "?" for what that cannot draw either.
 */
export function faceFor(text: string, standard: FontName, keepNewlines = false): { text: string; font: TypeFace } {
  if (isWinAnsi(text)) return { text: toWinAnsi(text, keepNewlines), font: standard };
  const font = UNICODE_FONT_OF[standard];
  const glyphs = unicodeMeasuringFont(font).font;
  let drawable = '';
  for (const ch of withPlainSpacing(text, keepNewlines)) drawable += ch === '\n' || glyphs.hasGlyphForCodePoint(ch.codePointAt(0) ?? 0) ? ch : '?';
  return { text: drawable, font };
}
