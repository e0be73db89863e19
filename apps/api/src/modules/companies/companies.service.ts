import { Inject, Injectable } from '@nestjs/common';
import { JobName, JobQueue } from '@clearhire/server';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Company } from '@clearhire/db';
import { ApiError } from '../../common/errors/api-error';
import type { Actor, Session } from '../../common/auth/session';
import { Scope } from '../../common/auth/scope';
import { CompaniesRepository } from './companies.repository';
import { pageOf } from '../../common/http/page';
import { AuditService } from '@clearhire/server';
import { hashPassword } from '../auth/password-hasher';
import { assertSamePasswords } from '../auth/password-policy';
import type { CompanyListQuery, CompanyUpdateDto, ContactDto, SignupDto } from './companies.dto';
import { DEFAULT_TIME_ZONE, normalizeHostName, normalizeHttpsOrigin, participatesInEVerify } from '@clearhire/domain';
import { Clock } from '@clearhire/server';
import { OWNERS_ONLY } from '../../common/auth/access.guard';
import { SessionVersions } from '../../common/auth/session-versions';
import { LocationsRepository } from '../locations/locations.repository';
import { UsersRepository } from '../users/users.repository';
import { FrameAncestors } from './frame-ancestors';
import { ContactRequestsRepository } from './contact-requests.repository';

const PG_UNIQUE_VIOLATION = '23505';

@Injectable()
export class CompaniesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    @Inject(JobQueue) private readonly jobs: JobQueue,
    private readonly companies: CompaniesRepository,
    private readonly clock: Clock,
    private readonly versions: SessionVersions,
    private readonly locations: LocationsRepository,
    private readonly users: UsersRepository,
    private readonly contactRequests: ContactRequestsRepository,
    private readonly frameAncestors: FrameAncestors,
  ) {}

  /** Registers a company and its owner account together: both or neither. */
  async signup(dto: SignupDto, actor: Actor): Promise<number> {
    assertSamePasswords(dto);
    const email = dto.email.toLowerCase();
    const passwordHash = await hashPassword(dto.password);
    try {
      return await this.dataSource.transaction(async (m) => {
        if (await this.users.addressTaken(m, email)) {
          throw ApiError.conflict('An account with this e-mail already exists. Please log in instead.', 'email');
        }
        const company = await this.companies.register(m, {
          name: dto.name,
          firstname: dto.firstname,
          lastname: dto.lastname,
          email,
          phone: dto.phone,
          fax: dto.fax ?? null,
          industry: dto.industry,
          size: dto.size,
          timeZone: dto.timeZone ?? DEFAULT_TIME_ZONE,
        });
        await this.locations.createFirst(m, company);
        const user = await this.users.add(m, { email, passwordHash, firstname: dto.firstname, lastname: dto.lastname, isAdmin: false, companyId: company.id, role: 'owner' });
        await this.audit.record(m, { actor, action: 'company.created', recordType: 'company', recordId: company.id, companyId: company.id, detail: { ownerUserId: user.id } });
        return company.id;
      });
    } catch (err) {
      // Two sign-ups with one e-mail at the same moment: the unique index decides.
      if ((err as { code?: string }).code === PG_UNIQUE_VIOLATION) {
        throw ApiError.conflict('An account with this e-mail already exists. Please log in instead.', 'email');
      }
      throw err;
    }
  }

  async requestDemo(dto: ContactDto, actor: Actor): Promise<string> {
    const contactRequestId = await this.dataSource.transaction(async (m) => {
      const saved = await this.contactRequests.add(m, {
        firstname: dto.firstname,
        lastname: dto.lastname,
        company: dto.company,
        position: dto.position,
        email: dto.email.toLowerCase(),
        ip: actor.ip,
      });
      await this.audit.record(m, { actor, action: 'contact.created', recordType: 'contact', recordId: saved.id, companyId: null });
      return saved.id;
    });
    await this.jobs.enqueue(JobName.SendDemoRequest, { contactRequestId });
    return contactRequestId;
  }

  /** Admin list: one page of companies, the total, and the matching names for the filter dropdown. */
  list(q: CompanyListQuery, session: Session): Promise<{ data: Company[]; names: string[]; count: number }> {
    return this.companies.list(Scope.of(session), q.search, pageOf(q));
  }

  /** A company its owner or an administrator may see; any other answers 404, as if it did not exist. The read is audited. */
  async findVisible(id: number, session: Session, actor: Actor): Promise<Company> {
    const company = await this.companies.findOne(Scope.of(session), id);
    if (!company) throw ApiError.notFound('Company');
    await this.audit.recordAccess({ actor, action: 'company.read', recordType: 'company', recordId: id, companyId: id });
    return company;
  }

  /**
   * A company user changes its own company's settings (another answers 404); an administrator any
   * company's. E-Verify participation needs both the company ID and the MOU date; leaving E-Verify
   * clears them. Audited with each changed setting's old and new value.
   */
  async update(id: number, dto: CompanyUpdateDto, session: Session, actor: Actor): Promise<Company> {
    if (Object.values(dto).every((v) => v === undefined)) throw ApiError.badRequest('Give at least one setting to change.');
    let revoked: { afterCommit: () => void } | undefined;
    const updated = await this.dataSource.transaction(async (m) => {
      const company = await this.companies.findOne(Scope.of(session), id, { manager: m, lock: true });
      if (!company) throw ApiError.notFound('Company');
      // Who signs in how is the owners' decision, as who works in the company is.
      if (dto.requireTwoFactor !== undefined && !session.isAdmin && session.role !== 'owner') throw ApiError.forbidden(OWNERS_ONLY);
      // Letting the product create cases in the signer's name is the owners' decision too.
      if (dto.everifyCreateAfterSection2 !== undefined && !session.isAdmin && session.role !== 'owner') throw ApiError.forbidden(OWNERS_ONLY);
      // Where applicants are sent and who may frame the form are the owners' decision too.
      if ((dto.atsReturnHosts !== undefined || dto.frameAncestors !== undefined) && !session.isAdmin && session.role !== 'owner') throw ApiError.forbidden(OWNERS_ONLY);
      const changes = settingsChange(company, dto);
      const next = { ...company, ...changes };
      if (next.everifyMouSignedOn && next.everifyMouSignedOn > this.clock.todayIn(next.timeZone)) {
        throw ApiError.badRequest('E-Verify MOU signed on must be a past date (YYYY-MM-DD).', 'everifyMouSignedOn');
      }
      if (dto.everifyParticipating === true && !next.everifyCompanyId && !next.everifyMouSignedOn) {
        throw new ApiError(400, [
          { msg: 'Give the E-Verify company ID of the MOU.', param: 'everifyCompanyId' },
          { msg: 'Give the day the E-Verify MOU was signed.', param: 'everifyMouSignedOn' },
        ]);
      }
      if (Boolean(next.everifyCompanyId) !== Boolean(next.everifyMouSignedOn)) {
        throw next.everifyCompanyId
          ? ApiError.badRequest('Give the day the E-Verify MOU was signed.', 'everifyMouSignedOn')
          : ApiError.badRequest('Give the E-Verify company ID of the MOU.', 'everifyCompanyId');
      }
      // Asked for while leaving E-Verify, or kept on by a company that is not enrolled: refused, not dropped.
      if ((dto.everifyCreateAfterSection2 ?? next.everifyCreateAfterSection2) && !participatesInEVerify(next)) {
        throw ApiError.badRequest(
          'Only a company enrolled in E-Verify (its E-Verify company ID and MOU date) can have its cases created after Section 2.',
          'everifyCreateAfterSection2',
        );
      }
      // Settings sent as they already are change nothing and leave no audit event.
      if (Object.keys(changes).length > 0) {
        await this.companies.updateSettings(m, id, changes);
        const detail = Object.fromEntries(Object.keys(changes).map((k) => [k, { from: company[k as keyof Company], to: changes[k as keyof Company] }]));
        await this.audit.record(m, { actor, action: 'company.updated', recordType: 'company', recordId: id, companyId: id, detail });
      }
      // Required from now on: whoever is logged in without a second factor logs in again and sets it up.
      if (changes.requireTwoFactor === true) revoked = await this.versions.revokeMany(await this.users.withoutTwoFactor(m, id), m);
      return next as Company;
    });
    revoked?.afterCommit();
    if (dto.frameAncestors !== undefined) this.frameAncestors.forget(id);
    return updated;
  }
}

