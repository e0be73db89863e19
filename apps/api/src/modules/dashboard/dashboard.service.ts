import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { SUBMISSION_STATUSES, type SubmissionStatus } from '@clearhire/contracts';
import { hiatusPeriods, REHIRE_NO_CREDIT, TARGET_GROUP_CODES, TARGET_GROUPS, WOTC_RULE_SETS, timeZoneOf } from '@clearhire/domain';
import type { Session } from '../../common/auth/session';
import { Scope } from '../../common/auth/scope';
import { ApiError } from '../../common/errors/api-error';
import { CompaniesRepository } from '../companies/companies.repository';
import { CertifiedHiresRepository } from '../credits/certified-hires.repository';
import { allocationsOf } from '../credits/certified-hire.presenter';
import { EmployeesRepository } from '../employees/employees.repository';
import { LocationsRepository } from '../locations/locations.repository';
import { DashboardRepository } from './dashboard.repository';
import type { Dashboard, DashboardLocations, DashboardLocationsQuery, DashboardQuery, I9Work, LocationFigures, PotentialByGroup, SubmissionsInMonth } from './dashboard.dto';
import { recentMonths } from './recent-months';
import { byUrgency, Clock, EVERIFY_GATEWAY, type EVerifyGateway, type HiredWithoutI9AtLocation, type I9WorkItem, I9Worklist } from '@clearhire/server';

/** The Form I-9 and E-Verify work in a scope, as the worklist finds it. */
interface I9WorkLists {
  section2: I9WorkItem[];
  toCreate: I9WorkItem[];
  action: I9WorkItem[];
  hired: HiredWithoutI9AtLocation[];
}

/** How many of `items` (or of what `n` counts in each) are at each location. */
function countByLocation<T extends { locationId: number }>(items: readonly T[], n: (item: T) => number = () => 1): Map<number, number> {
  const counts = new Map<number, number>();
  for (const item of items) counts.set(item.locationId, (counts.get(item.locationId) ?? 0) + n(item));
  return counts;
}

/** What a company user sees when naming another company. */
const OWN_FIGURES_ONLY = "You can only see your own company's figures.";

/** The rules table's hiatus periods: constant data, derived once. */
const HIATUS = hiatusPeriods(WOTC_RULE_SETS);

/**
 * The dashboard's figures from the rollups the database keeps (per company, and per location for a
 * member or a location filter: UTC creation month, status and best group; see the migrations and
 * DashboardRepository), whatever the number of submissions and locations:
 * the potential credits sum its credited counts outside 'rejected', the months its counts. The
 * months are the company's calendar's, the rollup's are UTC: the few submissions made between the
 * company's and UTC midnight of a month's 1st are read from `submissions` and moved to their month.
 */
@Injectable()
export class DashboardService {
  constructor(
    private readonly dashboard: DashboardRepository,
    private readonly companies: CompaniesRepository,
    private readonly employees: EmployeesRepository,
    private readonly locations: LocationsRepository,
    private readonly hires: CertifiedHiresRepository,
    private readonly clock: Clock,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(EVERIFY_GATEWAY) private readonly gateway: EVerifyGateway,
  ) {}

  /** The Form I-9 and E-Verify work at the scope's locations (every location of its companies when it names none). */
  private async i9WorkLists(scope: Scope): Promise<I9WorkLists> {
    if (scope.matchesNothing) return { section2: [], toCreate: [], action: [], hired: [] };
    const worklist = new I9Worklist(this.dataSource);
    const now = this.clock.now();
    const [section2, toCreate, action, hired] = await Promise.all([
      worklist.section2Due(now, scope.companyId, scope.locationIds),
      worklist.everifyToCreate(now, this.gateway.mode === 'test', scope.companyId, scope.locationIds),
      worklist.everifyActionNeeded(now, scope.companyId, scope.locationIds),
      worklist.hiredWithoutI9ByLocation(now, scope.companyId, scope.locationIds),
    ]);
    return { section2, toCreate, action, hired };
  }

  /** The Form I-9 and E-Verify work in scope, most urgent first. */
  private async i9Work(scope: Scope): Promise<I9Work> {
    const { section2, toCreate, action, hired } = await this.i9WorkLists(scope);
    const since = hired.map((h) => h.oldestHireDate).sort()[0] ?? null;
    return {
      section2_due: section2.length,
      everify_to_create: toCreate.length,
      everify_action_needed: action.length,
      hired_i9_not_started: hired.reduce((n, h) => n + h.count, 0),
      hired_i9_not_started_since: since,
      items: [...section2, ...toCreate, ...action]
        .sort(byUrgency)
        .slice(0, 10)
        .map((i) => ({ employee_id: i.employeeId, name: i.name, kind: i.kind, text: i.text, due_date: i.dueDate, days_left: i.daysLeft, days_unit: i.daysUnit, test_mode: i.testMode })),
    };
  }

