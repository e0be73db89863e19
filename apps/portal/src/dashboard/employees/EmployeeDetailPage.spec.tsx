import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN, COMPANY_USER, renderDashboard } from '../testing/render-dashboard';
import { mockApi } from '../testing/mock-api';
import { aCompany, aLocation, anEmployeeDetail, anEVerifyCase, aSignedSection2 } from '../testing/fixtures';
import type { CompanyDetailView, EmployeeDetailView } from '../../api/generated';
import { fetchFileBlob, openFile } from '../../api/open-file';

vi.mock('../../api/open-file', () => ({ openFile: vi.fn().mockResolvedValue(true), fetchFileBlob: vi.fn().mockResolvedValue(new Blob(['png'], { type: 'image/png' })) }));

const ID = '20000000-0000-4000-8000-000000000001';
const PATH = `/dashboard/employees/${ID}`;

const SUBMITTED: Partial<EmployeeDetailView> = {
  i9_status: 'submitted',
  start_date: '2026-11-23',
  section2_due_date: '2026-11-26',
  section2_days_left: 1,
  section2_days_unit: 'business',
  documents_type: { listA: { type: 'Permanent Resident Card', filename: 'i9-list-a-doc-a.png' } },
  ssn: '***-**-4321',
  i9: {
    firstname: 'Jo',
    lastname: 'Kim',
    middleInitial: 'A',
    otherLastnames: null,
    street: '5 Oak Ave',
    apt: null,
    city: 'Austin',
    county: 'Travis',
    state: 'TX',
    zip: '78701',
    birthdate: '1995-03-09',
    email: 'jo@example.com',
    phone: '5125550111',
    citizenship: 'citizen3',
    expiry: 'N/A',
    numbersProvided: ['USCIS / A-Number'],
    signature: 'Jo Kim',
    signedAt: '2026-11-03T12:00:00.000Z',
  },
  documents: [{ id: 'doc-a', kind: 'i9-list-a', type: 'Permanent Resident Card', contentType: 'image/png', size: 1000, createdAt: '2026-11-03T12:00:00.000Z', revision: 0, version: null, current: true }],
};

const SIGNED = aSignedSection2({
  first_day_of_employment: '2026-11-23',
  documents: [{ list: 'A', title: 'Perm. Resident Card (Form I-551)', issuing_authority: 'USCIS', number: '••••4567', expiration_date: '2034-05-01', has_photo: null }],
  employer: { name: 'Acme', street: '500 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' },
  signed_on: '2026-11-25',
  signed_at: '2026-11-25T15:00:00.000Z',
  due_date: '2026-11-26',
  attestation: 'Certification: I attest, under penalty of perjury, that (1) I have examined the documentation presented by the above-named employee.',
});

const ADDRESS = { street: '500 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' };

function employeeApi(
  employee: EmployeeDetailView,
  company: CompanyDetailView = aCompany({ address: ADDRESS }),
  section2Reply?: { status: number; body: unknown },
  afterSigning: { everify?: EmployeeDetailView['everify']; everifyCaseCreated?: boolean } = {},
) {
  let current = employee;
  return mockApi({
    'GET /api/employees/:id': () => ({ data: current }),
    'GET /api/companies/:id': () => ({ data: company }),
    'PATCH /api/forms/:employeeId/i9': () => {
      if (section2Reply) return section2Reply;
      current = { ...current, i9_status: 'verified', section2: SIGNED, section2_days_left: null, ...(afterSigning.everify ? { everify: afterSigning.everify } : {}) };
      return { status: 201, body: { i9_status: 'verified', everify_case_created: afterSigning.everifyCaseCreated ?? false } };
    },
  });
}

const workspace = () => screen.getByRole('region', { name: 'Section 2: Employer Review and Verification' });

/** Fills what the prefill leaves: the card's number, authority and expiration, the examiner's title, the attestation. */
async function completeTheForm() {
  const form = within(workspace());
  await userEvent.type(form.getByLabelText('Issuing authority'), 'USCIS');
  await userEvent.type(form.getByLabelText('Document number'), 'SRC1234567');
  fireEvent.change(form.getByLabelText('Expiration date'), { target: { value: '2034-05-01' } });
  await userEvent.type(form.getByLabelText('Title'), 'HR Manager');
  await userEvent.click(form.getByLabelText(/I examined the documents myself/));
}

