import { MigrationInterface, QueryRunner } from "typeorm";

/** Two-factor sign-in: an authenticator secret per user, one-use recovery codes, and a company's choice to require it. */
export class TwoFactor1795393900000 implements MigrationInterface {
    name = 'TwoFactor1795393900000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "recovery_codes" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "code_hash" character(64) NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_0723b9e53961e799027d7f7ba32" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "recovery_codes_user_idx" ON "recovery_codes"  ("user_id") `);
        await queryRunner.query(`ALTER TABLE "companies" ADD "require_two_factor" boolean NOT NULL DEFAULT false`);
        await queryRunner.query(`ALTER TABLE "users" ADD "totp_secret_encrypted" text`);
        await queryRunner.query(`ALTER TABLE "users" ADD "totp_enabled_at" TIMESTAMP WITH TIME ZONE`);
        await queryRunner.query(`ALTER TABLE "users" ADD "totp_last_step" bigint`);
        await queryRunner.query(`ALTER TABLE "recovery_codes" ADD CONSTRAINT "FK_fb82b2ac740ca095b617afad031" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "recovery_codes" DROP CONSTRAINT "FK_fb82b2ac740ca095b617afad031"`);
        await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "totp_last_step"`);
        await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "totp_enabled_at"`);
        await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "totp_secret_encrypted"`);
        await queryRunner.query(`ALTER TABLE "companies" DROP COLUMN "require_two_factor"`);
        await queryRunner.query(`DROP INDEX "public"."recovery_codes_user_idx"`);
        await queryRunner.query(`DROP TABLE "recovery_codes"`);
    }

}
