import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The mail the worker writes as .eml files (no SMTP in the tests) to the folder playwright.config.ts
 * picks and passes to tools/e2e-server.mjs as E2E_OUTBOX_DIR. Nodemailer writes plain MIME: a
 * multipart/alternative with a text and an HTML part, each 7bit, quoted-printable or base64. The
 * links are read from the text part.
 */

function outboxDir(): string {
  const dir = process.env['E2E_OUTBOX_DIR'];
  if (!dir) throw new Error('E2E_OUTBOX_DIR is not set: run the journeys with apps/portal-e2e/playwright.config.ts');
  return dir;
}

interface MimePart {
  headers: Map<string, string>;
  body: string;
}

/** Headers (lower-case names, folded lines joined) and the body of one MIME entity. */
function parseEntity(raw: string): MimePart {
  const text = raw.replace(/\r\n/g, '\n');
  const split = text.indexOf('\n\n');
  const head = split === -1 ? text : text.slice(0, split);
  const body = split === -1 ? '' : text.slice(split + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** Quoted-printable: `=` at a line's end is a soft break (the line goes on), `=XX` is one byte of UTF-8. */
export function decodeQuotedPrintable(input: string): string {
  const joined = input.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(part: MimePart): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return part.body;
}

/** The text/plain part of a message, decoded; searched through multipart entities. */
export function textPart(raw: string): string | null {
  const entity = parseEntity(raw);
  const type = entity.headers.get('content-type') ?? 'text/plain';
  if (/^multipart\//i.test(type)) {
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (!boundary) return null;
    const parts = entity.body.split(`--${boundary}`).slice(1);
    for (const part of parts) {
      if (part.startsWith('--')) break;
      const text = textPart(part.replace(/^\r?\n/, ''));
      if (text !== null) return text;
    }
    return null;
  }
  return /^text\/plain/i.test(type) ? decodeBody(entity) : null;
}

/** The recipients of a message (its To header, lower-cased). */
function recipients(raw: string): string {
  return (parseEntity(raw).headers.get('to') ?? '').toLowerCase();
}

/** The portal page a one-use account link opens. */
export type AccountLinkPage = 'reset-password' | 'invitation';

/** The newest link matching `pattern` in a mail to `recipient`, as a path with its fragment (`/reset-password#token=…`), or null. */
async function findLink(recipient: string, pattern: RegExp): Promise<string | null> {
  const dir = outboxDir();
  const files = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort().reverse();
  for (const name of files) {
    const raw = await readFile(join(dir, name), 'utf8').catch(() => '');
    if (!recipients(raw).includes(recipient.toLowerCase())) continue;
    // A file still being written has no complete link yet; the next poll reads it again.
    const link = pattern.exec(textPart(raw) ?? '')?.[0];
    if (!link) continue;
    const url = new URL(link);
    return `${url.pathname}${url.hash}`;
  }
  return null;
}

/**
 * Waits (polling, up to `timeout` ms) for the worker to send `recipient` a mail with a link to `page`
 * and returns the link as a path on the portal (the mail names the configured APP_URL, not the
 * address the tests run on).
 */
export function mailedLink(recipient: string, page: AccountLinkPage, { timeout = 20_000 } = {}): Promise<string> {
  return waitForLink(recipient, new RegExp(`https?://[^\\s"<>]+/${page}#token=[A-Za-z0-9_%-]+`), `a /${page} link`, timeout);
}

/** As mailedLink, for the private Form I-9 link (`/i9/{url}`) mailed to a new employee. */
export function mailedI9Link(recipient: string, { timeout = 20_000 } = {}): Promise<string> {
  return waitForLink(recipient, /https?:\/\/[^\s"<>]+\/i9\/[A-Za-z0-9_-]+/, 'a /i9/ link', timeout);
}

async function waitForLink(recipient: string, pattern: RegExp, what: string, timeout: number): Promise<string> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const link = await findLink(recipient, pattern);
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`No mail to ${recipient} with ${what} arrived in ${outboxDir()} within ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Waits (polling, up to `timeout` ms) for a mail to `recipient` whose text part matches `pattern`, and returns that text. */
export async function mailedText(recipient: string, pattern: RegExp, { timeout = 20_000 } = {}): Promise<string> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const dir = outboxDir();
    const files = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort().reverse();
    for (const name of files) {
      const raw = await readFile(join(dir, name), 'utf8').catch(() => '');
      if (!recipients(raw).includes(recipient.toLowerCase())) continue;
      const text = textPart(raw);
      if (text && pattern.test(text)) return text;
    }
    if (Date.now() > deadline) throw new Error(`No mail to ${recipient} matching ${pattern} arrived in ${dir} within ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
