import { Inject, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { EntityManager } from 'typeorm';
import type { User } from '@clearhire/db';
import { Clock, fieldAt, FieldCipher } from '@clearhire/server';
import { AppConfig } from '../../config/app-config';
import { TwoFactorRepository } from './two-factor.repository';

/** Codes an authenticator app shows: 6 digits, a new one every 30 seconds (RFC 6238 defaults, which every app reads). */
const PERIOD_SECONDS = 30;
/** Recovery codes shown at enrolment; each works once. */
export const RECOVERY_CODE_COUNT = 10;

const normalizeRecoveryCode = (code: string): string => code.replace(/[\s-]/g, '').toUpperCase();
const recoveryHash = (code: string): string => createHash('sha256').update(normalizeRecoveryCode(code), 'utf8').digest('hex');

export interface TwoFactorSetup {
  /** The secret in base32, for typing into an app by hand. */
  secret: string;
  /** otpauth://totp/ClearHire:<email>?…, what the QR code holds. */
  uri: string;
  /** The QR code as an SVG data URL. */
  qrCode: string;
}

/**
 * Time-based one-time passwords (RFC 6238, the otpauth library) and one-use recovery codes.
 * The secret is stored encrypted like every personal field; a code is accepted once (the step of the
 * last accepted code is kept) and one step early or late, for a phone's clock that drifts.
 */
@Injectable()
export class TwoFactor {
  constructor(
    @Inject(FieldCipher) private readonly cipher: FieldCipher,
    @Inject(AppConfig) private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly stored: TwoFactorRepository,
  ) {}

  /** Whether the user must sign in with a second factor: administrators (unless configured otherwise), and everyone of a company that requires it. */
  async isRequired(m: EntityManager, user: User): Promise<boolean> {
    if (user.isAdmin) return this.config.ADMIN_TWO_FACTOR === 'required';
    return user.companyId !== null && (await this.stored.companyRequiresIt(m, user.companyId));
  }

  /** A new secret for the user, stored encrypted and not yet in use: `enable` turns it on with a first code. */
  async begin(m: EntityManager, user: User): Promise<TwoFactorSetup> {
    const secret = new Secret({ size: 20 });
    await this.stored.storeSecret(m, user.id, this.cipher.encryptText(secret.base32, fieldAt('users', 'totp_secret_encrypted', user.id)));
    const uri = this.totp(secret.base32, user.email).toString();
    const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    return { secret: secret.base32, uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
  }

  /**
   * Whether `code` is the user's current TOTP code, not used before; when it is, its step is
   * recorded (conditionally, so two requests with one code cannot both pass).
   */
  async acceptCode(m: EntityManager, user: User, code: string): Promise<boolean> {
    if (!user.totpSecretEncrypted || !/^\d{6}$/.test(code)) return false;
    const secret = this.cipher.decryptText(user.totpSecretEncrypted, fieldAt('users', 'totp_secret_encrypted', user.id));
    const now = this.clock.now().getTime();
    const delta = this.totp(secret, user.email).validate({ token: code, window: 1, timestamp: now });
    if (delta === null) return false;
    const step = Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
    return this.stored.recordStep(m, user.id, step);
  }

  /** Whether `code` is one of the user's unused recovery codes; it is used up if so. */
  async acceptRecoveryCode(m: EntityManager, userId: string, code: string): Promise<boolean> {
    if (normalizeRecoveryCode(code).length !== 10) return false;
    return this.stored.useRecoveryCode(m, userId, recoveryHash(code));
  }

  /**
   * Ends the user's pending two-factor challenges, those carrying `challengeVersion`: true for the
   * one call that did. Conditional on the version, so of two exchanges of one challenge at once only
   * one ends it (the other waits for the row, then finds it ended), in every API process alike.
   */
  async endChallenges(m: EntityManager, userId: string, challengeVersion: number): Promise<boolean> {
    return this.stored.endChallenges(m, userId, challengeVersion);
  }

  /** Ten new recovery codes (the old ones go), shown once: only their hashes are kept. */
  async newRecoveryCodes(m: EntityManager, userId: string): Promise<string[]> {
    // 7 random bytes give 12 base32 characters; 10 of them carry 50 bits. Shown as xxxxx-xxxxx.
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => new Secret({ size: 7 }).base32.slice(0, 10)).map((c) => `${c.slice(0, 5)}-${c.slice(5)}`.toLowerCase());
    await this.stored.replaceRecoveryCodes(m, userId, codes.map(recoveryHash));
    return codes;
  }

  /** Two-factor sign-in off: the secret and the recovery codes are gone. */
  async turnOff(m: EntityManager, userId: string): Promise<void> {
    await this.stored.turnOff(m, userId);
  }

  private totp(base32: string, email: string): TOTP {
    return new TOTP({ issuer: 'ClearHire', label: email, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(base32) });
  }
}
