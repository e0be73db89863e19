import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * One new-hire flow: an employee remembers the pre-screening they were hired from (one employee per
 * submission, the link cleared if the submission is ever deleted), submissions are found by e-mail
 * or birth date to offer that link for an employee added by hand, and a company may have its
 * E-Verify case created as soon as Section 2 is signed.
 */
export class HireToI91795394400000 implements MigrationInterface {
    name = 'HireToI91795394400000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "companies" ADD "everify_create_after_section2" boolean NOT NULL DEFAULT false`);
        await queryRunner.query(`ALTER TABLE "employees" ADD "submission_id" uuid`);
        await queryRunner.query(`CREATE UNIQUE INDEX "employees_submission_key" ON "employees"  ("submission_id") WHERE submission_id IS NOT NULL`);
        await queryRunner.query(`CREATE INDEX "submissions_company_birthdate_idx" ON "submissions"  ("company_id", "birthdate") `);
        await queryRunner.query(`CREATE INDEX "submissions_company_email_idx" ON "submissions"  ("company_id", "email") `);
        await queryRunner.query(`ALTER TABLE "employees" ADD CONSTRAINT "FK_9c252be0481c44289b60cbf217b" FOREIGN KEY ("submission_id") REFERENCES "submissions"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "employees" DROP CONSTRAINT "FK_9c252be0481c44289b60cbf217b"`);
        await queryRunner.query(`DROP INDEX "public"."submissions_company_email_idx"`);
        await queryRunner.query(`DROP INDEX "public"."submissions_company_birthdate_idx"`);
        await queryRunner.query(`DROP INDEX "public"."employees_submission_key"`);
        await queryRunner.query(`ALTER TABLE "employees" DROP COLUMN "submission_id"`);
        await queryRunner.query(`ALTER TABLE "companies" DROP COLUMN "everify_create_after_section2"`);
    }

}
