import { randomBytes } from 'node:crypto';
import { BackupError } from './backup-error';
import { checkManifest, keyChecksOf, keysFromEnv, MANIFEST_FORMAT, signManifest, type BackupManifest } from './backup-manifest';

const b64 = () => randomBytes(32).toString('base64');
const env = { ENCRYPTION_KEYS: `k2:${b64()},k1:${b64()}`, BLIND_INDEX_KEY: b64(), AUDIT_KEY: b64() };
const keys = keysFromEnv(env);

function manifest(): BackupManifest {
  return signManifest(
    {
      format: MANIFEST_FORMAT,
      createdAt: '2026-11-27T12:00:00.000Z',
      appVersion: '1.2.3',
      database: { entry: 'db.dump', bytes: 10, sha256: 'a'.repeat(64), pgDumpVersion: '15.20', serverVersion: '15.20', newestMigration: 'Initial1', tables: { 'public.companies': 2 } },
      objects: { count: 1, bytes: 5, skipped: 0, files: { 'documents/ab/x': { bytes: 5, sha256: 'b'.repeat(64) } } },
      keyChecks: keyChecksOf(keys),
    },
    keys.audit,
  );
}

const refusal = (text: string, withEnv: Record<string, string>) => {
  try {
    checkManifest(text, keysFromEnv(withEnv));
  } catch (err) {
    expect(err).toBeInstanceOf(BackupError);
    return (err as Error).message;
  }
  throw new Error('accepted');
};

describe('the backup manifest', () => {
  it('is accepted with the keys it was made with, and holds none of them', () => {
    const text = JSON.stringify(manifest(), null, 1);
    expect(checkManifest(text, keys).database.tables).toEqual({ 'public.companies': 2 });
    for (const secret of [...env.ENCRYPTION_KEYS.split(',').map((p) => p.split(':')[1]), env.BLIND_INDEX_KEY, env.AUDIT_KEY]) expect(text).not.toContain(secret);
  });

  it('names the key that differs, and a key id the configuration lacks', () => {
    const text = JSON.stringify(manifest());
    expect(refusal(text, { ...env, AUDIT_KEY: b64() })).toMatch(/^AUDIT_KEY is not the key this backup was made with/);
    expect(refusal(text, { ...env, BLIND_INDEX_KEY: b64() })).toMatch(/^BLIND_INDEX_KEY is not the key/);
    expect(refusal(text, { ...env, ENCRYPTION_KEYS: `k2:${env.ENCRYPTION_KEYS.split(',')[0].split(':')[1]}` })).toBe('ENCRYPTION_KEYS lacks the key "k1" this backup was made with: add it (kept apart from the archives).');
    expect(refusal(text, { ...env, ENCRYPTION_KEYS: `k2:${b64()},k1:${env.ENCRYPTION_KEYS.split(',')[1].split(':')[1]}` })).toBe('ENCRYPTION_KEYS holds another key under the id "k2" than this backup was made with.');
  });

  it('accepts more keys than the backup needed (a key added since)', () => {
    expect(checkManifest(JSON.stringify(manifest()), keysFromEnv({ ...env, ENCRYPTION_KEYS: `k3:${b64()},${env.ENCRYPTION_KEYS}` })).format).toBe(MANIFEST_FORMAT);
  });

  it('refuses a rewritten manifest, one without a signature, and what is not a manifest', () => {
    const forged = manifest();
    forged.database.tables['public.companies'] = 3;
    expect(refusal(JSON.stringify(forged), env)).toBe('The archive was altered: its manifest does not carry a valid signature.');
    expect(refusal(JSON.stringify({ ...manifest(), signature: undefined }), env)).toBe('The archive was altered: its manifest does not carry a valid signature.');
    expect(refusal('{"format":', env)).toBe('The archive is damaged: its manifest is not valid JSON.');
    expect(refusal('{"format":"something-else/1"}', env)).toMatch(/^This is not a ClearHire backup/);
  });

  it('refuses missing or malformed keys in one line naming the variable', () => {
    expect(() => keysFromEnv({ ...env, AUDIT_KEY: '' })).toThrow('AUDIT_KEY must be set to 32 bytes in base64 (see .env.example).');
    expect(() => keysFromEnv({ ...env, ENCRYPTION_KEYS: 'k1:short' })).toThrow(/^ENCRYPTION_KEYS must be id:base64key pairs/);
  });
});
