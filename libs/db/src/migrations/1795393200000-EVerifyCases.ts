import { MigrationInterface, QueryRunner } from "typeorm";

/** E-Verify cases of the employees, and the test-mode gateway's own record of each case. */
export class EVerifyCases1795393200000 implements MigrationInterface {
    name = 'EVerifyCases1795393200000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "everify_cases" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "company_id" integer NOT NULL, "employee_id" uuid NOT NULL, "case_number" character varying(20), "status" character varying(30) NOT NULL DEFAULT 'submitting', "test_mode" boolean NOT NULL, "hire_date" date NOT NULL, "late_reason" character varying(60), "late_reason_text" character varying(200), "agency" character varying(4), "result_issued_on" date, "notified_at" TIMESTAMP WITH TIME ZONE, "notified_by" uuid, "employee_decision" character varying(12), "decision_signature" character varying(100), "decision_signed_at" TIMESTAMP WITH TIME ZONE, "referred_on" date, "photo_answer" character varying(10), "closure_reason" character varying(60), "closure_text" character varying(200), "currently_employed" boolean, "closed_at" TIMESTAMP WITH TIME ZONE, "notice_en_document_id" uuid, "notice_es_document_id" uuid, "referral_en_document_id" uuid, "referral_es_document_id" uuid, "photo_document_id" uuid, "created_by" uuid NOT NULL, "next_poll_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_46a121cedba04af0512cee9affc" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "everify_cases_company_status_idx" ON "everify_cases"  ("company_id", "status") `);
        await queryRunner.query(`CREATE INDEX "everify_cases_poll_idx" ON "everify_cases"  ("next_poll_at") WHERE next_poll_at IS NOT NULL`);
        await queryRunner.query(`CREATE UNIQUE INDEX "everify_cases_one_open_key" ON "everify_cases"  ("employee_id") WHERE status NOT IN ('employment-authorized', 'closed')`);
        await queryRunner.query(`CREATE INDEX "everify_cases_employee_idx" ON "everify_cases"  ("employee_id", "created_at") `);
        await queryRunner.query(`CREATE TABLE "everify_test_mode_cases" ("case_number" character varying(20) NOT NULL, "scenario" character varying(30) NOT NULL, "status" character varying(30) NOT NULL, "agency" character varying(4), "result_issued_on" date, "referred_on" date, "next_status" character varying(30), "next_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_6389539a33434512b209e4cd2a1" PRIMARY KEY ("case_number"))`);
        await queryRunner.query(`ALTER TABLE "everify_cases" ADD CONSTRAINT "FK_757279ebf09c17614a68f0cf052" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "everify_cases" ADD CONSTRAINT "FK_1bab3d804a67498152097ab38f9" FOREIGN KEY ("employee_id") REFERENCES "employees"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "everify_cases" DROP CONSTRAINT "FK_1bab3d804a67498152097ab38f9"`);
        await queryRunner.query(`ALTER TABLE "everify_cases" DROP CONSTRAINT "FK_757279ebf09c17614a68f0cf052"`);
        await queryRunner.query(`DROP TABLE "everify_test_mode_cases"`);
        await queryRunner.query(`DROP INDEX "public"."everify_cases_employee_idx"`);
        await queryRunner.query(`DROP INDEX "public"."everify_cases_one_open_key"`);
        await queryRunner.query(`DROP INDEX "public"."everify_cases_poll_idx"`);
        await queryRunner.query(`DROP INDEX "public"."everify_cases_company_status_idx"`);
        await queryRunner.query(`DROP TABLE "everify_cases"`);
    }

}
