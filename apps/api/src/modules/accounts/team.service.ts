import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { AccountLink, type User } from '@clearhire/db';
import { INVITATION_DAYS, type CompanyRole, type TeamUserAction } from '@clearhire/contracts';
import { AuditService, Clock, JobName, JobQueue } from '@clearhire/server';
import { ApiError } from '../../common/errors/api-error';
import { OWNERS_ONLY } from '../../common/auth/access.guard';
import type { Actor, Session } from '../../common/auth/session';
import { SessionVersions } from '../../common/auth/session-versions';
import { hashPassword } from '../auth/password-hasher';
import { assertSamePasswords } from '../auth/password-policy';
import { AccountLinksRepository } from './account-links.repository';
import { TeamRepository, teamCompanyId, type Team } from './team.repository';
import { CompaniesRepository } from '../companies/companies.repository';
import { Scope } from '../../common/auth/scope';
import { TwoFactor } from '../auth/two-factor';
import { SessionIssuer } from '../auth/session-issuer';
import { UsersRepository } from '../users/users.repository';
import { LocationsRepository } from '../locations/locations.repository';
import type { AccountUser, InvitationView, PendingInvitation, TeamView } from './accounts.dto';
import { lastManagerRefusal, offeredActions, twoFactorResetRefusal } from './team-rules';

export const ADDRESS_TAKEN = 'This address already has a ClearHire account.';
export const CHOOSE_MEMBER_LOCATIONS = "Choose the member's locations (locationIds).";
export const NOT_COMPANY_LOCATIONS = "Choose among the company's locations.";
export const OWNER_NO_LOCATIONS = 'An owner sees every location: locations are given to members only.';

/** A change of a company user (or of an administrator: `disabled` only). */
export interface UserChange {
  role?: CompanyRole;
  disabled?: boolean;
  locationIds?: number[];
}

/**
 * The people of a company (owners and members) and the administrators: who they are, inviting
 * more, changing a role, disabling or removing one. A company always keeps one owner who can log
 * in, and the service one administrator (team-rules.ts, which also tells the list what to offer); a
 * change of role, a disable and a removal end the user's sessions at once.
 */
