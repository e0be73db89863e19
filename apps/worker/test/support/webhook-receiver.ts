import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

/** One request the receiver took, with what verifying its signature said. */
export interface ReceivedWebhook {
  id: string;
  timestamp: string;
  body: string;
  type: string;
  verified: boolean;
}

/**
 * A webhook receiver on loopback as an integrator writes one: it verifies every request with the
 * endpoint's secret (standardwebhooks' Webhook.verify) and answers the statuses it is told to, then
 * 200. The worker's tests and the Playwright journey share it.
 */
export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  secret = '';
  /** Statuses to answer next, in order; 200 once they are used up. */
  answers: number[] = [];
  private constructor(private readonly server: http.Server) {}

  /** Listens on 127.0.0.1 at `port` (0: any free port). */
  static async start(port = 0): Promise<WebhookReceiver> {
    const server = http.createServer();
    const receiver = new WebhookReceiver(server);
    server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => receiver.take(req, res));
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    return receiver;
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  url(path = '/hooks'): string {
    return `http://127.0.0.1:${this.port}${path}`;
  }

  ofType(type: string): ReceivedWebhook[] {
    return this.received.filter((r) => r.type === type);
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
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
      this.received.push({ id: headers['webhook-id'], timestamp: headers['webhook-timestamp'], body, type: (JSON.parse(body) as { type: string }).type, verified });
      const status = this.answers.shift() ?? 200;
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'ok thanks' : 'receiver is down');
    });
  }
}
