import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { callTo, mockApi, resetApi } from '../testing/api-mock';
import { field } from '../testing/queries';
import { renderAt } from '../testing/render';
import { stubObjectUrls } from '../testing/object-urls';

beforeAll(() => import('./ReverifyPage'));
afterEach(resetApi);

const TOKEN = 'Zk3p0Qm7Yx2Lq9Vw4Tb6Rn1Hs8Jd5Gc0Fa3Ee7Ui2Oo';
const status = (s: 'open' | 'used' | 'expired') => ({ [`GET /api/forms/reverification/${TOKEN}`]: { status: 200, body: { status: s, firstname: 'Ana', reason: 'reverification' } } });
const png = () => new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'ead.png', { type: 'image/png' });

describe('/reverify/{url}: the employee’s new document for Supplement B', () => {
  it('uploads a List A document as multipart form data, then confirms', async () => {
    const urls = stubObjectUrls();
    const { calls } = mockApi({ ...status('open'), 'POST /api/forms/reverification': { status: 201, body: { id: 'doc-1' } } });
    const { user } = renderAt(`/reverify/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Hello, Ana.' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Choose the file of this document.')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'List A (one document)' }));
    await user.selectOptions(field('List A document'), 'Employment Authorization Document (Form I-766)');
    await user.upload(field('Photo or scan of the document'), png());
    // On a phone the name alone ("IMG_2041.jpg") says little: the photo shows before it is sent.
    const preview = (await screen.findByRole('img', { name: 'Preview of ead.png' })).getAttribute('src');
    expect(urls.made).toContain(preview);
    expect(screen.getByText('Chosen: ead.png')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Document sent' })).toBeTruthy();
    // The form went: every URL made for the preview is given back.
    expect([...urls.revoked].sort()).toEqual([...urls.made].sort());
    const sent = await callTo(calls, 'POST', '/api/forms/reverification').request.clone().formData();
    expect([sent.get('url'), sent.get('list'), sent.get('documentType')]).toEqual([TOKEN, 'listA', 'Employment Authorization Document (Form I-766)']);
    expect(typeof sent.get('document')).not.toBe('string');
  });

  it.each([
    ['used', 'Your document was already sent'],
    ['expired', 'This link has expired'],
  ] as const)('says so when the link is %s', async (state, title) => {
    mockApi(status(state));
    renderAt(`/reverify/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  it('says the link is not valid for an unknown one', async () => {
    mockApi({});
    renderAt(`/reverify/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeTruthy();
  });
});
