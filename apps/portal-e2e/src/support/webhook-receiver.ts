import http from 'node:http';
import { Webhook } from 'standardwebhooks';

/** One delivery the receiver took, and whether its signature verified with the endpoint's secret. */
export interface ReceivedWebhook {
  id: string;
  type: string;
  verified: boolean;
}

/**
 * A webhook receiver on loopback at E2E_PORT + 2000, the one host and port tools/e2e-server.mjs lets
 * webhooks reach over plain http (WEBHOOK_ALLOWED_HOSTS). It verifies each delivery's signature with
 * the secret it is given, as an integrator's would, and answers 200.
 */
export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  secret = '';
  private constructor(private readonly server: http.Server) {}

  static readonly port = Number(process.env['E2E_PORT'] ?? 3100) + 2000;

  static async start(): Promise<WebhookReceiver> {
    const server = http.createServer();
    const receiver = new WebhookReceiver(server);
    server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => receiver.take(req, res));
    await new Promise<void>((resolve) => server.listen(WebhookReceiver.port, '127.0.0.1', resolve));
    return receiver;
  }

  get url(): string {
    return `http://127.0.0.1:${WebhookReceiver.port}/clearhire`;
  }

  private take(req: http.IncomingMessage, res: http.ServerResponse): void {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const headers = { 'webhook-id': String(req.headers['webhook-id']), 'webhook-timestamp': String(req.headers['webhook-timestamp']), 'webhook-signature': String(req.headers['webhook-signature']) };
      let verified = false;
      try {
        new Webhook(this.secret).verify(body, headers);
        verified = true;
      } catch {
        verified = false;
      }
      this.received.push({ id: headers['webhook-id'], type: (JSON.parse(body) as { type: string }).type, verified });
      res.writeHead(200, { 'content-type': 'text/plain' }).end('received by the e2e receiver');
    });
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