  /**
   * A company user sees its own company (asking for another is refused), a member only their
   * locations; an administrator every company or one. `locationId` narrows to one location.
   */
  async figuresFor(query: DashboardQuery, session: Session): Promise<Dashboard> {
    const scope = Scope.chosen(session, query.companyId, OWN_FIGURES_ONLY, { required: false }).atLocations(query.locationId === undefined ? undefined : [query.locationId]);
    // One company's months are its own calendar's; every company's together, the service's home zone's.
    const company = scope.companyId === undefined ? null : await this.companies.findOne(scope, scope.companyId);
    if (scope.companyId !== undefined && !company) throw ApiError.notFound('Company');
    return this.figures(scope, timeZoneOf(company));
  }

  /**
   * One company's figures per location in scope (every one for its owner or an administrator, a
   * member's own for a member), by name: a handful of grouped queries whatever the number of locations.
   */
  async locationFiguresFor(query: DashboardLocationsQuery, session: Session): Promise<DashboardLocations> {
    const scope = Scope.chosen(session, query.companyId, OWN_FIGURES_ONLY, { required: true });
    const companyId = scope.companyId!;
    if (!(await this.companies.findOne(scope, companyId))) throw ApiError.notFound('Company');
    const [locations, sums, earned, work, reverify] = await Promise.all([
      this.locations.listOf(scope, companyId),
      this.dashboard.sumsByLocation(scope, HIATUS),
      this.earnedByLocation(scope),
      this.i9WorkLists(scope),
      this.employees.reverificationCountsByLocation(scope, this.clock.now()),
    ]);
    const sumsOf = new Map(sums.map((s) => [s.locationId, s]));
    const section2 = countByLocation(work.section2);
    const hired = countByLocation(work.hired, (h) => h.count);
    const everify = countByLocation([...work.toCreate, ...work.action]);
    const reverifyDue = new Map(reverify.map((r) => [r.locationId, r.overdue + r.within30]));
    const data: LocationFigures[] = locations.map((l) => ({
      id: l.id,
      name: l.name,
      submissions: sumsOf.get(l.id)?.submissions ?? 0,
      potential_credit: sumsOf.get(l.id)?.credit ?? 0,
      earned_credit: (earned.get(l.id) ?? 0) / 100,
      i9_work_due: (section2.get(l.id) ?? 0) + (hired.get(l.id) ?? 0),
      everify_steps_due: everify.get(l.id) ?? 0,
      reverifications_due: reverifyDue.get(l.id) ?? 0,
    }));
    return { data };
  }

  /** Cents: the credits the certified hires in scope earned on their recorded wages, per location (as the credits summary counts them). */
  private async earnedByLocation(scope: Scope): Promise<Map<number, number>> {
    const earned = new Map<number, number>();
    for (const hire of await this.hires.find(scope, { withRecords: true })) {
      const cents = allocationsOf(hire).reduce((sum, a) => sum + Math.round(a.credit * 100), 0);
      if (cents) earned.set(hire.locationId, (earned.get(hire.locationId) ?? 0) + cents);
    }
    return earned;
  }

  private async figures(scope: Scope, timeZone: string): Promise<Dashboard> {
    const { months, edges } = recentMonths(this.clock.now(), timeZone);
    const [{ groups, waiting, rehires, counts, moved }, reverify, i9Work] = await Promise.all([
      this.dashboard.figures(scope, months, timeZone, edges, HIATUS),
      this.employees.reverificationCounts(scope, this.clock.now()),
      this.i9Work(scope),
    ]);

    // Hires that started while WOTC is not authorized cannot be certified yet: taken out of their group, shown apart.
    const held = new Map(waiting.map((w) => [w.group, w]));
    const byGroup: PotentialByGroup[] = groups
      .map((g) => ({
        group: g.group,
        group_name: TARGET_GROUPS[g.group].name,
        credit: Number(g.credit) - Number(held.get(g.group)?.credit ?? 0),
        submissions: g.submissions - (held.get(g.group)?.submissions ?? 0),
      }))
      .filter((g) => g.submissions > 0)
      .sort((a, b) => b.credit - a.credit || TARGET_GROUP_CODES.indexOf(a.group) - TARGET_GROUP_CODES.indexOf(b.group));
    const byMonth = new Map<string, SubmissionsInMonth>(months.map((month) => [month, { month, pending: 0, sent: 0, approved: 0, rejected: 0 }]));
    const add = (month: string, status: SubmissionStatus, n: number) => {
      const row = byMonth.get(month);
      if (row && (SUBMISSION_STATUSES as readonly string[]).includes(status)) row[status] += n;
    };
    for (const { month, status, n } of counts) add(month, status, n);
    for (const { local, utc, status, n } of moved) {
      add(local, status, n);
      add(utc, status, -n);
    }
    return {
      potential_credits: {
        total: byGroup.reduce((sum, g) => sum + g.credit, 0),
        submissions: byGroup.reduce((sum, g) => sum + g.submissions, 0),
        rehires_not_counted: rehires,
        rehires_reason: REHIRE_NO_CREDIT,
      },
      waiting_for_renewal: {
        total: waiting.reduce((sum, w) => sum + Number(w.credit), 0),
        submissions: waiting.reduce((sum, w) => sum + w.submissions, 0),
        hiatus_from: HIATUS.map((p) => p.from),
      },
      potential_by_group: byGroup,
      submissions_by_month: [...byMonth.values()],
      reverifications: { overdue: reverify.overdue, within_30_days: reverify.within30, within_90_days: reverify.within90 },
      i9_work: i9Work,
    };
  }
}
