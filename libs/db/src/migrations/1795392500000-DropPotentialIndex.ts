import { MigrationInterface, QueryRunner } from "typeorm";

/** The dashboard reads potential credits from submission_rollups: the index that served the old aggregate only costs writes. */
export class DropPotentialIndex1795392500000 implements MigrationInterface {
    name = 'DropPotentialIndex1795392500000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX "public"."submissions_company_potential_idx"`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE INDEX "submissions_company_potential_idx" ON "submissions" ("company_id", "best_group", "max_credit") WHERE max_credit > 0 AND status <> 'rejected'`);
    }

}
