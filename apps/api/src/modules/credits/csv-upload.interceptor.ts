import { CallHandler, ExecutionContext, HttpStatus, Injectable, NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import type { Observable } from 'rxjs';
import { WAGE_IMPORT_LIMITS } from '@clearhire/contracts';
import { ApiError } from '../../common/errors/api-error';

/**
 * Reads the one `file` part of the wage import into memory (1 MB at most) after the access guard
 * has passed. Multer's own errors become messages about this upload: the shared error filter
 * speaks of the I-9 documents, which would mislead here.
 */
@Injectable()
export class CsvUploadInterceptor implements NestInterceptor {
  private readonly upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: WAGE_IMPORT_LIMITS.maxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 8 },
  }).single('file');

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    await new Promise<void>((resolve, reject) => {
      this.upload(http.getRequest<Request>(), http.getResponse<Response>(), (err: unknown) => (err ? reject(uploadError(err)) : resolve()));
    });
    return next.handle();
  }
}

function uploadError(err: unknown): ApiError {
  if (err instanceof MulterError) {
    if (err.code === 'LIMIT_FILE_SIZE') return new ApiError(HttpStatus.PAYLOAD_TOO_LARGE, [{ msg: WAGE_IMPORT_LIMITS.message, param: 'file' }]);
    if (err.code === 'LIMIT_UNEXPECTED_FILE' || err.code === 'LIMIT_FILE_COUNT') return ApiError.badRequest('Send one CSV file, in the field "file".', 'file');
    return ApiError.badRequest('The upload has too many or too large form fields.');
  }
  // busboy: a body that is not the multipart it claims to be.
  return ApiError.badRequest('The upload is not a valid multipart form.');
}
