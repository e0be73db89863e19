import type { EVerifyNoticeInput, WotcFormInput } from '../inputs';
import { GENERATED_AT, erdInput, i9Input, wotcInput } from '../testing/fixtures';
import { PDF_SETUP_TIMEOUT, checkedNumbers, extractAll, joinPages, placedText, type PlacedText } from '../testing/pdf-text';
import { pdfStructure, shownText } from '../testing/pdf-structure';
import { renderErdAuthorization } from './erd-authorization';
import { renderEVerifyNotice } from './everify-notices';
import { fixedLayerContents } from './fixed-layer';
import { FORM_8850_APPLICANT_DECLARATION, FORM_8850_EMPLOYER_DECLARATION, renderForm8850 } from './form-8850';
import { FORM_8850_LINES } from './form-8850-statements';
import { renderForm9061 } from './form-9061';
import { renderI9Record } from './i9-record';

/*
 * The fixed layer keeps what every document draws alike (labels, rules, statements) once per
 * process and replays it. Each spec file has a module registry of its own, so this file starts
 * with an empty layer; jest.isolateModulesAsync gives a registry (a "fresh process") for the
 * renders a later one is compared with.
 */

const A = wotcInput();
// Another applicant with the same answers and a layout of the same shape (every value fits its
// box on one line, the same age for the age-based items): only what they entered differs.
const B = wotcInput({
  applicant: { ...A.applicant, firstname: 'Ana', lastname: 'Silva', phone: '2145550142', ssn: '987654320', birthdate: '1995-08-20', street: '7 Elm Rd', apt: 'Unit 9', city: 'Dallas', county: 'Dallas', zip: '75201' },
  signature: { signature: 'Ana Silva', signedAt: A.signature.signedAt, signerIp: '198.51.100.7' },
});
// What each entered, as printed, and a placeholder for it (the city line before the county: B's are both "Dallas").
const ENTERED: readonly (readonly [string, string, string])[] = [
  ['James Carter', 'Ana Silva', '‹name›'],
  ['123-45-6789', '987-65-4320', '‹ssn›'],
  ['100 Main St, Apt 4', '7 Elm Rd, Unit 9', '‹street›'],
  ['Austin, TX 78701', 'Dallas, TX 75201', '‹city›'],
  ['Travis', 'Dallas', '‹county›'],
  ['(512) 555-0199', '(214) 555-0142', '‹phone›'],
  ['06/15/1995', '08/20/1995', '‹birthdate›'],
  ['203.0.113.5', '198.51.100.7', '‹ip›'],
];
const withPlaceholders = (text: string, who: 0 | 1): string => ENTERED.reduce((t, entry) => t.split(entry[who]).join(entry[2]), text);

/** B answered differently: SNAP, no military service, no long unemployment. */
const B_OTHER_ANSWERS: WotcFormInput = { ...B, answers: { ...A.answers, snap: '1', military: '0', unemployed: '0' } };

const NOTICE: EVerifyNoticeInput = {
  kind: 'further-action-notice',
  language: 'es',
  testMode: false,
  caseNumber: '2026329000999ZZ',
  employerName: 'Acme Foods LLC',
  employee: { firstName: 'José', lastName: 'Núñez Peña' },
  agency: 'dual',
  resultIssuedOn: '2026-03-23',
  referBy: '2026-04-06',
  generatedAt: GENERATED_AT,
  timeZone: 'America/Chicago',
};
const LONG_ADDRESS: WotcFormInput = {
  ...A,
  // Two lines in its box: the row is taller and everything under it lower.
  applicant: { ...A.applicant, street: '12345 North Very Long Street Name Boulevard Extension, Building C, Suite 1200, Industrial Park East', apt: 'Rear entrance, third floor, ask at the front desk' },
};

type Renderers = { renderForm8850: typeof renderForm8850; renderForm9061: typeof renderForm9061 };

/** The renderers of a module registry of their own: a process whose fixed layer is empty. */
async function freshProcess(): Promise<Renderers> {
  let renderers: Renderers | undefined;
  await jest.isolateModulesAsync(async () => {
    renderers = { ...(await import('./form-8850')), ...(await import('./form-9061')) };
  });
  if (!renderers) throw new Error('No renderers');
  return renderers;
}

