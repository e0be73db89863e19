import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMPANY_MEMBER, COMPANY_USER, renderDashboard } from '../testing/render-dashboard';
import { mockApi } from '../testing/mock-api';
import { aCompany, submissionPage } from '../testing/fixtures';
import type { CompanyUpdateDto, CompanyView } from '../../api/generated';

function settingsApi(company: CompanyView) {
  let current = company;
  return mockApi({
    'GET /api/companies/:id': () => ({ data: current }),
    'GET /api/submissions': () => submissionPage(0, 5, 0),
    'PATCH /api/companies/:id': (req) => {
      const body = req.body as CompanyUpdateDto;
      current = {
        ...current,
        address: body.street ? { street: body.street, city: body.city!, state: body.state!, zip: body.zip! } : current.address,
        closed_on_federal_holidays: body.closedOnFederalHolidays ?? current.closed_on_federal_holidays,
        everify: body.everifyParticipating === false
          ? { participating: false, company_id: null, mou_signed_on: null, hiring_sites: [], create_after_section2: false }
          : {
              participating: Boolean(body.everifyCompanyId),
              company_id: body.everifyCompanyId ?? null,
              mou_signed_on: body.everifyMouSignedOn ?? null,
              hiring_sites: body.everifyHiringSites ?? [],
              create_after_section2: body.everifyCreateAfterSection2 ?? current.everify.create_after_section2,
            },
      };
      return { data: current };
    },
  });
}

const settings = async () => within((await screen.findByRole('heading', { name: 'Form I-9 and E-Verify' })).closest('section') as HTMLElement);

const ENROLLED = { participating: true, company_id: '1234567', mou_signed_on: '2025-01-02', hiring_sites: ['Austin store'], create_after_section2: false };
const AUTOMATIC = 'Create the E-Verify case as soon as Section 2 is signed';

