import { formatLongDate, formatLongDateEs, fullName } from '../format';
import type { EVerifyAgency } from '@clearhire/contracts';
import { AGENCY_CONTACT_WORKING_DAYS as CONTACT_DAYS, TNC_REFERRAL_WORKING_DAYS as REFER_DAYS } from '@clearhire/domain';
import type { EVerifyNoticeInput, EVerifyNoticeKind } from '../inputs';
import { renderPdf, type FormWriter } from './form-writer';

/*
 * The two notices an employee receives after an E-Verify tentative nonconfirmation (mismatch),
 * modelled on E-Verify's Further Action Notice and Referral Date Confirmation and written in plain
 * words, in English and Spanish (docs/compliance.md §6.2):
 * - the employer notifies the employee privately with the Further Action Notice; the employee
 *   decides whether to take action, and both sign;
 * - the employer refers or closes the case within 10 federal government working days of its
 *   issue (e-verify.gov, 2020-11-05 change; User Manual 3.3);
 * - a referred employee contacts SSA or DHS within 8 federal government working days of the
 *   referral (Referral Date Confirmation; SSA POMS RM 10250.010), and keeps working meanwhile;
 * - no adverse action because of an interim result (docs/compliance.md §6.1).
 * Neither notice prints an SSN, an A-Number or a document number: the input carries none.
 */

/** Only these public numbers are printed: a wrong number on a deadline notice costs the employee their job. */
const DHS_EMPLOYEE_HOTLINE = '888-897-7781';
const IER_WORKER_HOTLINE = '800-255-7688';
const SSA_OFFICE_LOCATOR = 'ssa.gov/locator';

/** The agency named three ways, because Spanish needs its article to agree ("la SSA", "el DHS", "al DHS"). */
interface AgencyWords {
  /** Value of the "records that did not match" box. */
  readonly label: string;
  /** "…did not match <records>": the whole phrase, since Spanish contracts "de el" to "del". */
  readonly records: string;
  /** "Contact <contact> by…". */
  readonly contact: string;
  /** "…refer this case <refer>…". */
  readonly refer: string;
}

interface NoticeText {
  readonly longDate: (date: string, field: string) => string;
  readonly banner: string;
  readonly bannerDetail: string;
  /** Leads the PDF title in test mode, where a viewer's title bar shows it first. */
  readonly testModeTag: string;
  /** Leads the footer in test mode. */
  readonly testModeFooter: string;
  readonly agencies: Record<EVerifyAgency, AgencyWords>;
  readonly formDetailsNotice: string;
  readonly caseSection: string;
  readonly caseNumber: string;
  /** Names the case in the footer. */
  readonly caseLabel: string;
  readonly employee: string;
  readonly employer: string;
  readonly recordsLabel: string;
  readonly referredOn: string;
  readonly dateField: string;
  readonly noAdverseAction: (employer: string) => string;
  readonly ier: string;
  readonly workingDays: string;
  /** The agency paragraphs; `confirmation` names the Referral Date Confirmation as the sentence needs it. */
  readonly ssaSteps: (confirmation: string) => string;
  readonly dhsSteps: (confirmation: string) => string;
  readonly bothAgencies: string;
  readonly fan: {
    readonly title: string;
    readonly subject: string;
    readonly formDetails: string;
    readonly subtitle: string;
    readonly issuedOn: string;
    readonly referBy: string;
    readonly meaningSection: string;
    readonly meaning: (records: string) => string;
    readonly notProof: string;
    readonly choice: string;
    readonly rightsSection: string;
    readonly actionSection: string;
    readonly action: (employer: string, referBy: string, contact: string) => string;
    readonly confirmation: string;
    readonly noActionSection: string;
    readonly noAction: (employer: string, contact: string) => string;
    readonly employerSection: string;
    readonly employerDeadline: (employer: string, refer: string, referBy: string) => string;
    readonly employerPrivately: string;
    readonly decisionSection: string;
    readonly decisionAside: string;
    readonly decisionHow: string;
    readonly takeAction: string;
    readonly noActionBox: string;
    readonly employeeSignature: string;
    readonly representativeSection: string;
    readonly representativeStatement: string;
    readonly representativeName: string;
    readonly representativeSignature: string;
  };
  readonly rdc: {
    readonly title: string;
    readonly subject: string;
    readonly formDetails: string;
    readonly subtitle: (contact: string) => string;
    readonly deadline: string;
    readonly deadlineDetail: string;
    readonly contactBy: (contact: string, contactBy: string) => string;
    readonly ifNot: string;
    readonly stepsSection: string;
    readonly confirmation: string;
    readonly meanwhileSection: string;
    readonly resolved: string;
  };
}

