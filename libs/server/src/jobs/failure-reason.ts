/**
 * A job's failure reason is what an error said, and errors quote what they were working on: a mail
 * server refusing `<maria.lopez@example.com>`, a parser echoing an SSN or a phone number. The reason
 * is stored in Redis (BullMQ's failedReason and stack trace), logged by the worker and shown to
 * administrators (GET /api/jobs), so it is scrubbed first, in both apps, with this one function
 * (docs/architecture.md §5):
 *
 * - an e-mail address (also URL-encoded, `%40`) becomes `[email]`;
 * - a long number becomes `[number]`: a run of digits, with the single separators that SSNs, phone
 *   numbers and dates use between its groups (space, `-`, `.`, `/`, parentheses, a leading `+`),
 *   when one group has 4 digits or more, or the whole has 9 or more. `123-45-6789`,
 *   `(555) 123-4567`, `+44 20 7946 0958`, `A12345678`, `2026-11-26` and ports such as `6379` go;
 *   short numbers stay readable: attempt counts, HTTP statuses (`503`), SMTP replies
 *   (`550 5.1.1`), record numbers up to 3 digits, most IPv4 addresses;
 * - a UUID is kept as it is: record ids name the failing record and are never personal data.
 *
 * Names and street addresses cannot be told from other words and are not touched: job payloads
 * carry record ids only, and errors must not be built from personal fields (docs/architecture.md §5).
 */
const UUID = String.raw`\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b`;
// Bounded (a local part has at most 64 characters, a label 63) so that a long error stays linear.
const EMAIL = String.raw`[\p{L}\p{N}][\p{L}\p{N}._%+'\-]{0,63}(?:@|%40)(?:[\p{L}\p{N}][\p{L}\p{N}\-]{0,62}\.){1,10}\p{L}{2,63}`;
// An optional leading `+` and `(area code)`, then digit groups joined by 1 to 3 separators.
const NUMBER = String.raw`\+?(?:\(\d+\)[ .\-]?)?\d+(?:[ .\-/()]{1,3}\d+)*`;
const EMAILS = new RegExp(EMAIL, 'giu');
const NUMBERS = new RegExp(`(${UUID})|${NUMBER}`, 'gi');

export const EMAIL_PLACEHOLDER = '[email]';
export const NUMBER_PLACEHOLDER = '[number]';

/** 4 digits in a row, or 9 in all: what an SSN, a phone number, an A-Number or a date has and a status code does not. */
function isLongNumber(text: string): boolean {
  const groups = text.match(/\d+/g) ?? [];
  return groups.some((g) => g.length >= 4) || groups.join('').length >= 9;
}

/** The text with e-mail addresses and long numbers replaced (see above). */
export function scrubFailureReason(text: string): string {
  // Addresses first: a number must not take the digits an address starts with.
  return text
    .replace(EMAILS, EMAIL_PLACEHOLDER)
    .replace(NUMBERS, (match, uuid: string | undefined) => (!uuid && isLongNumber(match) ? NUMBER_PLACEHOLDER : match));
}

/**
 * Scrubs an error's message and the message lines of its stack (BullMQ stores both), keeping its
 * class and name, which BullMQ reads (UnrecoverableError, DelayedError). Stack frames (`    at …`)
 * keep their line numbers. A value that is not an Error becomes one.
 */
export function scrubError(err: unknown): Error {
  if (!(err instanceof Error)) return new Error(scrubFailureReason(String(err)));
  const message = scrubFailureReason(err.message);
  const stack = err.stack
    ?.split('\n')
    .map((line) => (/^\s+at /.test(line) ? line : scrubFailureReason(line)))
    .join('\n');
  try {
    Object.defineProperty(err, 'message', { value: message, writable: true, configurable: true, enumerable: false });
    if (stack !== undefined) Object.defineProperty(err, 'stack', { value: stack, writable: true, configurable: true, enumerable: false });
    return err;
  } catch {
    // A frozen error: a plain copy with the same name.
    const copy = new Error(message);
    copy.name = err.name;
    if (stack !== undefined) copy.stack = stack;
    return copy;
  }
}
