import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Form I-9 Section 2 and what feeds it: the section and its examined documents, each employee's
 * first day, offer date, reverification date and I-9 revision (the record PDF is kept per revision),
 * and the company's business address, holiday setting and E-Verify participation.
 */
export class I9Section21795392700000 implements MigrationInterface {
    name = 'I9Section21795392700000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX "public"."documents_i9_record_once"`);
        await queryRunner.query(`CREATE TABLE "i9_examined_documents" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "company_id" integer NOT NULL, "employee_id" uuid NOT NULL, "section2_id" uuid NOT NULL, "position" smallint NOT NULL, "list" character(1) NOT NULL, "title" character varying(120) NOT NULL, "issuing_authority" character varying(60), "number_encrypted" text, "number_last4" character varying(4), "expiration_date" date, "has_photo" boolean, CONSTRAINT "PK_fba75397e0b07ff7d7713ddf424" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "i9_examined_documents_employee_idx" ON "i9_examined_documents"  ("employee_id") `);
        await queryRunner.query(`CREATE UNIQUE INDEX "i9_examined_documents_section2_idx" ON "i9_examined_documents"  ("section2_id", "position") `);
        await queryRunner.query(`CREATE TABLE "i9_section2" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "company_id" integer NOT NULL, "employee_id" uuid NOT NULL, "first_day_of_employment" date NOT NULL, "short_term_employment" boolean NOT NULL DEFAULT false, "alternative_procedure" boolean NOT NULL, "additional_information" character varying(1000), "examiner_user_id" uuid NOT NULL, "examiner_lastname" character varying(50) NOT NULL, "examiner_firstname" character varying(50) NOT NULL, "examiner_title" character varying(50) NOT NULL, "authorized_representative" boolean NOT NULL DEFAULT false, "employer_name" character varying(100) NOT NULL, "employer_street" character varying(50) NOT NULL, "employer_city" character varying(40) NOT NULL, "employer_state" character varying(2) NOT NULL, "employer_zip" character varying(15) NOT NULL, "signed_on" date NOT NULL, "signed_at" TIMESTAMP WITH TIME ZONE NOT NULL, "signer_ip" character varying(64), "signer_user_agent" character varying(300), "attestation" text NOT NULL, "due_date" date NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "REL_cc2f93b2d787c5fc5e1c372bd9" UNIQUE ("employee_id"), CONSTRAINT "PK_c4885137ac78430f54d96304e64" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "i9_section2_company_idx" ON "i9_section2"  ("company_id") `);
        await queryRunner.query(`ALTER TABLE "companies" ADD "street" character varying(50)`);
        await queryRunner.query(`ALTER TABLE "companies" ADD "city" character varying(40)`);
        await queryRunner.query(`ALTER TABLE "companies" ADD "state" character varying(2)`);
        await queryRunner.query(`ALTER TABLE "companies" ADD "zip" character varying(15)`);
        await queryRunner.query(`ALTER TABLE "companies" ADD "closed_on_federal_holidays" boolean NOT NULL DEFAULT false`);
        await queryRunner.query(`ALTER TABLE "companies" ADD "everify_company_id" character varying(10)`);
        await queryRunner.query(`ALTER TABLE "companies" ADD "everify_mou_signed_on" date`);
        await queryRunner.query(`ALTER TABLE "companies" ADD "everify_hiring_sites" jsonb NOT NULL DEFAULT '[]'`);
        await queryRunner.query(`ALTER TABLE "documents" ADD "revision" integer NOT NULL DEFAULT '0'`);
        await queryRunner.query(`ALTER TABLE "employees" ADD "start_date" date`);
        await queryRunner.query(`ALTER TABLE "employees" ADD "offer_accepted_on" date`);
        await queryRunner.query(`ALTER TABLE "employees" ADD "reverify_by" date`);
        await queryRunner.query(`ALTER TABLE "employees" ADD "i9_revision" integer NOT NULL DEFAULT '0'`);
        await queryRunner.query(`CREATE UNIQUE INDEX "documents_i9_record_revision_once" ON "documents"  ("employee_id", "revision") WHERE kind = 'i9-record'`);
        await queryRunner.query(`CREATE INDEX "employees_reverify_idx" ON "employees"  ("company_id", "reverify_by") WHERE reverify_by IS NOT NULL`);
        await queryRunner.query(`CREATE INDEX "employees_section2_pending_idx" ON "employees"  ("company_id", "start_date") WHERE i9_status <> 'verified' AND start_date IS NOT NULL`);
        await queryRunner.query(`ALTER TABLE "i9_examined_documents" ADD CONSTRAINT "FK_9f2434d4b01b9366050601518b5" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "i9_examined_documents" ADD CONSTRAINT "FK_1861bfbfae4ad229880b30ce935" FOREIGN KEY ("section2_id") REFERENCES "i9_section2"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "i9_section2" ADD CONSTRAINT "FK_21b8d3e8f8e4fa1f26c70c1e27e" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "i9_section2" ADD CONSTRAINT "FK_cc2f93b2d787c5fc5e1c372bd92" FOREIGN KEY ("employee_id") REFERENCES "employees"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "i9_section2" DROP CONSTRAINT "FK_cc2f93b2d787c5fc5e1c372bd92"`);
        await queryRunner.query(`ALTER TABLE "i9_section2" DROP CONSTRAINT "FK_21b8d3e8f8e4fa1f26c70c1e27e"`);
        await queryRunner.query(`ALTER TABLE "i9_examined_documents" DROP CONSTRAINT "FK_1861bfbfae4ad229880b30ce935"`);
        await queryRunner.query(`ALTER TABLE "i9_examined_documents" DROP CONSTRAINT "FK_9f2434d4b01b9366050601518b5"`);
        await queryRunner.query(`DROP INDEX "public"."employees_section2_pending_idx"`);
        await queryRunner.query(`DROP INDEX "public"."employees_reverify_idx"`);
        await queryRunner.query(`DROP INDEX "public"."documents_i9_record_revision_once"`);
        await queryRunner.query(`ALTER TABLE "employees" DROP COLUMN "i9_revision"`);
        await queryRunner.query(`ALTER TABLE "employees" DROP COLUMN "reverify_by"`);
        await queryRunner.query(`ALTER TABLE "employees" DROP COLUMN "offer_accepted_on"`);
        await queryRunner.query(`ALTER TABLE "employees" DROP COLUMN "start_date"`);
        await queryRunner.query(`ALTER TABLE "documents" DROP COLUMN "revision"`);
        await queryRunner.query(`ALTER TABLE "companies" DROP COLUMN "everify_hiring_sites"`);
        await queryRunner.query(`ALTER TABLE "companies" DROP COLUMN "everify_mou_signed_on"`);
        await queryRunner.query(`ALTER TABLE "companies" DROP COLUMN "everify_company_id"`);
        await queryRunner.query(`ALTER TABLE "companies" DROP COLUMN "closed_on_federal_holidays"`);
        await queryRunner.query(`ALTER TABLE "companies" DROP COLUMN "zip"`);
        await queryRunner.query(`ALTER TABLE "companies" DROP COLUMN "state"`);
        await queryRunner.query(`ALTER TABLE "companies" DROP COLUMN "city"`);
        await queryRunner.query(`ALTER TABLE "companies" DROP COLUMN "street"`);
        await queryRunner.query(`DROP INDEX "public"."i9_section2_company_idx"`);
        await queryRunner.query(`DROP TABLE "i9_section2"`);
        await queryRunner.query(`DROP INDEX "public"."i9_examined_documents_section2_idx"`);
        await queryRunner.query(`DROP INDEX "public"."i9_examined_documents_employee_idx"`);
        await queryRunner.query(`DROP TABLE "i9_examined_documents"`);
        await queryRunner.query(`CREATE UNIQUE INDEX "documents_i9_record_once" ON "documents" USING btree ("employee_id", "kind") WHERE ((kind)::text = 'i9-record'::text)`);
    }

}
