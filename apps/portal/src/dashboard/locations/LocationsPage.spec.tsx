import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LocationView } from '../../api/generated';
import { ADMIN, COMPANY_MEMBER, COMPANY_USER, renderDashboard } from '../testing/render-dashboard';
import { mockApi } from '../testing/mock-api';
import { aLocation } from '../testing/fixtures';

/** Acme's locations, kept current by the mutations the way the API would. */
function locationsApi(start: LocationView[] = [aLocation(70, 'Acme', { street: '1 Main St', city: 'Austin', state: 'TX', zip: '78701', employees: 3 }), aLocation(71, 'Airport')]) {
  let locations = start;
  return mockApi({
    'GET /api/companies/:id/locations': () => ({ data: locations }),
    'POST /api/companies/:id/locations': (call) => {
      const body = call.body as { name: string };
      if (locations.some((l) => l.name === body.name)) return { status: 409, body: { errors: [{ msg: 'The company already has a location with this name.', param: 'name' }] } };
      const added = aLocation(80, body.name);
      locations = [...locations, added];
      return { status: 201, body: { data: added } };
    },
    'PATCH /api/companies/:id/locations/:locationId': (call, params) => {
      const body = call.body as { name: string; openOnWeekends: boolean };
      locations = locations.map((l) => (l.id === Number(params.locationId) ? { ...l, name: body.name, open_on_weekends: body.openOnWeekends } : l));
      return { data: locations.find((l) => l.id === Number(params.locationId)) };
    },
    'DELETE /api/companies/:id/locations/:locationId': (_call, params) => {
      locations = locations.filter((l) => l.id !== Number(params.locationId));
      return { status: 204 };
    },
  });
}

const rowOf = async (name: string) => within(await screen.findByRole('row', { name: new RegExp(`^${name}`) }));

describe('Locations page', () => {
  afterEach(() => vi.restoreAllMocks());

  it("lists each location's address, calendar and pre-screening link, with a copy button", async () => {
    locationsApi();
    renderDashboard('/dashboard/locations', COMPANY_USER);
    expect(await screen.findByRole('heading', { level: 1, name: 'Locations' })).toBeTruthy();
    const main = await rowOf('Acme');
    expect(main.getByText('1 Main St, Austin, TX 78701')).toBeTruthy();
    expect(main.getByText('America/New York')).toBeTruthy();
    expect(main.getByText('Closed on weekends, open on federal holidays')).toBeTruthy();
    expect(main.getByRole('link', { name: /\/prescreening\/511119\/key70$/ })).toBeTruthy();
    expect(main.getByRole('button', { name: 'Copy the link of Acme' })).toBeTruthy();
    // A location with employees cannot be deleted; an empty one can.
    expect(main.queryByRole('button', { name: /Delete/ })).toBeNull();
    expect((await rowOf('Airport')).getByRole('button', { name: 'Delete Airport' })).toBeTruthy();
    expect((await rowOf('Airport')).getByText('No address yet')).toBeTruthy();
  });

  it('lets an owner add a location, showing a taken name under the field', async () => {
    const api = locationsApi();
    renderDashboard('/dashboard/locations', COMPANY_USER);
    const form = within(await screen.findByRole('form', { name: 'Add a location' }));
    await userEvent.type(form.getByLabelText(/^Name/), 'Airport');
    await userEvent.click(form.getByRole('button', { name: 'Add location' }));
    await waitFor(() => expect(form.getByLabelText(/^Name/).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('The company already has a location with this name.').length).toBeGreaterThan(0);
    await userEvent.clear(form.getByLabelText(/^Name/));
    await userEvent.type(form.getByLabelText(/^Name/), '  Harbor ');
    await userEvent.type(form.getByLabelText('ZIP code'), '02101');
    await userEvent.click(form.getByLabelText(/Open on weekends/));
    await userEvent.click(form.getByRole('button', { name: 'Add location' }));
    // The address is printed whole in Section 2: a ZIP code alone is not sent.
    expect(await form.findByText('Street address is required for the business address.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/companies/7/locations')).toHaveLength(1);
    await userEvent.type(form.getByLabelText('Street address'), '1 Pier Rd');
    await userEvent.type(form.getByLabelText('City or town'), 'Boston');
    await userEvent.selectOptions(form.getByLabelText('State'), 'MA');
    await userEvent.click(form.getByRole('button', { name: 'Add location' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/companies/7/locations')).toHaveLength(2));
    expect(api.callsTo('POST', '/api/companies/7/locations')[1].body).toMatchObject({ name: 'Harbor', street: '1 Pier Rd', city: 'Boston', state: 'MA', zip: '02101', openOnWeekends: true, everifyHiringSite: false, timeZone: 'America/New_York' });
    expect(await rowOf('Harbor')).toBeTruthy();
  });

  it("clears a location's address emptied in the form", async () => {
    const api = locationsApi();
    renderDashboard('/dashboard/locations', COMPANY_USER);
    await userEvent.click((await rowOf('Acme')).getByRole('button', { name: 'Edit Acme' }));
    const form = within(await screen.findByRole('form', { name: 'Edit Acme' }));
    for (const label of ['Street address', 'City or town', 'ZIP code']) await userEvent.clear(form.getByLabelText(label));
    await userEvent.selectOptions(form.getByLabelText('State'), '');
    await userEvent.click(form.getByRole('button', { name: 'Save location' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/companies/7/locations/70')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/api/companies/7/locations/70')[0].body).toMatchObject({ name: 'Acme', clearAddress: true });
  });

  it('lets an owner edit a location and delete an empty one', async () => {
    const api = locationsApi();
    renderDashboard('/dashboard/locations', COMPANY_USER);
    await userEvent.click((await rowOf('Airport')).getByRole('button', { name: 'Edit Airport' }));
    const form = within(await screen.findByRole('form', { name: 'Edit Airport' }));
    await userEvent.clear(form.getByLabelText(/^Name/));
    await userEvent.type(form.getByLabelText(/^Name/), 'Airport Terminal');
    await userEvent.click(form.getByRole('button', { name: 'Save location' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/companies/7/locations/71')).toHaveLength(1));
    expect(await rowOf('Airport Terminal')).toBeTruthy();
    await userEvent.click((await rowOf('Airport Terminal')).getByRole('button', { name: 'Delete Airport Terminal' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/companies/7/locations/71')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('row', { name: /^Airport Terminal/ })).toBeNull());
  });

  it('shows a member their locations read-only', async () => {
    locationsApi([aLocation(70, 'Acme')]);
    renderDashboard('/dashboard/locations', COMPANY_MEMBER);
    expect(await rowOf('Acme')).toBeTruthy();
    expect(screen.getByText(/Only an owner of your company can add or change locations/)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Add a location' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();
  });

  it('is for company accounts', async () => {
    locationsApi();
    renderDashboard('/dashboard/locations', ADMIN);
    expect(await screen.findByText('The Locations page is for company accounts.')).toBeTruthy();
  });
});
