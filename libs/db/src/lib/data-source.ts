import type { DataSourceOptions } from 'typeorm';
import { ApiKey } from './entities/api-key.entity';
import { AuditChainBreak } from './entities/audit-chain-break.entity';
import { AuditEvent } from './entities/audit-event.entity';
import { Company } from './entities/company.entity';
import { ContactRequest } from './entities/contact-request.entity';
import { StoredDocument } from './entities/document.entity';
import { Employee } from './entities/employee.entity';
import { ErdForm } from './entities/erd-form.entity';
import { I9ExaminedDocument } from './entities/i9-examined-document.entity';
import { I9Form } from './entities/i9-form.entity';
import { I9Preparer } from './entities/i9-preparer.entity';
import { I9Section2 } from './entities/i9-section2.entity';
import { I9SupplementB } from './entities/i9-supplement-b.entity';
import { InspectionExport } from './entities/inspection-export.entity';
import { EVerifyCase } from './entities/everify-case.entity';
import { EVerifyTestModeCase } from './entities/everify-test-mode-case.entity';
import { SubmissionHireCorrection } from './entities/submission-hire-correction.entity';
import { Submission } from './entities/submission.entity';
import { SubmissionStatusCount } from './entities/submission-status-count.entity';
import { SubmissionRollup } from './entities/submission-rollup.entity';
import { SubmissionCompanyRollup } from './entities/submission-company-rollup.entity';
import { SubmissionStatusEvent } from './entities/submission-status-event.entity';
import { User } from './entities/user.entity';
import { Location } from './entities/location.entity';
import { UserLocation } from './entities/user-location.entity';
import { WebhookEndpoint } from './entities/webhook-endpoint.entity';
import { WebhookMessage } from './entities/webhook-message.entity';
import { WebhookDelivery } from './entities/webhook-delivery.entity';
import { WebhookAttempt } from './entities/webhook-attempt.entity';
import { EmployeeMove } from './entities/employee-move.entity';
import { AccountLink } from './entities/account-link.entity';
import { RecoveryCode } from './entities/recovery-code.entity';
import { WageRecord } from './entities/wage-record.entity';
import { SmsMessage } from './entities/sms-message.entity';
import { SmsOptOut } from './entities/sms-opt-out.entity';
import { Section1Reminder } from './entities/section1-reminder.entity';
import { CalendarFeed } from './entities/calendar-feed.entity';
import { EmployeeImport } from './entities/employee-import.entity';
import { MIGRATIONS } from '../migrations';
import { SnakeNamingStrategy } from './naming-strategy';

export const ENTITIES = [Company, Location, User, UserLocation, ContactRequest, ErdForm, Submission, SubmissionStatusCount, SubmissionStatusEvent, Employee, EmployeeMove, I9Form, I9Preparer, I9Section2, I9ExaminedDocument, I9SupplementB, InspectionExport, EVerifyCase, EVerifyTestModeCase, SubmissionHireCorrection, StoredDocument, AuditEvent, AuditChainBreak, WageRecord, SubmissionRollup, SubmissionCompanyRollup, AccountLink, RecoveryCode, ApiKey, SmsMessage, SmsOptOut, Section1Reminder, CalendarFeed, WebhookEndpoint, WebhookMessage, WebhookDelivery, WebhookAttempt, EmployeeImport];

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/clearhire';

/**
 * Entity and migration classes are listed, not globbed: the bundled app has no .ts files to glob.
 * Schema changes only ever come from migrations (never synchronize).
 */
export function dataSourceOptions(url: string, overrides: Partial<DataSourceOptions> = {}): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    namingStrategy: new SnakeNamingStrategy(),
    synchronize: false,
    // gen_random_uuid() is built into PostgreSQL 13+: no uuid-ossp extension needed.
    uuidExtension: 'pgcrypto',
    migrationsTransactionMode: 'each',
    extra: { max: 20 },
    ...overrides,
  } as DataSourceOptions;
}
