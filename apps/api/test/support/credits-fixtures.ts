import { todayCalendarDate } from '@clearhire/domain';
import type { CompanyAccount, TestContext } from './test-app';

export const TODAY = todayCalendarDate();
export const THIS_YEAR = Number(TODAY.slice(0, 4));

export interface HireOptions {
  ssn?: string;
  firstname?: string;
  lastname?: string;
  /** The certified group of the approval; null approves without one (the answers then decide). */
  group?: string | null;
  certificationNumber?: string;
  /** A start date before today (the hire form only takes today onwards): written to the row afterwards. */
  startDate?: string;
  /** false: the submission stays pending. */
  approve?: boolean;
  /** false: no hire recorded, so no start date. */
  hire?: boolean;
  over?: Record<string, unknown>;
  /** The company's today when its zone is not the machine's (the offer, hire, start and approval dates). */
  today?: string;
}

/**
 * PATCH /api/submissions/:id/hire by the company: offered on `offerDate` (today unless given), hired
 * that day unless `hireDate` says otherwise, and starting on the hire date unless `startDate` does.
 */
export function recordHire(ctx: TestContext, company: CompanyAccount, id: string, dates: { offerDate?: string; hireDate?: string; startDate?: string } = {}) {
  const offerDate = dates.offerDate ?? TODAY;
  const hireDate = dates.hireDate ?? offerDate;
  return ctx.http
    .patch(`/api/submissions/${id}/hire`)
    .set('Authorization', ctx.auth(company.token))
    .send({ offerDate, hireDate, startDate: dates.startDate ?? hireDate, startingWage: 15.5, jobTitle: 'Line Cook' });
}

/**
 * A certified hire made through the API: the pre-screening, the employer's hire record
 * (PATCH /api/submissions/:id/hire) and the administrator's approval with the certified group.
 */
export async function certifiedHire(ctx: TestContext, company: CompanyAccount, o: HireOptions = {}): Promise<string> {
  const id = await ctx.newSubmission(company.id, { ssn: o.ssn ?? '123456789', firstname: o.firstname ?? 'James', lastname: o.lastname ?? 'Carter', ...o.over });
  if (o.hire !== false) await recordHire(ctx, company, id, { offerDate: o.today }).expect(200);
  if (o.startDate) await ctx.dataSource.query('UPDATE submissions SET offer_date = $2, hire_date = $2, start_date = $2 WHERE id = $1', [id, o.startDate]);
  if (o.approve !== false) {
    const group = o.group === undefined ? 'SNAP' : o.group;
    await ctx.http
      .patch(`/api/submissions/${id}`)
      .set('Authorization', ctx.auth(await ctx.adminToken()))
      .send({ newStatus: 'approved', certifiedOn: o.today ?? TODAY, certificationNumber: o.certificationNumber ?? `TX-${id.slice(0, 8)}`, ...(group ? { certifiedGroup: group } : {}) })
      .expect(200);
  }
  return id;
}

export const putWages = (ctx: TestContext, token: string, id: string, taxYear: number | string, body: Record<string, unknown>) =>
  ctx.http.put(`/api/submissions/${id}/wages/${taxYear}`).set('Authorization', ctx.auth(token)).send(body);

export const auditCount = async (ctx: TestContext, action: string, recordId: string | number): Promise<number> => {
  const [{ n }] = await ctx.dataSource.query(`SELECT count(*)::int AS n FROM audit_events WHERE action = $1 AND record_id = $2`, [action, String(recordId)]);
  return n as number;
};