const ENGLISH: NoticeText = {
  longDate: formatLongDate,
  banner: 'E-VERIFY TEST MODE — NOT A REAL E-VERIFY RESULT',
  bannerDetail: "This document was produced in ClearHire's E-Verify test mode. No case was sent to E-Verify and nothing in it is a real result: do not act on it.",
  testModeTag: 'E-Verify test mode, not a real result',
  testModeFooter: 'E-VERIFY TEST MODE',
  agencies: {
    ssa: { label: 'Social Security Administration (SSA)', records: 'the records of the Social Security Administration (SSA)', contact: 'SSA', refer: 'to SSA' },
    dhs: { label: 'Department of Homeland Security (DHS)', records: 'the records of the Department of Homeland Security (DHS)', contact: 'DHS', refer: 'to DHS' },
    dual: {
      label: 'SSA and DHS',
      records: 'the records of both the Social Security Administration (SSA) and the Department of Homeland Security (DHS)',
      contact: 'SSA and DHS',
      refer: 'to SSA and DHS',
    },
  },
  formDetailsNotice: 'Notice to the employee',
  caseSection: 'Case',
  caseNumber: 'E-Verify case number',
  caseLabel: 'Case',
  employee: 'Employee',
  employer: 'Employer',
  recordsLabel: 'Records that did not match',
  referredOn: 'Case referred on',
  dateField: 'Date (month, day, year)',
  noAdverseAction: (employer) =>
    `While the mismatch is being resolved, ${employer} must not fire you, suspend you, delay your training, withhold your pay or take any other adverse action against you because of the mismatch. You keep working as usual.`,
  ier: `If you believe you have been treated unfairly because of the mismatch, or because of your citizenship, immigration status or national origin, call the Department of Justice Immigrant and Employee Rights Section (IER) worker hotline at ${IER_WORKER_HOTLINE}.`,
  workingDays: 'Federal government working days are Monday to Friday, except federal holidays.',
  ssaSteps: (confirmation) =>
    `SSA: visit a Social Security office in person. Bring ${confirmation} and original documents that prove your identity and the correct information. Find your nearest office at ${SSA_OFFICE_LOCATOR}.`,
  dhsSteps: (confirmation) => `DHS: call the E-Verify employee hotline at ${DHS_EMPLOYEE_HOTLINE}. Have ${confirmation} and your immigration or citizenship documents with you when you call.`,
  bothAgencies: 'Your information did not match the records of either agency: you must contact both of them.',
  fan: {
    title: 'Further Action Notice',
    subject: 'E-Verify tentative nonconfirmation (mismatch)',
    formDetails: 'Tentative nonconfirmation (mismatch)',
    subtitle: 'Read this notice, decide whether to take action to resolve the mismatch, and sign your decision on page 2.',
    issuedOn: 'Date issued',
    referBy: 'Employer refers or closes the case by',
    meaningSection: 'What this notice means',
    meaning: (records) =>
      `E-Verify could not confirm that you are authorized to work in the United States: information from your Form I-9 did not match ${records}. E-Verify calls this a tentative nonconfirmation, or mismatch.`,
    notProof: 'A mismatch is NOT proof that you are not authorized to work. Records can be wrong or out of date, for example after a change of name or of immigration status.',
    choice: 'You decide whether to take action to resolve the mismatch. It is your choice.',
    rightsSection: 'Your rights while the mismatch is resolved',
    actionSection: 'If you choose to take action',
    action: (employer, referBy, contact) =>
      `Tell ${employer} your decision by ${referBy}. Your employer will refer your case and give you a Referral Date Confirmation showing the last day to contact ${contact}: you have ${CONTACT_DAYS} federal government working days from the referral.`,
    confirmation: 'the Referral Date Confirmation',
    noActionSection: 'If you choose not to take action',
    noAction: (employer, contact) =>
      `If you choose not to take action, or do not contact ${contact} in time, the case may become a final nonconfirmation, and ${employer} may then end your employment.`,
    employerSection: 'For the employer',
    employerDeadline: (employer, refer, referBy) =>
      `${employer} must refer this case ${refer} or close it by ${referBy}, ${REFER_DAYS} federal government working days after the mismatch was issued.`,
    employerPrivately: "Give this notice to the employee in private. Both of you sign page 2; give the employee a copy and keep the signed notice with the employee's Form I-9.",
    decisionSection: 'Employee decision',
    decisionAside: 'Check one box',
    decisionHow: 'Check one box, then sign and date this page.',
    takeAction: 'I choose to take action to resolve this mismatch.',
    noActionBox: 'I choose not to take action. I understand that the case may then become a final nonconfirmation and that my employer may end my employment.',
    employeeSignature: "Employee's signature",
    representativeSection: 'Employer representative',
    representativeStatement: 'I gave this notice to the employee in private.',
    representativeName: "Employer representative's name",
    representativeSignature: "Employer representative's signature",
  },
  rdc: {
    title: 'Referral Date Confirmation',
    subject: 'E-Verify referral of a tentative nonconfirmation (mismatch)',
    formDetails: 'Referral of a tentative nonconfirmation (mismatch)',
    subtitle: (contact) => `Your employer has referred your E-Verify case. Keep this confirmation: you need it when you contact ${contact}.`,
    deadline: 'Deadline',
    deadlineDetail: `${CONTACT_DAYS} federal government working days after the referral`,
    contactBy: (contact, contactBy) => `Contact ${contact} by ${contactBy}`,
    ifNot: 'If you do not, the case may become a final nonconfirmation and your employer may end your employment.',
    stepsSection: 'What to do',
    confirmation: 'this confirmation',
    meanwhileSection: 'While your case is resolved',
    resolved: 'When the mismatch is resolved, E-Verify updates your case and your employer sees the result.',
  },
};

