import { MigrationInterface, QueryRunner } from "typeorm";

export class SubmissionStatusCounts1795317260972 implements MigrationInterface {
    name = 'SubmissionStatusCounts1795317260972'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "submission_status_counts" ("company_id" integer NOT NULL, "status" character varying(20) NOT NULL, "n" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_394a7fc8cefbde6df3d1701cc71" PRIMARY KEY ("company_id", "status"))`);
        await queryRunner.query(`ALTER TABLE "submission_status_counts" ADD CONSTRAINT "FK_cd0536396bf1c9b44e9925764c8" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        // Written by hand: the trigger keeps the counts exact in the same transaction as the change.
        await queryRunner.query(`CREATE FUNCTION submissions_count_status() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                IF TG_OP IN ('UPDATE', 'DELETE') THEN
                    UPDATE submission_status_counts SET n = n - 1 WHERE company_id = OLD.company_id AND status = OLD.status;
                END IF;
                IF TG_OP IN ('INSERT', 'UPDATE') THEN
                    INSERT INTO submission_status_counts (company_id, status, n) VALUES (NEW.company_id, NEW.status, 1)
                    ON CONFLICT (company_id, status) DO UPDATE SET n = submission_status_counts.n + 1;
                END IF;
                RETURN NULL;
            END $$`);
        await queryRunner.query(`CREATE TRIGGER submissions_count_status AFTER INSERT OR DELETE OR UPDATE OF status, company_id ON "submissions" FOR EACH ROW EXECUTE FUNCTION submissions_count_status()`);
        await queryRunner.query(`INSERT INTO submission_status_counts (company_id, status, n) SELECT company_id, status, count(*) FROM submissions GROUP BY company_id, status`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP TRIGGER submissions_count_status ON "submissions"`);
        await queryRunner.query(`DROP FUNCTION submissions_count_status()`);
        await queryRunner.query(`ALTER TABLE "submission_status_counts" DROP CONSTRAINT "FK_cd0536396bf1c9b44e9925764c8"`);
        await queryRunner.query(`DROP TABLE "submission_status_counts"`);
    }

}
