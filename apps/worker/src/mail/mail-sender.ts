import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

export interface OutgoingMail {
  to: string | string[];
  subject: string;
  text: string;
  html: string;
}

export interface MailSenderOptions {
  /** smtp://user:pass@host:port (or smtps://). Unset: messages are written as .eml files to outboxDir. */
  smtpUrl?: string;
  outboxDir: string;
  from: string;
}

/**
 * Sends mail over SMTP in production; on a single machine without a mail server each message is
 * written to the outbox directory as an .eml file (named by time and a random id, never by recipient),
 * which any mail client opens.
 */
export class MailSender {
  private readonly transport: Transporter;
  private readonly toOutbox: boolean;
  /** Made once per process (a system call per message was a good part of writing it), again if removed since. */
  private outboxMade = false;

  constructor(private readonly options: MailSenderOptions) {
    this.toOutbox = !options.smtpUrl;
    this.transport = options.smtpUrl
      ? nodemailer.createTransport(options.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  /** Sends one message; resolves with the SMTP message id or the .eml path. */
  async send(mail: OutgoingMail): Promise<string> {
    const info = await this.transport.sendMail({ from: this.options.from, ...mail });
    if (!this.toOutbox) return info.messageId;
    const path = join(this.options.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`);
    const message = (info as unknown as { message: Buffer }).message;
    if (!this.outboxMade) await this.makeOutbox();
    try {
      await writeFile(path, message, { mode: 0o600 });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      await this.makeOutbox();
      await writeFile(path, message, { mode: 0o600 });
    }
    return path;
  }

  private async makeOutbox(): Promise<void> {
    await mkdir(this.options.outboxDir, { recursive: true });
    this.outboxMade = true;
  }

  close(): void {
    this.transport.close();
  }
}
