import { MigrationInterface, QueryRunner } from "typeorm";

/** Breaks in the audit trail found before a checkpoint, kept for the administrators' daily mail until the trail verifies again. */
export class AuditChainBreaks1795394000000 implements MigrationInterface {
    name = 'AuditChainBreaks1795394000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "audit_chain_breaks" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "event_id" bigint NOT NULL, "problem" text NOT NULL, "found_at" TIMESTAMP WITH TIME ZONE NOT NULL, "mailed_on" date, "resolved_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_2baac495ece6184776eb3dfbc3c" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE UNIQUE INDEX "audit_chain_breaks_open_idx" ON "audit_chain_breaks"  ("event_id") WHERE resolved_at IS NULL`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX "public"."audit_chain_breaks_open_idx"`);
        await queryRunner.query(`DROP TABLE "audit_chain_breaks"`);
    }

}
