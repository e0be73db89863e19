import { erdValidUntil } from '../erd-validity';
import { expectToContainAll } from '../testing/expect-text';
import { erdInput } from '../testing/fixtures';
import { PDF_SETUP_TIMEOUT, extractAll, joinAll } from '../testing/pdf-text';
import { renderErdAuthorization } from './erd-authorization';

describe('renderErdAuthorization', () => {
  let pdf: Buffer;
  let text: Record<'main' | 'accepted' | 'leapDay', string>;

  beforeAll(async () => {
    pdf = await renderErdAuthorization(erdInput());
    text = joinAll(extractAll({
      main: pdf,
      accepted: await renderErdAuthorization(erdInput({ signerTitle: 'HR Director', approvedAt: new Date('2025-03-06T14:00:00Z') })),
      // 02:00 UTC on Mar 1 is still Feb 29 in New York.
      leapDay: await renderErdAuthorization(erdInput({ signedAt: new Date('2024-03-01T02:00:00Z') })),
    }));
  }, PDF_SETUP_TIMEOUT);

  it('names the employer, its EIN and contact details, and the representative', () => {
    expectToContainAll(text.main, ['Employer Representative Declaration', 'ETA Form 9198', 'Acme Foods LLC', '12-3456789', '(512) 555-0100', '(512) 555-0101', 'dana@acme.example.test', 'Name ClearHire']);
  });

  it('grants the WOTC representative powers and the Form I-9 authorization', () => {
    expectToContainAll(text.main, [
      'Acme Foods LLC designates ClearHire as its representative for the Work Opportunity Tax Credit program',
      'Complete and sign IRS Form 8850',
      'Acme Foods LLC authorizes ClearHire to act as its authorized representative for Form I-9',
    ]);
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
