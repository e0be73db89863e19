import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Bulk employee imports (their counts, never their rows), an employee's job title, the index the
 * import finds an employee by e-mail and first day with, and a company's applicant tracking settings:
 * the hosts a pre-screening may return to and the origins that may frame it.
 */
export class EmployeeImports1795394720000 implements MigrationInterface {
    name = 'EmployeeImports1795394720000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "employee_imports" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "company_id" integer NOT NULL, "user_id" uuid, "api_key_id" uuid, "mode" character varying(10) NOT NULL, "rows" integer NOT NULL, "created" integer NOT NULL, "existing" integer NOT NULL, "rejected" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_aa528a642942eea4fa89b83ad52" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "employee_imports_company_created_idx" ON "employee_imports"  ("company_id", "created_at") `);
        await queryRunner.query(`ALTER TABLE "companies" ADD "ats_return_hosts" text array NOT NULL DEFAULT '{}'`);
        await queryRunner.query(`ALTER TABLE "companies" ADD "frame_ancestors" text array NOT NULL DEFAULT '{}'`);
        await queryRunner.query(`ALTER TABLE "employees" ADD "job_title" character varying(100)`);
        await queryRunner.query(`CREATE INDEX "employees_company_email_start_idx" ON "employees"  ("company_id", "email", "start_date") `);
        await queryRunner.query(`ALTER TABLE "employee_imports" ADD CONSTRAINT "FK_444d7808c5c5cbb1e1d95cf8035" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "employee_imports" DROP CONSTRAINT "FK_444d7808c5c5cbb1e1d95cf8035"`);
        await queryRunner.query(`DROP INDEX "public"."employees_company_email_start_idx"`);
        await queryRunner.query(`ALTER TABLE "employees" DROP COLUMN "job_title"`);
        await queryRunner.query(`ALTER TABLE "companies" DROP COLUMN "frame_ancestors"`);
        await queryRunner.query(`ALTER TABLE "companies" DROP COLUMN "ats_return_hosts"`);
        await queryRunner.query(`DROP INDEX "public"."employee_imports_company_created_idx"`);
        await queryRunner.query(`DROP TABLE "employee_imports"`);
    }

}
