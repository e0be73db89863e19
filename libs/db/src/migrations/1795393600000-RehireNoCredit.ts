import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Rehires earn no credit (IRC §51(i)(2)): the stored determination of a submission whose applicant
 * worked for the company before becomes no group and no credit (the rollup triggers move the
 * dashboard's sums with it), and the dashboard counts those submissions from a small partial index.
 */
export class RehireNoCredit1795393600000 implements MigrationInterface {
    name = 'RehireNoCredit1795393600000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`UPDATE "submissions" SET "best_group" = NULL, "max_credit" = 0 WHERE "woc" = '1' AND ("best_group" IS NOT NULL OR "max_credit" IS DISTINCT FROM 0)`);
        await queryRunner.query(`CREATE INDEX "submissions_rehire_company_idx" ON "submissions" ("company_id") WHERE woc = '1' AND eligible`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX "public"."submissions_rehire_company_idx"`);
    }

}
