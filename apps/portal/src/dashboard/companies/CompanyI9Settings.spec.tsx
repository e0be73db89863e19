import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMPANY_USER, renderDashboard } from '../testing/render-dashboard';
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
          ? { participating: false, company_id: null, mou_signed_on: null, hiring_sites: [] }
          : { participating: Boolean(body.everifyCompanyId), company_id: body.everifyCompanyId ?? null, mou_signed_on: body.everifyMouSignedOn ?? null, hiring_sites: body.everifyHiringSites ?? [] },
      };
      return { data: current };
    },
  });
}

const settings = async () => within((await screen.findByRole('heading', { name: 'Form I-9 and E-Verify' })).closest('section') as HTMLElement);

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
    const api = settingsApi(aCompany({ everify: { participating: true, company_id: '1234567', mou_signed_on: '2025-01-02', hiring_sites: ['Austin store'] } }));
    renderDashboard('/dashboard/companies/7', COMPANY_USER);
    const s = await settings();
    expect((s.getByLabelText('E-Verify company ID') as HTMLInputElement).value).toBe('1234567');
    await userEvent.click(s.getByLabelText('We participate in E-Verify'));
    await userEvent.click(s.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/companies/7')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/api/companies/7')[0].body).toEqual({ closedOnFederalHolidays: false, everifyParticipating: false });
  });
});
