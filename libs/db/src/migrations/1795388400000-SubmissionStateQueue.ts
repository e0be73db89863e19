import { MigrationInterface, QueryRunner } from "typeorm";

export class SubmissionStateQueue1795388400000 implements MigrationInterface {
    name = 'SubmissionStateQueue1795388400000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE INDEX "submissions_state_queue_idx" ON "submissions" ("state", "start_date", "created_at", "id") WHERE status = 'pending'`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX "public"."submissions_state_queue_idx"`);
    }

}
