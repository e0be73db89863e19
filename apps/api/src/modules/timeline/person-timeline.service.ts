import { Injectable } from '@nestjs/common';
import { AuditService } from '@clearhire/server';
import { personTimeline, type PersonTimelineEntry } from '@clearhire/domain';
import type { Actor, Session } from '../../common/auth/session';
import { Scope } from '../../common/auth/scope';
import { PersonTimelineRepository } from './person-timeline.repository';

/**
 * The timeline shown on a submission's page and on its employee's page: the same steps on both.
 * The page's own record was read (and audited) by its detail; the linked record is personal data
 * read in passing, so its read is audited the same way, naming the page it was read for.
 */
@Injectable()
export class PersonTimelineService {
  constructor(
    private readonly repository: PersonTimelineRepository,
    private readonly audit: AuditService,
  ) {}

  async ofSubmission(submissionId: string, session: Session, actor: Actor): Promise<PersonTimelineEntry[]> {
    const scope = Scope.of(session);
    const [submission, employee] = await Promise.all([this.repository.submissionPart(scope, { id: submissionId }), this.repository.employeePart(scope, { submissionId })]);
    if (!submission) return [];
    if (employee) {
      await this.audit.recordAccess({ actor, action: 'employee.read', recordType: 'employee', recordId: employee.part.id, companyId: employee.companyId, detail: { timelineOf: { submissionId } } });
    }
    return personTimeline({ submission: submission.part, employee: employee?.part ?? null, timeZone: submission.timeZone });
  }

  async ofEmployee(employeeId: string, session: Session, actor: Actor): Promise<PersonTimelineEntry[]> {
    const scope = Scope.of(session);
    const [employee, submission] = await Promise.all([this.repository.employeePart(scope, { id: employeeId }), this.repository.submissionPart(scope, { employeeId })]);
    if (!employee) return [];
    if (submission) {
      await this.audit.recordAccess({ actor, action: 'submission.read', recordType: 'submission', recordId: submission.part.id, companyId: submission.companyId, detail: { timelineOf: { employeeId } } });
    }
    return personTimeline({ submission: submission?.part ?? null, employee: employee.part, timeZone: employee.timeZone });
  }
}
