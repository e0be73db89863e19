import { CallHandler, ExecutionContext, HttpStatus, Injectable, NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import type { Observable } from 'rxjs';
import { EMPLOYEE_IMPORT_LIMITS } from '@clearhire/contracts';
import { ApiError } from '../../common/errors/api-error';

/** The CSV's bytes, put on the request by CsvBodyInterceptor. */
export const CSV_BYTES = Symbol('csv-bytes');
export type RequestWithCsv = Request & { [CSV_BYTES]?: Buffer };

const tooLarge = () => new ApiError(HttpStatus.PAYLOAD_TOO_LARGE, [{ msg: EMPLOYEE_IMPORT_LIMITS.message, param: 'file' }]);

/**
 * Reads the employee CSV after the access guard has passed, from either of the two ways it comes:
 * a browser's multipart form with one `file` part (a .csv), or an HR system's request whose whole
 * body is the CSV (Content-Type: text/csv). At most EMPLOYEE_IMPORT_LIMITS.maxBytes either way (413).
 */
@Injectable()
export class CsvBodyInterceptor implements NestInterceptor {
  private readonly upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: EMPLOYEE_IMPORT_LIMITS.maxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 8 },
  }).single('file');

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const req = http.getRequest<RequestWithCsv>();
    if (req.is('text/csv')) req[CSV_BYTES] = await rawBody(req);
    else if (req.is('multipart/form-data')) {
      await new Promise<void>((resolve, reject) => this.upload(req, http.getResponse<Response>(), (err: unknown) => (err ? reject(uploadError(err)) : resolve())));
      const file = (req as Request & { file?: Express.Multer.File }).file;
      if (!file) throw ApiError.badRequest('Attach the CSV file, in the field "file".', 'file');
      if (!/\.csv$/i.test(file.originalname)) throw ApiError.unsupportedMedia(EMPLOYEE_IMPORT_LIMITS.message, 'file');
      req[CSV_BYTES] = file.buffer;
    } else throw ApiError.unsupportedMedia('Send the CSV as the request body (Content-Type: text/csv) or as the "file" part of a multipart form.', 'file');
    return next.handle();
  }
}

/** The body as bytes, refused as soon as it passes the cap (a declared Content-Length over it is refused unread). */
function rawBody(req: Request): Promise<Buffer> {
  const max = EMPLOYEE_IMPORT_LIMITS.maxBytes;
  if (Number(req.headers['content-length'] ?? 0) > max) return Promise.reject(tooLarge());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > max) {
        req.removeAllListeners('data');
        req.resume();
        reject(tooLarge());
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', () => reject(ApiError.badRequest('The upload was interrupted.', 'file')));
  });
}

function uploadError(err: unknown): ApiError {
  if (err instanceof MulterError) {
    if (err.code === 'LIMIT_FILE_SIZE') return tooLarge();
    if (err.code === 'LIMIT_UNEXPECTED_FILE' || err.code === 'LIMIT_FILE_COUNT') return ApiError.badRequest('Send one CSV file, in the field "file".', 'file');
    return ApiError.badRequest('The upload has too many or too large form fields.');
  }
  return ApiError.badRequest('The upload is not a valid multipart form.');
}
