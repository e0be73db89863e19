import { MigrationInterface, QueryRunner } from "typeorm";

export class SubmissionFormsRevision1795392100000 implements MigrationInterface {
    name = 'SubmissionFormsRevision1795392100000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "submissions" ADD "hire_revision" integer NOT NULL DEFAULT '0'`);
        await queryRunner.query(`ALTER TABLE "submissions" ADD "forms_revision" integer NOT NULL DEFAULT '0'`);
        // Hires recorded before forms were re-rendered have an 8850 page 2 and a 9061 without the hire:
        // still pending ones are marked as one hire revision ahead, so the worker's sweep renders them again.
        await queryRunner.query(`UPDATE "submissions" SET "hire_revision" = 1, "documents_ready_at" = NULL WHERE "start_date" IS NOT NULL AND "status" = 'pending'`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "submissions" DROP COLUMN "forms_revision"`);
        await queryRunner.query(`ALTER TABLE "submissions" DROP COLUMN "hire_revision"`);
    }

}
