import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/**
 * The texts the worker writes, one JSON file `{to, body, at}` each, with no SMS provider configured.
 * tools/e2e-server.mjs points SMS_OUTBOX_DIR beside the mail outbox (E2E_OUTBOX_DIR + "-sms").
 */
export interface OutboxText {
  to: string;
  body: string;
  at: string;
}

function textOutboxDir(): string {
  const dir = process.env['E2E_OUTBOX_DIR'];
  if (!dir) throw new Error('E2E_OUTBOX_DIR is not set: run the journeys with apps/portal-e2e/playwright.config.ts');
  return `${dir}-sms`;
}

async function textsTo(number: string): Promise<OutboxText[]> {
  const dir = textOutboxDir();
  if (!existsSync(dir)) return [];
  const texts = await Promise.all((await readdir(dir)).filter((f) => f.endsWith('.json')).map(async (f) => JSON.parse(await readFile(join(dir, f), 'utf8')) as OutboxText));
  return texts.filter((t) => t.to === number);
}

/** Waits for the first text to a number (E.164) and answers it. */
export async function textedTo(number: string, { timeout = 20_000 } = {}): Promise<OutboxText> {
  let found: OutboxText | undefined;
  await expect
    .poll(async () => {
      found = (await textsTo(number))[0];
      return found !== undefined;
    }, { timeout, message: `a text to ${number}` })
    .toBe(true);
  return found!;
}
