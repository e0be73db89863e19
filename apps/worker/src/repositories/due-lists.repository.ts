import type { EntityManager } from 'typeorm';
import { Company } from '@clearhire/db';

/** A pending hire or an employee to reverify, with its company's date at the run. */
export interface DueRow {
  id: string;
  firstname: string;
  lastname: string;
  company_id: number;
  location_id: number;
  /** The company's date at the run: its deadlines and "mailed today" are on its own calendar. */
  company_today: string;
}

export interface DueHireRow extends DueRow {
  start_date: string;
}

export interface DueReverificationRow extends DueRow {
  reverify_by: string;
  /** The employee's id in the employer's own system, for the webhook event. */
  external_id: string | null;
}

/** A company's user the due list goes to: an owner (every location), or a member (theirs). */
export interface DueListRecipient {
  email: string;
  firstname: string;
  /** A member's locations (possibly none); null for an owner. */
  location_ids: number[] | null;
}

/** A company's location, by name. */
export interface DueListLocationRow {
  id: number;
  name: string;
}

/** The instant of the run and the hour from which a company's morning has come. */
export interface DueListRun {
  now: Date;
  hour: number;
}

/**
 * What the daily due lists read, across the companies whose morning has come on their own clock
 * and who were not mailed on their today yet, with each row's location; who the lists go to; and
 * the mark that a company was mailed that day.
 * Each company's day is taken in SQL from its time zone, the same calendar as `calendarDateIn`.
 */
export class DueListsRepository {
  /** The data source, or a transaction's manager: both run these queries alike. */
  constructor(private readonly dataSource: Pick<EntityManager, 'query' | 'getRepository'>) {}

  /** Pending submissions whose start date is at most `daysAhead` days after the company's today. */
  pendingHires(run: DueListRun, daysAhead: number): Promise<DueHireRow[]> {
    return this.dataSource.query(
      `SELECT s.id, s.firstname, s.lastname, s.company_id, s.location_id, to_char(s.start_date, 'YYYY-MM-DD') AS start_date, ${COMPANY_TODAY}
       FROM submissions s JOIN companies c ON c.id = s.company_id
       WHERE s.status = 'pending' AND s.start_date IS NOT NULL AND s.start_date <= ${COMPANY_NOW}::date + $3::int AND ${MAILABLE}
       ORDER BY s.company_id, s.start_date, s.id`,
      [...runParams(run), daysAhead],
    );
  }

  /** Employees still employed whose reverification date is at most `daysAhead` days after the company's today. */
  reverificationsDue(run: DueListRun, daysAhead: number): Promise<DueReverificationRow[]> {
    return this.dataSource.query(
      `SELECT e.id, e.firstname, e.lastname, e.company_id, e.location_id, e.external_id, to_char(e.reverify_by, 'YYYY-MM-DD') AS reverify_by, ${COMPANY_TODAY}
       FROM employees e JOIN companies c ON c.id = e.company_id
       WHERE e.reverify_by IS NOT NULL AND e.termination_date IS NULL AND e.reverify_by <= ${COMPANY_NOW}::date + $3::int AND ${MAILABLE}
       ORDER BY e.company_id, e.reverify_by, e.id`,
      [...runParams(run), daysAhead],
    );
  }

  /** The companies to mail at this run, each with its today. */
  async mailableCompanies(run: DueListRun): Promise<Map<number, string>> {
    const rows: { id: number; company_today: string }[] = await this.dataSource.query(`SELECT c.id, ${COMPANY_TODAY} FROM companies c WHERE ${MAILABLE}`, runParams(run));
    return new Map(rows.map((c) => [c.id, c.company_today]));
  }

  /** The locations of these employees (of the Form I-9 worklist), by employee id. */
  async employeeLocations(employeeIds: readonly string[]): Promise<Map<string, number>> {
    if (employeeIds.length === 0) return new Map();
    const rows: { id: string; location_id: number }[] = await this.dataSource.query('SELECT id, location_id FROM employees WHERE id = ANY($1::uuid[])', [employeeIds]);
    return new Map(rows.map((r) => [r.id, r.location_id]));
  }

  /** The company's users a due list goes to, owners first: each owner, and each member with their locations; nobody disabled. */
  recipients(companyId: number): Promise<DueListRecipient[]> {
    return this.dataSource.query(
      `SELECT u.email, u.firstname,
              CASE WHEN u.role = 'member' THEN ARRAY(SELECT ul.location_id FROM user_locations ul WHERE ul.user_id = u.id ORDER BY ul.location_id) END AS location_ids
         FROM users u
        WHERE u.company_id = $1 AND u.role IN ('owner', 'member') AND u.disabled_at IS NULL
        ORDER BY u.role = 'member', u.created_at, u.id`,
      [companyId],
    );
  }

  /** The company's locations, by name: a list is grouped by them when there are several. */
  locations(companyId: number): Promise<DueListLocationRow[]> {
    return this.dataSource.query('SELECT id, name FROM locations WHERE company_id = $1 ORDER BY name, id', [companyId]);
  }

  company(id: number): Promise<Company | null> {
    return this.dataSource.getRepository(Company).findOne({ where: { id } });
  }

  /** Mailed on its today: a re-run (or a second worker) that day sends nothing again. */
  async markMailed(companyId: number, companyToday: string): Promise<void> {
    await this.dataSource.getRepository(Company).update({ id: companyId }, { dueListSentOn: companyToday });
  }
}

const COMPANY_NOW = `($1::timestamptz AT TIME ZONE c.time_zone)`;
/** The company's morning has come, and it has not been mailed on its today. */
const MAILABLE = `extract(hour FROM ${COMPANY_NOW}) >= $2 AND (c.due_list_sent_on IS NULL OR c.due_list_sent_on < ${COMPANY_NOW}::date)`;
const COMPANY_TODAY = `to_char(${COMPANY_NOW}::date, 'YYYY-MM-DD') AS company_today`;

function runParams(run: DueListRun): [string, number] {
  return [run.now.toISOString(), run.hour];
}
