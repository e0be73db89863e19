import type { StoreMode } from '@clearhire/server';

/**
 * Which hire record a submission's forms carry. Recording a hire bumps hireRevision; the stored
 * 8850 and 9061 carry formsRevision. Both only ever grow.
 */
export interface FormsRevisions {
  hireRevision: number;
  formsRevision: number;
}

/** 'replace' when a hire was recorded after the stored forms were rendered (every form is rendered again), else 'add' (only missing forms). */
export function renderModeOf(loaded: FormsRevisions): 'add' | 'replace' {
  return loaded.formsRevision < loaded.hireRevision ? 'replace' : 'add';
}

/**
 * Decided under the submission's row lock, for forms rendered from the `loaded` row:
 * - a hire recorded since they were read makes them outdated: 'discard' (that hire's own job renders it);
 * - forms that replace older ones are discarded if a concurrent run of the same hire stored its own first;
 * - otherwise they are stored as planned.
 */
export function claimRendering(loaded: FormsRevisions, mode: 'add' | 'replace', locked: FormsRevisions | undefined): StoreMode {
  if (!locked || locked.hireRevision !== loaded.hireRevision) return 'discard';
  if (mode === 'replace' && locked.formsRevision >= loaded.hireRevision) return 'discard';
  return mode;
}
