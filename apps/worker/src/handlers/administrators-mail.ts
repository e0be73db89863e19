import { MailTemplate, renderMail } from '@clearhire/documents';
import { calendarDateIn } from '@clearhire/domain';
import type { MailSender } from '../mail/mail-sender';
import type { AuditChainBreaksRepository } from '../repositories/audit-chain-breaks.repository';
import type { DueListRun } from '../repositories/due-lists.repository';
import type { MailRepository } from '../repositories/mail.repository';

/** Administrators run the service for every company: their day and their mail's times are UTC's. */
const ADMINISTRATORS_TIME_ZONE = 'UTC';

export interface AdministratorsMailSources {
  breaks: AuditChainBreaksRepository;
  mail: MailRepository;
}

/**
 * The administrators' daily mail, sent by the daily due-list job: while the audit trail has an open
 * break (audit_chain_breaks), every enabled administrator hears of it at the first run from
 * DUE_LIST_HOUR (UTC: administrators have no company clock), once a UTC day, and at the next run
 * after a new break is found. Nothing is sent while the trail holds. True when a mail went out.
 */
export async function mailAdministrators(db: AdministratorsMailSources, mail: MailSender, run: DueListRun): Promise<boolean> {
  if (run.now.getUTCHours() < run.hour) return false;
  const today = calendarDateIn(ADMINISTRATORS_TIME_ZONE, run.now);
  const open = await db.breaks.open();
  if (open.every((b) => b.mailedOn === today)) return false;
  const administrators = await db.mail.administratorEmails();
  if (administrators.length === 0) return false;
  await mail.send({
    to: administrators,
    ...renderMail(MailTemplate.AuditChainBroken, { breaks: open.map((b) => ({ eventId: b.eventId, problem: b.problem, foundAt: b.foundAt })), timeZone: ADMINISTRATORS_TIME_ZONE }),
  });
  // The breaks this mail named: one found while it was sent waits for the next run.
  await db.breaks.markMailed(open.map((b) => b.id), today);
  return true;
}
