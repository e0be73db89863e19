import { alternativeProcedureProblems, recordedBusinessAddress, section2BusinessAddress } from './i9-worksite';

describe("section2BusinessAddress: the employee's location's address, else the company's", () => {
  const COMPANY = { street: '500 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' };
  const STORE = { street: '1 Main St', city: 'Round Rock', state: 'TX', zip: '78664' };
  const NONE = { street: null, city: null, state: null, zip: null };

  it("takes the location's complete address over the company's", () => {
    expect(section2BusinessAddress(STORE, COMPANY)).toEqual(STORE);
  });

  it("falls back to the company's when the location has none, or only part of one (parts are never mixed)", () => {
    expect(section2BusinessAddress(NONE, COMPANY)).toEqual(COMPANY);
    expect(section2BusinessAddress({ ...STORE, zip: null }, COMPANY)).toEqual(COMPANY);
    expect(section2BusinessAddress(null, COMPANY)).toEqual(COMPANY);
  });

  it('is null when neither has a complete address', () => {
    expect(section2BusinessAddress(NONE, { ...COMPANY, street: '' })).toBeNull();
  });
});

describe('alternativeProcedureProblems (8 CFR 274a.2(b)(1)(ii)(C); 88 FR 47749)', () => {
  const SITE = { name: 'Austin store', everifyHiringSite: true };
  const NOT_A_SITE = { name: 'Round Rock store', everifyHiringSite: false };

  it('has nothing to say when the documents were examined in person', () => {
    expect(alternativeProcedureProblems(false, { eVerify: false, hiringSite: NOT_A_SITE })).toEqual([]);
  });

  it('needs the company enrolled in E-Verify and the location one of its hiring sites', () => {
    expect(alternativeProcedureProblems(true, { eVerify: true, hiringSite: SITE })).toEqual([]);
    expect(alternativeProcedureProblems(true, { eVerify: false, hiringSite: SITE })).toEqual([{ msg: expect.stringContaining('participate in E-Verify'), param: 'alternativeProcedure' }]);
    expect(alternativeProcedureProblems(true, { eVerify: true, hiringSite: NOT_A_SITE })).toEqual([
      { msg: 'The alternative procedure (remote examination) is only for E-Verify hiring sites, and Round Rock store is not one. Examine the original documents in person.', param: 'alternativeProcedure' },
    ]);
  });
});

describe('recordedBusinessAddress: typed whole, or left out for the default', () => {
  const DEFAULT = { street: '1 Main St', city: 'Round Rock', state: 'TX', zip: '78664' };
  const TYPED = { employerStreet: '500 Congress Ave', employerCity: 'Austin', employerState: 'TX', employerZip: '78701' };

  it('keeps what the examiner typed', () => {
    expect(recordedBusinessAddress(TYPED, DEFAULT)).toEqual({ address: { street: '500 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' }, problems: [] });
  });

  it('takes the default when the whole address is left out', () => {
    expect(recordedBusinessAddress({}, DEFAULT)).toEqual({ address: DEFAULT, problems: [] });
    expect(recordedBusinessAddress({ employerStreet: ' ' }, DEFAULT)).toEqual({ address: DEFAULT, problems: [] });
  });

  it('never completes part of an address from the default', () => {
    const { problems } = recordedBusinessAddress({ employerStreet: '500 Congress Ave', employerCity: 'Austin' }, DEFAULT);
    expect(problems.map((p) => p.param)).toEqual(['employerState', 'employerZip']);
  });

  it('names every part when there is nothing to default to', () => {
    const { problems } = recordedBusinessAddress({}, null);
    expect(problems.map((p) => p.param)).toEqual(['employerStreet', 'employerCity', 'employerState', 'employerZip']);
    expect(problems[0].msg).toContain('neither');
  });
});
