import { constants, deflateSync } from 'node:zlib';

/** The part of pdfkit's page-content stream (PDFReference) this module handles. */
interface ContentStream {
  compress: boolean;
  buffer: Uint8Array[];
  data: { Filter?: string; Length?: number };
  write(chunk: string | Uint8Array): void;
  finalize(): void;
}

/**
 * Collects each page's content as text and compresses it once, at zlib's fastest level.
 *
 * pdfkit turns every operator it writes (a move, a colour, a run of text: a few hundred per page)
 * into a Uint8Array of its own, copied byte by byte, and joins them all when the page ends. Here the
 * operators are kept as the strings they are and become bytes in one step (Latin-1, as pdfkit's own
 * conversion: a content stream is binary text, and pdfkit has already encoded every string in it):
 * fewer small allocations for the garbage collector and no per-operator copy.
 *
 * pdfkit compresses at zlib's default level (6) and offers no option to change it. A form's pages are
 * mostly text operators: the fastest level made a Form 8850 + ETA 9061 pair about 12% larger (13.3 to
 * 14.9 KiB) and took about 0.4 ms of its 4 to 5 CPU ms (tools/bench/pdf.mjs), the most of any step
 * of a render. Embedded fonts keep pdfkit's level.
 */
export function compressPagesFast(doc: PDFKit.PDFDocument): void {
  const hook = () => {
    const content = (doc.page as unknown as { content: ContentStream }).content;
    const finalize = content.finalize.bind(content);
    const write = content.write.bind(content);
    let text = '';
    content.compress = false;
    content.write = (chunk) => {
      // pdfkit ends each operator with a newline, as its own write does.
      if (typeof chunk === 'string') text += `${chunk}\n`;
      else {
        // Nothing writes bytes to a page today; should it, the text so far keeps its place before them.
        flush();
        write(chunk);
      }
    };
    const flush = () => {
      if (text) content.buffer.push(Buffer.from(text, 'latin1'));
      text = '';
    };
    content.finalize = () => {
      flush();
      if (content.buffer.length) {
        content.buffer = [deflateSync(Buffer.concat(content.buffer), { level: constants.Z_BEST_SPEED })];
        content.data.Filter = 'FlateDecode';
      }
      finalize();
    };
  };
  // The first page exists already (pdfkit adds it in its constructor); later pages announce themselves.
  hook();
  doc.on('pageAdded', hook);
}
