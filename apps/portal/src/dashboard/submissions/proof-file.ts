import { UPLOAD_LIMITS } from '@clearhire/contracts';

/** The file input's accept list: the extensions every upload takes (contracts' UPLOAD_LIMITS). */
export const PROOF_ACCEPT = UPLOAD_LIMITS.extensions.map((extension) => `.${extension}`).join(',');

/** The hint under the input: what a proof of sending is, and the upload limits. */
export const PROOF_HINT = 'A postmark scan, fax confirmation or portal receipt. JPG, JPEG, PNG or PDF, up to 5 MB.';

/**
 * What the browser can tell before sending a proof: the name decides the type, a browser-reported
 * MIME type must agree, and the size is within 5 MB. The API checks the content too.
 * Null when the file may go; otherwise the API's own message.
 */
export function proofFileRefusal(file: Pick<File, 'name' | 'size' | 'type'>): string | null {
  const extension = /\.([^.]+)$/.exec(file.name)?.[1].toLowerCase() ?? '';
  const extensionOk = (UPLOAD_LIMITS.extensions as readonly string[]).includes(extension);
  const typeOk = file.type === '' || (UPLOAD_LIMITS.mimeTypes as readonly string[]).includes(file.type);
  return extensionOk && typeOk && file.size > 0 && file.size <= UPLOAD_LIMITS.maxBytes ? null : UPLOAD_LIMITS.message;
}
