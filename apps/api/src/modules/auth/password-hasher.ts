import * as argon2 from 'argon2';

/** argon2id with the library's defaults (m=64 MiB, t=3, p=4; about 140 ms a hash here). */
export const hashPassword = (password: string): Promise<string> => argon2.hash(password, { type: argon2.argon2id });

export const verifyPassword = (hash: string, password: string): Promise<boolean> => argon2.verify(hash, password).catch(() => false);

// Checked when the e-mail is unknown, so that a failed login takes as long either way.
let decoy: Promise<string> | undefined;
export const decoyHash = (): Promise<string> => (decoy ??= hashPassword('decoy-password-for-timing'));
