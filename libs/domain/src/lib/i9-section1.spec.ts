import { citizenshipProblems, documentChoiceProblems } from './i9-section1';

const TODAY = '2026-11-22';
const params = (p: { param: string }[]) => p.map((x) => x.param);

describe('citizenshipProblems', () => {
  it.each([
    [{ citizenship: 'citizen1' }, []],
    [{ citizenship: 'citizen2' }, []],
    [{ citizenship: 'citizen3', number: '123456789' }, []],
    [{ citizenship: 'citizen3' }, ['number']],
    [{ citizenship: 'citizen1', number: '123456789' }, ['number']],
    [{ citizenship: 'citizen4', expiry: '2027-01-01', citizen4Number2: '12345678901' }, []],
    [{ citizenship: 'citizen4', expiry: 'N/A', citizen4Number3: 'X1234567 Mexico' }, []],
    [{ citizenship: 'citizen4', expiry: TODAY, citizen4Number1: '1234567' }, []],
    [{ citizenship: 'citizen4', expiry: '2026-11-21', citizen4Number1: '1234567' }, ['expiry']],
    [{ citizenship: 'citizen4', citizen4Number1: '1234567' }, ['expiry']],
    [{ citizenship: 'citizen4', expiry: '2027-02-30', citizen4Number1: '1234567' }, ['expiry']],
    [{ citizenship: 'citizen4', expiry: '2027-01-01' }, ['citizen4Number1']],
    [{ citizenship: 'citizen4', expiry: '2027-01-01', citizen4Number1: '1234567', citizen4Number2: '12345678901' }, ['citizen4Number1']],
    [{ citizenship: 'citizen3', number: '1234567', expiry: '2027-01-01', citizen4Number2: '1' }, ['expiry', 'citizen4Number2']],
  ] as const)('%j → %j', (input, expected) => {
    expect(params(citizenshipProblems(input, TODAY))).toEqual(expected);
  });
});

describe('documentChoiceProblems', () => {
  it.each([
    [{ listA: 'U.S. Passport' }, []],
    [{ listB: "Driver's License", listC: 'Social Security Card' }, []],
    [{}, ['listA']],
    [{ listB: "Driver's License" }, ['listC']],
    [{ listC: 'Birth Certificate' }, ['listB']],
    [{ listA: 'U.S. Passport', listB: "Driver's License", listC: 'Social Security Card' }, ['listA']],
    [{ listA: 'Social Security Card' }, ['listA']],
    [{ listB: 'U.S. Passport', listC: 'Birth Certificate' }, ['listB']],
    // The choices of before the M-274 titles, from a form loaded before the change: still documents of their lists.
    [{ listA: 'Employment Authorization' }, []],
    [{ listB: "Driver's License", listC: 'Employment Authorization' }, []],
    [{ listB: "Driver's License", listC: 'Certification of Birth' }, []],
    [{ listA: 'Certification of Birth' }, ['listA']],
  ] as const)('%j → %j', (choice, expected) => {
    expect(params(documentChoiceProblems(choice))).toEqual(expected);
  });
});
