import type { LoggerService, LogLevel } from '@nestjs/common';
import pino, { type DestinationStream, type Logger } from 'pino';
import { currentLogContext } from './log-context';

export type ServiceLogLevel = 'error' | 'warn' | 'log' | 'debug';

/** Field names whose values are never written, wherever they sit in a logged object. */
const CREDENTIAL_FIELDS = ['authorization', 'cookie', 'password', 'token', 'ssn'];

/** Nest's level names as pino's. */
const PINO_LEVELS: Record<ServiceLogLevel, pino.Level> = { error: 'error', warn: 'warn', log: 'info', debug: 'debug' };

export interface ServiceLoggerOptions {
  /** `clearhire-api` or `clearhire-worker`: on every line, so one log store can hold both. */
  service: string;
  level: ServiceLogLevel;
  /** Where the lines go; stdout through pino's asynchronous writer when not given. */
  destination?: DestinationStream;
}

/** What every line of a service has, whichever logger writes it: time, level, service and message. */
function lineFormat(options: ServiceLoggerOptions): pino.LoggerOptions {
  return {
    level: PINO_LEVELS[options.level],
    base: { service: options.service },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    messageKey: 'msg',
  };
}

/** stdout through pino's asynchronous writer (SonicBoom, flushed on exit): a request never waits for it. */
export function standardOutput(): DestinationStream {
  return pino.destination({ dest: 1, sync: false });
}

/**
 * One JSON object per line: time, level, service, message, the Nest context and, during a request
 * or a job, its request id (and job id). Fields that could hold a credential are redacted wherever
 * they appear, in case one is ever logged by mistake.
 */
export function createServiceLogger(options: ServiceLoggerOptions): Logger {
  return pino(
    {
      ...lineFormat(options),
      // Two levels deep: an object given to Nest's logger lands under `detail`.
      redact: { paths: CREDENTIAL_FIELDS.flatMap((f) => [f, `*.${f}`, `*.*.${f}`]), censor: '[redacted]' },
      // Read from the async context at each line: nothing is bound per request, so a line costs the same anywhere.
      mixin: () => ({ ...currentLogContext() }),
    },
    options.destination ?? standardOutput(),
  );
}

/**
 * The line written once per HTTP request (method, route template, status, duration, request id):
 * the same format as the service logger's, without its redaction and context lookup. The line's
 * fields are fixed and hold no value a person typed, and the redaction's wildcard paths cost five
 * times the rest of the line on every request. Give it the service logger's destination, so both
 * write through one stream and their lines never interleave.
 */
export function createRequestLogger(options: ServiceLoggerOptions & { destination: DestinationStream }): Logger {
  return pino(lineFormat(options), options.destination);
}

const NEST_TO_PINO: Record<LogLevel, pino.Level> = { fatal: 'fatal', error: 'error', warn: 'warn', log: 'info', debug: 'debug', verbose: 'trace' };

/**
 * Nest's LoggerService over pino, so every existing `new Logger('Context').log(…)` writes one JSON
 * line with its context. Nest passes (message, context) or, for errors, (message, stack, context).
 */
export class PinoNestLogger implements LoggerService {
  constructor(readonly pino: Logger) {}

  log(message: unknown, ...rest: unknown[]): void {
    this.write('log', message, rest);
  }
  error(message: unknown, ...rest: unknown[]): void {
    this.write('error', message, rest);
  }
  warn(message: unknown, ...rest: unknown[]): void {
    this.write('warn', message, rest);
  }
  debug(message: unknown, ...rest: unknown[]): void {
    this.write('debug', message, rest);
  }
  verbose(message: unknown, ...rest: unknown[]): void {
    this.write('verbose', message, rest);
  }
  fatal(message: unknown, ...rest: unknown[]): void {
    this.write('fatal', message, rest);
  }

  private write(level: LogLevel, message: unknown, rest: unknown[]): void {
    const pinoLevel = NEST_TO_PINO[level];
    if (!this.pino.isLevelEnabled(pinoLevel)) return;
    const strings = rest.filter((r): r is string => typeof r === 'string');
    const context = strings.length ? strings[strings.length - 1] : undefined;
    // Nest's error(message, stack, context): the stack is the string before the context.
    const stack = level === 'error' || level === 'fatal' ? (strings.length > 1 ? strings[strings.length - 2] : undefined) : undefined;
    const fields: Record<string, unknown> = {};
    if (context) fields['context'] = context;
    if (stack) fields['stack'] = stack;
    if (message instanceof Error) this.pino[pinoLevel]({ ...fields, err: message }, message.message);
    else if (typeof message === 'string') this.pino[pinoLevel](fields, message);
    else this.pino[pinoLevel]({ ...fields, detail: message });
  }
}
