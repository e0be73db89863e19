import PDFDocument from 'pdfkit';
import { FONT_NAMES, documentFont, registerStandardFonts, WITHOUT_DEFAULT_FONT, type FontName } from './standard-fonts';
import { Typesetter } from './typesetter';

/**
 * The fixed layer of the forms: what every document of a form draws the same way (labels, rules,
 * boxes, band titles, statements, declarations) is drawn once per process and its page-content
 * operators are written again into each later document, moved to where the block falls on the page.
 * Setting that text through pdfkit (kerning every character, encoding it, writing its operators
 * one by one) was about half of a render; writing the recorded bytes again costs almost nothing.
 *
 * Blocks are recorded, with their top at y = 0, in a document of their own that is never written,
 * and every document gets the result of a recording, the first one included: a PDF's bytes depend
 * on its input only, never on what the process drew before. Only fixed text may be recorded (the
 * callers in form-writer.ts decide what is): what comes from a record (names, SSNs, answers) is
 * drawn for each document and never kept.
 */

/** A document and the typesetter that draws on it. */
export interface Pen {
  readonly doc: PDFKit.PDFDocument;
  readonly type: Typesetter;
}

interface Recording {
  /**
   * Page-content operators, one per line, drawn with the top of the block at y = 0: as bytes,
   * which pdfkit writes as they are (a string it would convert character by character each time).
   */
  readonly content: Uint8Array;
  /** Fonts the operators select by id (F1, F2: the same in every document, standard-fonts.ts). */
  readonly fonts: readonly FontName[];
}

/**
 * A bound on what one process keeps. The forms have a few hundred fixed blocks (more with the
 * heights that long values give a row); past the bound, blocks are still recorded and replayed, so
 * the output stays the same, but not kept.
 */
const MAX_ENTRIES = 5000;

const recordings = new Map<string, Recording>();
const layouts = new Map<string, unknown>();

/** The page resources a recording may use: fonts only, since only they are carried to the replay. */
interface PageResources {
  resources: { data: { Font?: Record<string, unknown>; [name: string]: unknown } };
}

class Recorder {
  readonly pen: Pen;
  private ops: string[] | null = null;

  constructor() {
    const doc = new PDFDocument({ ...WITHOUT_DEFAULT_FONT, size: 'LETTER', margin: 0 });
    // Set once per process, so the kerning pdfkit does costs nothing per document.
    registerStandardFonts(doc, { kerning: true });
    // Everything pdfkit draws goes through addContent: here it is kept instead of written.
    doc.addContent = (data: string) => {
      if (!this.ops) throw new Error('Drawing on the fixed layer outside a recording');
      this.ops.push(data);
      return doc;
    };
    this.pen = { doc, type: new Typesetter(doc) };
  }

  record(draw: (pen: Pen) => void): Recording {
    const page = this.pen.doc.page as unknown as PageResources;
    const resources = page.resources.data;
    for (const key of Object.keys(resources)) if (key !== 'ProcSet') delete resources[key];
    this.ops = [];
    try {
      draw(this.pen);
      const other = Object.keys(resources).filter((key) => key !== 'ProcSet' && key !== 'Font');
      if (other.length) throw new Error(`A fixed-layer block may use fonts only, not ${other.join(', ')}`);
      const ids = Object.keys(resources.Font ?? {});
      const fonts = ids.map((id) => {
        const name = FONT_NAMES.find((_, index) => id === `F${index + 1}`);
        if (!name) throw new Error(`A fixed-layer block may use the standard fonts only, not ${id}`);
        return name;
      });
      return { content: Buffer.from(`${this.ops.join('\n')}\n`, 'latin1'), fonts };
    } finally {
      this.ops = null;
    }
  }
}

let recorder: Recorder | null = null;

function remember<T>(cache: Map<string, T>, key: string, value: T): T {
  if (cache.size < MAX_ENTRIES) cache.set(key, value);
  return value;
}

/** The fixed layer of one document. */
export class FixedLayer {
  constructor(private readonly doc: PDFKit.PDFDocument) {}

  /**
   * Draws the block `key` with its top at `top` on the current page. `draw` draws it with its top
   * at y = 0 and must set every colour and line width it uses. `key` must name everything the
   * drawing depends on.
   */
  draw(key: string, top: number, draw: (pen: Pen) => void): void {
    recorder ??= new Recorder();
    const page = this.doc.page;
    // Text is placed from the page's bottom edge: a recording fits pages of its own height only.
    if (page.height !== recorder.pen.doc.page.height) throw new Error('The fixed layer is recorded for US Letter pages');
    const recording = recordings.get(key) ?? remember(recordings, key, recorder.record(draw));
    for (const name of recording.fonts) {
      const font = documentFont(this.doc, name);
      page.fonts[font.id] ??= font.ref();
    }
    // q/Q: the block's colours and line widths end with it, as they would not if drawn in place.
    this.doc.save().translate(0, top).addContent(recording.content);
    this.doc.restore();
  }

  /** A measurement of fixed text (its lines, its height), made once per process. */
  layout<T>(key: string, measure: () => T): T {
    if (layouts.has(key)) return layouts.get(key) as T;
    return remember<unknown>(layouts, key, measure()) as T;
  }
}

/** What the process keeps, for the specs: they check no record's data is kept. */
export function fixedLayerContents(): { keys: string[]; content: string[] } {
  return { keys: [...recordings.keys(), ...layouts.keys()], content: [...recordings.values()].map((r) => Buffer.from(r.content).toString('latin1')) };
}
