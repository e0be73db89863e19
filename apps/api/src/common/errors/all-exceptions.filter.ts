import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import type { Response } from 'express';
import { QueryFailedError } from 'typeorm';
import type { ApiErrorItem } from '@clearhire/contracts';
import { UPLOAD_LIMITS } from '@clearhire/contracts';
import { NoWotcRulesError } from '@clearhire/domain';
import { ApiError } from './api-error';
import { isTransientConflict, TRANSIENT_CONFLICT_RETRY_AFTER_SECONDS } from './transient-conflict';

const STATUS_MESSAGES: Partial<Record<number, string>> = {
  400: 'The request is not valid.',
  401: 'Please log in to continue.',
  403: 'You are not allowed to do this.',
  404: 'Not found.',
  413: 'The request is too large.',
  429: 'Too many requests. Please wait a minute and try again.',
  503: 'The service is busy. Please try again in a moment.',
};

/**
 * The one place where anything thrown becomes a response. Known errors keep their status and
 * message; anything else is a bug: logged (without the request body, which may hold personal
 * data) and answered with a bare 500.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    const req = host.switchToHttp().getRequest<{ method: string; route?: { path: string } }>();
    const { status, errors, headers, transient } = this.toBody(exception);
    if (transient) {
      // Expected now and then under load, and answered: worth a line, not an alarm.
      this.logger.warn(`${req.method} ${req.route?.path ?? '(no route)'} aborted by the database, answered 503: ${describe(exception)}`);
    } else if (status >= 500) {
      this.logger.error(`${req.method} ${req.route?.path ?? '(no route)'} failed: ${describe(exception)}`);
    }
    if (res.headersSent) {
      res.end();
      return;
    }
    for (const [name, value] of Object.entries(headers ?? {})) res.setHeader(name, value);
    res.status(status).json({ errors });
  }

  private toBody(exception: unknown): { status: number; errors: ApiErrorItem[]; headers?: Record<string, string>; transient?: boolean } {
    if (exception instanceof ApiError) return { status: exception.getStatus(), errors: exception.items, headers: exception.headers };
    // Errors raised by Express middleware before Nest (body-parser) carry a status and a type.
    const mw = exception as { status?: number; type?: string };
    if (mw && typeof mw.type === 'string' && typeof mw.status === 'number' && mw.status >= 400 && mw.status < 500) {
      if (mw.type === 'entity.parse.failed') return { status: 400, errors: [{ msg: 'The request body is not valid JSON.' }] };
      if (mw.type === 'entity.too.large') return { status: 413, errors: [{ msg: STATUS_MESSAGES[413]! }] };
      return { status: mw.status, errors: [{ msg: STATUS_MESSAGES[mw.status] ?? 'The request is not valid.' }] };
    }
    if (exception instanceof ThrottlerException) return { status: 429, errors: [{ msg: STATUS_MESSAGES[429]! }] };
    // A stored date before the WOTC rules table (a row from before 2015): the domain's message names
    // the date. Inputs are refused with their field before they get here (hire dates, tax years).
    if (exception instanceof NoWotcRulesError) return { status: 400, errors: [{ msg: exception.message }] };
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      if (status === HttpStatus.PAYLOAD_TOO_LARGE) return { status, errors: [{ msg: this.tooLargeMessage(exception) }] };
      // Nest turns body-parser's SyntaxError into a bare BadRequestException carrying its message.
      if (status === HttpStatus.BAD_REQUEST && /JSON/.test(exception.message)) return { status, errors: [{ msg: 'The request body is not valid JSON.' }] };
      // multer: "Unexpected file field - listD" (an unknown field, or a second file for a list).
      const unexpected = status === HttpStatus.BAD_REQUEST ? /unexpected (?:file )?field(?: - (\w+))?/i.exec(exception.message) : null;
      if (unexpected) {
        const msg = 'Upload one file for each of listA, listB and listC at most.';
        return { status, errors: [unexpected[1] ? { msg, param: unexpected[1] } : { msg }] };
      }
      return { status, errors: [{ msg: STATUS_MESSAGES[status] ?? exception.message }] };
    }
    // A transaction PostgreSQL aborted to break a deadlock rolled back whole: the request can be sent again.
    if (isTransientConflict(exception)) {
      return { status: 503, errors: [{ msg: STATUS_MESSAGES[503]! }], headers: { 'Retry-After': String(TRANSIENT_CONFLICT_RETRY_AFTER_SECONDS) }, transient: true };
    }
    return { status: 500, errors: [{ msg: 'Something went wrong on our side. Please try again later.' }] };
  }

  private tooLargeMessage(exception: HttpException): string {
    return /file/i.test(exception.message) ? UPLOAD_LIMITS.message : STATUS_MESSAGES[413]!;
  }
}

/**
 * What a log line may say about an unexpected error. Database errors are reduced to their code,
 * table and constraint: their messages and parameters can quote submitted values (names,
 * e-mails, SSNs), which must never reach a log.
 */
function describe(exception: unknown): string {
  if (exception instanceof QueryFailedError) {
    const d = exception.driverError as { code?: string; table?: string; constraint?: string; routine?: string };
    return `QueryFailedError code=${d.code ?? '?'} table=${d.table ?? '?'} constraint=${d.constraint ?? '?'} routine=${d.routine ?? '?'}`;
  }
  if (exception instanceof Error) return `${exception.name}: ${exception.message}\n${exception.stack?.split('\n').slice(1, 6).join('\n') ?? ''}`;
  return typeof exception;
}
