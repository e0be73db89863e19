import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { OutgoingText, SmsProvider } from './sms-provider';

/** One text as the outbox keeps it: a JSON file, for a person or a test to read. */
export interface OutboxText {
  readonly to: string;
  readonly body: string;
  readonly at: string;
}

/**
 * The provider with nothing configured: each text is a JSON file `{to, body, at}` in the outbox folder,
 * named by time and a random id (never by number), readable by the owner only, like the .eml mail outbox.
 */
export class OutboxSmsProvider implements SmsProvider {
  constructor(
    private readonly dir: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async send(text: OutgoingText): Promise<string> {
    await mkdir(this.dir, { recursive: true });
    const at = this.now().toISOString();
    const name = `${at.replace(/[:.]/g, '-')}-${randomUUID()}.json`;
    const record: OutboxText = { to: text.to, body: text.body, at };
    // Written beside the outbox, then moved in: whoever reads the outbox never finds a text half written.
    const partial = join(dirname(this.dir), `.${basename(this.dir)}-${name}.partial`);
    await writeFile(partial, `${JSON.stringify(record, null, 2)}\n`, { mode: 0o600 });
    await rename(partial, join(this.dir, name));
    return name;
  }
}
