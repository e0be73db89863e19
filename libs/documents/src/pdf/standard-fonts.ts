import PDFDocument from 'pdfkit';

/**
 * The two standard fonts every generated PDF uses, with their metrics parsed once per process.
 *
 * pdfkit turns a standard font's AFM data into a glyph-width table and a table of about 2,700 kern
 * pairs each time a document loads the font (its AFMFont), and our forms load two: about 9% of a
 * render. The tables never change, so each document gets its own font objects (its own id and PDF
 * object) sharing the tables of one pair of fonts loaded per process. pdfkit 0.20.2 offers no
 * option for this; what is used of its internals is named in PdfKitFont and PdfKitFonts below, and
 * the specs fail if they change (the fonts of every page are checked, and the text read back).
 *
 * Every document also gets the same font ids (F1 Helvetica, F2 Helvetica-Bold), whatever it draws
 * first: the fixed layer (fixed-layer.ts) replays content recorded in another document, which
 * names its fonts by id.
 *
 * pdfkit kerns standard-font text as it sets it, looking every pair of characters up among those
 * 2,700 (twice: to encode a line and to advance past it), and has no option to turn that off for
 * them (its `features` option reaches only embedded fonts). The Typesetter measures and breaks
 * lines without kerning, so text drawn for each document is set without it too, and lands
 * exactly where the layout put it (right-aligned text ends at its edge). The fixed layer is set
 * once per process and keeps pdfkit's kerning.
 */

export const FONT_NAMES = ['Helvetica', 'Helvetica-Bold'] as const;
export type FontName = (typeof FONT_NAMES)[number];

/** The part of pdfkit's AFMFont (a standard font's metrics) used here. */
interface AfmMetrics {
  getKernPair(left: string, right: string): number;
  encodeText(text: string): string[];
  glyphsForString(text: string): string[];
  widthOfGlyph(glyph: string): number;
}

/** Where pdfkit's `_fragment` places one character: what StandardFont.encode answers per character. */
interface GlyphPosition {
  xAdvance: number;
  yAdvance: number;
  xOffset: number;
  yOffset: number;
  advanceWidth: number;
}

/** The part of pdfkit's StandardFont used here. */
export interface PdfKitFont {
  readonly name: string;
  readonly id: string;
  readonly font: AfmMetrics;
  /** The font's PDF object, created by ref() the first time a page uses the font. */
  dictionary: PDFKit.PDFKitReference | null;
  embedded: boolean;
  ref(): PDFKit.PDFKitReference;
  widthOfString(text: string, size: number): number;
  lineHeight(size: number, includeGap?: boolean): number;
}

/** pdfkit's font registry on a document: fonts by name, and the count it numbers new ids from. */
interface PdfKitFonts {
  _font: PdfKitFont;
  _fontFamilies: Record<string, PdfKitFont>;
  _fontCount: number;
}

/** Options for new PDFDocument(): no default font, since registerStandardFonts() provides them. */
export const WITHOUT_DEFAULT_FONT = { font: '' } as const;

let loaded: Map<FontName, PdfKitFont> | null = null;
const withoutKerning = new Map<FontName, AfmMetrics>();

/** The per-process fonts, loaded by pdfkit into a document of their own that is never written. */
export function standardFont(name: FontName): PdfKitFont {
  if (!loaded) {
    // No default font: the document loads only what is asked below.
    const probe = new PDFDocument({ ...WITHOUT_DEFAULT_FONT, autoFirstPage: false }) as unknown as PDFKit.PDFDocument & PdfKitFonts;
    loaded = new Map(
      FONT_NAMES.map((n) => {
        probe.font(n);
        return [n, probe._font];
      }),
    );
  }
  const font = loaded.get(name);
  if (!font) throw new Error(`Not a standard font of the forms: ${name}`);
  return font;
}

/**
 * A font's code and width of each UTF-16 unit, looked up through pdfkit's own metrics the first
 * time the unit is met, then read from two arrays. pdfkit's StandardFont.encode looks each character
 * up by glyph name in objects of a few hundred keys, builds its kern-pair key as a new string, and
 * makes four arrays per call, for every field of every document: about a twelfth of a worker's time.
 * Only characters are kept, never text, so nothing of a record stays in the process.
 */
