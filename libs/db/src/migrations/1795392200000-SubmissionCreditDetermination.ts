import { MigrationInterface, QueryRunner } from "typeorm";

// The columns start null for existing rows: the API's `migrate` command fills them right after the
// migrations run (backfillCreditDeterminations), since the rule lives in the API's code.
export class SubmissionCreditDetermination1795392200000 implements MigrationInterface {
    name = 'SubmissionCreditDetermination1795392200000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "submissions" ADD "best_group" text`);
        await queryRunner.query(`ALTER TABLE "submissions" ADD "max_credit" integer`);
        await queryRunner.query(`CREATE INDEX "submissions_company_potential_idx" ON "submissions" ("company_id", "best_group", "max_credit") WHERE max_credit > 0 AND status <> 'rejected'`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX "public"."submissions_company_potential_idx"`);
        await queryRunner.query(`ALTER TABLE "submissions" DROP COLUMN "max_credit"`);
        await queryRunner.query(`ALTER TABLE "submissions" DROP COLUMN "best_group"`);
    }

}
