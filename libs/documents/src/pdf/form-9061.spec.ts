import { expectToContainAll } from '../testing/expect-text';
import { wotcInput } from '../testing/fixtures';
import { PDF_SETUP_TIMEOUT, extractAll, joinAll } from '../testing/pdf-text';
import { renderForm9061 } from './form-9061';

describe('renderForm9061', () => {
  let pdf: Buffer;
  let text: Record<'main' | 'noHire' | 'noGroup', string>;

  beforeAll(async () => {
    pdf = await renderForm9061(wotcInput());
    const noGroup = wotcInput({ answers: { military: '0', snap: '0', unemployed: '0', woc: '1' } });
    text = joinAll(extractAll({
      main: pdf,
      noHire: await renderForm9061(wotcInput({ hire: null })),
      noGroup: await renderForm9061({ ...noGroup, applicant: { ...noGroup.applicant, birthdate: '1970-01-01' } }),
    }));
  }, PDF_SETUP_TIMEOUT);

  it('carries the ICF title, the employer (items 3-5) and the applicant (items 6-7) with the full SSN', () => {
    expectToContainAll(text.main, ['ETA Form 9061', 'Individual Characteristics Form (ICF)', '3. Employer name Acme Foods LLC', '12-3456789', '6. Applicant name James Carter', '7. Social security number 123-45-6789']);
  });

  it('carries the job: items 8-11 with the offer and hire dates', () => {
    expect(text.main).toMatch(/8\. Has the applicant worked for this employer before\? No/);
    expect(text.main).toContain('Date offered the job 03/04/2025');
    expect(text.main).toContain('Date hired 03/05/2025');
    expect(text.main).toMatch(/9\. Starting date 03\/10\/2025 10\. Starting wage \$15\.50 per hour 11\. Position or job title Line cook/);
  });

  it('details the target-group items answered yes or supporting a group, and names the others', () => {
    expectToContainAll(text.main, [
      '13. Qualified veteran',
      '15. Designated community resident',
      '21. Long-term unemployment recipient',
      'Branch Army',
      'Unemployed since 01/10/2024',
      'Weeks unemployed on the measurement date 60',
      'State of the unemployment claim Texas',
    ]);
    expect(text.main).toContain(
      'Answered no, or not asked: 12. Qualified IV-A recipient (TANF); 14. Qualified ex-felon; 16. Vocational rehabilitation referral; 17. Qualified summer youth employee; 18. SNAP (food stamp) recipient; 19. Supplemental Security Income (SSI) recipient; 20. Long-term family assistance recipient.',
    );
    expect(text.main).not.toContain('Family received TANF (IV-A) assistance');
  });

  it('lists the groups determined on the hire date, best first, with what each still needs', () => {
    expect(text.main).toContain('Measured on 03/05/2025 (the hire date)');
    const summary = text.main.slice(text.main.indexOf('Target groups the answers support'));
    const order = [
      'Disabled veteran unemployed 6 months or more 2 / Bc $9,600',
      'Veteran unemployed 6 months or more 2 / Be $5,600',
      'Long-term unemployment recipient 10 / J $2,400',
      'Designated community resident 4 / D $2,400',
    ];
    const positions = order.map((row) => summary.indexOf(row));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(summary).toContain('Attach ETA Form 9175');
    expect(summary).toContain('Empowerment Zone or Rural Renewal County');
    expect(text.main).toContain('Supported by the answers: 2 / Bc; 2 / Be');
  });

  it('measures on the signing day while there is no hire date, and says so', () => {
    expect(text.noHire).toContain('Measured on 03/03/2025 (the day the applicant gave the information; no hire date yet)');
  });

  it('says plainly when the answers support no group', () => {
    expect(text.noGroup).toContain('The answers do not support membership in any target group.');
    // "Worked for this employer before: yes" rules summer youth out; it is not a claim to the item.
    expect(text.noGroup).toMatch(/Answered no, or not asked: 12\. Qualified IV-A recipient \(TANF\); 13\..*; 17\. Qualified summer youth employee;.*21\. Long-term unemployment recipient\./);
  });

  it('records who gave the information and when', () => {
    expectToContainAll(text.main, ['James Carter', '2025-03-03T14:15:07.000Z', '203.0.113.5']);
  });

  it('gives identical bytes for identical input', async () => {
    expect((await renderForm9061(wotcInput())).equals(pdf)).toBe(true);
  });
});