class UnkernedCharacters {
  private readonly codes: string[] = new Array<string>(0x10000);
  private readonly widths = new Float64Array(0x10000).fill(Number.NaN);

  constructor(private readonly metrics: AfmMetrics) {}

  private width(unit: number): number {
    let width = this.widths[unit];
    if (Number.isNaN(width)) {
      const character = String.fromCharCode(unit);
      this.codes[unit] = this.metrics.encodeText(character)[0];
      width = this.widths[unit] = this.metrics.widthOfGlyph(this.metrics.glyphsForString(character)[0]);
    }
    return width;
  }

  /** StandardFont.encode(text) without kerning: the same codes and positions. */
  encode(text: string): [string[], GlyphPosition[]] {
    const codes: string[] = new Array<string>(text.length);
    const positions: GlyphPosition[] = new Array<GlyphPosition>(text.length);
    for (let i = 0; i < text.length; i++) {
      const unit = text.charCodeAt(i);
      const width = this.width(unit);
      codes[i] = this.codes[unit];
      positions[i] = { xAdvance: width, yAdvance: 0, xOffset: 0, yOffset: 0, advanceWidth: width };
    }
    return [codes, positions];
  }

  /** StandardFont.widthOfString(text, size) without kerning: the widths added in the same order. */
  widthOfString(text: string, size: number): number {
    let width = 0;
    for (let i = 0; i < text.length; i++) width += this.width(text.charCodeAt(i));
    return width * (size / 1000);
  }
}

const unkerned = new Map<FontName, UnkernedCharacters>();

function unkernedCharacters(name: FontName): UnkernedCharacters {
  let characters = unkerned.get(name);
  if (!characters) {
    characters = new UnkernedCharacters(metricsWithoutKerning(name));
    unkerned.set(name, characters);
  }
  return characters;
}

/** The font's metrics with every kern pair 0: the glyph widths alone, as the Typesetter measures. */
function metricsWithoutKerning(name: FontName): AfmMetrics {
  let metrics = withoutKerning.get(name);
  if (!metrics) {
    metrics = Object.assign(Object.create(standardFont(name).font) as AfmMetrics, { getKernPair: () => 0 });
    withoutKerning.set(name, metrics);
  }
  return metrics;
}

/**
 * Gives a document created WITHOUT_DEFAULT_FONT its fonts: copies of the per-process fonts that
 * share their metrics but belong to this document, F1 Helvetica and F2 Helvetica-Bold, setting
 * text with pdfkit's kerning or without any.
 */
export function registerStandardFonts(doc: PDFKit.PDFDocument, options: { kerning: boolean }): void {
  const fonts = doc as unknown as PdfKitFonts;
  FONT_NAMES.forEach((name, index) => {
    const shared = standardFont(name);
    const own: PdfKitFont = Object.assign(Object.create(Object.getPrototypeOf(shared) as object) as PdfKitFont, shared, {
      document: doc,
      font: options.kerning ? shared.font : metricsWithoutKerning(name),
      id: `F${index + 1}`,
      dictionary: null,
      embedded: false,
    });
    if (!options.kerning) {
      const characters = unkernedCharacters(name);
      Object.assign(own, { encode: (text: string) => characters.encode(`${text}`), widthOfString: (text: string, size: number) => characters.widthOfString(`${text}`, size) });
    }
    fonts._fontFamilies[name] = own;
  });
  // A font loaded later by name gets the next id, not one of these.
  fonts._fontCount = FONT_NAMES.length;
  doc.font(FONT_NAMES[0]);
}

/** The document's own font of that name (for registering it on a page). */
export function documentFont(doc: PDFKit.PDFDocument, name: FontName): PdfKitFont {
  const font = (doc as unknown as PdfKitFonts)._fontFamilies[name];
  if (!font) throw new Error(`The document has no ${name}: create it with registerStandardFonts()`);
  return font;
}
