import { filetypeinfo } from 'magic-bytes.js';
import { UPLOAD_LIMITS } from '@clearhire/contracts';

export type AllowedMime = (typeof UPLOAD_LIMITS.mimeTypes)[number];

const EXTENSIONS_BY_MIME: Record<AllowedMime, readonly string[]> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'application/pdf': ['pdf'],
};

/**
 * The type of an upload, judged by its content (magic bytes) and confirmed by its name: a PNG
 * renamed .pdf, or a script renamed .jpg, is refused. Null when not an accepted type.
 */
export function detectUploadType(bytes: Buffer, originalName: string): AllowedMime | null {
  const extension = originalName.toLowerCase().split('.').pop() ?? '';
  const detected = filetypeinfo(new Uint8Array(bytes.subarray(0, 64))).map((t) => t.mime);
  for (const mime of Object.keys(EXTENSIONS_BY_MIME) as AllowedMime[]) {
    if (detected.includes(mime) && EXTENSIONS_BY_MIME[mime].includes(extension)) return mime;
  }
  return null;
}

export const extensionOf = (mime: AllowedMime): string => EXTENSIONS_BY_MIME[mime][0];
