import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { User } from '@clearhire/db';

/** A new account: an owner signing up a company, or an invitee accepting. */
export type NewUser = Pick<User, 'email' | 'passwordHash' | 'firstname' | 'lastname' | 'isAdmin' | 'companyId' | 'role'>;

/**
 * Users' rows as the company sign-up, the team calls and the password and two-factor calls read and
 * write them, each in the caller's transaction (or the data source's manager). Who may be read or changed is decided before: the team's rows are read and locked
 * through TeamRepository, the company through CompaniesRepository with the session's Scope. A
 * folder of its own, below both the companies and the accounts modules, which both write users.
 */
@Injectable()
export class UsersRepository {
  /** The user with this id (a session's user, a link's user). */
  byId(m: EntityManager, id: string): Promise<User | null> {
    return m.findOne(User, { where: { id } });
  }

  /**
   * The user with this address. `lock` holds the row for the caller's transaction (NO KEY UPDATE:
   * rows that merely refer to the user still go in), so requests for one address take turns.
   */
  byEmail(m: EntityManager, email: string, opts: { lock?: boolean } = {}): Promise<User | null> {
    return m.findOne(User, { where: { email }, ...(opts.lock ? { lock: { mode: 'for_no_key_update' as const } } : {}) });
  }

  async setPasswordHash(m: EntityManager, id: string, passwordHash: string): Promise<void> {
    await m.update(User, { id }, { passwordHash });
  }

  /** Whether an account already uses this address (the unique index decides a race; this answers the common case kindly). */
  addressTaken(m: EntityManager, email: string): Promise<boolean> {
    return m.exists(User, { where: { email } });
  }

  add(m: EntityManager, user: NewUser): Promise<User> {
    return m.save(m.create(User, user));
  }

  /** A changed role or disable, for a user read and locked through TeamRepository. */
  async setAccess(m: EntityManager, id: string, access: Pick<User, 'role' | 'disabledAt'>): Promise<void> {
    await m.update(User, { id }, access);
  }

  async remove(m: EntityManager, id: string): Promise<void> {
    await m.delete(User, { id });
  }

  /** The company's users who do not sign in with two factors, locked (the company is about to require it). */
  async withoutTwoFactor(m: EntityManager, companyId: number): Promise<string[]> {
    const rows: { id: string }[] = await m.query('SELECT id FROM users WHERE company_id = $1 AND totp_enabled_at IS NULL ORDER BY id FOR UPDATE', [companyId]);
    return rows.map((r) => r.id);
  }
}
