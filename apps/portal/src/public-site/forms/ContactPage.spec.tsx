import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocation, jsonResponse, renderSite, sentBody, expectTitle } from '../testing';

const LABELS = ['First name', 'Last name', 'Company', 'Position', 'Email'] as const;

describe('contact page', () => {
  let fetchMock: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => jsonResponse(201, { id: 'c1' }));
  });
  afterEach(() => fetchMock.mockRestore());

  it('requires every field', async () => {
    const user = userEvent.setup();
    renderSite('/contact');
    await user.click(await screen.findByRole('button', { name: 'Request a demo' }));
    for (const label of LABELS) {
      expect(screen.getByText(`${label} is required.`), label).toBeTruthy();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the demo request and goes to Request Sent', async () => {
    const user = userEvent.setup();
    renderSite('/contact');
    await user.type(await screen.findByLabelText('First name'), 'Sam');
    await user.type(screen.getByLabelText('Last name'), 'Lee');
    await user.type(screen.getByLabelText('Company'), 'Lee Logistics');
    await user.type(screen.getByLabelText('Position'), 'HR Manager');
    await user.type(screen.getByLabelText('Email'), 'sam@lee.example');
    await user.click(screen.getByRole('button', { name: 'Request a demo' }));

    await screen.findByRole('heading', { level: 1, name: 'Request Sent' });
    expect(currentLocation()).toBe('/thank-you-demo');
    await expectTitle('Request Sent | ClearHire');
    expect(await sentBody(fetchMock)).toEqual({
      firstname: 'Sam',
      lastname: 'Lee',
      company: 'Lee Logistics',
      position: 'HR Manager',
      email: 'sam@lee.example',
    });
  });
});
