import { SUPPLEMENT_B_REASONS, supplementBStatusLabel, type SupplementBReason } from './supplement-b';

const WAITING = 'Waiting for the employee’s new document';
const NAME_CHANGE = 'Ready to sign: a legal name change needs no new document';
const STILL_AUTHORIZED = 'Ready to sign: the employee’s work authorization has not expired, so no new document is needed';

describe('supplementBStatusLabel: what the employee page says of a Supplement B section', () => {
  // Issue 32: a legal name change said "Waiting for the employee's new document", though none is needed and no mail was sent.
  it.each<[SupplementBReason, boolean, string]>([
    ['reverification', true, WAITING],
    ['rehire', true, WAITING],
    ['rehire', false, STILL_AUTHORIZED],
    ['name-change', false, NAME_CHANGE],
  ])('a started %s (a new document needed: %s) reads "%s"', (reason, needsDocument, label) => {
    expect(supplementBStatusLabel({ status: 'requested', reason, needsDocument })).toBe(label);
  });

  it.each<[SupplementBReason, boolean]>([
    ['reverification', true],
    ['rehire', true],
  ])('a %s whose document arrived reads "New document received"', (reason, needsDocument) => {
    expect(supplementBStatusLabel({ status: 'uploaded', reason, needsDocument })).toBe('New document received');
  });

  it('a signed section of any reason reads "Signed"', () => {
    for (const reason of SUPPLEMENT_B_REASONS) {
      for (const needsDocument of [true, false]) expect(supplementBStatusLabel({ status: 'completed', reason, needsDocument })).toBe('Signed');
    }
  });
});
