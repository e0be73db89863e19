import type { DestinationStream } from 'pino';

/** A pino destination that keeps every line written to it, parsed, for a test to search. */
export class CapturedLogs implements DestinationStream {
  readonly raw: string[] = [];

  write(line: string): void {
    this.raw.push(line);
  }

  /** Every line as the JSON object it must be (JSON.parse throws on a line that is not). */
  lines(): Record<string, unknown>[] {
    return this.raw.map((line) => JSON.parse(line) as Record<string, unknown>);
  }

  text(): string {
    return this.raw.join('');
  }
}