const SPANISH: NoticeText = {
  longDate: formatLongDateEs,
  banner: 'MODO DE PRUEBA DE E-VERIFY — NO ES UN RESULTADO REAL DE E-VERIFY',
  // The English line too: the employer who prints the Spanish notice may not read Spanish.
  bannerDetail: `Este documento se generó en el modo de prueba de E-Verify de ClearHire. No se envió ningún caso a E-Verify y nada de lo que contiene es un resultado real: no tome ninguna medida a partir de él.\n${ENGLISH.banner}`,
  testModeTag: 'Modo de prueba de E-Verify, no es un resultado real',
  testModeFooter: 'MODO DE PRUEBA DE E-VERIFY',
  agencies: {
    ssa: { label: 'Administración del Seguro Social (SSA)', records: 'los registros de la Administración del Seguro Social (SSA)', contact: 'la SSA', refer: 'a la SSA' },
    dhs: { label: 'Departamento de Seguridad Nacional (DHS)', records: 'los registros del Departamento de Seguridad Nacional (DHS)', contact: 'el DHS', refer: 'al DHS' },
    dual: {
      label: 'SSA y DHS',
      records: 'los registros de la Administración del Seguro Social (SSA) y del Departamento de Seguridad Nacional (DHS)',
      contact: 'la SSA y el DHS',
      refer: 'a la SSA y al DHS',
    },
  },
  formDetailsNotice: 'Aviso para el empleado',
  caseSection: 'Caso',
  caseNumber: 'Número de caso de E-Verify',
  caseLabel: 'Caso',
  employee: 'Empleado',
  employer: 'Empleador',
  recordsLabel: 'Registros que no coincidieron',
  referredOn: 'Fecha de remisión del caso',
  dateField: 'Fecha (mes, día, año)',
  noAdverseAction: (employer) =>
    `¡Importante! Mientras se resuelve la discrepancia, ${employer} no puede despedirlo, suspenderlo, retrasar su capacitación, retener su pago ni tomar ninguna otra medida en su contra a causa de la discrepancia. Usted sigue trabajando como de costumbre.`,
  ier: `Si cree que lo han tratado injustamente a causa de la discrepancia, o por su ciudadanía, estatus migratorio u origen nacional, llame a la línea directa para trabajadores de la Sección de Derechos de Inmigrantes y Empleados (IER) del Departamento de Justicia al ${IER_WORKER_HOTLINE}.`,
  workingDays: 'Los días laborables del gobierno federal son de lunes a viernes, excepto los días feriados federales.',
  ssaSteps: (confirmation) =>
    `SSA: visite en persona una oficina del Seguro Social. Lleve ${confirmation} y los documentos originales que prueben su identidad y la información correcta. Averigüe cuál es la oficina más cercana en ${SSA_OFFICE_LOCATOR}.`,
  dhsSteps: (confirmation) =>
    `DHS: llame a la línea directa de E-Verify para empleados al ${DHS_EMPLOYEE_HOTLINE}. Tenga a mano ${confirmation} y sus documentos de inmigración o ciudadanía cuando llame.`,
  bothAgencies: 'Su información no coincidió con los registros de ninguna de las dos agencias: debe comunicarse con ambas.',
  fan: {
    title: 'Aviso de acción adicional',
    subject: 'No confirmación provisional (discrepancia) de E-Verify',
    formDetails: 'No confirmación provisional (discrepancia)',
    subtitle: 'Lea este aviso, decida si tomará acción para resolver la discrepancia y firme su decisión en la página 2.',
    issuedOn: 'Fecha de emisión',
    referBy: 'El empleador remite o cierra el caso a más tardar el',
    meaningSection: '¿Qué significa este aviso?',
    meaning: (records) =>
      `E-Verify no pudo confirmar que usted está autorizado para trabajar en los Estados Unidos: la información de su Formulario I-9 no coincidió con ${records}. E-Verify llama a este resultado no confirmación provisional o discrepancia.`,
    notProof: 'Una discrepancia NO es prueba de que usted no esté autorizado para trabajar. Los registros pueden estar equivocados o desactualizados, por ejemplo después de un cambio de nombre o de estatus migratorio.',
    choice: 'Usted decide si tomará acción para resolver la discrepancia. La decisión es suya.',
    rightsSection: 'Sus derechos mientras se resuelve la discrepancia',
    actionSection: 'Si decide tomar acción',
    action: (employer, referBy, contact) =>
      `Comunique su decisión a ${employer} a más tardar el ${referBy}. Su empleador remitirá su caso y le entregará una Confirmación de la fecha de remisión con el último día para comunicarse con ${contact}: tiene ${CONTACT_DAYS} días laborables del gobierno federal a partir de la remisión.`,
    confirmation: 'la Confirmación de la fecha de remisión',
    noActionSection: 'Si decide no tomar acción',
    noAction: (employer, contact) =>
      `Si decide no tomar acción, o no se comunica con ${contact} a tiempo, el caso puede convertirse en una no confirmación definitiva y ${employer} podrá entonces terminar su empleo.`,
    employerSection: 'Para el empleador',
    employerDeadline: (employer, refer, referBy) =>
      `${employer} debe remitir este caso ${refer} o cerrarlo a más tardar el ${referBy}, ${REFER_DAYS} días laborables del gobierno federal después de la emisión de la discrepancia.`,
    employerPrivately: 'Entregue este aviso al empleado en privado. Ambos firman la página 2; entregue una copia al empleado y guarde el aviso firmado con el Formulario I-9 del empleado.',
    decisionSection: 'Decisión del empleado',
    decisionAside: 'Marque una casilla',
    decisionHow: 'Marque una casilla y luego firme y escriba la fecha en esta página.',
    takeAction: 'Elijo tomar acción para resolver esta discrepancia.',
    noActionBox: 'Elijo no tomar acción. Entiendo que el caso puede convertirse en una no confirmación definitiva y que mi empleador puede terminar mi empleo.',
    employeeSignature: 'Firma del empleado',
    representativeSection: 'Representante del empleador',
    representativeStatement: 'Entregué este aviso al empleado en privado.',
    representativeName: 'Nombre del representante del empleador',
    representativeSignature: 'Firma del representante del empleador',
  },
  rdc: {
    title: 'Confirmación de la fecha de remisión',
    subject: 'Remisión de una no confirmación provisional (discrepancia) de E-Verify',
    formDetails: 'Remisión de una no confirmación provisional (discrepancia)',
    subtitle: (contact) => `Su empleador remitió su caso de E-Verify. Guarde esta confirmación: la necesitará cuando se comunique con ${contact}.`,
    deadline: 'Fecha límite',
    deadlineDetail: `${CONTACT_DAYS} días laborables del gobierno federal después de la remisión`,
    contactBy: (contact, contactBy) => `Comuníquese con ${contact} a más tardar el ${contactBy}`,
    ifNot: 'Si no lo hace, el caso puede convertirse en una no confirmación definitiva y su empleador podrá terminar su empleo.',
    stepsSection: 'Qué debe hacer',
    confirmation: 'esta confirmación',
    meanwhileSection: 'Mientras se resuelve su caso',
    resolved: 'Cuando se resuelva la discrepancia, E-Verify actualizará su caso y su empleador verá el resultado.',
  },
};

