import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMPANY_USER, renderDashboard } from '../../testing/render-dashboard';
import { mockApi } from '../../testing/mock-api';
import { aCompany, anEmployeeDetail, aSignedSection2 } from '../../testing/fixtures';
import type { EmployeeDetailView, SupplementBView } from '../../../api/generated';

vi.mock('../../../api/open-file', () => ({ openFile: vi.fn().mockResolvedValue(true), fetchFileBlob: vi.fn().mockResolvedValue(new Blob(['png'], { type: 'image/png' })) }));

const ID = '20000000-0000-4000-8000-000000000001';
const PATH = `/dashboard/employees/${ID}`;
const SIGNED = aSignedSection2();
const OPEN: SupplementBView = {
  id: '30000000-0000-4000-8000-000000000001',
  sequence: 1,
  reason: 'reverification',
  status: 'uploaded',
  status_label: 'New document received',
  needs_document: true,
  requested_at: '2026-11-20T10:00:00.000Z',
  url: 'Zk3p0Qm7Yx2Lq9Vw4Tb6Rn1Hs8Jd5Gc0Fa3Ee7Ui2Oo',
  link_expires_at: '2026-12-20T10:00:00.000Z',
  rehire_date: null,
  new_name: null,
  document_ids: ['doc-new'],
  document: null,
  alternative_procedure: null,
  additional_information: null,
  examiner: null,
  signed_on: null,
};
const VERIFIED: Partial<EmployeeDetailView> = { i9_status: 'verified', section2: SIGNED, reverify_by: '2026-12-31', start_date: '2026-01-05' };

