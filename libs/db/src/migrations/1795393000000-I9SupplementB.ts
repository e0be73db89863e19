import { MigrationInterface, QueryRunner } from "typeorm";

/** Form I-9 Supplement B sections, the documents uploaded for them, and each employee's latest rehire. */
export class I9SupplementB1795393000000 implements MigrationInterface {
    name = 'I9SupplementB1795393000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "i9_supplement_b" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "company_id" integer NOT NULL, "employee_id" uuid NOT NULL, "sequence" smallint NOT NULL, "reason" character varying(20) NOT NULL, "status" character varying(20) NOT NULL DEFAULT 'requested', "url" character varying(64) NOT NULL, "link_expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "invited_at" TIMESTAMP WITH TIME ZONE, "requested_by" uuid NOT NULL, "needs_document" boolean NOT NULL, "rehire_date" date, "new_lastname" character varying(30), "new_firstname" character varying(30), "new_middle_initial" character varying(1), "uploaded_at" TIMESTAMP WITH TIME ZONE, "document_list" character(1), "document_title" character varying(120), "document_issuing_authority" character varying(60), "document_number_encrypted" text, "document_number_last4" character varying(4), "document_expiration_date" date, "alternative_procedure" boolean, "additional_information" character varying(1000), "examiner_user_id" uuid, "examiner_lastname" character varying(50), "examiner_firstname" character varying(50), "authorized_representative" boolean, "signed_on" date, "signed_at" TIMESTAMP WITH TIME ZONE, "signer_ip" character varying(64), "signer_user_agent" character varying(300), "attestation" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_5c46919395342d8c2c21a9c7897" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "i9_supplement_b_invite_pending_idx" ON "i9_supplement_b"  ("created_at") WHERE invited_at IS NULL`);
        await queryRunner.query(`CREATE UNIQUE INDEX "i9_supplement_b_url_key" ON "i9_supplement_b"  ("url") `);
        await queryRunner.query(`CREATE UNIQUE INDEX "i9_supplement_b_employee_idx" ON "i9_supplement_b"  ("employee_id", "sequence") `);
        await queryRunner.query(`ALTER TABLE "documents" ADD "supplement_b_id" uuid`);
        await queryRunner.query(`ALTER TABLE "employees" ADD "rehired_on" date`);
        await queryRunner.query(`ALTER TABLE "i9_supplement_b" ADD CONSTRAINT "FK_10acc442c13e4879cea38ea3d4f" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "i9_supplement_b" ADD CONSTRAINT "FK_369c49eaec5ce8e33371a28a375" FOREIGN KEY ("employee_id") REFERENCES "employees"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "i9_supplement_b" DROP CONSTRAINT "FK_369c49eaec5ce8e33371a28a375"`);
        await queryRunner.query(`ALTER TABLE "i9_supplement_b" DROP CONSTRAINT "FK_10acc442c13e4879cea38ea3d4f"`);
        await queryRunner.query(`ALTER TABLE "employees" DROP COLUMN "rehired_on"`);
        await queryRunner.query(`ALTER TABLE "documents" DROP COLUMN "supplement_b_id"`);
        await queryRunner.query(`DROP INDEX "public"."i9_supplement_b_employee_idx"`);
        await queryRunner.query(`DROP INDEX "public"."i9_supplement_b_url_key"`);
        await queryRunner.query(`DROP INDEX "public"."i9_supplement_b_invite_pending_idx"`);
        await queryRunner.query(`DROP TABLE "i9_supplement_b"`);
    }

}