const TEXT: Record<EVerifyNoticeInput['language'], NoticeText> = { en: ENGLISH, es: SPANISH };

/**
 * The Further Action Notice or the Referral Date Confirmation of one case, in the employee's
 * language. In test mode every page opens with the test-mode banner and every footer repeats it
 * (docs/architecture.md: a test-mode result is never shown as a real one). The pages are laid out
 * by hand (the notice's decision on a page of its own) so that each page starts with the banner;
 * the spec checks that no page is added by overflow.
 */
export async function renderEVerifyNotice(input: EVerifyNoticeInput): Promise<Buffer> {
  const t = TEXT[input.language];
  const doc = input.kind === 'further-action-notice' ? t.fan : t.rdc;
  // The writer draws the footer label on the same line as "Generated by ClearHire on …" and does
  // not wrap it: in test mode the tag replaces the case number, so the two never run into each other.
  const footerLabel = input.testMode ? `${t.testModeFooter}  ·  ${doc.title}` : `${doc.title}, ${t.caseLabel} ${input.caseNumber}`;
  return renderPdf(
    {
      title: input.testMode ? `${t.testModeTag}: ${doc.title}` : doc.title,
      subject: input.testMode ? `${t.banner}. ${doc.subject}` : doc.subject,
      footerLabel,
      generatedAt: input.generatedAt,
      timeZone: input.timeZone,
    },
    (w) => DRAW[input.kind](w, input, t),
  );
}

