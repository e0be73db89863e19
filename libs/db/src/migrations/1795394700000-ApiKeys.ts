import { MigrationInterface, QueryRunner } from "typeorm";

/** The companies' API keys: only the hash of each secret, found by the key's prefix on every request made with it. */
export class ApiKeys1795394700000 implements MigrationInterface {
    name = 'ApiKeys1795394700000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "api_keys" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "company_id" integer NOT NULL, "name" character varying(80) NOT NULL, "prefix" character varying(12) NOT NULL, "secret_hash" character(64) NOT NULL, "scopes" text array NOT NULL, "created_by" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "last_used_at" TIMESTAMP WITH TIME ZONE, "revoked_at" TIMESTAMP WITH TIME ZONE, "revoked_by" uuid, CONSTRAINT "PK_5c8a79801b44bd27b79228e1dad" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "api_keys_company_created_idx" ON "api_keys"  ("company_id", "created_at") `);
        await queryRunner.query(`CREATE UNIQUE INDEX "api_keys_company_name_key" ON "api_keys"  ("company_id", "name") WHERE revoked_at IS NULL`);
        await queryRunner.query(`CREATE UNIQUE INDEX "api_keys_prefix_key" ON "api_keys"  ("prefix") `);
        await queryRunner.query(`ALTER TABLE "api_keys" ADD CONSTRAINT "FK_8396859f08e7ad26726c9b3860e" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "api_keys" DROP CONSTRAINT "FK_8396859f08e7ad26726c9b3860e"`);
        await queryRunner.query(`DROP INDEX "public"."api_keys_prefix_key"`);
        await queryRunner.query(`DROP INDEX "public"."api_keys_company_name_key"`);
        await queryRunner.query(`DROP INDEX "public"."api_keys_company_created_idx"`);
        await queryRunner.query(`DROP TABLE "api_keys"`);
    }

}
