import { MigrationInterface, QueryRunner } from "typeorm";

export class SubmissionHire1795321578062 implements MigrationInterface {
    name = 'SubmissionHire1795321578062'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "submissions" ADD "offer_date" date`);
        await queryRunner.query(`ALTER TABLE "submissions" ADD "hire_date" date`);
        await queryRunner.query(`ALTER TABLE "submissions" ADD "start_date" date`);
        await queryRunner.query(`ALTER TABLE "submissions" ADD "starting_wage" numeric(8,2)`);
        await queryRunner.query(`ALTER TABLE "submissions" ADD "job_title" character varying(100)`);
        await queryRunner.query(`CREATE INDEX "submissions_company_start_idx" ON "submissions"  ("company_id", "start_date") `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX "public"."submissions_company_start_idx"`);
        await queryRunner.query(`ALTER TABLE "submissions" DROP COLUMN "job_title"`);
        await queryRunner.query(`ALTER TABLE "submissions" DROP COLUMN "starting_wage"`);
        await queryRunner.query(`ALTER TABLE "submissions" DROP COLUMN "start_date"`);
        await queryRunner.query(`ALTER TABLE "submissions" DROP COLUMN "hire_date"`);
        await queryRunner.query(`ALTER TABLE "submissions" DROP COLUMN "offer_date"`);
    }

}