const DRAW: Record<EVerifyNoticeKind, (w: FormWriter, input: EVerifyNoticeInput, t: NoticeText) => void> = {
  'further-action-notice': furtherActionNotice,
  'referral-date-confirmation': referralDateConfirmation,
};

function furtherActionNotice(w: FormWriter, input: EVerifyNoticeInput, t: NoticeText): void {
  const fan = t.fan;
  const agency = t.agencies[input.agency];
  const employer = input.employerName;
  const issuedOn = t.longDate(input.resultIssuedOn, 'resultIssuedOn');
  const referBy = t.longDate(input.referBy, 'referBy');

  w.titleBlock({ formNumber: 'E-Verify', formDetails: [fan.formDetails, t.formDetailsNotice], title: fan.title, subtitle: fan.subtitle }, { fixed: true });
  testModeBanner(w, input, t);
  caseFields(w, input, t, [
    { label: fan.issuedOn, value: issuedOn },
    { label: fan.referBy, value: referBy },
  ]);

  w.section(fan.meaningSection);
  w.paragraph(fan.meaning(agency.records), { fixed: true });
  w.paragraph(fan.notProof, { bold: true, fixed: true });
  w.paragraph(fan.choice, { fixed: true });

  w.section(fan.rightsSection);
  w.paragraph(t.noAdverseAction(employer), { bold: true });
  w.paragraph(t.ier, { fixed: true });

  w.section(fan.actionSection);
  w.paragraph(fan.action(employer, referBy, agency.contact));
  agencySteps(w, input.agency, t, fan.confirmation);

  w.section(fan.noActionSection);
  w.paragraph(fan.noAction(employer, agency.contact));

  // The private notice: docs/compliance.md §6.2 ("notify the employee privately").
  w.section(fan.employerSection);
  w.paragraph(fan.employerDeadline(employer, agency.refer, referBy));
  w.paragraph(fan.employerPrivately, { shaded: true, fixed: true });

  // The decision and signatures on a page of their own, as E-Verify's notice has them, so the
  // signed page can be kept whole; it repeats who and which case, in case the pages are parted.
  w.newPage();
  testModeBanner(w, input, t);
  w.section(fan.decisionSection, fan.decisionAside);
  w.fields([
    { label: t.employee, value: employeeName(input), span: 3 },
    { label: t.caseNumber, value: input.caseNumber, span: 2 },
  ]);
  w.paragraph(fan.decisionHow, { fixed: true });
  // Never pre-checked: the choice is the employee's alone.
  w.checkbox({ checked: false, text: fan.takeAction });
  w.checkbox({ checked: false, text: fan.noActionBox });
  w.fields([
    { label: fan.employeeSignature, span: 3 },
    { label: t.dateField, span: 1 },
  ]);

  w.section(fan.representativeSection);
  w.paragraph(fan.representativeStatement, { fixed: true });
  w.fields([
    { label: fan.representativeName, span: 2 },
    { label: fan.representativeSignature, span: 2 },
    { label: t.dateField, span: 1 },
  ]);
}

