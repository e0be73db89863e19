import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull, type EntityManager } from 'typeorm';
import { Company, RecoveryCode, User } from '@clearhire/db';

/**
 * A user's second factor as stored: the encrypted TOTP secret and the step of the last code
 * accepted (users), the hashes of the recovery codes (recovery_codes), the version that ends pending
 * challenges, and whether the user's company requires it. Each write that must happen once is a
 * conditional UPDATE answering whether it did: two requests at once cannot both pass.
 */
@Injectable()
export class TwoFactorRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async companyRequiresIt(m: EntityManager, companyId: number): Promise<boolean> {
    return m.exists(Company, { where: { id: companyId, requireTwoFactor: true } });
  }

  /** A new secret, not yet in use: any earlier one and its last step are gone. */
  async storeSecret(m: EntityManager, userId: string, secretEncrypted: string): Promise<void> {
    await m.update(User, { id: userId }, { totpSecretEncrypted: secretEncrypted, totpEnabledAt: null, totpLastStep: null });
  }

  async markEnabled(m: EntityManager, userId: string): Promise<void> {
    await m.update(User, { id: userId }, { totpEnabledAt: () => 'now()' });
  }

  /** Records the step of an accepted code, only if it is later than the last one: true when it was. */
  async recordStep(m: EntityManager, userId: string, step: number): Promise<boolean> {
    return affectedOne(await m.query('UPDATE users SET totp_last_step = $2 WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2)', [userId, step]));
  }

  /** Uses up the unused recovery code with this hash: true when there was one. */
  async useRecoveryCode(m: EntityManager, userId: string, codeHash: string): Promise<boolean> {
    return affectedOne(await m.query('UPDATE recovery_codes SET used_at = now() WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL', [userId, codeHash]));
  }

  /** Raises the challenge version if it is still `challengeVersion`: true for the one call that did. */
  async endChallenges(m: EntityManager, userId: string, challengeVersion: number): Promise<boolean> {
    return affectedOne(
      await m.query('UPDATE users SET two_factor_challenge_version = two_factor_challenge_version + 1 WHERE id = $1 AND two_factor_challenge_version = $2', [userId, challengeVersion]),
    );
  }

  async replaceRecoveryCodes(m: EntityManager, userId: string, codeHashes: string[]): Promise<void> {
    await m.delete(RecoveryCode, { userId });
    await m.insert(RecoveryCode, codeHashes.map((codeHash) => ({ userId, codeHash })));
  }

  recoveryCodesLeft(userId: string): Promise<number> {
    return this.dataSource.getRepository(RecoveryCode).count({ where: { userId, usedAt: IsNull() } });
  }

  /** The secret and the recovery codes are gone. */
  async turnOff(m: EntityManager, userId: string): Promise<void> {
    await m.update(User, { id: userId }, { totpSecretEncrypted: null, totpEnabledAt: null, totpLastStep: null });
    await m.delete(RecoveryCode, { userId });
  }
}

/** A raw UPDATE answers [rows, affected count]. */
function affectedOne(result: [unknown[], number]): boolean {
  return result[1] === 1;
}
