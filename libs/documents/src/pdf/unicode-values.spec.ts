import { i9Input, section2Input, wotcInput } from '../testing/fixtures';
import { pdfStructure } from '../testing/pdf-structure';
import { PDF_SETUP_TIMEOUT, extractAll, joinAll } from '../testing/pdf-text';
import { renderForm8850 } from './form-8850';
import { renderForm9061 } from './form-9061';
import { renderI9Record } from './i9-record';
import { PRINTABLE_NAME_RANGES } from '@clearhire/contracts';
import { faceFor } from './unicode-fonts';

/** Every font a PDF's pages name, as BaseFont (an embedded subset reads "ABCDEF+DejaVuSans"). */
const fontsOf = (pdf: Buffer): string[] =>
  [...new Set([...pdf.toString('latin1').matchAll(/\/BaseFont \/([\w+-]+)/g)].map((m) => m[1].replace(/^[A-Z]{6}\+/, '')))].sort();

describe('values outside WinAnsi on the forms', () => {
  const vietnamese = wotcInput();
  let pdfs: Record<'f8850' | 'f9061' | 'i9' | 'plain8850' | 'latin1I9', Buffer>;
  let text: Record<keyof typeof pdfs, string>;

  beforeAll(async () => {
    const applicant = { ...vietnamese.applicant, firstname: 'José', lastname: 'Nguyễn' };
    const base = i9Input();
    pdfs = {
      f8850: await renderForm8850({ ...vietnamese, applicant, signature: { ...vietnamese.signature, signature: 'José Nguyễn' } }),
      f9061: await renderForm9061({ ...vietnamese, applicant }),
      i9: await renderI9Record(
        i9Input({
          section1: { ...base.section1, lastname: 'Nguyễn', firstname: 'Łucja', otherLastnames: "O'Brien" },
          signature: { ...base.signature, signature: 'Łucja Nguyễn' },
          section2: section2Input({ examiner: { lastName: 'García-López', firstName: 'Tomás', title: 'Gerente', authorizedRepresentative: false } }),
        }),
      ),
      plain8850: await renderForm8850(wotcInput()),
      latin1I9: await renderI9Record(
        i9Input({ section2: section2Input({ examiner: { lastName: 'Muñoz', firstName: 'Carla', title: 'Owner', authorizedRepresentative: false } }) }),
      ),
    };
    text = joinAll(extractAll(pdfs));
  }, PDF_SETUP_TIMEOUT);

  it('prints a Vietnamese or Polish name as written, not reduced to its base letters', () => {
    expect(text.f8850).toContain('Nguyễn');
    expect(text.f8850).toContain('José Nguyễn');
    expect(text.f9061).toContain('Nguyễn');
    expect(text.i9).toContain('Nguyễn');
    expect(text.i9).toContain('Łucja');
    expect(text.i9).not.toContain('Nguyen');
  });

  it("prints apostrophes, hyphens and Spanish accents as written: O'Brien, García-López, Muñoz", () => {
    expect(text.i9).toContain("O'Brien");
    expect(text.i9).toContain('García-López');
    expect(text.latin1I9).toContain('Muñoz');
  });

  it('embeds the Unicode font only in documents with a value that needs it', () => {
    expect(fontsOf(pdfs.i9)).toContain('DejaVuSans');
    expect(fontsOf(pdfs.f8850)).toContain('DejaVuSans');
    // Latin-1 names (ñ, á) are drawn by the standard fonts: nothing is embedded, nothing costs more.
    expect(fontsOf(pdfs.latin1I9)).toEqual(['Helvetica', 'Helvetica-Bold']);
    expect(fontsOf(pdfs.plain8850)).toEqual(['Helvetica', 'Helvetica-Bold']);
  });

  it('keeps the form’s own text in the standard fonts', () => {
    const pages = pdfStructure(pdfs.i9);
    expect(Object.entries(pages[0].fonts).filter(([, base]) => base.startsWith('Helvetica')).map(([id]) => id).sort()).toEqual(['F1', 'F2']);
  });
});

describe('faceFor', () => {
  it('keeps WinAnsi text in the standard font', () => {
    expect(faceFor('Carla Muñoz', 'Helvetica')).toEqual({ text: 'Carla Muñoz', font: 'Helvetica' });
    expect(faceFor("García-López O'Brien", 'Helvetica-Bold')).toEqual({ text: "García-López O'Brien", font: 'Helvetica-Bold' });
  });

  it('sets text outside WinAnsi in the embedded font of the same weight', () => {
    expect(faceFor('Nguyễn', 'Helvetica')).toEqual({ text: 'Nguyễn', font: 'DejaVuSans' });
    expect(faceFor('Łukasz', 'Helvetica-Bold')).toEqual({ text: 'Łukasz', font: 'DejaVuSans-Bold' });
    expect(faceFor('Иван', 'Helvetica').text).toBe('Иван');
  });

  it('composes decomposed accents (NFD input) before choosing', () => {
    expect(faceFor('Nguye\u0302\u0303n', 'Helvetica')).toEqual({ text: 'Nguyễn', font: 'DejaVuSans' });
  });

  it('prints "?" for what the embedded font cannot draw either, never an empty box', () => {
    expect(faceFor('Ana 🦄 李 Nguyễn', 'Helvetica')).toEqual({ text: 'Ana ? ? Nguyễn', font: 'DejaVuSans' });
  });
});

describe('the names the API accepts (libs/contracts PRINTABLE_NAME_RANGES)', () => {
  it('are all drawn by the standard fonts or by the embedded font, in both weights', () => {
    const missing: string[] = [];
    for (const [from, to] of PRINTABLE_NAME_RANGES) {
      for (let code = from; code <= to; code++) {
        // Drawn as its canonical equivalent (U+0340 as U+0300) and a no-break space as a space.
        const ch = String.fromCodePoint(code).normalize('NFC').replace('\u00a0', ' ');
        for (const weight of ['Helvetica', 'Helvetica-Bold'] as const) if (faceFor(ch, weight).text !== ch) missing.push(`U+${code.toString(16)} ${weight}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