function referralDateConfirmation(w: FormWriter, input: EVerifyNoticeInput, t: NoticeText): void {
  const rdc = t.rdc;
  const agency = t.agencies[input.agency];
  // Without them the confirmation has no deadline to confirm: refuse rather than print blanks.
  if (!input.referredOn) throw new RangeError('referredOn is required for a referral-date-confirmation');
  if (!input.contactBy) throw new RangeError('contactBy is required for a referral-date-confirmation');
  const referredOn = t.longDate(input.referredOn, 'referredOn');
  const contactBy = t.longDate(input.contactBy, 'contactBy');

  w.titleBlock({ formNumber: 'E-Verify', formDetails: [rdc.formDetails, t.formDetailsNotice], title: rdc.title, subtitle: rdc.subtitle(agency.contact) }, { fixed: true });
  testModeBanner(w, input, t);
  caseFields(w, input, t, [{ label: t.referredOn, value: referredOn }]);
  // The deadline in the largest type the writer has: the title block, reused as a callout.
  w.titleBlock({ formNumber: rdc.deadline, formDetails: [rdc.deadlineDetail], title: rdc.contactBy(agency.contact, contactBy), subtitle: rdc.ifNot });

  w.section(rdc.stepsSection);
  agencySteps(w, input.agency, t, rdc.confirmation);

  w.section(rdc.meanwhileSection);
  w.paragraph(t.noAdverseAction(input.employerName), { bold: true });
  w.paragraph(rdc.resolved, { fixed: true });
  w.paragraph(t.ier, { fixed: true });
}

/** Opens a page in test mode: a band and a shaded box no reader can take for part of a real notice. */
function testModeBanner(w: FormWriter, input: EVerifyNoticeInput, t: NoticeText): void {
  if (!input.testMode) return;
  w.section(t.banner);
  w.paragraph(t.bannerDetail, { bold: true, shaded: true, fixed: true });
}

function caseFields(w: FormWriter, input: EVerifyNoticeInput, t: NoticeText, dates: readonly { label: string; value: string }[]): void {
  w.section(t.caseSection);
  w.fields([
    { label: t.caseNumber, value: input.caseNumber, span: 2 },
    ...dates.map((d) => ({ ...d, span: 2 })),
    { label: t.recordsLabel, value: t.agencies[input.agency].label, span: 3 },
  ]);
  w.fields([
    { label: t.employee, value: employeeName(input), span: 1 },
    { label: t.employer, value: input.employerName, span: 1 },
  ]);
}

/** What contacting each agency means; only the agencies whose records did not match, so no one calls the wrong one. */
function agencySteps(w: FormWriter, agency: EVerifyAgency, t: NoticeText, confirmation: string): void {
  if (agency === 'dual') w.paragraph(t.bothAgencies, { bold: true, fixed: true });
  if (agency !== 'dhs') w.paragraph(t.ssaSteps(confirmation), { fixed: true });
  if (agency !== 'ssa') w.paragraph(t.dhsSteps(confirmation), { fixed: true });
  w.paragraph(t.workingDays, { fixed: true });
}

function employeeName(input: EVerifyNoticeInput): string {
  return fullName(input.employee.firstName, input.employee.lastName);
}