/** The columns a settings change writes: only what the request names (E-Verify cleared as a whole when leaving). */
function settingsChange(company: Company, dto: CompanyUpdateDto): Partial<Company> {
  const given = <K extends keyof Company>(key: K, value: Company[K] | undefined): Partial<Company> => (value === undefined || value === company[key] ? {} : { [key]: value });
  // A list is kept without repeats, in the order given; the same list again changes nothing.
  const givenList = (key: 'atsReturnHosts' | 'frameAncestors', value: string[] | undefined): Partial<Company> => {
    const list = value && [...new Set(value)];
    return list === undefined || JSON.stringify(list) === JSON.stringify(company[key]) ? {} : { [key]: list };
  };
  const leaving = dto.everifyParticipating === false;
  return {
    ...given('timeZone', dto.timeZone),
    ...given('street', dto.street),
    ...given('city', dto.city),
    ...given('state', dto.state),
    ...given('zip', dto.zip),
    ...given('closedOnFederalHolidays', dto.closedOnFederalHolidays),
    ...given('requireTwoFactor', dto.requireTwoFactor),
    ...givenList('atsReturnHosts', dto.atsReturnHosts?.map((h) => normalizeHostName(h)!)),
    ...givenList('frameAncestors', dto.frameAncestors?.map((o) => normalizeHttpsOrigin(o)!)),
    ...(leaving
      ? { everifyCompanyId: null, everifyMouSignedOn: null, everifyHiringSites: [], ...given('everifyCreateAfterSection2', false) }
      : {
          ...given('everifyCreateAfterSection2', dto.everifyCreateAfterSection2),
          ...given('everifyCompanyId', dto.everifyCompanyId),
          ...given('everifyMouSignedOn', dto.everifyMouSignedOn),
          ...(dto.everifyHiringSites ? { everifyHiringSites: dto.everifyHiringSites.map((site) => site.trim()) } : {}),
        }),
  };
}
