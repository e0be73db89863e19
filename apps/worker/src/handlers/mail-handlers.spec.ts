import type { Employee, I9SupplementB, Submission } from '@clearhire/db';
import { JobName, type FieldCipher } from '@clearhire/server';
import type { MailSender, OutgoingMail } from '../mail/mail-sender';
import type { EmployersRepository } from '../repositories/employers.repository';
import type { MailRepository } from '../repositories/mail.repository';
import type { SubmissionsRepository } from '../repositories/submissions.repository';
import type { WorkerConfig } from '../worker-config';
import { mailHandlers } from './mail-handlers';

/** The worker's mail handlers with records read from memory and mail caught instead of sent. */
function handlersWith(records: { employee?: Partial<Employee>; supplementB?: Partial<I9SupplementB>; submission?: Partial<Submission> }) {
  const sent: OutgoingMail[] = [];
  const company = { id: 1, name: 'Panadería Muñoz', timeZone: 'America/Chicago' };
  const db = {
    employeeWithCompany: async () => (records.employee ? { company, ...records.employee } : null),
    markInvitationSent: async () => undefined,
    supplementBWithEmployee: async () => (records.supplementB ? { ...records.supplementB, employee: { company, ...records.employee } } : null),
    markReverificationLinkSent: async () => undefined,
  } as unknown as MailRepository;
  const submissions = {
    receipt: async () => (records.submission ? { ...records.submission, employerName: company.name, timeZone: company.timeZone } : null),
  } as unknown as SubmissionsRepository;
  const sender = { send: async (mail: OutgoingMail) => (sent.push(mail), 'id') } as unknown as MailSender;
  const config = { APP_URL: 'https://app.clearhire.example' } as WorkerConfig;
  const handlers = mailHandlers({ mail: db, employers: {} as EmployersRepository, submissions, queue: { enqueue: async () => true } }, sender, config, {} as FieldCipher);
  const run = (name: JobName, payload: object) => handlers.find((h) => h.name === name)!.handle(payload as never);
  return { sent, run };
}

const employee = (language: 'en' | 'es'): Partial<Employee> => ({
  id: 'e1', email: 'jose@example.test', firstname: 'José', url: 'tok', language, invitedAt: null, i9Status: 'pending', reverifyBy: '2027-01-10',
}) as Partial<Employee>;

describe('mail to applicants and employees goes in their language', () => {
  it.each([
    ['es', 'Complete su Formulario I-9 para Panadería Muñoz'],
    ['en', 'Complete your Form I-9 for Panadería Muñoz'],
  ] as const)('sends the Form I-9 link to an employee whose language is %s', async (language, subject) => {
    const { sent, run } = handlersWith({ employee: employee(language) });
    await expect(run(JobName.SendI9Invitation, { employeeId: 'e1' })).resolves.toBe('done');
    expect(sent.map((m) => [m.to, m.subject])).toEqual([['jose@example.test', subject]]);
  });

  it.each([
    ['es', 'Suba un documento nuevo para su Formulario I-9 con Panadería Muñoz'],
    ['en', 'Upload a new document for your Form I-9 with Panadería Muñoz'],
  ] as const)('sends the Supplement B link to an employee whose language is %s', async (language, subject) => {
    const supplementB = { id: 's1', url: 'rv', invitedAt: null, status: 'requested', needsDocument: true, reason: 'reverification', linkExpiresAt: new Date('2027-01-05T18:00:00Z') } as unknown as Partial<I9SupplementB>;
    const { sent, run } = handlersWith({ employee: employee(language), supplementB });
    await expect(run(JobName.SendReverificationLink, { supplementBId: 's1' })).resolves.toBe('done');
    expect(sent.map((m) => m.subject)).toEqual([subject]);
  });

  it.each([
    ['es', 'Recibimos su preselección para Panadería Muñoz'],
    ['en', 'We received your pre-screening for Panadería Muñoz'],
  ] as const)('sends the receipt in the language the pre-screening was filled in (%s)', async (language, subject) => {
    const submission = { id: 'p1', email: 'ana@example.test', firstname: 'Ana', language, createdAt: new Date('2025-03-10T15:00:00Z') } as Partial<Submission>;
    const { sent, run } = handlersWith({ submission });
    await expect(run(JobName.SendPrescreeningReceipt, { submissionId: 'p1' })).resolves.toBe('done');
    expect(sent.map((m) => m.subject)).toEqual([subject]);
  });
});
