import { MigrationInterface, QueryRunner } from "typeorm";

/** Form I-9 Supplement A: the preparers and translators who helped employees with Section 1. */
export class I9SupplementA1795392900000 implements MigrationInterface {
    name = 'I9SupplementA1795392900000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "i9_preparers" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "company_id" integer NOT NULL, "employee_id" uuid NOT NULL, "i9_form_id" uuid NOT NULL, "position" smallint NOT NULL, "lastname" character varying(50) NOT NULL, "firstname" character varying(50) NOT NULL, "middle_initial" character varying(1), "street" character varying(50) NOT NULL, "city" character varying(40) NOT NULL, "state" character varying(2) NOT NULL, "zip" character varying(15) NOT NULL, "signature" character varying(50) NOT NULL, "signed_at" TIMESTAMP WITH TIME ZONE NOT NULL, "attestation" text NOT NULL, CONSTRAINT "PK_d91525b1a74e1ebdd26f1d7a407" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "i9_preparers_employee_idx" ON "i9_preparers"  ("employee_id") `);
        await queryRunner.query(`CREATE UNIQUE INDEX "i9_preparers_form_idx" ON "i9_preparers"  ("i9_form_id", "position") `);
        await queryRunner.query(`ALTER TABLE "i9_preparers" ADD CONSTRAINT "FK_cd18f98e258c272f7ac50e24f9f" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "i9_preparers" ADD CONSTRAINT "FK_0f3fc5788f85802ba57c44eb699" FOREIGN KEY ("i9_form_id") REFERENCES "i9_forms"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "i9_preparers" DROP CONSTRAINT "FK_0f3fc5788f85802ba57c44eb699"`);
        await queryRunner.query(`ALTER TABLE "i9_preparers" DROP CONSTRAINT "FK_cd18f98e258c272f7ac50e24f9f"`);
        await queryRunner.query(`DROP INDEX "public"."i9_preparers_form_idx"`);
        await queryRunner.query(`DROP INDEX "public"."i9_preparers_employee_idx"`);
        await queryRunner.query(`DROP TABLE "i9_preparers"`);
    }

}
