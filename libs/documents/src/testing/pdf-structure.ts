import { inflateSync } from 'node:zlib';

/**
 * The pages of a PDF written by pdfkit, as the specs need them to check fonts and page content:
 * each page's font resources (name → BaseFont) and its content stream, inflated. It reads the
 * plain layout pdfkit writes ("N 0 obj", a dictionary, an optional stream of /Length bytes), not
 * any PDF.
 */
export interface PdfPage {
  /** The page's font resources: "F1" → "Helvetica". */
  readonly fonts: Readonly<Record<string, string>>;
  /** The page's content stream (operators), inflated. */
  readonly content: string;
}

interface PdfObject {
  readonly dict: string;
  readonly stream: Buffer | null;
}

function objects(pdf: Buffer): Map<number, PdfObject> {
  const raw = pdf.toString('latin1');
  const out = new Map<number, PdfObject>();
  const header = /(?:^|\n)(\d+) 0 obj\n/g;
  let match: RegExpExecArray | null;
  while ((match = header.exec(raw))) {
    const start = header.lastIndex;
    const end = raw.indexOf('\nendobj', start);
    const streamAt = raw.indexOf('\nstream\n', start);
    if (streamAt !== -1 && streamAt < end) {
      const dict = raw.slice(start, streamAt);
      const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
      const from = streamAt + '\nstream\n'.length;
      const bytes = pdf.subarray(from, from + length);
      out.set(Number(match[1]), { dict, stream: dict.includes('/FlateDecode') ? inflateSync(bytes) : Buffer.from(bytes) });
      header.lastIndex = raw.indexOf('\nendobj', from + length);
    } else {
      out.set(Number(match[1]), { dict: raw.slice(start, end), stream: null });
      header.lastIndex = end;
    }
  }
  return out;
}

const refs = (text: string): number[] => [...text.matchAll(/(\d+) 0 R/g)].map((m) => Number(m[1]));

function get(all: Map<number, PdfObject>, id: number | undefined): PdfObject {
  const object = id === undefined ? undefined : all.get(id);
  if (!object) throw new Error(`No object ${id} in the PDF`);
  return object;
}

/** The pages in order, with their fonts and content. */
export function pdfStructure(pdf: Buffer): PdfPage[] {
  const all = objects(pdf);
  const pages = [...all.values()].find((o) => /\/Type \/Pages\n/.test(o.dict));
  const kids = refs(/\/Kids \[([^\]]*)\]/.exec(pages?.dict ?? '')?.[1] ?? '');
  return kids.map((id) => {
    const page = get(all, id).dict;
    const resources = get(all, refs(/\/Resources (\d+ 0 R)/.exec(page)?.[1] ?? '')[0]).dict;
    const fontDict = /\/Font <<\n([\s\S]*?)\n>>/.exec(resources)?.[1] ?? '';
    const fonts = Object.fromEntries(
      [...fontDict.matchAll(/\/(\w+) (\d+) 0 R/g)].map((m) => [m[1], /\/BaseFont \/([\w-]+)/.exec(get(all, Number(m[2])).dict)?.[1] ?? '']),
    );
    const contents = get(all, refs(/\/Contents (\d+ 0 R)/.exec(page)?.[1] ?? '')[0]).stream;
    return { fonts, content: contents?.toString('latin1') ?? '' };
  });
}

/** The font names a page's content selects (its Tf operators). */
export function fontsSelected(content: string): string[] {
  return [...new Set([...content.matchAll(/\/(\w+) [\d.]+ Tf/g)].map((m) => m[1]))].sort();
}

/**
 * The text that content-stream operators show, decoded from pdfkit's hex strings (WinAnsi, one
 * byte a character), one string per TJ operator.
 */
export function shownText(content: string): string[] {
  return [...content.matchAll(/\[([^\]]*)\] TJ/g)].map((tj) =>
    [...tj[1].matchAll(/<([0-9a-f]*)>/g)]
      .map((hex) => Buffer.from(hex[1].match(/../g)?.map((byte) => parseInt(byte, 16)) ?? []).toString('latin1'))
      .join(''),
  );
}
