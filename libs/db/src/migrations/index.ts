import type { MigrationInterface } from 'typeorm';
import { Initial1795314721115 } from './1795314721115-Initial';
import { SubmissionStatusCounts1795317260972 } from './1795317260972-SubmissionStatusCounts';
import { AuditChainInDatabase1795318000000 } from './1795318000000-AuditChainInDatabase';
import { SubmissionHire1795321578062 } from './1795321578062-SubmissionHire';
import { GeneratedDocuments1795324388875 } from './1795324388875-GeneratedDocuments';
import { SubmissionStatusEvents1795325484799 } from './1795325484799-SubmissionStatusEvents';
import { CompanyDueListSent1795329574969 } from './1795329574969-CompanyDueListSent';
import { SubmissionStateQueue1795388400000 } from './1795388400000-SubmissionStateQueue';
import { WageRecords1795392000000 } from './1795392000000-WageRecords';
import { SubmissionFormsRevision1795392100000 } from './1795392100000-SubmissionFormsRevision';
import { SubmissionCreditDetermination1795392200000 } from './1795392200000-SubmissionCreditDetermination';
import { StatusEventProof1795392300000 } from './1795392300000-StatusEventProof';
import { SubmissionRollups1795392400000 } from './1795392400000-SubmissionRollups';
import { DropPotentialIndex1795392500000 } from './1795392500000-DropPotentialIndex';
import { CompanyTimeZone1795392600000 } from './1795392600000-CompanyTimeZone';
import { I9Section21795392700000 } from './1795392700000-I9Section2';
import { I9Retention1795392800000 } from './1795392800000-I9Retention';
import { I9SupplementA1795392900000 } from './1795392900000-I9SupplementA';
import { I9SupplementB1795393000000 } from './1795393000000-I9SupplementB';
import { InspectionExports1795393100000 } from './1795393100000-InspectionExports';
import { EVerifyCases1795393200000 } from './1795393200000-EVerifyCases';
import { HireCorrections1795393300000 } from './1795393300000-HireCorrections';
import { AuditHmacChain1795393400000 } from './1795393400000-AuditHmacChain';
import { DocumentKeyId1795393500000 } from './1795393500000-DocumentKeyId';
import { RehireNoCredit1795393600000 } from './1795393600000-RehireNoCredit';

// Every migration, in order. Committed migrations are never edited: add a new one.
export const MIGRATIONS: (new () => MigrationInterface)[] = [Initial1795314721115, SubmissionStatusCounts1795317260972, AuditChainInDatabase1795318000000, SubmissionHire1795321578062, GeneratedDocuments1795324388875, SubmissionStatusEvents1795325484799, CompanyDueListSent1795329574969, SubmissionStateQueue1795388400000, WageRecords1795392000000, SubmissionFormsRevision1795392100000, SubmissionCreditDetermination1795392200000, StatusEventProof1795392300000, SubmissionRollups1795392400000, DropPotentialIndex1795392500000, CompanyTimeZone1795392600000, I9Section21795392700000, I9Retention1795392800000, I9SupplementA1795392900000, I9SupplementB1795393000000, InspectionExports1795393100000, EVerifyCases1795393200000, HireCorrections1795393300000, AuditHmacChain1795393400000, DocumentKeyId1795393500000, RehireNoCredit1795393600000];
