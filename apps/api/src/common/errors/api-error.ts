import { HttpException, HttpStatus } from '@nestjs/common';
import type { ApiErrorItem } from '@clearhire/contracts';

/** An error with the one body shape of docs/architecture.md §3: { errors: [{ msg, param? }] }. */
export class ApiError extends HttpException {
  /** Headers the answer carries besides the body (Retry-After on a 429); set by AllExceptionsFilter. */
  readonly headers: Record<string, string> = {};

  constructor(status: HttpStatus, readonly items: ApiErrorItem[]) {
    super({ errors: items }, status);
  }

  static badRequest(msg: string, param?: string): ApiError {
    return new ApiError(HttpStatus.BAD_REQUEST, [param ? { msg, param } : { msg }]);
  }

  static unauthorized(msg = 'Please log in to continue.'): ApiError {
    return new ApiError(HttpStatus.UNAUTHORIZED, [{ msg }]);
  }

  static forbidden(msg = 'You are not allowed to do this.'): ApiError {
    return new ApiError(HttpStatus.FORBIDDEN, [{ msg }]);
  }

  static notFound(what: string): ApiError {
    return new ApiError(HttpStatus.NOT_FOUND, [{ msg: `${what} not found.` }]);
  }

  static conflict(msg: string, param?: string): ApiError {
    return new ApiError(HttpStatus.CONFLICT, [param ? { msg, param } : { msg }]);
  }

  /** 429 with the standard Retry-After (whole seconds), so any client knows how long to wait. */
  static tooManyRequests(msg: string, retryAfterSeconds: number): ApiError {
    const error = new ApiError(HttpStatus.TOO_MANY_REQUESTS, [{ msg }]);
    error.headers['Retry-After'] = String(retryAfterSeconds);
    return error;
  }

  static unsupportedMedia(msg: string, param?: string): ApiError {
    return new ApiError(HttpStatus.UNSUPPORTED_MEDIA_TYPE, [param ? { msg, param } : { msg }]);
  }
}
