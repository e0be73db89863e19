import { fireEvent, screen, within } from '@testing-library/react';
import { COMPANY_USER, currentLocation, renderDashboard } from '../testing/render-dashboard';
import { mockApi } from '../testing/mock-api';
import { anEmployeeDetail, aSubmissionDetail } from '../testing/fixtures';
import type { PersonTimelineStepView } from '../../api/generated';

const SUBMISSION = '10000000-0000-4000-8000-000000000001';
const EMPLOYEE = '20000000-0000-4000-8000-000000000001';

/** A linked pair: the API gives both pages the same steps, each naming its record. */
const STEPS: PersonTimelineStepView[] = [
  { step: 'prescreened', at: '2026-11-02T05:00:00.000Z', on: '2026-11-01', label: 'Pre-screened for WOTC', record: 'submission', record_id: SUBMISSION, section: null },
  { step: 'hired', at: null, on: '2026-11-05', label: 'Hired', record: 'submission', record_id: SUBMISSION, section: 'hire' },
  { step: 'section1-signed', at: '2026-11-05T20:00:00.000Z', on: '2026-11-05', label: 'Section 1 signed', record: 'employee', record_id: EMPLOYEE, section: 'section1' },
  { step: 'section2-signed', at: '2026-11-12T18:00:00.000Z', on: '2026-11-12', label: 'Section 2 signed (2 days late)', record: 'employee', record_id: EMPLOYEE, section: 'section2' },
  { step: 'sent-to-state', at: null, on: '2026-11-19', label: 'Sent to the state agency', record: 'submission', record_id: SUBMISSION, section: 'status-history' },
];

const EXPECTED = [
  ['1 Nov 2026: Pre-screened for WOTC', `/dashboard/submissions/${SUBMISSION}`],
  ['5 Nov 2026: Hired', `/dashboard/submissions/${SUBMISSION}#hire`],
  ['5 Nov 2026: Section 1 signed', `/dashboard/employees/${EMPLOYEE}#section1`],
  ['12 Nov 2026: Section 2 signed (2 days late)', `/dashboard/employees/${EMPLOYEE}#section2`],
  ['19 Nov 2026: Sent to the state agency', `/dashboard/submissions/${SUBMISSION}#status-history`],
];

function pairApi() {
  return mockApi({
    'GET /api/submissions/:id': () => ({ data: aSubmissionDetail({ id: SUBMISSION, timeline: STEPS }) }),
    'GET /api/employees/:id': () => ({ data: anEmployeeDetail({ id: EMPLOYEE, timeline: STEPS }) }),
    'GET /api/companies/:id': () => ({ status: 404, body: { errors: [{ msg: 'Company not found.' }] } }),
  });
}

/** The timeline's steps as shown: each item's text and where its link goes. */
async function shownSteps() {
  const timeline = within((await screen.findByRole('heading', { name: 'Timeline' })).closest('section') as HTMLElement);
  return timeline.getAllByRole('listitem').map((li) => [li.textContent, within(li).getByRole('link').getAttribute('href')]);
}

describe('PersonTimeline', () => {
  it('shows the same ordered steps on the submission page, each linked to its page and section', async () => {
    pairApi();
    renderDashboard(`/dashboard/submissions/${SUBMISSION}`, COMPANY_USER);
    // An ordered list: the steps are read in order by assistive technology too.
    const section = (await screen.findByRole('heading', { name: 'Timeline' })).closest('section') as HTMLElement;
    expect(section.querySelector('ol')).not.toBeNull();
    expect(await shownSteps()).toEqual(EXPECTED);
  });

  it('shows the same steps on the employee page, and a step opens the other record’s page', async () => {
    pairApi();
    renderDashboard(`/dashboard/employees/${EMPLOYEE}`, COMPANY_USER);
    expect(await shownSteps()).toEqual(EXPECTED);
    fireEvent.click(screen.getByRole('link', { name: 'Sent to the state agency' }));
    expect(await screen.findByRole('heading', { name: 'Submission Details' })).toBeTruthy();
    expect(currentLocation()).toBe(`/dashboard/submissions/${SUBMISSION}`);
  });

  it('gives the submission page the sections its steps link to', async () => {
    pairApi();
    renderDashboard(`/dashboard/submissions/${SUBMISSION}`, COMPANY_USER);
    await screen.findByRole('heading', { name: 'Timeline' });
    expect(document.getElementById('status-history')).not.toBeNull();
    expect(document.getElementById('credits')).not.toBeNull();
  });

  it('gives the employee page the sections its steps link to', async () => {
    pairApi();
    renderDashboard(`/dashboard/employees/${EMPLOYEE}`, COMPANY_USER);
    await screen.findByRole('heading', { name: 'Timeline' });
    expect(document.getElementById('employment')).not.toBeNull();
  });

  it('shows nothing while the record has no steps', async () => {
    mockApi({ 'GET /api/submissions/:id': () => ({ data: aSubmissionDetail({ id: SUBMISSION, timeline: [] }) }) });
    renderDashboard(`/dashboard/submissions/${SUBMISSION}`, COMPANY_USER);
    await screen.findByRole('heading', { name: 'Submission Details' });
    await screen.findByRole('heading', { name: 'Status History' });
    expect(screen.queryByRole('heading', { name: 'Timeline' })).toBeNull();
  });
});
