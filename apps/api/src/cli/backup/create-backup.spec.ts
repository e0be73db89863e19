import { checkpointAfter, defaultArchiveName } from './create-backup';

describe('createBackup helpers', () => {
  it('names an archive by its UTC time alone', () => {
    expect(defaultArchiveName(new Date('2026-11-27T03:04:05.678Z'))).toBe('clearhire-backup-20261127T030405Z.tar');
  });

  it('leaves out the audit checkpoints signed after the snapshot, and only those', () => {
    const checkpoint = (lastId: number) => `audit-checkpoints/${String(lastId).padStart(20, '0')}-1795780000000`;
    expect(checkpointAfter(checkpoint(41), 42n)).toBe(false);
    expect(checkpointAfter(checkpoint(42), 42n)).toBe(false);
    expect(checkpointAfter(checkpoint(43), 42n)).toBe(true);
    // No event in the snapshot: every checkpoint names events the dump lacks.
    expect(checkpointAfter(checkpoint(1), null)).toBe(true);
    expect(checkpointAfter('documents/ab/ab12', 1n)).toBe(false);
  });
});
