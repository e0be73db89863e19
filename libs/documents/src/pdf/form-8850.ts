import { AGE_GROUP_THRESHOLD, ageOn } from '@clearhire/domain';
import { cityStateZip, formatEin, formatFormDate, formatHourlyWage, formatPhone, formatSsn, fullName, streetLine } from '../format';
import type { Form8850Input } from '../inputs';
import { form8850Statements } from './form-8850-statements';
import type { FormWriter } from './form-writer';
import { applicantSignature, renderWotcForm } from './wotc-form';

/** The applicant's declaration printed above the signature (Form 8850, Rev. March 2016). */
export const FORM_8850_APPLICANT_DECLARATION =
  'Under penalties of perjury, I declare that I gave the above information to the employer on or before the day I was offered a job, and it is, to the best of my knowledge, true, correct, and complete.';

/** The employer's declaration on page 2. */
export const FORM_8850_EMPLOYER_DECLARATION =
  'Under penalties of perjury, I declare that the applicant provided the information on this form on or before the day a job was offered to the applicant and that the information I have furnished is, to the best of my knowledge, true, correct, and complete. Based on the information the job applicant furnished on page 1, I believe the individual is a member of a targeted group. I hereby request a certification that the individual is a member of a targeted group.';

const TITLE = 'Pre-Screening Notice and Certification Request for the Work Opportunity Credit';

/**
 * IRS Form 8850: page 1 is the applicant's part (with the full SSN, as the state needs it), page 2
 * the employer's, filled from the company's ERD and the hire once recorded.
 */
export async function renderForm8850(input: Form8850Input): Promise<Buffer> {
  return renderWotcForm(input, { title: `Form 8850: ${TITLE}`, footerLabel: 'Form 8850 (Rev. 3-2016)' }, (w, { timeZone, signedOn }) => {
    applicantPage(w, input, signedOn, timeZone);
    w.newPage();
    employerPage(w, input, signedOn);
  });
}

function titleBlock(w: FormWriter, page: string): void {
  w.titleBlock({
    formNumber: 'Form 8850',
    formDetails: ['(Rev. March 2016)', 'Department of the Treasury', 'Internal Revenue Service'],
    title: TITLE,
    subtitle: `${page}. Do not send to the IRS: send it to the state workforce agency (SWA) of the state where the employee works.`,
  }, { fixed: true });
}

function applicantPage(w: FormWriter, input: Form8850Input, signedOn: string, timeZone: string): void {
  const a = input.applicant;
  titleBlock(w, 'Page 1, job applicant');
  w.instructions('Job applicant: Fill in the lines below and check any boxes that apply. Complete only this side.');

  w.section('Applicant');
  w.fields([
    { label: 'Your name', value: fullName(a.firstname, a.lastname), span: 2 },
    { label: 'Social security number', value: formatSsn(a.ssn) },
  ]);
  w.fields([{ label: 'Street address where you live', value: streetLine(a) }]);
  w.fields([
    { label: 'City or town, state, and ZIP code', value: cityStateZip(a), span: 2 },
    { label: 'County', value: a.county ?? '' },
  ]);
  // The form asks the date of birth only of applicants under 40: it matters only for groups 4, 6 and 7.
  const under40 = ageOn(a.birthdate, signedOn) < AGE_GROUP_THRESHOLD;
  w.fields([
    { label: 'Telephone number', value: formatPhone(a.phone) },
    { label: 'If you are under age 40, enter your date of birth (month, day, year)', value: under40 ? formatFormDate(a.birthdate, 'birthdate') : '', span: 2 },
  ]);

  w.section('Statements', 'An X marks each box that applies');
  const statements = form8850Statements({ answers: input.answers, birthdate: a.birthdate, signedOn, conditionallyCertified: input.conditionallyCertified });
  for (const s of statements) w.checkbox({ checked: s.checked, number: String(s.number), text: s.text, bullets: s.bullets });

  w.section('Signature: job applicant');
  w.paragraph(FORM_8850_APPLICANT_DECLARATION, { fixed: true });
  applicantSignature(w, input, timeZone, 'this Form 8850');
}

function employerPage(w: FormWriter, input: Form8850Input, signedOn: string): void {
  const e = input.employer;
  const hire = input.hire ?? {};
  titleBlock(w, 'Page 2, for employer use only');

  w.section('Employer');
  w.fields([
    { label: "Employer's name", value: e.name, span: 2 },
    { label: 'Telephone no.', value: formatPhone(e.phone) },
    { label: 'EIN', value: formatEin(e.ein) },
  ]);
  w.fields([{ label: 'Street address', value: e.address ? streetLine(e.address) : '' }]);
  w.fields([{ label: 'City or town, state, and ZIP code', value: e.address ? cityStateZip(e.address) : '' }]);
  w.fields([
    { label: 'Person to contact, if different from above', value: e.contact ? fullName(e.contact.firstname, e.contact.lastname) : '', span: 2 },
    { label: 'Telephone no.', value: formatPhone(e.contact?.phone ?? e.phone) },
  ]);
  w.fields([
    {
      label: 'If, based on the individual\'s age and home address, they are a member of group 4 or 6 (see "Members of Targeted Groups" in the instructions), enter that group number (4 or 6)',
      value: input.group4or6 ? String(input.group4or6) : '',
    },
  ]);

  w.section('Dates and job');
  w.fields([
    { label: 'Date applicant gave information', value: formatFormDate(signedOn) },
    { label: 'Was offered job', value: formatFormDate(hire.offerDate, 'offerDate') },
    { label: 'Was hired', value: formatFormDate(hire.hireDate, 'hireDate') },
    { label: 'Started job', value: formatFormDate(hire.startDate, 'startDate') },
  ]);
  w.fields([
    { label: 'Starting wage', value: formatHourlyWage(hire.startingWage) },
    { label: 'Job title', value: hire.jobTitle ?? '', span: 3 },
  ]);

  w.section('Signature: employer');
  w.paragraph(FORM_8850_EMPLOYER_DECLARATION, { fixed: true });
  w.fields([
    { label: "Employer's signature", span: 2 },
    { label: 'Title' },
    { label: 'Date' },
  ]);
}