describe('Company detail: Form I-9 and E-Verify settings', () => {
  afterEach(() => vi.restoreAllMocks());

  it('saves the business address, the holiday setting and the E-Verify enrolment', async () => {
    const api = settingsApi(aCompany());
    renderDashboard('/dashboard/companies/7', COMPANY_USER);
    const s = await settings();
    await userEvent.type(s.getByLabelText('Street address'), '500 Congress Ave');
    await userEvent.type(s.getByLabelText('City or town'), 'Austin');
    await userEvent.selectOptions(s.getByLabelText('State'), 'TX');
    await userEvent.type(s.getByLabelText('ZIP code'), '78701');
    await userEvent.click(s.getByLabelText('We are closed on federal holidays'));
    await userEvent.click(s.getByLabelText('We participate in E-Verify'));
    await userEvent.type(s.getByLabelText('E-Verify company ID'), '1234567');
    await userEvent.type(s.getByLabelText('MOU signed on'), '2025-01-02');
    await userEvent.type(s.getByLabelText('Hiring sites enrolled in E-Verify'), 'Austin store{enter}Dallas store');
    await userEvent.click(s.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/companies/7')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/api/companies/7')[0].body).toEqual({
      street: '500 Congress Ave',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      closedOnFederalHolidays: true,
      everifyCompanyId: '1234567',
      everifyMouSignedOn: '2025-01-02',
      everifyHiringSites: ['Austin store', 'Dallas store'],
    });
    expect(await s.findByRole('status')).toHaveProperty('textContent', 'Saved.');
  });

  it('asks for the rest of a partial address and for the E-Verify details, and sends nothing', async () => {
    const api = settingsApi(aCompany());
    renderDashboard('/dashboard/companies/7', COMPANY_USER);
    const s = await settings();
    await userEvent.type(s.getByLabelText('Street address'), '500 Congress Ave');
    await userEvent.click(s.getByRole('button', { name: 'Save settings' }));
    expect(await s.findByText('City or town is required for the business address.')).toBeTruthy();
    expect(s.getByText('ZIP code is required for the business address.')).toBeTruthy();
    await userEvent.click(s.getByLabelText('We participate in E-Verify'));
    await userEvent.click(s.getByRole('button', { name: 'Save settings' }));
    expect(await s.findByText('E-Verify company ID is required.')).toBeTruthy();
    expect(api.callsTo('PATCH', '/api/companies/7')).toHaveLength(0);
  });

  it('leaves E-Verify when the box is cleared', async () => {
    const api = settingsApi(aCompany({ everify: { ...ENROLLED, create_after_section2: true } }));
    renderDashboard('/dashboard/companies/7', COMPANY_USER);
    const s = await settings();
    expect((s.getByLabelText('E-Verify company ID') as HTMLInputElement).value).toBe('1234567');
    await userEvent.click(s.getByLabelText('We participate in E-Verify'));
    await userEvent.click(s.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/companies/7')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/api/companies/7')[0].body).toEqual({ closedOnFederalHolidays: false, everifyParticipating: false });
  });

  describe('the E-Verify case created after Section 2', () => {
    it('an owner turns it on: the box says what it does, and only that change is sent with the enrolment', async () => {
      const api = settingsApi(aCompany({ everify: ENROLLED }));
      renderDashboard('/dashboard/companies/7', COMPANY_USER);
      const s = await settings();
      const box = s.getByLabelText(AUTOMATIC) as HTMLInputElement;
      expect(box.checked).toBe(false);
      expect(box.getAttribute('aria-describedby') && document.getElementById(box.getAttribute('aria-describedby')!.split(' ')[0])?.textContent).toBe(
        'Create the E-Verify case as soon as Section 2 is signed, unless it is late and needs a reason.',
      );
      await userEvent.click(box);
      await userEvent.click(s.getByRole('button', { name: 'Save settings' }));
      await waitFor(() => expect(api.callsTo('PATCH', '/api/companies/7')).toHaveLength(1));
      expect(api.callsTo('PATCH', '/api/companies/7')[0].body).toMatchObject({ everifyCompanyId: '1234567', everifyCreateAfterSection2: true });
      expect(await s.findByRole('status')).toHaveProperty('textContent', 'Saved.');
    });

    it('is offered only to an E-Verify company', async () => {
      settingsApi(aCompany());
      renderDashboard('/dashboard/companies/7', COMPANY_USER);
      const s = await settings();
      expect(s.queryByLabelText(AUTOMATIC)).toBeNull();
      await userEvent.click(s.getByLabelText('We participate in E-Verify'));
      expect(s.getByLabelText(AUTOMATIC)).toBeTruthy();
    });

    it('a member sees it but cannot change it, and saving other settings does not send it', async () => {
      const api = settingsApi(aCompany({ everify: { ...ENROLLED, create_after_section2: true } }));
      renderDashboard('/dashboard/companies/7', COMPANY_MEMBER);
      const s = await settings();
      const box = s.getByLabelText(AUTOMATIC) as HTMLInputElement;
      expect(box.checked).toBe(true);
      expect(box.disabled).toBe(true);
      expect(s.getByText(/Only an owner of the company can change this\./)).toBeTruthy();
      await userEvent.click(s.getByLabelText('We are closed on federal holidays'));
      await userEvent.click(s.getByRole('button', { name: 'Save settings' }));
      await waitFor(() => expect(api.callsTo('PATCH', '/api/companies/7')).toHaveLength(1));
      expect(api.callsTo('PATCH', '/api/companies/7')[0].body).not.toHaveProperty('everifyCreateAfterSection2');
    });

    it('shows the server’s refusal under the box', async () => {
      mockApi({
        'GET /api/companies/:id': () => ({ data: aCompany({ everify: ENROLLED }) }),
        'GET /api/submissions': () => submissionPage(0, 5, 0),
        'PATCH /api/companies/:id': () => ({
          status: 400,
          body: { errors: [{ msg: 'Only a company enrolled in E-Verify (its E-Verify company ID and MOU date) can have its cases created after Section 2.', param: 'everifyCreateAfterSection2' }] },
        }),
      });
      renderDashboard('/dashboard/companies/7', COMPANY_USER);
      const s = await settings();
      await userEvent.click(s.getByLabelText(AUTOMATIC));
      await userEvent.click(s.getByRole('button', { name: 'Save settings' }));
      expect((await s.findAllByText(/Only a company enrolled in E-Verify/)).length).toBeGreaterThan(0);
    });
  });
});
