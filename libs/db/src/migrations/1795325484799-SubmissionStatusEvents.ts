import { MigrationInterface, QueryRunner } from "typeorm";

export class SubmissionStatusEvents1795325484799 implements MigrationInterface {
    name = 'SubmissionStatusEvents1795325484799'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "submission_status_events" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "submission_id" uuid NOT NULL, "status" character varying(20) NOT NULL, "changed_by" uuid, "sent_on" date, "sent_channel" character varying(20), "certified_on" date, "certification_number" character varying(40), "certified_group" character varying(40), "rejection_reason" character varying(300), "changed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_3d881ca879fb7c5f4ccbfbf906e" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "submission_status_events_submission_idx" ON "submission_status_events"  ("submission_id", "changed_at") `);
        await queryRunner.query(`ALTER TABLE "submission_status_events" ADD CONSTRAINT "FK_486e0dc966c5b713f41ada96aa6" FOREIGN KEY ("submission_id") REFERENCES "submissions"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "submission_status_events" DROP CONSTRAINT "FK_486e0dc966c5b713f41ada96aa6"`);
        await queryRunner.query(`DROP INDEX "public"."submission_status_events_submission_idx"`);
        await queryRunner.query(`DROP TABLE "submission_status_events"`);
    }

}