describe('Employee detail: the Form I-9 workspace', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    URL.createObjectURL = vi.fn(() => 'blob:copy');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows a pending I-9 with the e-mail notice and the copyable I-9 link, and no Section 2', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    employeeApi(anEmployeeDetail());
    renderDashboard(PATH, COMPANY_USER);
    expect(await screen.findByText('I-9 awaiting submission...')).toBeTruthy();
    expect(screen.getByText(/We e-mailed Jo at employee1@example.com/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign Section 2' })).toBeNull();
    const link = `${window.location.origin}/i9/k3y-token-abc`;
    expect(screen.getByText(link)).toBeTruthy();

    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    });
    expect(writeText).toHaveBeenCalledWith(link);
    expect(screen.getByText('Copied to Clipboard!')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Copied to Clipboard!')).toBeNull();
  });

  it('counts down to the Section 2 deadline, said as the employer\'s task', async () => {
    employeeApi(anEmployeeDetail(SUBMITTED));
    renderDashboard(PATH, COMPANY_USER);
        expect(await screen.findByText('Section 2 due 26 Nov 2026: 1 business day left')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Form I-9' })).getByText('Section 2 to complete')).toBeTruthy();
  });

  it('shows the used I-9 link as used, with the day Section 1 was completed, and nothing to copy', async () => {
    employeeApi(anEmployeeDetail(SUBMITTED));
    renderDashboard(PATH, COMPANY_USER);
    const i9 = within(await screen.findByRole('region', { name: 'Form I-9' }));
    expect(i9.getByText("The employee's I-9 link has been used: Section 1 was completed on 3 Nov 2026.")).toBeTruthy();
    expect(i9.queryByRole('button', { name: 'Copy link' })).toBeNull();
    expect(screen.queryByText(`${window.location.origin}/i9/k3y-token-abc`)).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Employee' })).getByText('Added on')).toBeTruthy();
  });

  it('shows the uploaded copy beside the Section 2 form, prefilled from Section 1, the session and the company', async () => {
    employeeApi(anEmployeeDetail(SUBMITTED));
    renderDashboard(PATH, COMPANY_USER);
    const image = (await screen.findByAltText('Copy of the List A: Permanent Resident Card document uploaded by the employee')) as HTMLImageElement;
    expect(image.src).toBe('blob:copy');
    expect(fetchFileBlob).toHaveBeenCalledWith(expect.anything(), 'doc-a');
    const form = within(workspace());
    expect((form.getByLabelText('Document title') as HTMLSelectElement).value).toBe('Perm. Resident Card (Form I-551)');
    expect((form.getByLabelText('First day of employment') as HTMLInputElement).value).toBe('2026-11-23');
    expect((form.getByLabelText('First name') as HTMLInputElement).value).toBe('Carla');
    expect((form.getByLabelText('Last name') as HTMLInputElement).value).toBe('Owner');
    expect((form.getByLabelText('Business or organization name') as HTMLInputElement).value).toBe('Acme');
    expect((form.getByLabelText('Street address') as HTMLInputElement).value).toBe('500 Congress Ave');
    // Not an E-Verify employer: no remote examination.
    expect(form.queryByLabelText(/alternative procedure authorized by DHS/)).toBeNull();
  });

  it("prefills the business address of the employee's location, which the API gives over the company's", async () => {
    employeeApi(anEmployeeDetail({ ...SUBMITTED, section2_business_address: { street: '1 Main St', city: 'Round Rock', state: 'TX', zip: '78664' } }));
    renderDashboard(PATH, COMPANY_USER);
    await screen.findByAltText(/^Copy of the List A/);
    const form = within(workspace());
    expect((form.getByLabelText('Street address') as HTMLInputElement).value).toBe('1 Main St');
    expect((form.getByLabelText('City or town') as HTMLInputElement).value).toBe('Round Rock');
    expect((form.getByLabelText('ZIP code') as HTMLInputElement).value).toBe('78664');
  });

  // Issue 32: the API shows a Section 1 stored with the former "Certification of Birth" as List C item 2's wording.
  it('offers the three reports of a birth abroad first for an I-9 whose employee chose the former "Certification of Birth"', async () => {
    const certification = 'Certification of report of birth issued by the Department of State (Form DS-1350, FS-240 or FS-545)';
    employeeApi(
      anEmployeeDetail({
        ...SUBMITTED,
        documents_type: { listB: { type: "Driver's License", filename: 'i9-list-b-doc-b.png' }, listC: { type: certification, filename: 'i9-list-c-doc-c.png' } },
        documents: [{ id: 'doc-c', kind: 'i9-list-c', type: certification, contentType: 'image/png', size: 1000, createdAt: '2026-11-03T12:00:00.000Z', revision: 0, version: null, current: true }],
      }),
    );
    renderDashboard(PATH, COMPANY_USER);
    expect(await screen.findByAltText(`Copy of the List C: ${certification} document uploaded by the employee`)).toBeTruthy();
    const [, listC] = within(workspace()).getAllByLabelText('Document title') as HTMLSelectElement[];
    const chosen = listC.querySelector('optgroup') as HTMLOptGroupElement;
    expect(chosen.label).toBe(`Chosen in Section 1: ${certification}`);
    expect([...chosen.querySelectorAll('option')].map((o) => o.value)).toEqual([
      'Certification of Report of Birth (Form DS-1350)',
      'Consular Report of Birth Abroad (Form FS-240)',
      'Certification of Birth Abroad (Form FS-545)',
    ]);
  });

  it('signs Section 2 with what the examiner recorded, then shows it as signed', async () => {
    const api = employeeApi(anEmployeeDetail(SUBMITTED));
    renderDashboard(PATH, COMPANY_USER);
    await screen.findByRole('button', { name: 'Sign Section 2' });
    await completeTheForm();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Section 2' }));
    expect(await screen.findByRole('heading', { name: 'Section 2: Employer Review and Verification' })).toBeTruthy();
    expect(screen.getByText('••••4567')).toBeTruthy();
    const [call] = api.callsTo('PATCH', `/api/forms/${ID}/i9`);
    expect(call.body).toEqual({
      firstDayOfEmployment: '2026-11-23',
      shortTermEmployment: false,
      documents: [{ list: 'A', title: 'Perm. Resident Card (Form I-551)', issuingAuthority: 'USCIS', number: 'SRC1234567', expirationDate: '2034-05-01' }],
      alternativeProcedure: false,
      lastName: 'Owner',
      firstName: 'Carla',
      title: 'HR Manager',
      employerName: 'Acme',
      employerStreet: '500 Congress Ave',
      employerCity: 'Austin',
      employerState: 'TX',
      employerZip: '78701',
    });
  });

  it('sends nothing until the required fields and the certification are given', async () => {
    const api = employeeApi(anEmployeeDetail(SUBMITTED));
    renderDashboard(PATH, COMPANY_USER);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign Section 2' }));
    expect(await screen.findByText('Accept the certification to sign Section 2.')).toBeTruthy();
    expect(screen.getByText('Document number is required.')).toBeTruthy();
    expect(screen.getByText('Expiration date is required.')).toBeTruthy();
    expect(api.callsTo('PATCH', `/api/forms/${ID}/i9`)).toHaveLength(0);
  });

  it("puts the server's refusal at the top and under the document's field", async () => {
    const refusal = { msg: 'This document expired on 2026-11-24: Form I-9 accepts only unexpired documents.', param: 'documents.0.expirationDate' };
    employeeApi(anEmployeeDetail(SUBMITTED), aCompany({ address: ADDRESS }), { status: 400, body: { errors: [refusal] } });
    renderDashboard(PATH, COMPANY_USER);
    await screen.findByRole('button', { name: 'Sign Section 2' });
    await completeTheForm();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Section 2' }));
    await waitFor(() => expect(screen.getAllByText(refusal.msg)).toHaveLength(2));
    const expiration = within(workspace()).getByLabelText('Expiration date');
    expect(expiration.getAttribute('aria-invalid')).toBe('true');
  });

  it('lets an E-Verify employer use the alternative procedure, once the live video is confirmed', async () => {
    const everify = aCompany({ address: ADDRESS, everify: { participating: true, company_id: '1234567', mou_signed_on: '2025-01-02', hiring_sites: [], create_after_section2: false } });
    const api = employeeApi(anEmployeeDetail(SUBMITTED), everify);
    renderDashboard(PATH, COMPANY_USER);
    await screen.findByRole('button', { name: 'Sign Section 2' });
    await completeTheForm();
    await userEvent.click(screen.getByLabelText(/alternative procedure authorized by DHS/));
    await userEvent.click(screen.getByRole('button', { name: 'Sign Section 2' }));
    expect(await screen.findByText('Confirm the live video examination, or leave the alternative procedure unchecked.')).toBeTruthy();
    expect(api.callsTo('PATCH', `/api/forms/${ID}/i9`)).toHaveLength(0);
    await userEvent.click(screen.getByLabelText(/live video call with the employee/));
    await userEvent.click(screen.getByRole('button', { name: 'Sign Section 2' }));
    await waitFor(() => expect(api.callsTo('PATCH', `/api/forms/${ID}/i9`)).toHaveLength(1));
    expect((api.callsTo('PATCH', `/api/forms/${ID}/i9`)[0].body as { alternativeProcedure: boolean }).alternativeProcedure).toBe(true);
  });

  it('offers no remote examination at a location that is not an E-Verify hiring site, and says why', async () => {
    const everify = aCompany({ address: ADDRESS, everify: { participating: true, company_id: '1234567', mou_signed_on: '2025-01-02', hiring_sites: [], create_after_section2: false } });
    const why = 'The alternative procedure (remote examination) is only for E-Verify hiring sites, and Round Rock store is not one. Examine the original documents in person.';
    employeeApi(anEmployeeDetail({ ...SUBMITTED, alternative_procedure_refusal: why }), everify);
    renderDashboard(PATH, COMPANY_USER);
    await screen.findByRole('button', { name: 'Sign Section 2' });
    expect(screen.queryByLabelText(/alternative procedure authorized by DHS/)).toBeNull();
    expect(screen.getByText(why)).toBeTruthy();
  });

  it('switches to a List B and a List C document when the employee presents those instead', async () => {
    employeeApi(anEmployeeDetail(SUBMITTED));
    renderDashboard(PATH, ADMIN);
    await screen.findByRole('button', { name: 'Sign Section 2' });
    await userEvent.click(screen.getByLabelText('One List B and one List C document'));
    expect(screen.getByRole('group', { name: 'List B document' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'List C document' })).toBeTruthy();
    // Social Security cards have no expiration date: the field is not offered.
    const listC = within(screen.getByRole('group', { name: 'List C document' }));
    await userEvent.selectOptions(listC.getByLabelText('Document title'), 'Social Security Account Number card (unrestricted)');
    expect(listC.queryByLabelText('Expiration date')).toBeNull();
  });

  it('shows Section 1 and opens an uploaded document', async () => {
    employeeApi(anEmployeeDetail(SUBMITTED));
    renderDashboard(PATH, COMPANY_USER);
    expect(await screen.findByText('A lawful permanent resident')).toBeTruthy();
    expect(screen.getByText('***-**-4321')).toBeTruthy();
    expect(screen.getByText('9 Mar 1995')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'List A: Permanent Resident Card (image)' }));
    await waitFor(() => expect(openFile).toHaveBeenCalledWith(expect.anything(), 'doc-a'));
  });

  it('records the termination and shows how long the Form I-9 is kept', async () => {
    let current = anEmployeeDetail({ ...SUBMITTED, i9_status: 'verified', section2: SIGNED, start_date: '2024-03-04' });
    const api = mockApi({
      'GET /api/employees/:id': () => ({ data: current }),
      'PATCH /api/employees/:id': (call) => {
        current = { ...current, termination_date: (call.body as { terminationDate: string }).terminationDate, retain_until: '2027-03-04' };
        return { data: current };
      },
    });
    renderDashboard(PATH, COMPANY_USER);
    const card = within((await screen.findByRole('heading', { name: 'Employment and retention' })).closest('section') as HTMLElement);
    expect(card.getByText(/Kept while the employee works here/)).toBeTruthy();
    expect(card.queryByRole('button', { name: 'Place a legal hold' })).toBeNull();
    fireEvent.change(card.getByLabelText('Last day of employment'), { target: { value: '2025-06-30' } });
    await userEvent.click(card.getByRole('button', { name: 'Record the termination' }));
    expect(await screen.findByText('Kept through 4 Mar 2027, then destroyed')).toBeTruthy();
    expect(api.callsTo('PATCH', `/api/employees/${ID}`)[0].body).toEqual({ terminationDate: '2025-06-30' });
  });

  it('lets an administrator place a legal hold', async () => {
    let current = anEmployeeDetail({ ...SUBMITTED, i9_status: 'verified', section2: SIGNED, start_date: '2024-03-04', termination_date: '2025-06-30', retain_until: '2027-03-04' });
    const api = mockApi({
      'GET /api/employees/:id': () => ({ data: current }),
      'PATCH /api/employees/:id': (call) => {
        current = { ...current, legal_hold: (call.body as { legalHold: boolean }).legalHold };
        return { data: current };
      },
    });
    renderDashboard(PATH, ADMIN);
    await userEvent.click(await screen.findByRole('button', { name: 'Place a legal hold' }));
    expect(await screen.findByText('Kept through 4 Mar 2027, and past it while the legal hold stands')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Lift the legal hold' })).toBeTruthy();
    expect(api.callsTo('PATCH', `/api/employees/${ID}`)[0].body).toEqual({ legalHold: true });
  });

  describe('after Section 2, straight on to E-Verify', () => {
    const EVERIFY_COMPANY = aCompany({ address: ADDRESS, everify: { participating: true, company_id: '1234567', mou_signed_on: '2025-01-02', hiring_sites: [], create_after_section2: false } });
    const everifyView = (over: Partial<EmployeeDetailView['everify']> = {}): EmployeeDetailView['everify'] => ({
      ...anEmployeeDetail().everify,
      participating: true,
      can_create: true,
      case_due_date: '2026-11-30',
      case_days_left: 2,
      case_days_unit: 'business',
      ...over,
    });
    const signSection2 = async () => {
      await screen.findByRole('button', { name: 'Sign Section 2' });
      await completeTheForm();
      await userEvent.click(screen.getByRole('button', { name: 'Sign Section 2' }));
    };

    it('leads to the case with its due date, the focus on it, and a button that opens the creation', async () => {
      const api = employeeApi(anEmployeeDetail(SUBMITTED), EVERIFY_COMPANY, undefined, { everify: everifyView() });
      renderDashboard(PATH, COMPANY_USER);
      await signSection2();
      const step = await screen.findByRole('heading', { name: 'Create the E-Verify case — due 30 Nov 2026 (2 business days left)' });
      await waitFor(() => expect(document.activeElement).toBe(step));
      // Nothing is created until the employer asks.
      expect(api.callsTo('POST', `/api/employees/${ID}/everify`)).toHaveLength(0);
      expect(screen.queryByRole('form', { name: 'Create the E-Verify case' })).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Create the E-Verify case' }));
      const form = within(screen.getByRole('form', { name: 'Create the E-Verify case' }));
      await waitFor(() => expect(document.activeElement).toBe(form.getByRole('button', { name: 'Create E-Verify case' })));
      expect(form.getByText('Case due 30 Nov 2026: 2 business days left')).toBeTruthy();
    });

    it('a late case: the next step says so, and the creation opens on the reason for delay', async () => {
      employeeApi(anEmployeeDetail(SUBMITTED), EVERIFY_COMPANY, undefined, { everify: everifyView({ case_due_date: '2026-11-26', case_days_left: -1 }) });
      renderDashboard(PATH, COMPANY_USER);
      await signSection2();
      const step = await screen.findByRole('heading', { name: 'Create the E-Verify case — due 26 Nov 2026 (late by 1 business day)' });
      await waitFor(() => expect(document.activeElement).toBe(step));
      await userEvent.click(screen.getByRole('button', { name: 'Create the E-Verify case' }));
      await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/Reason for delay/)));
    });

    it('says the case was created automatically, and offers no creation', async () => {
      const everify = everifyView({ can_create: false, current: anEVerifyCase({ status: 'submitting', status_label: 'Being submitted', case_number: null, agency: null, result_issued_on: null, next_action: { step: 'wait', text: 'Wait for E-Verify.', due_date: null, days_left: null, days_unit: null } }) });
      employeeApi(anEmployeeDetail(SUBMITTED), EVERIFY_COMPANY, undefined, { everify, everifyCaseCreated: true });
      renderDashboard(PATH, COMPANY_USER);
      await signSection2();
      const note = await screen.findByText('E-Verify case created automatically.');
      await waitFor(() => expect(document.activeElement).toBe(note.closest('p')));
      expect(screen.queryByRole('heading', { name: /Create the E-Verify case/ })).toBeNull();
      expect(screen.queryByRole('button', { name: /Create (the )?E-Verify case/ })).toBeNull();
    });

    it('a company outside E-Verify is not led to a case', async () => {
      employeeApi(anEmployeeDetail(SUBMITTED), aCompany({ address: ADDRESS }), undefined, { everify: everifyView({ participating: false, can_create: false, case_due_date: null, case_days_left: null, case_days_unit: null }) });
      renderDashboard(PATH, COMPANY_USER);
      await signSection2();
      expect(await screen.findByText(/The company does not participate in E-Verify/)).toBeTruthy();
      expect(screen.queryByRole('heading', { name: /Create the E-Verify case/ })).toBeNull();
    });
  });
});

