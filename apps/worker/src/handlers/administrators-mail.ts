import { IsNull, type DataSource } from 'typeorm';
import { AuditChainBreak, User } from '@clearhire/db';
import { MailTemplate, renderMail } from '@clearhire/documents';
import { calendarDateIn } from '@clearhire/domain';
import type { MailSender } from '../mail/mail-sender';

/** Administrators run the service for every company: their day and their mail's times are UTC's. */
const ADMINISTRATORS_TIME_ZONE = 'UTC';

/**
 * The administrators' daily mail, sent by the daily due-list job: while the audit trail has an open
 * break (audit_chain_breaks), every enabled administrator hears of it at the first run from
 * DUE_LIST_HOUR (UTC: administrators have no company clock), once a UTC day, and at the next run
 * after a new break is found. Nothing is sent while the trail holds. True when a mail went out.
 */
export async function mailAdministrators(ds: DataSource, mail: MailSender, dueListHour: number, now: Date): Promise<boolean> {
  if (now.getUTCHours() < dueListHour) return false;
  const today = calendarDateIn(ADMINISTRATORS_TIME_ZONE, now);
  const breaks = ds.getRepository(AuditChainBreak);
  const open = await breaks.find({ where: { resolvedAt: IsNull() }, order: { foundAt: 'ASC', eventId: 'ASC' } });
  if (open.every((b) => b.mailedOn === today)) return false;
  const administrators = await ds.getRepository(User).find({ where: { isAdmin: true, disabledAt: IsNull() }, select: { email: true } });
  if (administrators.length === 0) return false;
  await mail.send({
    to: administrators.map((a) => a.email),
    ...renderMail(MailTemplate.AuditChainBroken, { breaks: open.map((b) => ({ eventId: b.eventId, problem: b.problem, foundAt: b.foundAt })), timeZone: ADMINISTRATORS_TIME_ZONE }),
  });
  await breaks.update({ resolvedAt: IsNull() }, { mailedOn: today });
  return true;
}