/** 98 documents of every kind, for other applicants, between a process's first and hundredth. */
function others(i: number): Promise<Buffer> {
  const kinds: (() => Promise<Buffer>)[] = [
    () => renderForm8850(i % 2 ? B_OTHER_ANSWERS : wotcInput({ hire: null })),
    () => renderForm9061(i % 2 ? B_OTHER_ANSWERS : wotcInput({ answers: { snap: '0', military: '0', unemployed: '0', woc: '1' } })),
    () => renderI9Record(i % 2 ? i9Input() : i9Input({ documents: null, revision: i })),
    () => renderEVerifyNotice(i % 2 ? NOTICE : { ...NOTICE, language: 'en', kind: 'referral-date-confirmation', referredOn: '2026-03-26', contactBy: '2026-04-07' }),
    () => renderErdAuthorization(erdInput()),
    () => renderForm8850(LONG_ADDRESS),
    () => renderForm9061(LONG_ADDRESS),
  ];
  return kinds[i % kinds.length]();
}

/** The value printed in the box under `label`: same left edge, baseline a label's line and a gap below. */
function valueUnder(page: readonly PlacedText[], label: string): string | undefined {
  const at = page.find((t) => t.text === label);
  if (!at) throw new Error(`No label "${label}" on the page`);
  return page.find((t) => t !== at && Math.abs(t.x - at.x) < 0.01 && at.y - t.y > 5 && at.y - t.y < 15)?.text;
}

/** The numbers of the statements whose box holds an X: the number just right of the mark, on its line. */
function markedNumbers(page: readonly PlacedText[]): string[] {
  return page
    .filter((t) => t.text === 'X')
    .map((mark) => page.find((t) => /^\d+$/.test(t.text) && t.x - mark.x > 5 && t.x - mark.x < 20 && Math.abs(t.y - mark.y) < 3)?.text ?? 'none');
}

