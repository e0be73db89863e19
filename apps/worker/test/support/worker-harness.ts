import type { INestApplicationContext, LoggerService } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { AddressInfo } from 'node:net';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { loadWorkerConfig } from '../../src/worker-config';
import { WorkerModule } from '../../src/worker.module';
import { eventually } from './api-harness';

/** Worker settings for tests: a sweep every second with no grace period, a short lock so a dead worker's job moves on quickly. */
export const TEST_WORKER_ENV = {
  SWEEP_INTERVAL_SECONDS: '1',
  SWEEP_GRACE_SECONDS: '0',
  JOB_LOCK_MS: '2000',
  APP_URL: 'https://portal.clearhire.test',
  SALES_EMAIL: 'sales@clearhire.test',
};

/**
 * The real worker, in this process, on the run's database, Redis prefix and storage. Silent, unless
 * a test gives it a logger to capture its lines.
 */
export async function startWorker(env: Record<string, string> = {}, logger: LoggerService | false = false): Promise<INestApplicationContext> {
  const config = loadWorkerConfig({ ...process.env, ...TEST_WORKER_ENV, ...env });
  const app = await NestFactory.createApplicationContext(WorkerModule.forConfig(config), { logger });
  app.enableShutdownHooks();
  return app;
}

export interface ReceivedMail {
  to: string[];
  parsed: Email;
}

/** An SMTP server on loopback that keeps every message it receives, parsed. */
export class MailCatcher {
  private constructor(
    private readonly server: SMTPServer,
    readonly messages: ReceivedMail[],
  ) {}

  static async start(): Promise<MailCatcher> {
    const messages: ReceivedMail[] = [];
    const server = new SMTPServer({
      authOptional: true,
      // The package's bundled certificate has expired: no STARTTLS on loopback.
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, done) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', async () => {
          const parsed = await PostalMime.parse(Buffer.concat(chunks));
          messages.push({ to: session.envelope.rcptTo.map((r) => r.address), parsed });
          done();
        });
      },
    });
    const catcher = new MailCatcher(server, messages);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return catcher;
  }

  get url(): string {
    const { port } = this.server.server.address() as AddressInfo;
    return `smtp://127.0.0.1:${port}`;
  }

  /** Waits for a message to this address whose subject matches. */
  async waitFor(to: string, subject: RegExp, timeoutMs = 15000): Promise<ReceivedMail> {
    return eventually(() => this.messages.find((m) => m.to.includes(to) && subject.test(m.parsed.subject ?? '')), timeoutMs, `mail to ${to} matching ${subject}`);
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

export { eventually };
