import { I9_DOCUMENT_LISTS, type I9DocumentList } from '@clearhire/contracts';
import type { DocumentChoice } from '@clearhire/domain';
import { ApiError } from '../../common/errors/api-error';

/** Reads the documentsType field: which document of each list the employee chose. */
export function parseDocumentsType(raw: string): DocumentChoice {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw ApiError.badRequest('Documents must be a JSON object.', 'documentsType');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw ApiError.badRequest('Documents must be a JSON object.', 'documentsType');
  const choice: DocumentChoice = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (!(I9_DOCUMENT_LISTS as readonly string[]).includes(key)) throw ApiError.badRequest(`Unknown document list "${key}".`, 'documentsType');
    if (value === null || value === undefined) continue;
    const type = typeof value === 'string' ? value : (value as { type?: unknown }).type;
    if (typeof type !== 'string' || type.length === 0) throw ApiError.badRequest(`Choose the ${key.replace('list', 'List ')} document.`, key);
    choice[key as I9DocumentList] = type;
  }
  return choice;
}
