import { section1Differences, type PersonAsGiven } from './section1-differences';

const given: PersonAsGiven = {
  firstname: 'James',
  lastname: 'Carter',
  street: '100 Main St',
  apt: 'Apt 4',
  city: 'Austin',
  county: 'Travis',
  state: 'TX',
  zip: '78701',
  birthdate: '1995-06-15',
  email: 'james.carter@example.test',
  phone: '5125550199',
};

describe('section1Differences', () => {
  it('finds none when Section 1 repeats the pre-screening', () => {
    expect(section1Differences(given, { ...given }, false)).toEqual([]);
  });

  it('ignores case and surrounding spaces, and an absent value against an empty one', () => {
    const retyped = { ...given, firstname: ' JAMES ', street: '100 main st', email: 'James.Carter@Example.test', apt: null };
    expect(section1Differences({ ...given, apt: '' }, retyped, false)).toEqual([]);
  });

  it('names each changed field with its label and both values', () => {
    const moved = { ...given, street: '7 Elm Rd', apt: null, zip: '78702' };
    expect(section1Differences(given, moved, false)).toEqual([
      { field: 'street', label: 'Street address', prescreening: '100 Main St', section1: '7 Elm Rd' },
      { field: 'apt', label: 'Apartment', prescreening: 'Apt 4', section1: null },
      { field: 'zip', label: 'ZIP code', prescreening: '78701', section1: '78702' },
    ]);
  });

  it('counts a changed space or letter inside a value as a difference', () => {
    expect(section1Differences(given, { ...given, street: '100  Main St', lastname: 'Cartier' }, false).map((d) => d.field)).toEqual(['lastname', 'street']);
  });

  it('compares the birth date, e-mail and phone', () => {
    const other = { ...given, birthdate: '1995-06-16', email: 'jc@example.test', phone: '5125550100' };
    expect(section1Differences(given, other, false).map((d) => d.field)).toEqual(['birthdate', 'email', 'phone']);
  });

  it('shows only that the SSN differs, never a number', () => {
    expect(section1Differences(given, given, true)).toEqual([{ field: 'ssn', label: 'Social Security number', prescreening: null, section1: null }]);
  });
});
