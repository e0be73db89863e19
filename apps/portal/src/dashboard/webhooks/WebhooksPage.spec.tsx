import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WebhookEndpointView } from '../../api/generated';
import { COMPANY_MEMBER, COMPANY_USER, renderDashboard } from '../testing/render-dashboard';
import { mockApi } from '../testing/mock-api';

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw6xfj6yZh3Ts=';

const anEndpoint = (over: Partial<WebhookEndpointView> = {}): WebhookEndpointView => ({
  id: '00000000-0000-4000-8000-0000000000e1',
  url: 'https://ats.example.com/hooks',
  description: 'Our ATS',
  events: ['submission.received'],
  enabled: true,
  disabled_at: null,
  disabled_reason: null,
  failing_since: null,
  created_at: '2026-03-02T12:00:00.000Z',
  ...over,
});

/** The API of one company's endpoints, refusing a private address as the server does. */
function webhooksApi(start: WebhookEndpointView[] = []) {
  let endpoints = start;
  return mockApi({
    'GET /api/companies/:id/webhook-endpoints': () => ({ data: endpoints, count: endpoints.length }),
    'POST /api/companies/:id/webhook-endpoints': (call) => {
      const body = call.body as { url: string; events: WebhookEndpointView['events'] };
      if (body.url.includes('10.0.0.1')) return { status: 400, body: { errors: [{ msg: 'The URL must reach a public address.', param: 'url' }] } };
      const added = anEndpoint({ url: body.url, events: body.events, description: '' });
      endpoints = [...endpoints, added];
      return { status: 201, body: { data: added, secret: SECRET } };
    },
    'GET /api/companies/:id/webhook-endpoints/:endpointId/deliveries': () => ({
      data: [
        {
          id: '00000000-0000-4000-8000-0000000000d1',
          message_id: 'msg_abc',
          event_type: 'webhook.test',
          status: 'failed',
          attempt_count: 1,
          next_attempt_at: null,
          last_status: 500,
          created_at: '2026-03-02T12:00:00.000Z',
          attempts: [{ attempted_at: '2026-03-02T12:00:01.000Z', status: 500, error: null, duration_ms: 42, answer: 'down for maintenance' }],
        },
      ],
      count: 1,
    }),
  });
}

describe('Webhooks page', () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows each endpoint's deliveries with their attempts and a replay button", async () => {
    webhooksApi([anEndpoint()]);
    renderDashboard('/dashboard/webhooks', COMPANY_USER);
    const endpoint = within(await screen.findByRole('region', { name: 'https://ats.example.com/hooks' }));
    const attempts = await endpoint.findByRole('list', { name: 'Attempts of msg_abc' });
    expect(within(attempts).getByText(/HTTP 500/)).toBeTruthy();
    expect(within(attempts).getByText('down for maintenance')).toBeTruthy();
    expect(endpoint.getByRole('button', { name: /Replay/ })).toBeTruthy();
    expect(endpoint.getByRole('button', { name: 'Send test event' })).toBeTruthy();
  });

  it('shows a refused address under the URL, then the new secret once', async () => {
    webhooksApi();
    renderDashboard('/dashboard/webhooks', COMPANY_USER);
    const form = within(await screen.findByRole('form', { name: 'Add an endpoint' }));
    await userEvent.type(form.getByLabelText(/^URL/), 'https://10.0.0.1/hooks');
    await userEvent.click(form.getByRole('checkbox', { name: /A pre-screening was received/ }));
    await userEvent.click(form.getByRole('button', { name: 'Add endpoint' }));
    await waitFor(() => expect(form.getByLabelText(/^URL/).getAttribute('aria-invalid')).toBe('true'));
    expect(form.getByText('The URL must reach a public address.')).toBeTruthy();

    await userEvent.clear(form.getByLabelText(/^URL/));
    await userEvent.type(form.getByLabelText(/^URL/), 'https://ats.example.com/new');
    await userEvent.click(form.getByRole('button', { name: 'Add endpoint' }));
    const secret = within(await screen.findByRole('region', { name: 'Signing secret of https://ats.example.com/new' }));
    expect(secret.getByText(SECRET)).toBeTruthy();
    await userEvent.click(secret.getByRole('button', { name: 'I have stored it' }));
    expect(screen.queryByText(SECRET)).toBeNull();
  });

  it('asks for at least one event before sending', async () => {
    const api = webhooksApi();
    renderDashboard('/dashboard/webhooks', COMPANY_USER);
    const form = within(await screen.findByRole('form', { name: 'Add an endpoint' }));
    await userEvent.type(form.getByLabelText(/^URL/), 'https://ats.example.com/new');
    await userEvent.click(form.getByRole('button', { name: 'Add endpoint' }));
    expect(await form.findByText('Pick at least one event.')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('is not offered to a member', async () => {
    webhooksApi();
    renderDashboard('/dashboard/webhooks', COMPANY_MEMBER);
    expect(await screen.findByText('The Webhooks page is for the owners of a company.')).toBeTruthy();
  });
});
