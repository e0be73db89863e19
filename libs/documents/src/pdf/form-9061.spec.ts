import { pdfText } from '../testing/pdf-text';
import { wotcInput } from '../testing/fixtures';
import { renderForm9061 } from './form-9061';

describe('renderForm9061', () => {
  let text: string;
  let pdf: Buffer;

  beforeAll(async () => {
    pdf = await renderForm9061(wotcInput());
    text = pdfText(pdf);
  });

  it('carries the ICF title, the employer (items 3-5) and the applicant (items 6-7) with the full SSN', () => {
    for (const t of ['ETA Form 9061', 'Individual Characteristics Form (ICF)', '3. Employer name Acme Foods LLC', '12-3456789', '6. Applicant name James Carter', '7. Social security number 123-45-6789']) {
      expect(text).toContain(t);
    }
  });

  it('carries the job: items 8-11 with the offer and hire dates', () => {
    expect(text).toMatch(/8\. Has the applicant worked for this employer before\? No/);
    expect(text).toContain('Date offered the job 03/04/2025');
    expect(text).toContain('Date hired 03/05/2025');
    expect(text).toMatch(/9\. Starting date 03\/10\/2025 10\. Starting wage \$15\.50 per hour 11\. Position or job title Line cook/);
  });

  it('has every target-group item 12-21 with the answers that bear on it', () => {
    for (const item of ['12. Qualified IV-A recipient', '13. Qualified veteran', '14. Qualified ex-felon', '15. Designated community resident', '16. Vocational rehabilitation referral', '17. Qualified summer youth employee', '18. SNAP (food stamp) recipient', '19. Supplemental Security Income (SSI) recipient', '20. Long-term family assistance recipient', '21. Long-term unemployment recipient']) {
      expect(text).toContain(item);
    }
    expect(text).toContain('Branch Army');
    expect(text).toContain('Unemployed since 01/10/2024');
    expect(text).toContain('Weeks unemployed on the measurement date 60');
    expect(text).toContain('State of the unemployment claim Texas');
  });

  it('lists the groups determined on the hire date, best first, with what each still needs', () => {
    expect(text).toContain('Measured on 03/05/2025 (the hire date)');
    const summary = text.slice(text.indexOf('Target groups the answers support'));
    const order = ['Disabled veteran unemployed 6 months or more 2 / Bc $9,600', 'Veteran unemployed 6 months or more 2 / Be $5,600', 'Long-term unemployment recipient 10 / J $2,400', 'Designated community resident 4 / D $2,400'];
    const positions = order.map((row) => summary.indexOf(row));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(summary).toContain('Attach ETA Form 9175');
    expect(summary).toContain('Empowerment Zone or Rural Renewal County');
    expect(text).toContain('Supported by the answers: 2 / Bc; 2 / Be');
  });

  it('measures on the signing day while there is no hire date, and says so', async () => {
    const t = pdfText(await renderForm9061(wotcInput({ hire: null })));
    expect(t).toContain('Measured on 03/03/2025 (the day the applicant gave the information; no hire date yet)');
  });

  it('says plainly when the answers support no group', async () => {
    const over40 = wotcInput({ answers: { military: '0', snap: '0', unemployed: '0', woc: '1' } });
    const t = pdfText(await renderForm9061({ ...over40, applicant: { ...over40.applicant, birthdate: '1970-01-01' } }));
    expect(t).toContain('The answers do not support membership in any target group.');
  });

  it('records who gave the information and when', () => {
    expect(text).toContain('James Carter');
    expect(text).toContain('2025-03-03T14:15:07.000Z');
    expect(text).toContain('203.0.113.5');
  });

  it('gives identical bytes for identical input', async () => {
    expect((await renderForm9061(wotcInput())).equals(pdf)).toBe(true);
  });
});
