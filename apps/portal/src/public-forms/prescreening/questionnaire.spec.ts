import { describe, expect, it } from 'vitest';
import { buildPrescreeningPayload, EMPTY_ANSWERS, visibleQuestions, type AnswerValues, type PrescreeningValues } from './questionnaire';
import { locationIdToSend, whereFromCompanyLink } from './where-applied';

const MAIN = ['military', 'snap', 'tanf', 'ssi', 'vr', 'unemployed', 'felony', 'woc'];
const answers = (given: Partial<AnswerValues>): AnswerValues => ({ ...EMPTY_ANSWERS, ...given });
const followUpsShown = (given: Partial<AnswerValues>) => visibleQuestions(answers(given)).filter((f) => !MAIN.includes(f));

describe('page 2 questions', () => {
  it('shows the eight questions and no follow-up before anything is answered', () => {
    expect(visibleQuestions(EMPTY_ANSWERS)).toEqual(MAIN);
  });

  it('military yes and unemployed 6 months yes: SNAP, disability, release, year and branch (no 4-week question)', () => {
    expect(followUpsShown({ military: '1', militaryUnemployed6m: '1' })).toEqual([
      'militaryUnemployed6m',
      'militarySnap',
      'militaryDisability',
      'militaryReleased',
      'militaryYear',
      'militaryBranch',
    ]);
  });

  it('military yes and unemployed 6 months no: 4-week unemployment, SNAP, disability, release and year (no branch)', () => {
    expect(followUpsShown({ military: '1', militaryUnemployed6m: '0' })).toEqual([
      'militaryUnemployed6m',
      'militaryUnemployed4w',
      'militarySnap',
      'militaryDisability',
      'militaryReleased',
      'militaryYear',
    ]);
  });

  it('military no hides the whole military block, even with its answers still held', () => {
    expect(followUpsShown({ military: '0', militaryUnemployed6m: '1', militaryBranch: 'Navy' })).toEqual([]);
  });

  it('SNAP no asks the 3-of-5-months question; SNAP yes does not', () => {
    expect(followUpsShown({ snap: '0' })).toEqual(['snap3']);
    expect(followUpsShown({ snap: '1' })).toEqual([]);
  });

  it('TANF yes asks the state and the assistance questions', () => {
    expect(followUpsShown({ tanf: '1' })).toEqual(['tanfState', 'tanfTime', 'tanfAssistance9', 'tanfAssistance18', 'tanfStopped']);
    expect(followUpsShown({ tanf: '0' })).toEqual([]);
  });

  it('vocational rehabilitation yes asks which service referred', () => {
    expect(followUpsShown({ vr: '1' })).toEqual(['vrService']);
  });

  it('unemployed yes asks the date and the state', () => {
    expect(followUpsShown({ unemployed: '1' })).toEqual(['unemployedDate', 'unemployedState']);
  });

  it('felony yes asks conviction and release dates, state, type, deferred adjudication and work release', () => {
    expect(followUpsShown({ felony: '1' })).toEqual([
      'felonyConviction',
      'felonyRelease',
      'felonyState',
      'felonyType',
      'felonyAdjudication',
      'felonyWrp',
    ]);
  });
});

const person: PrescreeningValues = {
  ...EMPTY_ANSWERS,
  firstname: ' Ana ',
  lastname: 'Lopez',
  email: 'ana@example.com',
  street: '1 Main St',
  apt: '  ',
  zip: '78701',
  city: 'Austin',
  county: 'Travis',
  state: 'TX',
  phone: '5125550100',
  ssn: '123456789',
  birthdate: '1990-05-01',
  signature: 'Ana Lopez',
  recaptcha: '',
  locationId: '',
};

describe('the pre-screening payload', () => {
  it('carries no answers when no eligibility statement applies', () => {
    const payload = buildPrescreeningPayload({ ...person, military: '1', snap: '0' }, 7, false);
    expect(payload).toEqual({
      companyId: 7,
      eligible: false,
      firstname: 'Ana',
      lastname: 'Lopez',
      email: 'ana@example.com',
      street: '1 Main St',
      city: 'Austin',
      county: 'Travis',
      state: 'TX',
      zip: '78701',
      phone: '5125550100',
      ssn: '123456789',
      birthdate: '1990-05-01',
      signature: 'Ana Lopez',
    });
  });

  it('sends the shown answers as booleans and values, and drops follow-ups of a changed answer', () => {
    const values: PrescreeningValues = {
      ...person,
      military: '0',
      // Answered while military was yes, then military changed to no: not asked any more.
      militaryUnemployed6m: '1',
      militaryBranch: 'Navy',
      snap: '0',
      snap3: '1',
      tanf: '0',
      ssi: '1',
      vr: '1',
      vrService: 'Ticket To Work',
      unemployed: '1',
      unemployedDate: '2025-01-06',
      unemployedState: '',
      felony: '0',
      felonyType: 'State',
      woc: '0',
    };
    const payload = buildPrescreeningPayload(values, 7, true);
    expect(payload).toMatchObject({ eligible: true, military: false, snap: false, snap3: true, tanf: false, ssi: true, vr: true, vrService: 'Ticket To Work', unemployed: true, unemployedDate: '2025-01-06', felony: false, woc: false });
    for (const dropped of ['militaryUnemployed6m', 'militaryBranch', 'unemployedState', 'felonyType', 'apt']) expect(payload).not.toHaveProperty(dropped);
  });

  it('keeps the apartment when one is given and passes the reCAPTCHA token', () => {
    expect(buildPrescreeningPayload({ ...person, apt: ' 4B ', recaptcha: 'token' }, 1, false)).toMatchObject({ apt: '4B', recaptcha: 'token' });
  });
});

describe('where the applicant applied (locationId)', () => {
  const PIER = { id: 12, name: 'Pier 39' };
  const AIRPORT = { id: 15, name: 'Airport' };

  it('asks only when a company link lists several locations', () => {
    expect(whereFromCompanyLink([PIER, AIRPORT])).toEqual({ kind: 'choose', locations: [PIER, AIRPORT] });
    expect(whereFromCompanyLink([PIER])).toEqual({ kind: 'only' });
  });

  it("sends the location a location's link names, the one chosen, or none for a company's only location", () => {
    expect(locationIdToSend({ kind: 'named', location: PIER }, '')).toBe(12);
    expect(locationIdToSend({ kind: 'choose', locations: [PIER, AIRPORT] }, '15')).toBe(15);
    expect(locationIdToSend({ kind: 'choose', locations: [PIER, AIRPORT] }, '')).toBeUndefined();
    expect(locationIdToSend({ kind: 'only' }, '15')).toBeUndefined();
    expect(buildPrescreeningPayload(person, 7, false, 15).locationId).toBe(15);
    expect(buildPrescreeningPayload(person, 7, false)).not.toHaveProperty('locationId');
  });
});
