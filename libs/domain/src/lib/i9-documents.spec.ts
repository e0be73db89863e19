import { I9_FORMER_CHOICES, I9_LIST_A, I9_LIST_B, I9_LIST_C } from '@clearhire/contracts';
import { currentI9Choice, currentI9DocumentTitle, documentSetProblems, i9ChoiceLabel, i9DocumentTitle, i9DocumentTitlesForChoice } from './i9-documents';

const I766 = 'Employment Authorization Document (Form I-766)';
const DHS_EAD = 'Employment authorization document issued by the Department of Homeland Security';
const BIRTH_ABROAD = ['Certification of Report of Birth (Form DS-1350)', 'Consular Report of Birth Abroad (Form FS-240)', 'Certification of Birth Abroad (Form FS-545)'];

describe('the document choices read apart (issue 32; M-274 §13)', () => {
  it('names no choice in two lists, and each report of a birth abroad by its form', () => {
    const all = [...I9_LIST_A, ...I9_LIST_B, ...I9_LIST_C];
    expect(new Set(all).size).toBe(all.length);
    expect(I9_LIST_A).toContain(I766);
    expect(I9_LIST_C).toEqual(expect.arrayContaining([DHS_EAD, ...BIRTH_ABROAD, 'Birth Certificate']));
    expect(all).not.toContain('Employment Authorization');
    expect(all).not.toContain('Certification of Birth');
  });

  it('titles the EADs and the reports of a birth abroad as the M-274 does, each with its choice', () => {
    expect(i9DocumentTitle('A', I766)?.choice).toBe(I766);
    expect(i9DocumentTitle('C', DHS_EAD)?.choice).toBe(DHS_EAD);
    for (const title of BIRTH_ABROAD) expect(i9DocumentTitle('C', title)?.choice).toBe(title);
  });
});

describe('records stored before the M-274 titles', () => {
  it.each([
    ['A', 'Employment Auth. Document (Form I-766)', I766],
    ['C', 'Employment authorization document issued by DHS', DHS_EAD],
    ['C', 'Form DS-1350 (Certification of Report of Birth)', BIRTH_ABROAD[0]],
    ['C', 'Form FS-240 (Consular Report of Birth Abroad)', BIRTH_ABROAD[1]],
    ['C', 'Form FS-545 (Certification of Birth Abroad)', BIRTH_ABROAD[2]],
  ] as const)('finds List %s "%s" with its facts, and names it "%s"', (list, former, current) => {
    expect(i9DocumentTitle(list, former)).toBe(i9DocumentTitle(list, current));
    expect(currentI9DocumentTitle(list, former)).toBe(current);
    expect(documentSetProblems(list === 'A' ? [{ list, title: former }] : [{ list: 'B', title: 'School ID card with a photograph' }, { list, title: former }])).toEqual([]);
  });

  it('leaves a title of another list, or an unknown one, as it is', () => {
    expect(currentI9DocumentTitle('C', 'Employment Auth. Document (Form I-766)')).toBe('Employment Auth. Document (Form I-766)');
    expect(currentI9DocumentTitle('A', 'U.S. Passport')).toBe('U.S. Passport');
    expect(i9DocumentTitle('C', 'Employment Auth. Document (Form I-766)')).toBeUndefined();
  });

  it('stores a former choice as the current one of its list, and "Certification of Birth", which stood for three, as it came', () => {
    expect(currentI9Choice('listA', 'Employment Authorization')).toBe(I766);
    expect(currentI9Choice('listC', 'Employment Authorization')).toBe(DHS_EAD);
    expect(currentI9Choice('listC', 'Certification of Birth')).toBe('Certification of Birth');
    expect(currentI9Choice('listB', 'Employment Authorization')).toBeUndefined();
    expect(currentI9Choice('listA', 'Certification of Birth')).toBeUndefined();
    expect(currentI9Choice('listC', BIRTH_ABROAD[1])).toBe(BIRTH_ABROAD[1]);
    expect(currentI9Choice('listC', 'toString')).toBeUndefined();
  });

  it('shows a former choice in today\'s words, by its list where the row keeps it', () => {
    expect(i9ChoiceLabel('Employment Authorization', 'listA')).toBe(I766);
    expect(i9ChoiceLabel('Employment Authorization', 'listC')).toBe(DHS_EAD);
    expect(i9ChoiceLabel('Employment Authorization')).toBe(I9_FORMER_CHOICES['Employment Authorization'].label);
    expect(i9ChoiceLabel('Certification of Birth', 'listC')).toBe('Certification of report of birth issued by the Department of State (Form DS-1350, FS-240 or FS-545)');
    expect(i9ChoiceLabel('U.S. Passport', 'listA')).toBe('U.S. Passport');
    expect(i9ChoiceLabel('en')).toBe('en');
  });

  it('links a former choice, as stored or as shown, to the Section 2 titles it stands for', () => {
    const titles = (list: 'A' | 'C', choice: string) => i9DocumentTitlesForChoice(list, choice).map((d) => d.title);
    expect(titles('A', 'Employment Authorization')).toEqual([I766]);
    expect(titles('C', 'Employment Authorization')).toEqual([DHS_EAD]);
    expect(titles('C', 'Certification of Birth')).toEqual(BIRTH_ABROAD);
    expect(titles('C', i9ChoiceLabel('Certification of Birth', 'listC'))).toEqual(BIRTH_ABROAD);
    expect(titles('C', BIRTH_ABROAD[2])).toEqual([BIRTH_ABROAD[2]]);
    expect(i9DocumentTitlesForChoice('C', undefined)).toEqual([]);
  });
});
