import { constants, deflateSync } from 'node:zlib';

/** The part of pdfkit's page-content stream (PDFReference) this module handles. */
interface ContentStream {
  compress: boolean;
  buffer: Uint8Array[];
  data: { Filter?: string };
  finalize(): void;
}

/**
 * Compresses each page's content stream at zlib's fastest level instead of pdfkit's default (6),
 * which it offers no option to change. A form's pages are mostly text operators: level 1 made a
 * Form 8850 + ETA 9061 pair about 12% larger (13.3 to 14.9 KiB) and took about 0.4 ms of its 4 to
 * 5 CPU ms (tools/bench/pdf.mjs), the most of any step of a render. Embedded fonts keep pdfkit's level.
 */
export function compressPagesFast(doc: PDFKit.PDFDocument): void {
  const hook = () => {
    const content = (doc.page as unknown as { content: ContentStream }).content;
    const finalize = content.finalize.bind(content);
    content.compress = false;
    content.finalize = () => {
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
