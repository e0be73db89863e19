import { claimRendering, renderModeOf } from './submission-forms-revision';

describe('submission forms and the hire they carry', () => {
  it('renders every form again once a hire is recorded after them, and only missing ones otherwise', () => {
    expect(renderModeOf({ hireRevision: 0, formsRevision: 0 })).toBe('add');
    expect(renderModeOf({ hireRevision: 1, formsRevision: 0 })).toBe('replace');
    expect(renderModeOf({ hireRevision: 3, formsRevision: 2 })).toBe('replace');
    expect(renderModeOf({ hireRevision: 2, formsRevision: 2 })).toBe('add');
  });

  it('stores forms rendered from the row as it still is', () => {
    expect(claimRendering({ hireRevision: 0, formsRevision: 0 }, 'add', { hireRevision: 0, formsRevision: 0 })).toBe('add');
    expect(claimRendering({ hireRevision: 1, formsRevision: 0 }, 'replace', { hireRevision: 1, formsRevision: 0 })).toBe('replace');
  });

  it('discards forms made outdated by a hire recorded while they were rendered', () => {
    expect(claimRendering({ hireRevision: 0, formsRevision: 0 }, 'add', { hireRevision: 1, formsRevision: 0 })).toBe('discard');
    expect(claimRendering({ hireRevision: 1, formsRevision: 0 }, 'replace', { hireRevision: 2, formsRevision: 0 })).toBe('discard');
    // The newer hire's job already stored its forms.
    expect(claimRendering({ hireRevision: 1, formsRevision: 0 }, 'replace', { hireRevision: 2, formsRevision: 2 })).toBe('discard');
  });

  it('lets only the first of two runs for the same hire replace the forms (a retry racing the original, the sweep)', () => {
    expect(claimRendering({ hireRevision: 1, formsRevision: 0 }, 'replace', { hireRevision: 1, formsRevision: 1 })).toBe('discard');
  });

  it('stores nothing for a submission that is gone', () => {
    expect(claimRendering({ hireRevision: 0, formsRevision: 0 }, 'add', undefined)).toBe('discard');
  });
});
