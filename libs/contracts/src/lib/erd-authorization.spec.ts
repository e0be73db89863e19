import { ERD_AUTHORIZATION_VERSION, erdAuthorizationBlocks, erdAuthorizationText, parseErdAuthorizationText } from './erd-authorization';

describe('the ERD authorization text', () => {
  it('names the employer as typed, trimmed, in both parts and the declaration', () => {
    const text = erdAuthorizationText('  Acme Foods LLC ');
    expect(text).toContain('The employer, Acme Foods LLC, designates ClearHire as its representative for the Work Opportunity Tax Credit program.');
    expect(text).toContain('The employer, Acme Foods LLC, authorizes ClearHire to act as its authorized representative for Form I-9');
    expect(text).toContain('I declare that I am authorized to sign for Acme Foods LLC,');
    expect(text).toContain('remains in effect for 5 years');
  });

  it('writes one block a line, headings and granted powers marked, and reads back the same blocks', () => {
    const text = erdAuthorizationText('Acme Foods LLC');
    expect(text.split('\n')[0]).toBe('## Part A. Work Opportunity Tax Credit (ETA Form 9198)');
    expect(text).toContain("\n[x] Complete and sign IRS Form 8850, Pre-Screening Notice and Certification Request for the Work Opportunity Credit, on the employer's behalf.\n");
    expect(parseErdAuthorizationText(text)).toEqual(erdAuthorizationBlocks('Acme Foods LLC'));
    expect(erdAuthorizationBlocks('Acme Foods LLC').filter((b) => b.kind === 'power')).toHaveLength(7);
  });

  it("never reads an employer's name as a heading or a power: no line starts with it", () => {
    const name = '[x] ## Tricky Name';
    expect(parseErdAuthorizationText(erdAuthorizationText(name))).toEqual(erdAuthorizationBlocks(name));
  });

  it('is the same text for the same version and name, and refuses a version that does not exist', () => {
    expect(erdAuthorizationText('Acme', ERD_AUTHORIZATION_VERSION)).toBe(erdAuthorizationText('Acme'));
    expect(() => erdAuthorizationText('Acme', '2')).toThrow(RangeError);
  });
});
