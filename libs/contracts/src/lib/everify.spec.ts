import { EVERIFY_AUTHORIZED_CLOSURE_LABEL, everifyClosureLabel } from './everify';

describe('everifyClosureLabel: why a case is closed, in the employer’s words', () => {
  // Issue 32: an authorized case, which E-Verify closes by itself, showed "Closed" and no reason.
  it('says E-Verify closed an authorized case by itself', () => {
    expect(everifyClosureLabel({ status: 'employment-authorized', closureReason: null, closureText: null })).toBe('Closed automatically: employment authorized');
    expect(EVERIFY_AUTHORIZED_CLOSURE_LABEL).toBe('Closed automatically: employment authorized');
  });

  it('gives the employer’s reason, and the explanation of an "Other"', () => {
    expect(everifyClosureLabel({ status: 'closed', closureReason: 'EMPLOYEE_QUIT', closureText: null })).toBe('The employee voluntarily quit');
    expect(everifyClosureLabel({ status: 'closed', closureReason: 'OTHER', closureText: 'Entered twice' })).toBe('Other: Entered twice');
  });

  it('says nothing while the case is open', () => {
    expect(everifyClosureLabel({ status: 'referred', closureReason: null, closureText: null })).toBeNull();
  });
});