describe('the employee\'s location', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows where the employee works and moves them to another of the user\'s locations', async () => {
    let employee = anEmployeeDetail({ id: ID, location: { id: 70, name: 'Main Street' } });
    const api = mockApi({
      'GET /api/companies/:id': () => ({ data: aCompany() }),
      'GET /api/companies/:id/locations': () => ({ data: [aLocation(70, 'Main Street'), aLocation(71, 'Airport')] }),
      'GET /api/employees/:id': () => ({ data: employee }),
      'PATCH /api/employees/:id': (call) => {
        employee = { ...employee, location: { id: (call.body as { locationId: number }).locationId, name: 'Airport' } };
        return { data: employee };
      },
    });
    renderDashboard(PATH, COMPANY_USER);
    const card = within(await screen.findByRole('region', { name: 'Employee' }));
    expect(card.getByText('Main Street', { selector: 'dd' })).toBeTruthy();
    const form = within(await card.findByRole('form', { name: 'Move to another location' }));
    const target = form.getByLabelText('Move to');
    expect(within(target).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a location', 'Airport']);
    await userEvent.selectOptions(target, 'Airport');
    await userEvent.click(form.getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(api.callsTo('PATCH', `/api/employees/${ID}`)).toHaveLength(1));
    expect(api.callsTo('PATCH', `/api/employees/${ID}`)[0].body).toEqual({ locationId: 71 });
    expect(await card.findByText('Airport', { selector: 'dd' })).toBeTruthy();
  });

  it('offers no move to a user of one location', async () => {
    mockApi({
      'GET /api/companies/:id': () => ({ data: aCompany() }),
      'GET /api/companies/:id/locations': () => ({ data: [aLocation(70, 'Acme')] }),
      'GET /api/employees/:id': () => ({ data: anEmployeeDetail({ id: ID }) }),
    });
    renderDashboard(PATH, COMPANY_USER);
    await screen.findByRole('region', { name: 'Employee' });
    expect(screen.queryByRole('form', { name: 'Move to another location' })).toBeNull();
  });
});
