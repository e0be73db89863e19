import { erdValidUntil } from '../erd-validity';
import { expectToContainAll } from '../testing/expect-text';
import { erdInput, signedWords } from '../testing/fixtures';
import { PDF_SETUP_TIMEOUT, extractAll, joinAll } from '../testing/pdf-text';
import { renderErdAuthorization } from './erd-authorization';

describe('renderErdAuthorization', () => {
  let pdf: Buffer;
  let text: Record<'main' | 'accepted' | 'leapDay' | 'stored' | 'before', string>;
  /** Words that are not the current version's: the PDF must print what was stored, not rebuild it. */
  const storedText = ['## Part A. Stored heading', 'The employer, Acme Foods LLC, granted exactly these stored words.', '[x] A stored power only this row holds.'].join('\n');

  beforeAll(async () => {
    pdf = await renderErdAuthorization(erdInput());
    text = joinAll(extractAll({
      main: pdf,
      accepted: await renderErdAuthorization(erdInput({ signerTitle: 'HR Director', approvedAt: new Date('2025-03-06T14:00:00Z') })),
      // 02:00 UTC on Mar 1 is still Feb 29 in New York.
      leapDay: await renderErdAuthorization(erdInput({ signedAt: new Date('2024-03-01T02:00:00Z') })),
      stored: await renderErdAuthorization(erdInput({ authorization: signedWords('Acme Foods LLC', storedText) })),
      before: await renderErdAuthorization(erdInput({ authorization: null })),
    }));
  }, PDF_SETUP_TIMEOUT);

  it('names the employer, its EIN and contact details, and the representative', () => {
    expectToContainAll(text.main, ['Employer Representative Declaration', 'ETA Form 9198', 'Acme Foods LLC', '12-3456789', '(512) 555-0100', '(512) 555-0101', 'dana@acme.example.test', 'Name ClearHire']);
  });

  it('grants the WOTC representative powers and the Form I-9 authorization', () => {
    expectToContainAll(text.main, [
      'The employer, Acme Foods LLC, designates ClearHire as its representative for the Work Opportunity Tax Credit program',
      'Complete and sign IRS Form 8850',
      'The employer, Acme Foods LLC, authorizes ClearHire to act as its authorized representative for Form I-9',
      'I declare that I am authorized to sign for Acme Foods LLC',
    ]);
  });

  it('prints the words stored with the signature, with their version and SHA-256, and nothing else in their place', () => {
    const { sha256 } = signedWords('Acme Foods LLC', storedText);
    expectToContainAll(text.stored, [
      'Part A. Stored heading',
      'The employer, Acme Foods LLC, granted exactly these stored words.',
      'X A stored power only this row holds.',
      `Words signed (version shown before the signature) 1 SHA-256 of the words signed ${sha256}`,
    ]);
    expect(text.stored).not.toContain('Complete and sign IRS Form 8850');
    expect(text.main).toContain(`SHA-256 of the words signed ${signedWords('Acme Foods LLC').sha256}`);
  });

  it('prints a declaration signed before the words were kept with it in the words of its time, and says so', () => {
    expectToContainAll(text.before, [
      'Words signed The words of the declaration when it was signed, before ClearHire kept them with each signature (version 0)',
      // The earlier PDF's own sentences, not the ones shown before a signature today.
      'designates ClearHire as its representative for the Work Opportunity Tax Credit program',
      'remains in effect for 5 years, until the date shown above, unless the employer revokes it earlier in writing',
      'Complete and sign IRS Form 8850',
    ]);
    expect(text.before).not.toContain('The employer, ');
    expect(text.before).not.toMatch(/SHA-256/);
  });

  it('is valid for five years from the day signed', () => {
    expectToContainAll(text.main, ['Effective on 03/05/2025', 'Valid until (5 years after signing) 03/05/2030', 'Awaiting acceptance']);
  });

  it('carries the signer, a blank title line when none was given, and the electronic signature', () => {
    expect(text.main).toMatch(/Name of the person signing Dana Reyes Title Signature/);
    expectToContainAll(text.main, [
      '2025-03-05T16:30:00.000Z',
      '5 Mar 2025, 11:30:00 AM EST',
      '198.51.100.7',
      'the signer typed the name "Dana Reyes" and adopted it as their signature on this declaration',
    ]);
  });

  it('prints the title and the acceptance when known', () => {
    expect(text.accepted).toContain('Title HR Director');
    expect(text.accepted).toContain('Accepted by the representative 6 Mar 2025, 9:00:00 AM EST');
  });

  it('dates the signing by the calendar day in the zone, not UTC, and a Feb 29 signing runs to Mar 1', () => {
    expect(text.leapDay).toContain('Effective on 02/29/2024');
    expect(text.leapDay).toContain('Valid until (5 years after signing) 03/01/2029');
  });

  it('gives identical bytes for identical input', async () => {
    expect((await renderErdAuthorization(erdInput())).equals(pdf)).toBe(true);
  });
});

describe('erdValidUntil', () => {
  it.each([
    ['2025-03-05', '2030-03-05'],
    ['2024-02-29', '2029-03-01'],
    ['2025-12-31', '2030-12-31'],
  ])('%s → %s', (signed, until) => expect(erdValidUntil(signed)).toBe(until));
});
