import { MigrationInterface, QueryRunner } from "typeorm";

export class Initial1795314721115 implements MigrationInterface {
    name = 'Initial1795314721115'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "audit_events" ("id" BIGSERIAL NOT NULL, "occurred_at" TIMESTAMP WITH TIME ZONE NOT NULL, "actor_id" uuid, "actor_role" character varying(10) NOT NULL, "action" character varying(40) NOT NULL, "record_type" character varying(20) NOT NULL, "record_id" character varying(40) NOT NULL, "company_id" integer, "ip" character varying(64), "detail" jsonb, "prev_hash" character(64) NOT NULL, "hash" character(64) NOT NULL, CONSTRAINT "PK_910f64d901a5c3e9878f0d4a407" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "audit_events_company_idx" ON "audit_events"  ("company_id", "occurred_at") `);
        await queryRunner.query(`CREATE INDEX "audit_events_record_idx" ON "audit_events"  ("record_type", "record_id") `);
        await queryRunner.query(`CREATE TABLE "companies" ("id" SERIAL NOT NULL, "name" character varying(100) NOT NULL, "firstname" character varying(50) NOT NULL, "lastname" character varying(50) NOT NULL, "email" character varying(50) NOT NULL, "phone" character varying(10) NOT NULL, "fax" character varying(10), "industry" character varying(100) NOT NULL, "size" character varying(10) NOT NULL, "ein" character varying(9), "erd_status" character varying(20) NOT NULL DEFAULT 'not-submitted', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_d4bc3e82a314fa9e29f652c2c22" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "companies_erd_status_idx" ON "companies"  ("erd_status") `);
        await queryRunner.query(`CREATE INDEX "companies_created_at_idx" ON "companies"  ("created_at") `);
        await queryRunner.query(`CREATE TABLE "contact_requests" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "firstname" character varying(50) NOT NULL, "lastname" character varying(50) NOT NULL, "company" character varying(50) NOT NULL, "position" character varying(50) NOT NULL, "email" character varying(50) NOT NULL, "ip" character varying(64), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_5fc5cfa569e4e66051c6acde3b9" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "contact_requests_created_at_idx" ON "contact_requests"  ("created_at") `);
        await queryRunner.query(`CREATE TABLE "documents" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "company_id" integer NOT NULL, "employee_id" uuid, "submission_id" uuid, "kind" character varying(30) NOT NULL, "document_type" character varying(60), "content_type" character varying(50) NOT NULL, "byte_size" integer NOT NULL, "storage_key" character varying(200) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_ac51aa5181ee2036f5ca482857c" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "documents_company_created_idx" ON "documents"  ("company_id", "created_at") `);
        await queryRunner.query(`CREATE INDEX "documents_submission_idx" ON "documents"  ("submission_id") `);
        await queryRunner.query(`CREATE INDEX "documents_employee_idx" ON "documents"  ("employee_id") `);
        await queryRunner.query(`CREATE TABLE "employees" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "company_id" integer NOT NULL, "firstname" character varying(30) NOT NULL, "lastname" character varying(30) NOT NULL, "email" character varying(30) NOT NULL, "url" character varying(64) NOT NULL, "i9_status" character varying(20) NOT NULL DEFAULT 'pending', "documents_type" jsonb, "verified_at" TIMESTAMP WITH TIME ZONE, "verified_by" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_b9535a98350d5b26e7eb0c26af4" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE UNIQUE INDEX "employees_url_key" ON "employees"  ("url") `);
        await queryRunner.query(`CREATE INDEX "employees_created_idx" ON "employees"  ("created_at") `);
        await queryRunner.query(`CREATE INDEX "employees_company_created_idx" ON "employees"  ("company_id", "created_at") `);
        await queryRunner.query(`CREATE TABLE "erd_forms" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "company_id" integer NOT NULL, "firstname" character varying(50) NOT NULL, "lastname" character varying(50) NOT NULL, "name" character varying(100) NOT NULL, "phone" character varying(10) NOT NULL, "email" character varying(50) NOT NULL, "fax" character varying(10), "ein" character varying(9) NOT NULL, "signature" character varying(30) NOT NULL, "signer_ip" character varying(64), "signed_by" uuid, "approved_at" TIMESTAMP WITH TIME ZONE, "approved_by" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_97f811f19f12df9d93aab99cbf1" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "erd_forms_company_id_created_at_idx" ON "erd_forms"  ("company_id", "created_at") `);
        await queryRunner.query(`CREATE TABLE "i9_forms" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "employee_id" uuid NOT NULL, "lastname" character varying(50) NOT NULL, "firstname" character varying(50) NOT NULL, "middle_initial" character varying(1), "other_lastnames" character varying(50), "street" character varying(50) NOT NULL, "apt" character varying(40), "city" character varying(40) NOT NULL, "county" character varying(40), "state" character varying(2) NOT NULL, "zip" character varying(15) NOT NULL, "birthdate" date NOT NULL, "ssn_encrypted" text NOT NULL, "ssn_last4" character(4) NOT NULL, "email" character varying(50) NOT NULL, "phone" character varying(10) NOT NULL, "citizenship" character varying(10) NOT NULL, "alien_number_encrypted" text, "expiry" date, "expiry_not_applicable" boolean NOT NULL DEFAULT false, "citizen4_number1_encrypted" text, "citizen4_number2_encrypted" text, "citizen4_number3_encrypted" text, "signature" character varying(50) NOT NULL, "signed_at" TIMESTAMP WITH TIME ZONE NOT NULL, "signer_ip" character varying(64), "signer_user_agent" character varying(300), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "REL_251845cbf60503533af946d29e" UNIQUE ("employee_id"), CONSTRAINT "PK_7054638ce83a8cd11067a08e7a7" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE TABLE "submissions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "company_id" integer NOT NULL, "status" character varying(20) NOT NULL DEFAULT 'pending', "eligible" boolean NOT NULL, "firstname" character varying(50) NOT NULL, "lastname" character varying(50) NOT NULL, "email" character varying(50) NOT NULL, "phone" character varying(10) NOT NULL, "street" character varying(50) NOT NULL, "apt" character varying(40), "city" character varying(40) NOT NULL, "county" character varying(40) NOT NULL, "state" character varying(2) NOT NULL, "zip" character varying(15) NOT NULL, "ssn_encrypted" text NOT NULL, "ssn_last4" character(4) NOT NULL, "ssn_index" character(64) NOT NULL, "birthdate" date NOT NULL, "military" character varying(1), "snap" character varying(1), "tanf" character varying(1), "ssi" character varying(1), "vr" character varying(1), "unemployed" character varying(1), "felony" character varying(1), "woc" character varying(1), "military_unemployed6m" character varying(1), "military_unemployed4w" character varying(1), "military_snap" character varying(1), "military_disability" character varying(1), "military_released" character varying(1), "snap3" character varying(1), "tanf_stopped" character varying(1), "tanf_assistance9" character varying(1), "tanf_assistance18" character varying(1), "felony_adjudication" character varying(1), "felony_wrp" character varying(1), "military_year" character varying(4), "military_branch" character varying(20), "tanf_state" character varying(2), "tanf_time" character varying(30), "vr_service" character varying(30), "unemployed_date" date, "unemployed_state" character varying(2), "felony_conviction" date, "felony_release" date, "felony_state" character varying(2), "felony_type" character varying(10), "signature" character varying(50) NOT NULL, "signer_ip" character varying(64), "status_changed_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_10b3be95b8b2fb1e482e07d706b" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "submissions_ssn_index_idx" ON "submissions"  ("ssn_index") `);
        await queryRunner.query(`CREATE INDEX "submissions_created_idx" ON "submissions"  ("created_at") `);
        await queryRunner.query(`CREATE INDEX "submissions_status_created_idx" ON "submissions"  ("status", "created_at") `);
        await queryRunner.query(`CREATE INDEX "submissions_company_created_idx" ON "submissions"  ("company_id", "created_at") `);
        await queryRunner.query(`CREATE INDEX "submissions_company_status_created_idx" ON "submissions"  ("company_id", "status", "created_at") `);
        await queryRunner.query(`CREATE TABLE "users" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "email" character varying(100) NOT NULL, "password_hash" character varying(200) NOT NULL, "firstname" character varying(50) NOT NULL, "lastname" character varying(50) NOT NULL, "is_admin" boolean NOT NULL DEFAULT false, "company_id" integer, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_a3ffb1c0c8416b9fc6f907b7433" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "users_company_id_idx" ON "users"  ("company_id") `);
        await queryRunner.query(`CREATE UNIQUE INDEX "users_email_key" ON "users"  ("email") `);
        await queryRunner.query(`ALTER TABLE "employees" ADD CONSTRAINT "FK_7f3eeef59eece4147effe7bfa6a" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "erd_forms" ADD CONSTRAINT "FK_b2aa6b02582856af04cd91954eb" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "i9_forms" ADD CONSTRAINT "FK_251845cbf60503533af946d29e3" FOREIGN KEY ("employee_id") REFERENCES "employees"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "submissions" ADD CONSTRAINT "FK_18653f0eaecb9935a706945a2c6" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "users" ADD CONSTRAINT "FK_7ae6334059289559722437bcc1c" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        // Written by hand (TypeORM cannot express these); the entities mark them synchronize: false.
        await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
        await queryRunner.query(`CREATE INDEX "companies_name_trgm_idx" ON "companies" USING gin ("name" gin_trgm_ops)`);
        // The audit trail is append-only: any UPDATE or DELETE is refused by the database itself.
        await queryRunner.query(`CREATE FUNCTION audit_events_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'audit_events is append-only'; END $$`);
        await queryRunner.query(`CREATE TRIGGER audit_events_append_only BEFORE UPDATE OR DELETE ON "audit_events" FOR EACH ROW EXECUTE FUNCTION audit_events_refuse_change()`);
        await queryRunner.query(`CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON "audit_events" FOR EACH STATEMENT EXECUTE FUNCTION audit_events_refuse_change()`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP TRIGGER audit_events_no_truncate ON "audit_events"`);
        await queryRunner.query(`DROP TRIGGER audit_events_append_only ON "audit_events"`);
        await queryRunner.query(`DROP FUNCTION audit_events_refuse_change()`);
        await queryRunner.query(`DROP INDEX "public"."companies_name_trgm_idx"`);
        await queryRunner.query(`ALTER TABLE "users" DROP CONSTRAINT "FK_7ae6334059289559722437bcc1c"`);
        await queryRunner.query(`ALTER TABLE "submissions" DROP CONSTRAINT "FK_18653f0eaecb9935a706945a2c6"`);
        await queryRunner.query(`ALTER TABLE "i9_forms" DROP CONSTRAINT "FK_251845cbf60503533af946d29e3"`);
        await queryRunner.query(`ALTER TABLE "erd_forms" DROP CONSTRAINT "FK_b2aa6b02582856af04cd91954eb"`);
        await queryRunner.query(`ALTER TABLE "employees" DROP CONSTRAINT "FK_7f3eeef59eece4147effe7bfa6a"`);
        await queryRunner.query(`DROP INDEX "public"."users_email_key"`);
        await queryRunner.query(`DROP INDEX "public"."users_company_id_idx"`);
        await queryRunner.query(`DROP TABLE "users"`);
        await queryRunner.query(`DROP INDEX "public"."submissions_company_status_created_idx"`);
        await queryRunner.query(`DROP INDEX "public"."submissions_company_created_idx"`);
        await queryRunner.query(`DROP INDEX "public"."submissions_status_created_idx"`);
        await queryRunner.query(`DROP INDEX "public"."submissions_created_idx"`);
        await queryRunner.query(`DROP INDEX "public"."submissions_ssn_index_idx"`);
        await queryRunner.query(`DROP TABLE "submissions"`);
        await queryRunner.query(`DROP TABLE "i9_forms"`);
        await queryRunner.query(`DROP INDEX "public"."erd_forms_company_id_created_at_idx"`);
        await queryRunner.query(`DROP TABLE "erd_forms"`);
        await queryRunner.query(`DROP INDEX "public"."employees_company_created_idx"`);
        await queryRunner.query(`DROP INDEX "public"."employees_created_idx"`);
        await queryRunner.query(`DROP INDEX "public"."employees_url_key"`);
        await queryRunner.query(`DROP TABLE "employees"`);
        await queryRunner.query(`DROP INDEX "public"."documents_employee_idx"`);
        await queryRunner.query(`DROP INDEX "public"."documents_submission_idx"`);
        await queryRunner.query(`DROP INDEX "public"."documents_company_created_idx"`);
        await queryRunner.query(`DROP TABLE "documents"`);
        await queryRunner.query(`DROP INDEX "public"."contact_requests_created_at_idx"`);
        await queryRunner.query(`DROP TABLE "contact_requests"`);
        await queryRunner.query(`DROP INDEX "public"."companies_created_at_idx"`);
        await queryRunner.query(`DROP INDEX "public"."companies_erd_status_idx"`);
        await queryRunner.query(`DROP TABLE "companies"`);
        await queryRunner.query(`DROP INDEX "public"."audit_events_record_idx"`);
        await queryRunner.query(`DROP INDEX "public"."audit_events_company_idx"`);
        await queryRunner.query(`DROP TABLE "audit_events"`);
    }

}