@Injectable()
export class TeamService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly links: AccountLinksRepository,
    private readonly audit: AuditService,
    private readonly versions: SessionVersions,
    private readonly sessions: SessionIssuer,
    private readonly clock: Clock,
    @Inject(JobQueue) private readonly jobs: JobQueue,
    private readonly twoFactor: TwoFactor,
    private readonly team: TeamRepository,
    private readonly companies: CompaniesRepository,
    private readonly users: UsersRepository,
    private readonly locations: LocationsRepository,
  ) {}

  /** The company's users and open invitations: for its own users (any role) and administrators; another company's user gets 404. */
  async companyTeam(companyId: number, session: Session, actor: Actor): Promise<TeamView> {
    await this.visibleCompany(companyId, session);
    const view = await this.teamView({ companyId }, session);
    await this.audit.recordAccess({ actor, action: 'company.users_read', recordType: 'company', recordId: companyId, companyId, detail: { ids: view.users.map((u) => u.id) } });
    return view;
  }

  async adminTeam(session: Session, actor: Actor): Promise<TeamView> {
    const view = await this.teamView({ admins: true }, session);
    await this.audit.recordAccess({ actor, action: 'admin.users_read', recordType: 'user', recordId: session.userId, companyId: null, detail: { ids: view.users.map((u) => u.id) } });
    return view;
  }

  /** An owner (or an administrator) invites someone to the company with a role; a second invitation to the same address replaces the first. */
  async inviteToCompany(companyId: number, invitation: { email: string; role: CompanyRole; locationIds?: number[] }, session: Session, actor: Actor): Promise<string> {
    await this.managedCompany(companyId, session);
    if (invitation.role !== 'member' && invitation.locationIds !== undefined) throw ApiError.badRequest(OWNER_NO_LOCATIONS, 'locationIds');
    return this.invite({ companyId }, invitation.email.toLowerCase(), invitation.role, session, actor, invitation.locationIds);
  }

  inviteAdmin(email: string, session: Session, actor: Actor): Promise<string> {
    return this.invite({ admins: true }, email.toLowerCase(), null, session, actor);
  }

  async withdrawCompanyInvitation(companyId: number, invitationId: string, session: Session, actor: Actor): Promise<void> {
    await this.managedCompany(companyId, session);
    await this.withdraw({ companyId }, invitationId, actor);
  }

  withdrawAdminInvitation(invitationId: string, actor: Actor): Promise<void> {
    return this.withdraw({ admins: true }, invitationId, actor);
  }

  /** Changes a company user's role or locations, or disables (enables) them. */
  async updateCompanyUser(companyId: number, userId: string, change: UserChange, session: Session, actor: Actor): Promise<AccountUser> {
    await this.managedCompany(companyId, session);
    if (change.role === undefined && change.disabled === undefined && change.locationIds === undefined) {
      throw ApiError.badRequest('Give a role, locations or whether the user is disabled.');
    }
    return this.update({ companyId }, userId, change, session, actor);
  }

  updateAdmin(userId: string, disabled: boolean, session: Session, actor: Actor): Promise<AccountUser> {
    return this.update({ admins: true }, userId, { disabled }, session, actor);
  }

  /**
   * Turns off a company user's two-factor sign-in (a lost phone and no recovery code left): their
   * sessions end, and they set it up again at the next login where it is required.
   */
  async resetCompanyUserTwoFactor(companyId: number, userId: string, session: Session, actor: Actor): Promise<AccountUser> {
    await this.managedCompany(companyId, session);
    return this.resetTwoFactor({ companyId }, userId, session, actor);
  }

  resetAdminTwoFactor(userId: string, session: Session, actor: Actor): Promise<AccountUser> {
    return this.resetTwoFactor({ admins: true }, userId, session, actor);
  }

  /** Removes a company user for good; their sessions end at once. */
  async removeCompanyUser(companyId: number, userId: string, session: Session, actor: Actor): Promise<void> {
    await this.managedCompany(companyId, session);
    const revoked = await this.dataSource.transaction(async (m) => {
      const users = await this.lockTeam(m, { companyId });
      const user = users.find((u) => u.id === userId);
      if (!user) throw ApiError.notFound('User');
      const refusal = lastManagerRefusal({ companyId }, users, user.id, null);
      if (refusal) throw ApiError.conflict(refusal);
      const done = await this.versions.revokeAll(user.id, m);
      await this.links.withdrawInvitationsBy(m, user.id);
      await this.users.remove(m, user.id);
      await this.audit.record(m, { actor, action: 'company.user_removed', recordType: 'user', recordId: user.id, companyId, detail: { role: user.role } });
      return done;
    });
    revoked.afterCommit();
  }

  /** What an invitation link is for, so the page can say it before the invitee chooses a password. */
  async lookupInvitation(token: string): Promise<InvitationView> {
    const link = await this.links.peek(this.dataSource.manager, token, 'invitation', this.clock.now());
    // The invitation's link is the credential: its company is the one the system acts for.
    const company = link.companyId === null ? null : await this.companies.findOne(Scope.company(link.companyId), link.companyId);
    if (link.companyId !== null && !company) throw ApiError.badRequest('This invitation is no longer valid: the company has left ClearHire.', 'token');
    return { email: link.email, companyName: company?.name ?? null, role: link.role, expiresAt: link.expiresAt.toISOString() };
  }

  /** The invitee chooses a name and a password; the account is created with the invitation's address and role, and logged in. */
  async acceptInvitation(dto: { token: string; firstname: string; lastname: string; password: string; password2: string }, actor: Actor): Promise<string> {
    assertSamePasswords(dto);
    const passwordHash = await hashPassword(dto.password);
    const user = await this.dataSource
      .transaction(async (m) => {
        const link = await this.links.take(m, dto.token, 'invitation', this.clock.now());
        if (link.companyId !== null && !(await this.companies.exists(Scope.company(link.companyId), link.companyId, m))) {
          throw ApiError.badRequest('This invitation is no longer valid: the company has left ClearHire.', 'token');
        }
        if (await this.users.addressTaken(m, link.email)) throw ApiError.conflict(`${ADDRESS_TAKEN} Please log in instead.`, 'token');
        const admin = link.companyId === null;
        const created = await this.users.add(m, { email: link.email, passwordHash, firstname: dto.firstname, lastname: dto.lastname, isAdmin: admin, companyId: link.companyId, role: admin ? null : link.role });
        await this.links.markUsed(m, link.id, created.id);
        if (created.role === 'member' && link.companyId !== null) await this.team.assignInvitedLocations(m, created.id, link.companyId, link.locationIds);
        await this.audit.record(m, {
          actor: { session: { userId: created.id, isAdmin: admin }, ip: actor.ip },
          action: 'user.invitation_accepted',
          recordType: 'user',
          recordId: created.id,
          companyId: link.companyId,
          detail: { invitationId: link.id, role: created.role, invitedBy: link.invitedBy },
        });
        return created;
      })
      .catch((err: unknown) => {
        // Two acceptances (or a sign-up) for one address at the same moment: the unique index decides.
        if ((err as { code?: string }).code === PG_UNIQUE_VIOLATION) throw ApiError.conflict(`${ADDRESS_TAKEN} Please log in instead.`, 'token');
        throw err;
      });
    // Where two-factor sign-in is required (administrators, some companies), the new session may only set it up.
    return this.sessions.tokenFor(user);
  }

  private async invite(team: Team, email: string, role: CompanyRole | null, session: Session, actor: Actor, requestedLocations?: number[]): Promise<string> {
    const companyId = teamCompanyId(team);
    const linkId = await this.dataSource.transaction(async (m) => {
      // A member works at the locations the invitation names: checked before anything is written.
      const locationIds = companyId !== null && role === 'member' ? await this.memberLocations(m, companyId, requestedLocations, session) : null;
      if (await this.users.addressTaken(m, email)) throw ApiError.conflict(ADDRESS_TAKEN, 'email');
      // One open invitation per address and team: inviting again sends a fresh link and retires the old one.
      await this.links.retireOpenInvitation(m, email, team);
      const link = await this.links.issue(m, {
        purpose: 'invitation',
        email,
        companyId,
        role,
        invitedBy: session.userId,
        locationIds,
        expiresAt: new Date(this.clock.now().getTime() + INVITATION_DAYS * 86_400_000),
      });
      await this.audit.record(m, { actor, action: companyId === null ? 'admin.invited' : 'company.user_invited', recordType: 'account_link', recordId: link.id, companyId, detail: { role, ...(locationIds ? { locationIds } : {}) } });
      return link.id;
    });
    await this.jobs.enqueue(JobName.SendAccountLink, { linkId });
    return linkId;
  }

  private async withdraw(team: Team, invitationId: string, actor: Actor): Promise<void> {
    const companyId = teamCompanyId(team);
    await this.dataSource.transaction(async (m) => {
      const link = await this.links.lockOpenInvitation(m, invitationId, team);
      if (!link) throw ApiError.notFound('Invitation');
      await this.links.withdraw(m, link.id);
      await this.audit.record(m, { actor, action: 'account_link.withdrawn', recordType: 'account_link', recordId: link.id, companyId });
    });
  }

  private async update(team: Team, userId: string, change: UserChange, session: Session, actor: Actor): Promise<AccountUser> {
    const companyId = teamCompanyId(team);
    const { user, users, revoked } = await this.dataSource.transaction(async (m) => {
      // The team's rows are locked together: two owners demoting each other at once cannot leave none.
      const users = await this.lockTeam(m, team);
      const user = users.find((u) => u.id === userId);
      if (!user) throw ApiError.notFound('User');
      const next = { ...user, ...(change.role !== undefined ? { role: change.role } : {}), ...(change.disabled !== undefined ? { disabledAt: change.disabled ? (user.disabledAt ?? this.clock.now()) : null } : {}) };
      const roleChanged = next.role !== user.role;
      const disabledChanged = Boolean(next.disabledAt) !== Boolean(user.disabledAt);
      const locations = await this.locationsChange(m, team, user, next.role, roleChanged, change.locationIds, session);
      if (!roleChanged && !disabledChanged && !locations) return { user, users, revoked: null };
      let done: { afterCommit: () => void } | null = null;
      if (roleChanged || disabledChanged) {
        const refusal = lastManagerRefusal(team, users, user.id, next);
        if (refusal) throw ApiError.conflict(refusal);
        await this.users.setAccess(m, user.id, { role: next.role, disabledAt: next.disabledAt });
        // Someone who may no longer invite (a member now, or disabled) leaves no invitation behind to come back through.
        if (next.role === 'member' || next.disabledAt) await this.links.withdrawInvitationsBy(m, user.id);
        // A new role or a disable takes effect now: the user's tokens carry the old ones.
        done = await this.versions.revokeAll(user.id, m);
      }
      // New locations apply to the member's live sessions from their next request (read with every one).
      if (locations) await this.team.setLocations(m, user.id, locations.to);
      const detail: Record<string, unknown> = {};
      if (roleChanged) detail['role'] = { from: user.role, to: next.role };
      if (disabledChanged) detail['disabled'] = { from: Boolean(user.disabledAt), to: Boolean(next.disabledAt) };
      if (locations) detail['locationIds'] = locations;
      await this.audit.record(m, { actor, action: 'admins' in team ? 'admin.updated' : 'company.user_updated', recordType: 'user', recordId: user.id, companyId, detail });
      return { user: next as User, users: users.map((u) => (u.id === user.id ? (next as User) : u)), revoked: done };
    });
    revoked?.afterCommit();
    this.versions.forget([user.id]);
    return presentUser(user, offeredActions(team, users, user, session), session, await this.locationsOf(team, user.id));
  }

  /**
   * The locations a change leaves a company user with, or null when they stay as they are: a member's
   * are those given (the company's, else 400), or on becoming a member the company's only one (400 asking
   * to choose when it has several); an owner has none, and naming some for one is refused.
   */
  private async locationsChange(
    m: EntityManager,
    team: Team,
    user: User,
    role: CompanyRole | null,
    roleChanged: boolean,
    requested: number[] | undefined,
    session: Session,
  ): Promise<{ from: number[]; to: number[] } | null> {
    if (!('companyId' in team)) return null;
    if (role !== 'member' && requested !== undefined) throw ApiError.badRequest(OWNER_NO_LOCATIONS, 'locationIds');
    if (requested === undefined && !roleChanged) return null;
    const from = ((await this.team.locationsOf([user.id], m)).get(user.id) ?? []).map((l) => l.id).sort((a, b) => a - b);
    const to = role === 'member' ? await this.memberLocations(m, team.companyId, requested, session) : [];
    return from.length === to.length && from.every((id, i) => id === to[i]) ? null : { from, to };
  }

  /** A member's locations, by id: those requested when they are all the company's (400 otherwise), else the company's only one. */
  private async memberLocations(m: EntityManager, companyId: number, requested: number[] | undefined, session: Session): Promise<number[]> {
    if (requested === undefined) {
      const all = await this.locations.listOf(Scope.of(session), companyId, m);
      if (all.length !== 1) throw ApiError.badRequest(CHOOSE_MEMBER_LOCATIONS, 'locationIds');
      return [all[0].id];
    }
    const ids = [...new Set(requested)];
    const found = await this.locations.amongCompany(m, Scope.of(session), companyId, ids);
    if (found.length !== ids.length) throw ApiError.badRequest(NOT_COMPANY_LOCATIONS, 'locationIds');
    return ids.sort((a, b) => a - b);
  }

  /** A company user's locations, by name (none for an owner or an administrator). */
  private async locationsOf(team: Team, userId: string): Promise<{ id: number; name: string }[]> {
    return 'companyId' in team ? ((await this.team.locationsOf([userId])).get(userId) ?? []) : [];
  }

  private async resetTwoFactor(team: Team, userId: string, session: Session, actor: Actor): Promise<AccountUser> {
    const companyId = teamCompanyId(team);
    const { user, users, revoked } = await this.dataSource.transaction(async (m) => {
      const users = await this.lockTeam(m, team);
      const user = users.find((u) => u.id === userId);
      if (!user) throw ApiError.notFound('User');
      const refusal = twoFactorResetRefusal(user, session);
      if (refusal) throw ApiError.conflict(refusal);
      await this.twoFactor.turnOff(m, user.id);
      const done = await this.versions.revokeAll(user.id, m);
      await this.audit.record(m, { actor, action: 'admins' in team ? 'admin.two_factor_reset' : 'company.user_two_factor_reset', recordType: 'user', recordId: user.id, companyId });
      const after = { ...user, totpEnabledAt: null, totpSecretEncrypted: null } as User;
      return { user: after, users: users.map((u) => (u.id === user.id ? after : u)), revoked: done };
    });
    revoked.afterCommit();
    return presentUser(user, offeredActions(team, users, user, session), session, await this.locationsOf(team, user.id));
  }

  private lockTeam(m: EntityManager, team: Team): Promise<User[]> {
    return this.team.members(team, { manager: m, lock: true });
  }

  private async teamView(team: Team, session: Session): Promise<TeamView> {
    const [users, invitations, locations] = await Promise.all([
      this.team.members(team),
      this.links.openInvitations(team, this.clock.now()),
      'companyId' in team ? this.locations.listOf(Scope.of(session), team.companyId) : Promise.resolve([]),
    ]);
    const assigned = await this.team.locationsOf(users.map((u) => u.id));
    // An invitation names its locations by id: those deleted since are left out.
    const named = new Map(locations.map((l) => [l.id, { id: l.id, name: l.name }]));
    return {
      users: users.map((u) => presentUser(u, offeredActions(team, users, u, session), session, assigned.get(u.id) ?? [])),
      invitations: invitations.map((l) => presentInvitation(l, (l.locationIds ?? []).flatMap((id) => named.get(id) ?? []))),
    };
  }

  /** The company, for its own users and administrators; 404 for anyone else, as if it did not exist. */
  private async visibleCompany(companyId: number, session: Session): Promise<void> {
    if (!(await this.companies.exists(Scope.of(session), companyId))) throw ApiError.notFound('Company');
  }

  /** As visibleCompany, and the caller must be an owner of it (or an administrator). */
  private async managedCompany(companyId: number, session: Session): Promise<void> {
    await this.visibleCompany(companyId, session);
    if (!session.isAdmin && session.role !== 'owner') throw ApiError.forbidden(OWNERS_ONLY);
  }
}

const PG_UNIQUE_VIOLATION = '23505';

function presentUser(u: User, actions: TeamUserAction[], session: Session, locations: { id: number; name: string }[]): AccountUser {
  return {
    id: u.id,
    email: u.email,
    firstname: u.firstname,
    lastname: u.lastname,
    role: u.role,
    disabled: Boolean(u.disabledAt),
    twoFactor: Boolean(u.totpEnabledAt),
    you: u.id === session.userId,
    actions,
    createdAt: u.createdAt.toISOString(),
    locations,
  };
}

function presentInvitation(l: AccountLink, locations: { id: number; name: string }[]): PendingInvitation {
  return { id: l.id, email: l.email, role: l.role, expiresAt: l.expiresAt.toISOString(), createdAt: l.createdAt.toISOString(), locations };
}
