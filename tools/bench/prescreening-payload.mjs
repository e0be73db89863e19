/**
 * The pre-screening the benches post: an eligible applicant (SNAP and unemployment answers, so both
 * Form 8850 and ETA Form 9061 are rendered), with a name the standard PDF fonts print.
 */
export const prescreeningPayload = (companyId) =>
  JSON.stringify({
    companyId,
    eligible: true,
    firstname: 'James',
    lastname: 'Carter',
    email: 'james.carter@example.test',
    street: '100 Main St',
    apt: 'Apt 4',
    city: 'Austin',
    county: 'Travis',
    state: 'TX',
    zip: '78701',
    phone: '5125550199',
    ssn: '123456789',
    birthdate: '1995-06-15',
    signature: 'James Carter',
    military: false,
    snap: true,
    tanf: false,
    ssi: false,
    vr: false,
    unemployed: true,
    unemployedDate: '2025-01-10',
    unemployedState: 'TX',
    felony: false,
    woc: false,
  });
