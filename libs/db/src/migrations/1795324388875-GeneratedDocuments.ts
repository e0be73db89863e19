import { MigrationInterface, QueryRunner } from "typeorm";

export class GeneratedDocuments1795324388875 implements MigrationInterface {
    name = 'GeneratedDocuments1795324388875'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "documents" ADD "erd_form_id" uuid`);
        await queryRunner.query(`ALTER TABLE "employees" ADD "invited_at" TIMESTAMP WITH TIME ZONE`);
        await queryRunner.query(`ALTER TABLE "erd_forms" ADD "documents_ready_at" TIMESTAMP WITH TIME ZONE`);
        await queryRunner.query(`ALTER TABLE "i9_forms" ADD "documents_ready_at" TIMESTAMP WITH TIME ZONE`);
        await queryRunner.query(`ALTER TABLE "submissions" ADD "documents_ready_at" TIMESTAMP WITH TIME ZONE`);
        await queryRunner.query(`CREATE UNIQUE INDEX "documents_erd_form_once" ON "documents"  ("erd_form_id", "kind") WHERE erd_form_id IS NOT NULL`);
        await queryRunner.query(`CREATE UNIQUE INDEX "documents_i9_record_once" ON "documents"  ("employee_id", "kind") WHERE kind = 'i9-record'`);
        await queryRunner.query(`CREATE UNIQUE INDEX "documents_submission_form_once" ON "documents"  ("submission_id", "kind") WHERE kind IN ('form-8850', 'form-9061')`);
        await queryRunner.query(`CREATE INDEX "employees_invitation_pending_idx" ON "employees"  ("created_at") WHERE invited_at IS NULL`);
        await queryRunner.query(`CREATE INDEX "erd_forms_documents_pending_idx" ON "erd_forms"  ("created_at") WHERE documents_ready_at IS NULL`);
        await queryRunner.query(`CREATE INDEX "i9_forms_documents_pending_idx" ON "i9_forms"  ("created_at") WHERE documents_ready_at IS NULL`);
        await queryRunner.query(`CREATE INDEX "submissions_documents_pending_idx" ON "submissions"  ("created_at") WHERE documents_ready_at IS NULL`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX "public"."submissions_documents_pending_idx"`);
        await queryRunner.query(`DROP INDEX "public"."i9_forms_documents_pending_idx"`);
        await queryRunner.query(`DROP INDEX "public"."erd_forms_documents_pending_idx"`);
        await queryRunner.query(`DROP INDEX "public"."employees_invitation_pending_idx"`);
        await queryRunner.query(`DROP INDEX "public"."documents_submission_form_once"`);
        await queryRunner.query(`DROP INDEX "public"."documents_i9_record_once"`);
        await queryRunner.query(`DROP INDEX "public"."documents_erd_form_once"`);
        await queryRunner.query(`ALTER TABLE "submissions" DROP COLUMN "documents_ready_at"`);
        await queryRunner.query(`ALTER TABLE "i9_forms" DROP COLUMN "documents_ready_at"`);
        await queryRunner.query(`ALTER TABLE "erd_forms" DROP COLUMN "documents_ready_at"`);
        await queryRunner.query(`ALTER TABLE "employees" DROP COLUMN "invited_at"`);
        await queryRunner.query(`ALTER TABLE "documents" DROP COLUMN "erd_form_id"`);
    }

}