describe('Employee detail: Supplement B', () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:copy');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.restoreAllMocks());

  it('offers a reverification when the authorization ends, and never to a citizen', async () => {
    const api = mockApi({
      'GET /api/employees/:id': () => ({ data: anEmployeeDetail(VERIFIED) }),
      'POST /api/employees/:id/reverifications': () => ({ status: 201, body: { id: OPEN.id } }),
    });
    renderDashboard(PATH, COMPANY_USER);
    const panel = within((await screen.findByRole('heading', { name: 'Supplement B: Reverification and Rehire' })).closest('section') as HTMLElement);
    await userEvent.click(panel.getByRole('radio', { name: 'Reverification (authorization ends 31 Dec 2026)' }));
    await userEvent.click(panel.getByRole('button', { name: 'Start Supplement B' }));
    await waitFor(() => expect(api.callsTo('POST', `/api/employees/${ID}/reverifications`)).toHaveLength(1));
    expect(api.callsTo('POST', `/api/employees/${ID}/reverifications`)[0].body).toEqual({ reason: 'reverification' });
  });

  it('does not offer a reverification to an employee with nothing that expires', async () => {
    mockApi({ 'GET /api/employees/:id': () => ({ data: anEmployeeDetail({ ...VERIFIED, reverify_by: null }) }) });
    renderDashboard(PATH, COMPANY_USER);
    const panel = within((await screen.findByRole('heading', { name: 'Supplement B: Reverification and Rehire' })).closest('section') as HTMLElement);
    expect(panel.queryByRole('radio', { name: /Reverification/ })).toBeNull();
    expect(panel.getByRole('radio', { name: 'Legal name change' })).toBeTruthy();
  });

  // Issue 32: every started section said "Waiting for the employee's new document", a legal name change too.
  it.each<[string, Partial<SupplementBView>]>([
    ['a legal name change', { reason: 'name-change', new_name: 'Ana Costa', status_label: 'Ready to sign: a legal name change needs no new document' }],
    ['a rehire whose authorization holds', { reason: 'rehire', rehire_date: '2026-11-30', status_label: 'Ready to sign: the employee’s work authorization has not expired, so no new document is needed' }],
  ])('says %s is ready to sign, with no link, no upload and no document to record', async (_case, over) => {
    const section: SupplementBView = { ...OPEN, status: 'requested', needs_document: false, url: null, link_expires_at: null, document_ids: [], ...over };
    mockApi({ 'GET /api/employees/:id': () => ({ data: anEmployeeDetail({ ...VERIFIED, supplement_b: [section] }) }), 'GET /api/companies/:id': () => ({ data: aCompany() }) });
    renderDashboard(PATH, COMPANY_USER);
    const form = within(await screen.findByRole('form', { name: 'Complete Supplement B section 1' }));
    expect(form.getByText(over.status_label as string)).toBeTruthy();
    const panel = within(screen.getByRole('heading', { name: 'Supplement B: Reverification and Rehire' }).closest('section') as HTMLElement);
    expect(panel.queryByText(/Waiting for the employee/)).toBeNull();
    expect(panel.queryByText(/e-mailed/)).toBeNull();
    expect(panel.queryByRole('button', { name: /Copy/ })).toBeNull();
    expect(form.queryByRole('radio', { name: 'A List A document' })).toBeNull();
  });

  it('shows a reverification waiting for the employee with the link that was mailed', async () => {
    const section: SupplementBView = { ...OPEN, status: 'requested', status_label: 'Waiting for the employee’s new document', document_ids: [] };
    mockApi({ 'GET /api/employees/:id': () => ({ data: anEmployeeDetail({ ...VERIFIED, supplement_b: [section] }) }), 'GET /api/companies/:id': () => ({ data: aCompany() }) });
    renderDashboard(PATH, COMPANY_USER);
    expect(await screen.findByText(/^Waiting for the employee’s new document: the employee was e-mailed this private link, valid until 20 Dec 2026/)).toBeTruthy();
    expect(screen.getByText(new RegExp(`/reverify/${OPEN.url}$`))).toBeTruthy();
    const form = within(screen.getByRole('form', { name: 'Complete Supplement B section 1' }));
    expect(form.getByText('Waiting for the employee’s new document')).toBeTruthy();
  });

  it('completes the open section with the new document shown beside the form', async () => {
    let current = anEmployeeDetail({
      ...VERIFIED,
      supplement_b: [OPEN],
      documents: [{ id: 'doc-new', kind: 'i9-supplement-b', type: 'Employment Authorization Document (Form I-766)', contentType: 'image/png', size: 100, createdAt: '2026-11-21T10:00:00.000Z', revision: 0, version: null, current: true }],
    });
    const api = mockApi({
      'GET /api/employees/:id': () => ({ data: current }),
      'GET /api/companies/:id': () => ({ data: aCompany() }),
      'PATCH /api/employees/:id/reverifications/:rid': () => {
        current = { ...current, reverify_by: '2028-12-31', supplement_b: [{ ...OPEN, status: 'completed', examiner: 'Carla Owner', signed_on: '2026-11-25', document: { list: 'A', title: 'Employment Authorization Document (Form I-766)', issuing_authority: 'USCIS', number: '••••9999', expiration_date: '2028-12-31', has_photo: null } }] };
        return { id: OPEN.id, status: 'completed' };
      },
    });
    renderDashboard(PATH, COMPANY_USER);
    expect(await screen.findByAltText('Copy of the New document: Employment Authorization Document (Form I-766) document uploaded by the employee')).toBeTruthy();
    const form = within(screen.getByRole('form', { name: 'Complete Supplement B section 1' }));
    expect(form.queryByRole('radio', { name: /List B/ })).toBeNull();
    await userEvent.selectOptions(form.getByLabelText('Document title'), 'Employment Authorization Document (Form I-766)');
    await userEvent.type(form.getByLabelText('Issuing authority'), 'USCIS');
    await userEvent.type(form.getByLabelText('Document number'), 'IOE0000009999');
    await userEvent.type(form.getByLabelText('Expiration date'), '2028-12-31');
    await userEvent.click(form.getByLabelText(/I examined the document myself/));
    await userEvent.click(form.getByRole('button', { name: 'Sign Supplement B' }));
    expect(await screen.findByText(/Reverification, signed 25 Nov 2026 by Carla Owner/)).toBeTruthy();
    expect(api.callsTo('PATCH', `/api/employees/${ID}/reverifications/${OPEN.id}`)[0].body).toEqual({
      alternativeProcedure: false,
      lastName: 'Owner',
      firstName: 'Carla',
      document: { list: 'A', title: 'Employment Authorization Document (Form I-766)', number: 'IOE0000009999', issuingAuthority: 'USCIS', expirationDate: '2028-12-31' },
    });
  });
});
