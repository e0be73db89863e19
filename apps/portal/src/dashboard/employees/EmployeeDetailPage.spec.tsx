import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN, COMPANY_USER, renderDashboard } from '../testing/render-dashboard';
import { mockApi } from '../testing/mock-api';
import { anEmployeeDetail } from '../testing/fixtures';
import type { EmployeeDetailView } from '../../api/generated';
import { openFile } from '../../api/open-file';

vi.mock('../../api/open-file', () => ({ openFile: vi.fn().mockResolvedValue(true) }));

const ID = '20000000-0000-4000-8000-000000000001';
const PATH = `/dashboard/employees/${ID}`;

const SUBMITTED: Partial<EmployeeDetailView> = {
  i9_status: 'submitted',
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
  documents: [{ id: 'doc-a', kind: 'i9-list-a', type: 'Permanent Resident Card', contentType: 'application/pdf', size: 1000, createdAt: '2026-11-03T12:00:00.000Z' }],
};

function employeeApi(employee: EmployeeDetailView) {
  let current = employee;
  return mockApi({
    'GET /api/employees/:id': () => ({ data: current }),
    'PATCH /api/forms/:employeeId/i9': () => {
      current = { ...current, i9_status: 'verified' };
      return { status: 201, body: { i9_status: 'verified' } };
    },
  });
}

describe('Employee detail', () => {
  beforeEach(() => vi.clearAllMocks());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows a pending I-9 with the e-mail notice and the copyable I-9 link', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    employeeApi(anEmployeeDetail());
    renderDashboard(PATH, COMPANY_USER);
    expect(await screen.findByText('I-9 awaiting submission...')).toBeTruthy();
    expect(screen.getByText(/We e-mailed Jo at employee1@example.com/)).toBeTruthy();
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

  it('lets an administrator mark a submitted I-9 verified, then shows Verified', async () => {
    const api = employeeApi(anEmployeeDetail(SUBMITTED));
    renderDashboard(PATH, ADMIN);
    expect(await screen.findByText('Awaiting verification...')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Mark Verified' }));
    expect(await screen.findByText('Verified')).toBeTruthy();
    expect(api.callsTo('PATCH', `/api/forms/${ID}/i9`)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Mark Verified' })).toBeNull();
  });

  it('does not offer Mark Verified to a company user', async () => {
    employeeApi(anEmployeeDetail(SUBMITTED));
    renderDashboard(PATH, COMPANY_USER);
    expect(await screen.findByText('Awaiting verification...')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark Verified' })).toBeNull();
  });

  it('shows Section 1 and opens an uploaded document', async () => {
    employeeApi(anEmployeeDetail(SUBMITTED));
    renderDashboard(PATH, COMPANY_USER);
    expect(await screen.findByText('A lawful permanent resident')).toBeTruthy();
    expect(screen.getByText('***-**-4321')).toBeTruthy();
    expect(screen.getByText('9 Mar 1995')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'List A: Permanent Resident Card (PDF)' }));
    await waitFor(() => expect(openFile).toHaveBeenCalledWith('doc-a'));
  });
});