describe('the fixed layer', () => {
  const first: Partial<Record<'a8850' | 'a9061', Buffer>> = {};
  const hundredth: Partial<Record<'b8850' | 'b9061' | 'long8850', Buffer>> = {};
  const fresh: Partial<Record<'a8850' | 'a9061' | 'b8850' | 'b9061' | 'long8850', Buffer>> = {};

  beforeAll(async () => {
    // This registry's process: A first, then 98 others, then B; the same forms again.
    first.a8850 = await renderForm8850(A);
    for (let i = 0; i < 98; i++) await others(i);
    hundredth.b8850 = await renderForm8850(B);
    first.a9061 = await renderForm9061(A);
    for (let i = 0; i < 98; i++) await others(i + 1);
    hundredth.b9061 = await renderForm9061(B);
    hundredth.long8850 = await renderForm8850(LONG_ADDRESS);

    // Each compared with the same input as the first document of a new process.
    const a = await freshProcess();
    fresh.a8850 = await a.renderForm8850(A);
    fresh.a9061 = await (await freshProcess()).renderForm9061(A);
    const b = await freshProcess();
    fresh.b8850 = await b.renderForm8850(B);
    fresh.b9061 = await (await freshProcess()).renderForm9061(B);
    fresh.long8850 = await (await freshProcess()).renderForm8850(LONG_ADDRESS);
  }, PDF_SETUP_TIMEOUT);

  it('gives the hundredth document of a process the bytes a new process gives it first', () => {
    expect(first.a8850?.equals(fresh.a8850 as Buffer)).toBe(true);
    expect(first.a9061?.equals(fresh.a9061 as Buffer)).toBe(true);
    expect(hundredth.b8850?.equals(fresh.b8850 as Buffer)).toBe(true);
    expect(hundredth.b9061?.equals(fresh.b9061 as Buffer)).toBe(true);
    // Rows made taller by a wrapped value are recorded apart from the one-line ones.
    expect(hundredth.long8850?.equals(fresh.long8850 as Buffer)).toBe(true);
  });

  it('makes the first and the hundredth document differ only in what the applicant entered', () => {
    const text = extractAll({ a8850: first.a8850 as Buffer, b8850: hundredth.b8850 as Buffer, a9061: first.a9061 as Buffer, b9061: hundredth.b9061 as Buffer });
    expect(text.a8850).toHaveLength(2);
    expect(text.a8850.map((page) => withPlaceholders(page, 0))).toEqual(text.b8850.map((page) => withPlaceholders(page, 1)));
    expect(text.a9061.map((page) => withPlaceholders(page, 0))).toEqual(text.b9061.map((page) => withPlaceholders(page, 1)));
    expect(text.b8850[0]).toContain('Ana Silva');
    expect(text.b8850[0]).not.toContain('James Carter');
  });

  it('reads back two applicants rendered one after the other each with their own answers and the whole form', async () => {
    const pdfs = { a: await renderForm8850(A), b: await renderForm8850(B_OTHER_ANSWERS), a9061: await renderForm9061(A), b9061: await renderForm9061(B_OTHER_ANSWERS) };
    const text = extractAll(pdfs);
    const [a, b] = [text.a[0], text.b[0]];
    const check = /Check here if/;
    expect(checkedNumbers(a, check)).toEqual([3, 5, 7]);
    expect(checkedNumbers(b, check)).toEqual([2]);
    for (const [page, own, other] of [
      [a, ['James Carter', '123-45-6789', '100 Main St, Apt 4'], ['Ana Silva', '987-65-4320']],
      [b, ['Ana Silva', '987-65-4320', '7 Elm Rd, Unit 9'], ['James Carter', '123-45-6789']],
    ] as const) {
      for (const t of own) expect(page).toContain(t);
      for (const t of other) expect(page).not.toContain(t);
      for (const line of FORM_8850_LINES) for (const t of [line.text, ...line.bullets]) expect(page).toContain(t);
      for (const t of [FORM_8850_APPLICANT_DECLARATION, 'Your name', 'Social security number', 'Street address where you live', 'County', 'Telephone number']) expect(page).toContain(t);
    }
    expect(text.a[1]).toContain(FORM_8850_EMPLOYER_DECLARATION);
    expect(text.b[1]).toContain(FORM_8850_EMPLOYER_DECLARATION);
    const [a9061, b9061] = [joinPages(text.a9061), joinPages(text.b9061)];
    expect(a9061).toContain('Branch Army');
    expect(a9061).toContain('Weeks unemployed on the measurement date 60');
    expect(a9061).not.toContain('18. SNAP (food stamp) recipient Supported');
    expect(b9061).toContain('18. SNAP (food stamp) recipient Supported by the answers: 7 / G');
    expect(b9061).toContain('Family received SNAP for the past 6 months Yes');
    expect(b9061).not.toContain('Branch Army');
  });

  it('draws every value under its label and every mark in its box, wherever the blocks fall on the page', () => {
    // The long address wraps: every block below it falls lower than in the other documents.
    const [a, b, long] = placedText([first.a8850 as Buffer, hundredth.b8850 as Buffer, hundredth.long8850 as Buffer]).map((pages) => pages[0]);
    for (const [page, name, ssn, phone] of [
      [a, 'James Carter', '123-45-6789', '(512) 555-0199'],
      [b, 'Ana Silva', '987-65-4320', '(214) 555-0142'],
      [long, 'James Carter', '123-45-6789', '(512) 555-0199'],
    ] as const) {
      expect(valueUnder(page, 'Your name')).toBe(name);
      expect(valueUnder(page, 'Social security number')).toBe(ssn);
      expect(valueUnder(page, 'Telephone number')).toBe(phone);
      expect(valueUnder(page, 'Signature (typed name adopted as electronic signature)')).toBe(name);
      expect(valueUnder(page, 'Date (month, day, year)')).toBe('03/03/2025');
      expect(markedNumbers(page)).toEqual(['3', '5', '7']);
    }
    const label = (page: readonly PlacedText[], text: string): number => page.find((t) => t.text === text)?.y ?? NaN;
    expect(label(long, 'Statements')).toBeLessThan(label(a, 'Statements') - 10);
  });

  it('keeps on the layer the forms’ own text and nothing a record carries', () => {
    const { keys, content } = fixedLayerContents();
    const kept = [...keys, ...content.flatMap(shownText)].join('\n');
    // The layer is in use: labels and statements are on it.
    expect(content.flatMap(shownText)).toEqual(expect.arrayContaining(['Social security number', 'Your name']));
    expect(kept).toContain('Check here if you are a veteran');
    const entered = [
      ...ENTERED.flatMap(([a, b]) => [a, b]).filter((t) => t !== 'Dallas'),
      '123456789',
      '987654320',
      'Acme Foods LLC',
      'Dana Reyes',
      'Nguyen',
      '234-56-7890',
      '12345678901',
      'linh@example.test',
      'Núñez',
      '2026329000999ZZ',
      '2026329000123AB',
      '12345 North Very Long Street',
    ];
    for (const t of entered) expect({ t, kept: kept.includes(t) }).toEqual({ t, kept: false });
  });

  it('leaves every page of a document rendered after the other forms with the fonts its content uses', () => {
    for (const pdf of [hundredth.b8850, hundredth.b9061, hundredth.long8850] as Buffer[]) {
      for (const page of pdfStructure(pdf)) {
        expect(page.fonts).toEqual({ F1: 'Helvetica', F2: 'Helvetica-Bold' });
        expect(page.content).toMatch(/\/F1 [\d.]+ Tf/);
        expect(page.content).toMatch(/\/F2 [\d.]+ Tf/);
      }
    }
  });
});
