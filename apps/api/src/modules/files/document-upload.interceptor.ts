import { CallHandler, ExecutionContext, HttpStatus, Injectable, mixin, NestInterceptor, type Type } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import type { Observable } from 'rxjs';
import { UPLOAD_LIMITS } from '@clearhire/contracts';
import { ApiError } from '../../common/errors/api-error';

/**
 * Reads at most one document (JPG, JPEG, PNG or PDF, 5 MB: UPLOAD_LIMITS) from the multipart part
 * `field` into memory, after the access guard has passed; its bytes are encrypted before they are
 * stored. A request that is not multipart goes through untouched, so the same endpoint keeps
 * taking JSON. Multer's errors name `field`: the shared error filter's upload messages speak of
 * the I-9 lists. The content itself is judged later, by detectUploadType.
 */
export function DocumentUploadInterceptor(field: string): Type<NestInterceptor> {
  @Injectable()
  class DocumentUpload implements NestInterceptor {
    private readonly upload = multer({
      storage: multer.memoryStorage(),
      limits: { fileSize: UPLOAD_LIMITS.maxBytes, files: 1, fields: 20, fieldSize: 8 * 1024, parts: 25 },
    }).single(field);

    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      const http = context.switchToHttp();
      await new Promise<void>((resolve, reject) => {
        this.upload(http.getRequest<Request>(), http.getResponse<Response>(), (err: unknown) => (err ? reject(uploadError(err, field)) : resolve()));
      });
      return next.handle();
    }
  }
  return mixin(DocumentUpload);
}

function uploadError(err: unknown, field: string): ApiError {
  if (err instanceof MulterError) {
    if (err.code === 'LIMIT_FILE_SIZE') return new ApiError(HttpStatus.PAYLOAD_TOO_LARGE, [{ msg: UPLOAD_LIMITS.message, param: field }]);
    if (err.code === 'LIMIT_UNEXPECTED_FILE' || err.code === 'LIMIT_FILE_COUNT') return ApiError.badRequest(`Send one file at most, in the field "${field}".`, field);
    return ApiError.badRequest('The upload has too many or too large form fields.');
  }
  // busboy: a body that is not the multipart it claims to be.
  return ApiError.badRequest('The upload is not a valid multipart form.');
}
