import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The fields other systems and messages rely on: the language an applicant or employee is written to
 * in, an employee's mobile number for texts, and the ids an applicant tracking or HR system gives them.
 * (Adding a column with a constant default rewrites no row.)
 */
export class LanguagesAndExternalIds1795394690000 implements MigrationInterface {
    name = 'LanguagesAndExternalIds1795394690000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "employees" ADD "mobile_phone" character varying(16)`);
        await queryRunner.query(`ALTER TABLE "employees" ADD "language" character varying(5) NOT NULL DEFAULT 'en'`);
        await queryRunner.query(`ALTER TABLE "employees" ADD "external_id" character varying(100)`);
        await queryRunner.query(`ALTER TABLE "submissions" ADD "language" character varying(5) NOT NULL DEFAULT 'en'`);
        await queryRunner.query(`ALTER TABLE "submissions" ADD "external_id" character varying(100)`);
        await queryRunner.query(`CREATE UNIQUE INDEX "employees_company_external_key" ON "employees"  ("company_id", "external_id") WHERE external_id IS NOT NULL`);
        await queryRunner.query(`CREATE INDEX "submissions_company_external_idx" ON "submissions"  ("company_id", "external_id") WHERE external_id IS NOT NULL`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX "public"."submissions_company_external_idx"`);
        await queryRunner.query(`DROP INDEX "public"."employees_company_external_key"`);
        await queryRunner.query(`ALTER TABLE "submissions" DROP COLUMN "external_id"`);
        await queryRunner.query(`ALTER TABLE "submissions" DROP COLUMN "language"`);
        await queryRunner.query(`ALTER TABLE "employees" DROP COLUMN "external_id"`);
        await queryRunner.query(`ALTER TABLE "employees" DROP COLUMN "language"`);
        await queryRunner.query(`ALTER TABLE "employees" DROP COLUMN "mobile_phone"`);
    }

}
