import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The ERD keeps the words signed with the signature: their version, their text and its SHA-256,
 * all three or none (declarations signed before keep none: nothing is made up for them).
 */
export class ErdAuthorizationText1795394332000 implements MigrationInterface {
    name = 'ErdAuthorizationText1795394332000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "erd_forms" ADD "authorization_version" character varying(20)`);
        await queryRunner.query(`ALTER TABLE "erd_forms" ADD "authorization_text" text`);
        await queryRunner.query(`ALTER TABLE "erd_forms" ADD "authorization_sha256" character(64)`);
        await queryRunner.query(`ALTER TABLE "erd_forms" ADD CONSTRAINT "erd_forms_authorization_kept" CHECK (("authorization_version" IS NULL) = ("authorization_text" IS NULL) AND ("authorization_text" IS NULL) = ("authorization_sha256" IS NULL))`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "erd_forms" DROP CONSTRAINT "erd_forms_authorization_kept"`);
        await queryRunner.query(`ALTER TABLE "erd_forms" DROP COLUMN "authorization_sha256"`);
        await queryRunner.query(`ALTER TABLE "erd_forms" DROP COLUMN "authorization_text"`);
        await queryRunner.query(`ALTER TABLE "erd_forms" DROP COLUMN "authorization_version"`);
    }

}
