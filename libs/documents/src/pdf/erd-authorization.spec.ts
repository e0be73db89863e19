import { erdValidUntil } from '../erd-validity';
import { erdInput } from '../testing/fixtures';
import { pdfText } from '../testing/pdf-text';
import { renderErdAuthorization } from './erd-authorization';

describe('renderErdAuthorization', () => {
  let text: string;
  let pdf: Buffer;

  beforeAll(async () => {
    pdf = await renderErdAuthorization(erdInput());
    text = pdfText(pdf);
  });

  it('names the employer, its EIN and contact details, and the representative', () => {
    for (const t of ['Employer Representative Declaration', 'ETA Form 9198', 'Acme Foods LLC', '12-3456789', '(512) 555-0100', '(512) 555-0101', 'dana@acme.example.test', 'Name ClearHire']) {
      expect(text).toContain(t);
    }
  });

  it('grants the WOTC representative powers and the Form I-9 authorization', () => {
    expect(text).toContain('Acme Foods LLC designates ClearHire as its representative for the Work Opportunity Tax Credit program');
    expect(text).toContain('Complete and sign IRS Form 8850');
    expect(text).toContain('Acme Foods LLC authorizes ClearHire to act as its authorized representative for Form I-9');
  });

  it('is valid for five years from the day signed', () => {
    expect(text).toContain('Effective on 03/05/2025');
    expect(text).toContain('Valid until (5 years after signing) 03/05/2030');
    expect(text).toContain('Awaiting acceptance');
  });

  it('carries the signer, a blank title line when none was given, and the electronic signature', () => {
    expect(text).toMatch(/Name of the person signing Dana Reyes Title Signature/);
    expect(text).toContain('2025-03-05T16:30:00.000Z');
    expect(text).toContain('5 Mar 2025, 11:30:00 AM EST');
    expect(text).toContain('198.51.100.7');
    expect(text).toContain('the signer typed the name "Dana Reyes" and adopted it as their signature on this declaration');
  });

  it('prints the title and the acceptance when known', async () => {
    const t = pdfText(await renderErdAuthorization(erdInput({ signerTitle: 'HR Director', approvedAt: new Date('2025-03-06T14:00:00Z') })));
    expect(t).toContain('Title HR Director');
    expect(t).toContain('Accepted by the representative 6 Mar 2025, 9:00:00 AM EST');
  });

  it('dates the signing by the calendar day in the zone, not UTC', async () => {
    // 02:00 UTC on Mar 1 is still Feb 29 in New York; five years on, a Feb 29 lands on Mar 1.
    const t = pdfText(await renderErdAuthorization(erdInput({ signedAt: new Date('2024-03-01T02:00:00Z') })));
    expect(t).toContain('Effective on 02/29/2024');
    expect(t).toContain('03/01/2029');
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
