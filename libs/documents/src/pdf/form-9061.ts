import { TARGET_GROUPS, determineTargetGroups, keepAskedAnswers, type TargetGroupCode, type TargetGroupMatch } from '@clearhire/domain';
import { cityStateZip, formatAnswer, formatDollars, formatEin, formatFormDate, formatHourlyWage, formatPhone, formatSsn, fullName, streetLine } from '../format';
import type { Form9061Input } from '../inputs';
import { FORM_9061_SECTIONS } from './form-9061-sections';
import type { FormWriter } from './form-writer';
import { applicantSignature, renderWotcForm } from './wotc-form';

const TITLE = 'Individual Characteristics Form (ICF)';

/**
 * ETA Form 9061: the employer, the applicant, the job (items 3-11), the target-group items 12-21
 * the applicant answered with their answers, and the target groups those answers support.
 *
 * Groups are measured on the hire date when it is known (docs/compliance.md §1.2: "all look-back windows
 * end on the hiring date"), otherwise on the day the applicant gave the information.
 */
export async function renderForm9061(input: Form9061Input): Promise<Buffer> {
  return renderWotcForm(input, { title: `ETA Form 9061: ${TITLE}`, footerLabel: 'ETA Form 9061' }, (w, { timeZone, signedOn }) => {
    const hireDate = input.hire?.hireDate ?? null;
    const reference = hireDate ?? signedOn;
    const groups = determineTargetGroups({
      answers: input.answers,
      birthdate: input.applicant.birthdate,
      hireDate,
      today: signedOn,
      conditionallyCertified: input.conditionallyCertified,
    });
    w.titleBlock({
      formNumber: 'ETA Form 9061',
      formDetails: ['U.S. Department of Labor', 'Employment and Training Administration', 'OMB No. 1205-0371'],
      title: TITLE,
      subtitle: 'Work Opportunity Tax Credit. Send with IRS Form 8850 to the state workforce agency (SWA) of the state where the employee works.',
    }, { fixed: true });
    partiesAndJob(w, input);
    targetGroupItems(w, input, groups, reference);
    summary(w, groups, reference, hireDate !== null);
    w.section('Information given by the applicant');
    applicantSignature(w, input, timeZone, 'the pre-screening answers shown on this form');
  });
}

function partiesAndJob(w: FormWriter, input: Form9061Input): void {
  const e = input.employer;
  const a = input.applicant;
  const hire = input.hire ?? {};
  w.section('For agency use only');
  w.fields([{ label: '1. Control number' }, { label: '2. Date received' }]);

  w.section('Employer');
  w.fields([
    { label: '3. Employer name', value: e.name, span: 3 },
    { label: 'Telephone', value: formatPhone(e.phone) },
    { label: '5. Employer identification number (EIN)', value: formatEin(e.ein), span: 2 },
  ]);
  w.fields([{ label: '4. Employer address', value: e.address ? `${streetLine(e.address)}, ${cityStateZip(e.address)}` : '' }]);

  w.section('Applicant');
  w.fields([
    { label: '6. Applicant name', value: fullName(a.firstname, a.lastname), span: 3 },
    { label: '7. Social security number', value: formatSsn(a.ssn), span: 2 },
    { label: 'Date of birth', value: formatFormDate(a.birthdate, 'birthdate'), span: 1.5 },
  ]);
  w.fields([
    { label: 'Home address', value: `${streetLine(a)}, ${cityStateZip(a)}`, span: 3 },
    { label: 'County', value: a.county ?? '' },
    { label: 'Telephone', value: formatPhone(a.phone) },
  ]);

  w.section('Job');
  w.fields([
    { label: '8. Has the applicant worked for this employer before?', value: formatAnswer(input.answers.woc), span: 2 },
    { label: 'Date offered the job', value: formatFormDate(hire.offerDate, 'offerDate') },
    { label: 'Date hired', value: formatFormDate(hire.hireDate, 'hireDate') },
  ]);
  w.fields([
    { label: '9. Starting date', value: formatFormDate(hire.startDate, 'startDate') },
    { label: '10. Starting wage', value: formatHourlyWage(hire.startingWage) },
    { label: '11. Position or job title', value: hire.jobTitle ?? '', span: 2 },
  ]);
}

function targetGroupItems(w: FormWriter, input: Form9061Input, groups: readonly TargetGroupMatch[], reference: string): void {
  const facts = {
    answers: keepAskedAnswers(input.answers),
    birthdate: input.applicant.birthdate,
    reference,
    county: input.applicant.county ?? '',
    state: input.applicant.state,
  };
  const found = new Set(groups.map((g) => g.code));
  const notClaimed: string[] = [];
  for (const section of FORM_9061_SECTIONS) {
    const matched = section.groups.filter((code) => found.has(code)).map(groupCode);
    // Only the items the applicant answered yes to, or that a group came from, get their boxes;
    // the rest are named in one line, so the reader's eye goes to what the request rests on.
    if (matched.length === 0 && !section.claims.some((field) => facts.answers[field] === '1')) {
      notClaimed.push(`${section.item}. ${section.title}`);
      continue;
    }
    w.section(`${section.item}. ${section.title}`, matched.length ? `Supported by the answers: ${matched.join('; ')}` : undefined);
    for (const row of section.rows(facts)) w.fields(row);
  }
  if (notClaimed.length) {
    w.section('Other target groups');
    w.paragraph(`Answered no, or not asked: ${notClaimed.join('; ')}.`);
  }
}

function summary(w: FormWriter, groups: readonly TargetGroupMatch[], reference: string, hired: boolean): void {
  const measuredOn = `${formatFormDate(reference)} (${hired ? 'the hire date' : 'the day the applicant gave the information; no hire date yet'})`;
  w.section('Target groups the answers support', `Measured on ${measuredOn}`);
  if (groups.length === 0) {
    w.paragraph('The answers do not support membership in any target group.', { fixed: true });
    return;
  }
  w.table(
    [{ header: 'Target group', span: 3 }, { header: 'IRS group / SWA code', span: 1.3 }, { header: 'Maximum credit', span: 1.1 }, { header: 'Before requesting certification', span: 3.6 }],
    groups.map((g) => [g.name, groupCode(g.code), formatDollars(g.maxCredit), notes(g)]),
  );
}

/** IRS group number and SWA letter, e.g. "2 / Be" for a veteran unemployed 6 months or more. */
function groupCode(code: TargetGroupCode): string {
  return `${TARGET_GROUPS[code].irsGroup} / ${TARGET_GROUPS[code].swaCode}`;
}

function notes(g: TargetGroupMatch): string {
  const out: string[] = [];
  if (g.needsAddressCheck) out.push('Confirm the home address is in an Empowerment Zone or Rural Renewal County.');
  if (g.needs9175) out.push('Attach ETA Form 9175 (long-term unemployment self-attestation).');
  if (g.form === '9062') out.push('Conditionally certified: send ETA Form 9062 in place of this form.');
  return out.length ? out.join(' ') : 'Nothing further.';
}
