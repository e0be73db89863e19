import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Request } from 'express';
import { ApiError } from '../../common/errors/api-error';
import { I9Service } from './i9.service';
import { SupplementBService } from './supplement-b.service';

const CHECKED = Symbol('uploadLinkChecked');
type CheckedRequest = Request & { [CHECKED]?: true };

/**
 * The public uploads (Section 1's documents, Supplement B's new document) read the private link
 * before any file: multer calls this for the first file part, with the fields sent before it, so a
 * request for an unknown, used or expired link is refused before up to 15 MB are buffered. The
 * forms send `url` first; a client that sends a file before it is asked to do the same.
 */
@Injectable()
export class UploadLinkCheck {
  constructor(private readonly moduleRef: ModuleRef) {}

  /** multer's fileFilter: accepts the file once the link is known to be open, or fails the request. */
  readonly fileFilter = (req: Request, _file: unknown, done: (error: Error | null, accept: boolean) => void): void => {
    this.check(req).then(
      () => done(null, true),
      (err: Error) => done(err, false),
    );
  };

  private async check(req: CheckedRequest): Promise<void> {
    if (req[CHECKED]) return;
    const url: unknown = req.body?.url;
    if (typeof url !== 'string' || url === '') throw ApiError.badRequest('The link is required: send the url field before the files.', 'url');
    // The services are the controllers' own; looked up here, outside the module that needs this filter.
    if (req.path.endsWith('/reverification')) {
      const { status } = await this.moduleRef.get(SupplementBService, { strict: false }).linkStatus(url);
      if (status === 'used') throw ApiError.conflict('This link has already been used.');
      if (status === 'expired') throw ApiError.conflict('This link has expired. Please ask your employer for a new one.');
    } else {
      const { status } = await this.moduleRef.get(I9Service, { strict: false }).linkStatus(url);
      if (status === 'used') throw ApiError.conflict('This I-9 form has already been submitted.');
    }
    req[CHECKED] = true;
  }
}
