import PDFDocument from 'pdfkit';
import { erdInput, i9Input, wotcInput } from '../testing/fixtures';
import { fontsSelected, pdfStructure } from '../testing/pdf-structure';
import { placedText } from '../testing/pdf-text';
import { renderErdAuthorization } from './erd-authorization';
import { renderEVerifyNotice } from './everify-notices';
import { renderForm8850 } from './form-8850';
import { renderForm9061 } from './form-9061';
import { renderI9Record } from './i9-record';
import { FONT_NAMES, WITHOUT_DEFAULT_FONT, documentFont, registerStandardFonts, standardFont } from './standard-fonts';

const notice = renderEVerifyNotice.bind(null, {
  kind: 'further-action-notice',
  language: 'es',
  testMode: true,
  caseNumber: '2026329000123AB',
  employerName: 'Acme Foods LLC',
  employee: { firstName: 'José', lastName: 'Núñez Peña' },
  agency: 'dual',
  resultIssuedOn: '2026-03-23',
  referBy: '2026-04-06',
  generatedAt: new Date('2025-03-10T15:00:00Z'),
  timeZone: 'America/Chicago',
});

/** Every renderer, each twice in a row, in an order that mixes the forms. */
const RENDERS: readonly [string, () => Promise<Buffer>][] = [
  ['I-9 record', () => renderI9Record(i9Input())],
  ['E-Verify notice', notice],
  ['Form 8850', () => renderForm8850(wotcInput())],
  ['ERD', () => renderErdAuthorization(erdInput())],
  ['Form 9061', () => renderForm9061(wotcInput())],
  ['Form 8850 again', () => renderForm8850(wotcInput({ hire: null }))],
  ['I-9 record again', () => renderI9Record(i9Input({ documents: null }))],
];

describe('standard fonts', () => {
  it('gives every page of every form Helvetica as F1 and Helvetica-Bold as F2, whatever was rendered before', async () => {
    for (const [name, render] of RENDERS) {
      const pages = pdfStructure(await render());
      expect(pages.length).toBeGreaterThan(0);
      pages.forEach((page, i) => {
        const where = `${name}, page ${i + 1}`;
        expect({ where, fonts: page.fonts }).toEqual({ where, fonts: { F1: 'Helvetica', F2: 'Helvetica-Bold' } });
        // Every font the content selects is one the page declares.
        expect({ where, selected: fontsSelected(page.content) }).toEqual({ where, selected: ['F1', 'F2'] });
      });
    }
  });

  it('sets what it draws for each document exactly as measured: right-aligned text ends at its edge', async () => {
    // Kerned, "Rev." and "Page" would end up to a point short of the edge the layout aimed at.
    const pages = placedText([await renderForm8850(wotcInput()), await renderForm9061(wotcInput())]).flat();
    const ends = (pattern: RegExp) =>
      pages.flatMap((page) => page.filter((t) => pattern.test(t.text)).map((t) => ({ text: t.text, end: Math.round((t.x + t.width) * 100) / 100 })));
    const footers = ends(/ · Page \d of \d$/);
    expect(footers).toHaveLength(4);
    for (const f of footers) expect(f).toEqual({ text: f.text, end: 576 });
    const asides = ends(/^(An X marks|Supported by|Measured on)/);
    expect(asides.length).toBeGreaterThanOrEqual(4);
    for (const a of asides) expect(a).toEqual({ text: a.text, end: 570 });
  });

  it('shares one set of metrics between documents, and they are the standard ones', () => {
    expect(standardFont('Helvetica')).toBe(standardFont('Helvetica'));
    // Helvetica's AFM: "A" is 667/1000 em wide in the regular face, 722 in the bold one.
    expect(standardFont('Helvetica').widthOfString('A', 1000)).toBe(667);
    expect(standardFont('Helvetica-Bold').widthOfString('A', 1000)).toBe(722);
  });

  it("sets text for each document with exactly pdfkit's codes, positions and widths, without kerning", () => {
    const doc = new PDFDocument({ ...WITHOUT_DEFAULT_FONT, size: 'LETTER' });
    registerStandardFonts(doc, { kerning: false });
    // Every WinAnsi character, pairs pdfkit would kern (AV, To), characters outside WinAnsi (€ is in
    // it at 0x80, ł and the emoji's two halves are not) and an empty string.
    const winAnsi = Array.from({ length: 224 }, (_, i) => String.fromCharCode(32 + i)).join('');
    const samples = [winAnsi, 'AVATAR To Wa', 'Łódź €12 ł 🙂', "O'Brien-Núñez, José", ''];
    for (const name of FONT_NAMES) {
      const font = documentFont(doc, name) as unknown as { encode(text: string): unknown; widthOfString(text: string, size: number): number };
      const pdfkits = Object.getPrototypeOf(font) as typeof font;
      for (const text of samples) {
        expect(font.encode(text)).toEqual(pdfkits.encode.call(font, text));
        expect(font.widthOfString(text, 9.5)).toBe(pdfkits.widthOfString.call(font, text, 9.5));
      }
      // Kerning is off: "AV" is as wide as "A" and "V" apart, where pdfkit's own metrics bring them closer.
      expect(font.widthOfString('AV', 1000)).toBe(font.widthOfString('A', 1000) + font.widthOfString('V', 1000));
      expect(standardFont(name).widthOfString('AV', 1000)).toBeLessThan(font.widthOfString('AV', 1000));
    }
  });
});
