/**
 * Generated PDFs (8850, 9061, ERD) are listed on a record as `documents: [{ id, kind, createdAt }]`
 * once the document worker has rendered them. The field is not in every generated response type
 * yet, so it is read here from the untyped response, keeping only well-formed entries.
 */
export interface ListedDocument {
  id: string;
  kind: string;
  createdAt: string | null;
}

export const DOCUMENT_KIND = {
  form8850: 'form-8850',
  form9061: 'form-9061',
  form8850AsSent: 'form-8850-as-sent',
  form9061AsSent: 'form-9061-as-sent',
  erdAuthorization: 'erd-authorization',
} as const;

export function listedDocuments(record: unknown): ListedDocument[] {
  if (!record || typeof record !== 'object') return [];
  const documents = (record as { documents?: unknown }).documents;
  if (!Array.isArray(documents)) return [];
  return documents.flatMap((entry): ListedDocument[] => {
    if (!entry || typeof entry !== 'object') return [];
    const { id, kind, createdAt } = entry as Record<string, unknown>;
    if (typeof id !== 'string' || !id || typeof kind !== 'string') return [];
    return [{ id, kind, createdAt: typeof createdAt === 'string' ? createdAt : null }];
  });
}

/** The newest document of one kind: a re-rendered form replaces the older one on screen. */
export function latestDocument(record: unknown, kind: string): ListedDocument | undefined {
  return listedDocuments(record)
    .filter((d) => d.kind === kind)
    .reduce<ListedDocument | undefined>((newest, d) => (!newest || (d.createdAt ?? '') > (newest.createdAt ?? '') ? d : newest), undefined);
}
