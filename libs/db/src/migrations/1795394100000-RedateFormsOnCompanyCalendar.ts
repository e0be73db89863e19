import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Forms rendered before every date was taken on the company's calendar printed the day a signature
 * fell on in UTC: a Form 8850 or ETA Form 9061 signed at 16:00 in Los Angeles on 26 November said
 * 11/27, and so did an Employer Representative Declaration. The ones whose printed day differs from
 * the company's are marked to be rendered again, which the worker's sweep then does (the new copy
 * replaces the old, audited as a regeneration):
 * - a pending submission's forms: its hire revision goes one up (as a recorded hire does), so the
 *   forms are replaced under a job of their own;
 * - an ERD authorization: marked not ready, so the worker replaces its copy.
 * Submissions already sent to a state keep the forms the state received, as they were sent.
 * Forms I-9, E-Verify notices and mail were always dated in the company's zone.
 */
export class RedateFormsOnCompanyCalendar1795394100000 implements MigrationInterface {
    name = 'RedateFormsOnCompanyCalendar1795394100000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`UPDATE "submissions" s SET "hire_revision" = s."hire_revision" + 1, "documents_ready_at" = NULL
            FROM "companies" c
            WHERE c."id" = s."company_id" AND s."status" = 'pending'
              AND (s."created_at" AT TIME ZONE 'UTC')::date <> (s."created_at" AT TIME ZONE c."time_zone")::date
              AND EXISTS (SELECT 1 FROM "documents" d WHERE d."submission_id" = s."id" AND d."kind" IN ('form-8850', 'form-9061'))`);
        await queryRunner.query(`UPDATE "erd_forms" e SET "documents_ready_at" = NULL
            FROM "companies" c
            WHERE c."id" = e."company_id"
              AND (e."created_at" AT TIME ZONE 'UTC')::date <> (e."created_at" AT TIME ZONE c."time_zone")::date
              AND EXISTS (SELECT 1 FROM "documents" d WHERE d."erd_form_id" = e."id" AND d."kind" = 'erd-authorization')`);
    }

    public async down(): Promise<void> {
        // Nothing to undo: the forms rendered again carry the dates they should always have had.
    }

}
