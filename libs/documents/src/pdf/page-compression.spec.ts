import PDFDocument from 'pdfkit';
import { inflateSync } from 'node:zlib';
import { compressPagesFast } from './page-compression';

/** Draws the same three pages, with and without compressPagesFast; the PDF's bytes. */
function render(fast: boolean): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER', compress: false, info: { CreationDate: new Date('2026-01-02T03:04:05Z') } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    if (fast) compressPagesFast(doc);
    for (let page = 0; page < 3; page++) {
      if (page) doc.addPage();
      // Characters past ASCII that WinAnsi encodes as one byte each (é, ñ, the en dash and the section sign).
      doc.font('Helvetica').fontSize(10).text(`Página ${page + 1} – Señor José, § 51(d)`, 72, 72);
      doc.rect(72, 100, 200, 20).fillAndStroke('#eeeeee', '#333333');
      doc.fillColor('black').text('Work Opportunity Tax Credit '.repeat(40), 72, 130, { width: 400 });
    }
    doc.end();
  });
}

/** Each stream of the PDF in order, inflated where it says FlateDecode. */
function streams(pdf: Buffer): { flate: boolean; bytes: Buffer }[] {
  const text = pdf.toString('latin1');
  const found: { flate: boolean; bytes: Buffer }[] = [];
  const pattern = /obj\s*(<<[\s\S]*?>>)\s*stream\n([\s\S]*?)\nendstream/g;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    const flate = m[1].includes('/FlateDecode');
    const raw = Buffer.from(m[2], 'latin1');
    found.push({ flate, bytes: flate ? inflateSync(raw) : raw });
  }
  return found;
}

describe('compressPagesFast', () => {
  it('writes each page the same operators, byte for byte, as pdfkit does, compressed', async () => {
    const plain = streams(await render(false));
    const fast = streams(await render(true));
    expect(plain).toHaveLength(3);
    expect(fast.map((s) => s.flate)).toEqual([true, true, true]);
    expect(fast.map((s) => s.bytes.toString('latin1'))).toEqual(plain.map((s) => s.bytes.toString('latin1')));
    // The text itself, in WinAnsi as pdfkit writes it (hex): "ágina", then " – Señor".
    expect(fast[0].bytes.toString('latin1')).toContain('e167696e6120');
    expect(fast[0].bytes.toString('latin1')).toContain('96205365f16f72');
  });

  it('keeps bytes written to a page in their place among the operators', async () => {
    const pdf = await new Promise<Buffer>((resolve) => {
      const doc = new PDFDocument({ compress: false });
      const chunks: Buffer[] = [];
      doc.on('data', (c: Buffer) => chunks.push(c));
      doc.on('end', () => resolve(Buffer.concat(chunks)));
      compressPagesFast(doc);
      doc.moveTo(1, 2);
      (doc.page as unknown as { write(chunk: Uint8Array): void }).write(Buffer.from('% bytes\n', 'latin1'));
      doc.lineTo(3, 4);
      doc.end();
    });
    const [page] = streams(pdf);
    expect(page.bytes.toString('latin1')).toBe('1 0 0 -1 0 792 cm\n1 2 m\n% bytes\n3 4 l\n');
  });
});
