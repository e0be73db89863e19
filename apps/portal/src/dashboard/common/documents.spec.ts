import { latestDocument, listedDocuments } from './documents';

describe('listedDocuments', () => {
  it('reads nothing from a record without documents', () => {
    expect(listedDocuments({ id: 'x' })).toEqual([]);
    expect(listedDocuments(undefined)).toEqual([]);
    expect(listedDocuments({ documents: 'nope' })).toEqual([]);
  });

  it('keeps only well-formed entries', () => {
    const record = {
      documents: [
        { id: 'a', kind: 'form-8850', createdAt: '2026-11-22T10:00:00Z' },
        { id: '', kind: 'form-8850' },
        { id: 'b' },
        null,
        { id: 'c', kind: 'form-9061', createdAt: 5 },
      ],
    };
    expect(listedDocuments(record)).toEqual([
      { id: 'a', kind: 'form-8850', createdAt: '2026-11-22T10:00:00Z' },
      { id: 'c', kind: 'form-9061', createdAt: null },
    ]);
  });
});

describe('latestDocument', () => {
  it('picks the newest document of a kind', () => {
    const record = {
      documents: [
        { id: 'old', kind: 'erd-authorization', createdAt: '2026-01-01T00:00:00Z' },
        { id: 'new', kind: 'erd-authorization', createdAt: '2026-02-01T00:00:00Z' },
        { id: 'other', kind: 'form-8850', createdAt: '2026-03-01T00:00:00Z' },
      ],
    };
    expect(latestDocument(record, 'erd-authorization')?.id).toBe('new');
    expect(latestDocument(record, 'form-9061')).toBeUndefined();
  });
});
