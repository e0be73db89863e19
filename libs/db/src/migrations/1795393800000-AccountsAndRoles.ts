import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Accounts: one-use links (password resets, invitations), a role for each company user and a way to
 * disable a user. Everyone who signed up so far is the owner of their company.
 */
export class AccountsAndRoles1795393800000 implements MigrationInterface {
    name = 'AccountsAndRoles1795393800000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "account_links" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "purpose" character varying(20) NOT NULL, "token_hash" character(64) NOT NULL, "token_encrypted" text, "user_id" uuid, "company_id" integer, "email" character varying(100) NOT NULL, "role" character varying(10), "invited_by" uuid, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, "revoked_at" TIMESTAMP WITH TIME ZONE, "mailed_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_e03b1e79173941b176b58836ecd" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "account_links_mail_pending_idx" ON "account_links"  ("created_at") WHERE mailed_at IS NULL`);
        await queryRunner.query(`CREATE INDEX "account_links_company_idx" ON "account_links"  ("company_id", "created_at") `);
        await queryRunner.query(`CREATE INDEX "account_links_user_idx" ON "account_links"  ("user_id") `);
        await queryRunner.query(`CREATE UNIQUE INDEX "account_links_token_hash_key" ON "account_links"  ("token_hash") `);
        await queryRunner.query(`ALTER TABLE "users" ADD "role" character varying(10)`);
        await queryRunner.query(`ALTER TABLE "users" ADD "disabled_at" TIMESTAMP WITH TIME ZONE`);
        await queryRunner.query(`UPDATE "users" SET "role" = 'owner' WHERE NOT "is_admin"`);
        await queryRunner.query(`ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ((is_admin AND role IS NULL AND company_id IS NULL) OR (NOT is_admin AND role IN ('owner', 'member') AND company_id IS NOT NULL))`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "users" DROP CONSTRAINT "users_role_check"`);
        await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "disabled_at"`);
        await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "role"`);
        await queryRunner.query(`DROP INDEX "public"."account_links_token_hash_key"`);
        await queryRunner.query(`DROP INDEX "public"."account_links_user_idx"`);
        await queryRunner.query(`DROP INDEX "public"."account_links_company_idx"`);
        await queryRunner.query(`DROP INDEX "public"."account_links_mail_pending_idx"`);
        await queryRunner.query(`DROP TABLE "account_links"`);
    }

}
