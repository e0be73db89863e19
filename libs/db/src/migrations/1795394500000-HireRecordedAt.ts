import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * When a hire was first recorded. Hires recorded from now on, while no employee is made from them,
 * are Form I-9 work to do; the hires already recorded keep no instant, because their Forms I-9 were
 * kept another way before a hire could start one, and they are never counted as missing one.
 */
export class HireRecordedAt1795394500000 implements MigrationInterface {
    name = 'HireRecordedAt1795394500000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "submissions" ADD "hire_recorded_at" TIMESTAMP WITH TIME ZONE`);
        await queryRunner.query(`CREATE INDEX "submissions_hire_recorded_idx" ON "submissions"  ("company_id", "hire_date") WHERE hire_recorded_at IS NOT NULL`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX "public"."submissions_hire_recorded_idx"`);
        await queryRunner.query(`ALTER TABLE "submissions" DROP COLUMN "hire_recorded_at"`);
    }

}
