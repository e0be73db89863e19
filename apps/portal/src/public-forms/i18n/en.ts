import {
  CITIZENSHIP_LABELS,
  FELONY_TYPES,
  I9_LIST_A,
  I9_LIST_B,
  I9_LIST_C,
  MILITARY_BRANCHES,
  TANF_DURATIONS,
  UPLOAD_LIMITS,
  VR_SERVICES,
  type AnswerField,
} from '@clearhire/contracts';

/** English option labels are the stored values themselves (contracts), so they cannot drift from them. */
function asLabels<T extends string>(values: readonly T[]): Record<T, string> {
  return Object.fromEntries(values.map((value) => [value, value])) as unknown as Record<T, string>;
}

/** A question of the pre-screening form: its text and, where it helps, a hint under it. */
export interface QuestionText {
  label: string;
  hint?: string;
}

/** Checks at compile time that every answer field of the questionnaire has its text. */
export function questionTexts(texts: Record<AnswerField, QuestionText>): Record<AnswerField, QuestionText> {
  return texts;
}

/**
 * Every text of the two public forms in English. `es.ts` must provide the same shape (the type
 * `Messages` is taken from this object), so a missing Spanish text is a type error.
 */
export const en = {
  common: {
    brand: 'ClearHire',
    languageLabel: 'Language',
    requiredNote: 'Fields marked * are required.',
    yes: 'Yes',
    no: 'No',
    back: 'Back',
    next: 'Next',
    continue: 'Continue',
    submit: 'Submit',
    sending: 'Sending…',
    choose: 'Choose…',
    loading: 'Loading…',
    tryAgain: 'Try again',
    serverErrorsTitle: 'Please correct the following:',
  },
  validation: {
    required: 'This field is required.',
    answer: 'Please answer yes or no.',
    choose: 'Please choose one option.',
    tooLong: (max: number) => `Use at most ${max} characters.`,
    digitsOnly: 'Use digits only.',
    digitsExactly: (count: number) => `Enter exactly ${count} digits.`,
    digitsBetween: (min: number, max: number) => `Enter ${min} to ${max} digits.`,
    zip: 'Enter a ZIP code of at least 5 digits.',
    email: 'Enter a valid e-mail address.',
    ssn: 'Enter a valid 9-digit Social Security number.',
    date: 'Enter a valid date.',
    pastDate: 'The date cannot be in the future.',
    year: 'Enter a past year with 4 digits.',
    felonyDates: 'Enter the conviction date, the release date, or both.',
    aNumberRequired: 'Enter your USCIS or A-Number.',
    expiryRequired: 'Enter the date your work authorization ends, or check N/A.',
    expiryInvalid: 'Enter a valid date, or check N/A.',
    expiryPast: 'Your work authorization has already ended.',
    citizen4Number: 'Choose one number and enter it: USCIS A-Number, Form I-94 admission number, or foreign passport number and country.',
    numberNotForStatus: 'This number does not apply to the status you chose.',
    documentType: 'Choose the document.',
    documentFile: 'Choose the file of this document.',
    preparerAttest: 'The preparer or translator must accept the certification.',
    recaptcha: 'Please confirm that you are not a robot.',
    recaptchaFailed: 'The robot check could not load. Check your connection, allow content from google.com, then reload the page.',
    upload: UPLOAD_LIMITS.message as string,
  },
  person: {
    firstname: 'First name',
    lastname: 'Last name',
    email: 'E-mail',
    phone: 'Phone',
    phoneHint: '10 digits, numbers only.',
    ssn: 'Social Security number (SSN)',
    ssnHint: '9 digits, numbers only.',
    birthdate: 'Birth date',
  },
  address: {
    street: 'Street address',
    streetSearchHint: 'Start typing, then choose your address from the list to fill in the rest.',
    suggestions: 'Address suggestions',
    suggestionsCount: (count: number) => (count === 1 ? '1 address suggestion. Use the up and down arrows to choose.' : `${count} address suggestions. Use the up and down arrows to choose.`),
    poweredBy: 'Address suggestions by Google',
    apt: 'Apartment, suite or unit',
    city: 'City',
    county: 'County',
    state: 'State',
    zip: 'ZIP code',
    zipHint: 'Numbers only. City, county and state fill in from the ZIP code when they are empty.',
    zipFilled: 'City, county and state were filled in from the ZIP code. Please check them.',
  },
  prescreening: {
    documentTitle: 'WOTC Pre-screening',
    title: 'Work Opportunity Tax Credit pre-screening',
    invalidLinkTitle: 'This pre-screening link is not valid',
    invalidLinkText: 'Please check the link you received from the employer, or ask the employer to send it again.',
    thisEmployer: 'This employer',
    introHeading: 'Before you start',
    intro: (company: string) =>
      `${company} takes part in the Work Opportunity Tax Credit (WOTC), a federal program that gives employers a tax credit for hiring people from certain groups. This questionnaire takes about a minute. The state workforce agency decides whether the credit applies.`,
    statementsIntro: 'The statements:',
    statements: [
      'I am a veteran of the U.S. Armed Forces.',
      'My family received SNAP benefits (food stamps) for the past 6 months, or for at least 3 of the past 5 months.',
      'My family received TANF (Temporary Assistance for Needy Families) during the past 2 years.',
      'I received SSI (Supplemental Security Income) benefits for any month ending during the past 60 days.',
      'I was referred to this job by a vocational rehabilitation agency, a Ticket to Work employment network, or the Department of Veterans Affairs.',
      'I have been unemployed for at least 27 consecutive weeks and received unemployment compensation for all or part of that time.',
      'During the past year I was convicted of a felony or released from prison for a felony.',
    ],
    eligibilityQuestion: 'Does one or more of these statements apply to you?',
    basicHeading: 'Basic information',
    ssnWhyTitle: 'Why we ask for your SSN',
    ssnWhy: 'The state workforce agency needs your Social Security number to certify the tax credit for the employer.',
    ssnProtection:
      'It is encrypted when stored, shown only masked (the last 4 digits), and used only for the WOTC forms (IRS Form 8850 and ETA Form 9061).',
    questionsHeading: 'Eligibility questions',
    questionsIntro: 'Answer each question. More questions appear when they apply to you.',
    questions: questionTexts({
      military: { label: 'Are you a veteran of the U.S. Armed Forces?' },
      militaryUnemployed6m: {
        label: 'During the past year, were you unemployed for a total of at least 6 months?',
        hint: 'The periods do not need to be in a row.',
      },
      militaryUnemployed4w: {
        label: 'During the past year, were you unemployed for a total of at least 4 weeks (but less than 6 months)?',
        hint: 'The periods do not need to be in a row.',
      },
      militarySnap: { label: 'Did your family receive SNAP benefits (food stamps) for at least 3 months during the past 15 months?' },
      militaryDisability: { label: 'Are you entitled to compensation for a service-connected disability?' },
      militaryReleased: { label: 'Were you discharged or released from active duty during the past year?' },
      militaryYear: { label: 'Year of discharge or release', hint: '4 digits, for example 2024.' },
      militaryBranch: { label: 'Branch of service' },
      snap: { label: 'Has your family received SNAP benefits (food stamps) for the past 6 months?' },
      snap3: { label: 'Did your family receive SNAP benefits for at least 3 of the past 5 months, but is no longer eligible to receive them?' },
      tanf: { label: 'Did your family receive TANF (Temporary Assistance for Needy Families) during the past 2 years?' },
      tanfState: { label: 'Which state paid the TANF benefits?' },
      tanfTime: { label: 'How long did your family receive TANF?' },
      tanfAssistance9: { label: 'Did your family receive TANF for any 9 months during the past 18 months?' },
      tanfAssistance18: {
        label: 'Did your family receive TANF for at least 18 months (the past 18 months, or any 18 months ending within the past 2 years)?',
      },
      tanfStopped: {
        label: 'Did your family stop being eligible for TANF during the past 2 years because a federal or state law limited how long payments could be made?',
      },
      ssi: { label: 'Did you receive SSI (Supplemental Security Income) benefits for any month ending during the past 60 days?' },
      vr: {
        label:
          'Were you referred to this job by a state-approved vocational rehabilitation agency, a Ticket to Work employment network, or the Department of Veterans Affairs?',
      },
      vrService: { label: 'Who referred you?' },
      unemployed: {
        label: 'Have you been unemployed for at least 27 consecutive weeks, and received unemployment compensation for all or part of that time?',
      },
      unemployedDate: { label: 'Date your unemployment began' },
      unemployedState: { label: 'State that paid the unemployment compensation' },
      felony: { label: 'During the past year, were you convicted of a felony or released from prison for a felony?' },
      felonyConviction: { label: 'Date of conviction' },
      felonyRelease: { label: 'Date of release from prison', hint: 'Leave empty if you were not in prison.' },
      felonyState: { label: 'State of conviction' },
      felonyType: { label: 'Was it a federal or a state conviction?' },
      felonyAdjudication: { label: 'Did you receive deferred adjudication?' },
      felonyWrp: { label: 'Are you in a work release program?' },
      woc: { label: 'Have you worked for this company before?' },
    }),
    signatureHeading: 'Signature',
    perjury:
      'Under penalties of perjury, I declare that I gave the above information to the employer on or before the day I was offered a job, and it is, to the best of my knowledge, true, correct, and complete.',
    signatureAck: 'By typing my full name below, I agree that my typed name acts as my electronic signature on IRS Form 8850.',
    signature: 'Signature (your full name)',
    doneTitle: 'Prescreening Submitted',
    doneText: (company: string) =>
      `Thank you. Your answers were sent to ${company}. There is nothing else you need to do; the employer will contact you if more information is needed.`,
    doneEmployer: 'the employer',
  },
  i9: {
    documentTitle: 'Form I-9',
    title: 'Form I-9: Employment Eligibility Verification',
    notFoundTitle: 'This I-9 link is not valid',
    notFoundText: 'Please check the link in the e-mail from your employer, or ask your employer to send a new one.',
    usedTitle: 'This Form I-9 has already been submitted',
    usedText: 'Your employer has received your Section 1 and documents. If something needs to change, please contact your employer.',
    loadFailedTitle: 'We could not open your Form I-9',
    noticeHeading: 'Before you begin',
    greeting: (name: string) => `Hello, ${name}.`,
    noticeWhat:
      'Form I-9 is the U.S. government form every employer uses to verify the identity and employment authorization of each new employee, citizens and noncitizens alike.',
    noticeWhen:
      'You complete and sign Section 1 no later than your first day of work. Your employer then examines your documents and completes Section 2 within three business days.',
    noticeDocuments:
      'You will upload a photo or scan of either one document from List A, which shows both your identity and your employment authorization, or one document from List B (identity) together with one document from List C (employment authorization). You choose which acceptable documents to present.',
    listAHeading: 'List A (one document)',
    listBHeading: 'List B (identity)',
    listCHeading: 'List C (employment authorization)',
    noticeFiles: 'Files must be JPG, JPEG, PNG or PDF, up to 5 MB each.',
    noticeAgree: 'By continuing, you agree to complete Section 1 truthfully and to submit your documents electronically.',
    agree: 'I agree',
    basicHeading: 'Basic Information',
    middleInitial: 'Middle initial',
    otherLastnames: 'Other family names used (if any)',
    otherLastnamesHint: 'Leave empty if none.',
    ssnHint: 'Your employer confirms employment eligibility through E-Verify, which needs your SSN. It is encrypted and shown only masked.',
    citizenship: 'Citizenship or immigration status',
    citizenshipHint: 'I attest, under penalty of perjury, that I am (choose one):',
    number: 'USCIS or A-Number',
    aNumberHint: '7 to 9 digits.',
    expiry: 'Work authorization expiration date',
    expiryNotApplicable: 'My work authorization does not expire (N/A)',
    numberType: 'Which number will you give?',
    numberTypes: {
      citizen4Number1: 'USCIS A-Number',
      citizen4Number2: 'Form I-94 admission number',
      citizen4Number3: 'Foreign passport number and country of issuance',
    },
    i94Hint: '11 digits.',
    passportHint: 'For example: X1234567, Mexico.',
    signatureHeading: 'Signature',
    attestation:
      'I am aware that federal law provides for imprisonment and/or fines for false statements, or the use of false documents, in connection with the completion of this form. I attest, under penalty of perjury, that this information, including my selection of the box attesting to my citizenship or immigration status, is true and correct.',
    signatureAck: 'Typing your full name below signs Section 1 electronically.',
    signature: 'Signature (your full name)',
    preparerHeading: 'Preparer or translator (Supplement A)',
    preparerQuestion: 'Did anyone help you fill in Section 1, as a preparer or a translator?',
    preparerNo: 'No, I filled it in myself',
    preparerYes: 'Yes, someone helped me',
    preparerNumber: (n: number) => `Preparer or translator ${n}`,
    preparerLastName: 'Their last name',
    preparerFirstName: 'Their first name',
    preparerAttestation: 'I attest, under penalty of perjury, that I have assisted in the completion of Section 1 of this form and that to the best of my knowledge the information is true and correct.',
    preparerSignature: 'Signature of the preparer or translator (their full name)',
    preparerAttest: 'I am the preparer or translator named above and I accept this certification',
    preparerAdd: 'Add another preparer or translator',
    preparerRemove: 'Remove this preparer or translator',
    documentsHeading: 'Documents Submission',
    documentCount: 'Which documents will you upload?',
    documentCountOne: 'One document from List A',
    documentCountTwo: 'Two documents: one from List B and one from List C',
    documentType: { listA: 'List A document', listB: 'List B document', listC: 'List C document' },
    documentFile: { listA: 'List A photo or scan', listB: 'List B photo or scan', listC: 'List C photo or scan' },
    fileHint: 'JPG, JPEG, PNG or PDF, up to 5 MB.',
    fileChosen: (name: string) => `Chosen: ${name}`,
    doneTitle: 'Form Submitted',
    doneText:
      'Thank you. Your Section 1 and your documents were sent to your employer, who will review them and complete Section 2. You can close this page.',
  },
  options: {
    militaryBranch: asLabels(MILITARY_BRANCHES),
    felonyType: asLabels(FELONY_TYPES),
    vrService: asLabels(VR_SERVICES),
    tanfDuration: asLabels(TANF_DURATIONS),
    citizenship: { ...CITIZENSHIP_LABELS },
    listA: asLabels(I9_LIST_A),
    listB: asLabels(I9_LIST_B),
    listC: asLabels(I9_LIST_C),
  },
};

export type Messages = typeof en;
