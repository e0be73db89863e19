import { Inject, Injectable } from '@nestjs/common';
import { createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import { AppConfig } from '../../config/app-config';
import type { User } from '@clearhire/db';
import type { Session } from './session';

const TWO_FACTOR_CHALLENGE = 'two-factor';

/** Verified session tokens this process remembers at most; the oldest go first beyond it. */
const VERIFIED_TOKENS = 10_000;

interface VerifiedToken {
  read: { session: Session; version: number };
  /** When the token expires (its `exp`), in ms since the epoch. */
  expiresAt: number;
}

/** Issues and reads session tokens: HS256 JWTs carrying the Session fields. */
@Injectable()
export class TokenService {
  /**
   * The HS256 key as a KeyObject, made once: given a string, jsonwebtoken first tries to parse
   * it as a public key on every call, which was the costliest step of an authenticated request.
   */
  private readonly key: KeyObject;
  /**
   * Session tokens already verified, by their exact text: a client sends the same token with every
   * call, and checking its signature and claims again cost about a tenth of an authenticated read.
   * Only the expiry is checked again. A token is valid or not by its text alone (HMAC under our
   * key); whether its session has ended is SessionVersions' question, asked on every request.
   */
  private readonly verified = new Map<string, VerifiedToken>();

  constructor(
    private readonly jwt: JwtService,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {
    this.key = createSecretKey(Buffer.from(config.JWT_SECRET, 'utf8'));
  }

  /**
   * A token for the session, carrying the user's current token version (`ver`, see SessionVersions)
   * and a new sign-in id (`sid`, see EndedSessions): each token issued is a sign-in of its own.
   */
  issue(session: Session, version: number): string {
    const { signIn: _previous, locationIds: _fromDatabase, ...claims } = session;
    const sid = randomBytes(16).toString('base64url');
    return this.jwt.sign({ ...claims, ver: version, sid }, { secret: this.key as never, expiresIn: this.config.JWT_TTL as never, algorithm: 'HS256' });
  }

  /**
   * A token for a user as stored now: their name, company, role and current token version.
   * `twoFactorSetupRequired` limits the session to setting up two-factor sign-in.
   */
  issueFor(user: User, options: { twoFactorSetupRequired?: boolean } = {}): string {
    return this.issue(
      {
        userId: user.id,
        isAdmin: user.isAdmin,
        name: `${user.firstname} ${user.lastname}`,
        companyId: user.companyId,
        role: user.isAdmin ? null : user.role,
        ...(options.twoFactorSetupRequired ? { twoFactorSetupRequired: true } : {}),
      },
      user.tokenVersion,
    );
  }

  /**
   * The proof, after a correct password, that the user may now give their second factor: good for
   * 5 minutes and for nothing else (it is never a session: `read` refuses it). It carries the user's
   * token version (a logout voids it) and two-factor challenge version (one session voids it).
   */
  issueTwoFactorChallenge(user: Pick<User, 'id' | 'tokenVersion' | 'twoFactorChallengeVersion'>): string {
    return this.jwt.sign(
      { purpose: TWO_FACTOR_CHALLENGE, userId: user.id, ver: user.tokenVersion, cv: user.twoFactorChallengeVersion },
      { secret: this.key as never, expiresIn: '5m', algorithm: 'HS256' },
    );
  }

  /**
   * The user, token version and challenge version of a two-factor challenge, or null when it is not
   * one, forged or expired. One from before challenges carried `cv` (5 minutes at most) is refused
   * like an expired one: its user logs in again.
   */
  readTwoFactorChallenge(token: string): { userId: string; version: number; challengeVersion: number } | null {
    try {
      const p = this.jwt.verify<Record<string, unknown>>(token, { secret: this.key as never, algorithms: ['HS256'] });
      if (p['purpose'] !== TWO_FACTOR_CHALLENGE || typeof p['userId'] !== 'string' || typeof p['ver'] !== 'number' || typeof p['cv'] !== 'number') return null;
      return { userId: p['userId'], version: p['ver'], challengeVersion: p['cv'] };
    } catch {
      return null;
    }
  }

  /**
   * The session in a token and the token version it carries, or null when it is malformed, forged or
   * expired. A token from before versions were carried counts as version 0, every user's first.
   */
  read(token: string): { session: Session; version: number } | null {
    const known = this.verified.get(token);
    if (known) {
      if (known.expiresAt > Date.now()) return known.read;
      this.verified.delete(token);
      return null;
    }
    const read = this.verify(token);
    if (read) {
      if (this.verified.size >= VERIFIED_TOKENS) this.verified.delete(this.verified.keys().next().value as string);
      this.verified.set(token, read);
      return read.read;
    }
    return null;
  }

  private verify(token: string): VerifiedToken | null {
    try {
      const p = this.jwt.verify<Record<string, unknown>>(token, { secret: this.key as never, algorithms: ['HS256'] });
      if (p['purpose'] !== undefined) return null;
      if (typeof p['userId'] !== 'string' || typeof p['isAdmin'] !== 'boolean' || typeof p['name'] !== 'string') return null;
      const companyId = p['companyId'];
      if (!(companyId === null || (typeof companyId === 'number' && Number.isInteger(companyId)))) return null;
      if (!p['isAdmin'] && companyId === null) return null;
      // A token from before roles were carried: a company user counts as a member (the least a
      // company user may do) until they log in again; an administrator has no role.
      const role = p['isAdmin'] ? null : p['role'] === 'owner' ? 'owner' : 'member';
      const version = p['ver'] ?? 0;
      if (typeof version !== 'number' || !Number.isInteger(version)) return null;
      const setup = p['twoFactorSetupRequired'] === true ? { twoFactorSetupRequired: true } : {};
      // jsonwebtoken has checked exp is a number; a session token always carries one (JWT_TTL).
      if (typeof p['exp'] !== 'number') return null;
      // A token from before sign-ins were named has no sid: its Logout ends every session of the user.
      const signIn = typeof p['sid'] === 'string' && p['sid'] !== '' ? { signIn: Object.freeze({ sessionId: p['sid'], expiresAt: p['exp'] * 1000 }) } : {};
      // Frozen: one request must not change the session another request is given from the cache.
      const session: Session = Object.freeze({ userId: p['userId'], isAdmin: p['isAdmin'], name: p['name'], companyId, role, ...setup, ...signIn });
      return { read: { session, version }, expiresAt: p['exp'] * 1000 };
    } catch {
      return null;
    }
  }
}
