import { MigrationInterface, QueryRunner } from "typeorm";

// Written by hand: the dashboard's sums, kept exact by the database in the statement that changes
// `submissions`, whoever writes (the API, the worker, the `migrate` backfill, a psql session).
export class SubmissionRollups1795392400000 implements MigrationInterface {
    name = 'SubmissionRollups1795392400000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "submission_rollups" ("company_id" integer NOT NULL, "month" date NOT NULL, "status" character varying(20) NOT NULL, "best_group" text NOT NULL, "n" integer NOT NULL DEFAULT '0', "potential_n" integer NOT NULL DEFAULT '0', "max_credit_sum" bigint NOT NULL DEFAULT '0', CONSTRAINT "PK_2f4034607b79d8ed78b625a81cd" PRIMARY KEY ("company_id", "month", "status", "best_group"))`);
        await queryRunner.query(`ALTER TABLE "submission_rollups" ADD CONSTRAINT "FK_6d7cce3a60cdb2dcdf93688f10a" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        // Each submission counts under its key: company, UTC creation month, status and best group ('' for
        // none). n counts it; potential_n and max_credit_sum count it only when max_credit > 0, the
        // dashboard's rule for a potential credit (the API stores 0 when the applicant is not eligible
        // or no group counts); rejected rows are left out when read, by their status.
        // Statement-level, over the statement's transition tables: a statement of a thousand rows (the
        // backfill, a bulk change) writes each key it touches once, not once per row, and in key order,
        // so two such statements never wait on each other's rollup rows in opposite orders. An update only
        // moves what changed: most (documents ready, hire details) change no key and write nothing.
        // A company's deletion cascades to its rollup rows too: its cascaded submissions then find no
        // company and leave the rows alone.
        await queryRunner.query(`CREATE FUNCTION submissions_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
            DECLARE
                direction integer := CASE TG_OP WHEN 'DELETE' THEN -1 ELSE 1 END;
            BEGIN
                IF TG_OP = 'UPDATE' THEN
                    INSERT INTO submission_rollups AS r (company_id, month, status, best_group, n, potential_n, max_credit_sum)
                    SELECT * FROM (
                        SELECT company_id, date_trunc('month', created_at AT TIME ZONE 'UTC')::date AS month, status, coalesce(best_group, '') AS best_group, sum(sign) AS n,
                               coalesce(sum(sign) FILTER (WHERE max_credit > 0), 0) AS potential_n, coalesce(sum(sign * max_credit) FILTER (WHERE max_credit > 0), 0) AS max_credit_sum
                        FROM (SELECT company_id, created_at, status, best_group, max_credit, 1 AS sign FROM new_rows
                              UNION ALL SELECT company_id, created_at, status, best_group, max_credit, -1 FROM old_rows) AS c
                        GROUP BY 1, 2, 3, 4) AS moved
                    WHERE (n, potential_n, max_credit_sum) <> (0, 0, 0)
                    ORDER BY 1, 2, 3, 4
                    ON CONFLICT (company_id, month, status, best_group) DO UPDATE
                    SET n = r.n + excluded.n, potential_n = r.potential_n + excluded.potential_n, max_credit_sum = r.max_credit_sum + excluded.max_credit_sum;
                ELSE
                    INSERT INTO submission_rollups AS r (company_id, month, status, best_group, n, potential_n, max_credit_sum)
                    SELECT company_id, date_trunc('month', created_at AT TIME ZONE 'UTC')::date, status, coalesce(best_group, ''), direction * count(*),
                           direction * count(*) FILTER (WHERE max_credit > 0), direction * coalesce(sum(max_credit) FILTER (WHERE max_credit > 0), 0)
                    FROM changed_rows
                    GROUP BY 1, 2, 3, 4
                    HAVING EXISTS (SELECT FROM companies WHERE companies.id = company_id)
                    ORDER BY 1, 2, 3, 4
                    ON CONFLICT (company_id, month, status, best_group) DO UPDATE
                    SET n = r.n + excluded.n, potential_n = r.potential_n + excluded.potential_n, max_credit_sum = r.max_credit_sum + excluded.max_credit_sum;
                END IF;
                RETURN NULL;
            END $$`);
        // Transition tables take one event per trigger, hence three.
        await queryRunner.query(`CREATE TRIGGER submissions_rollup_insert AFTER INSERT ON "submissions" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION submissions_rollup()`);
        await queryRunner.query(`CREATE TRIGGER submissions_rollup_delete AFTER DELETE ON "submissions" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION submissions_rollup()`);
        await queryRunner.query(`CREATE TRIGGER submissions_rollup_update AFTER UPDATE ON "submissions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION submissions_rollup()`);
        // The triggers' lock on submissions holds writers back until this commits: nothing is missed or counted twice.
        await queryRunner.query(`INSERT INTO submission_rollups (company_id, month, status, best_group, n, potential_n, max_credit_sum)
            SELECT company_id, date_trunc('month', created_at AT TIME ZONE 'UTC')::date, status, coalesce(best_group, ''), count(*),
                   count(*) FILTER (WHERE max_credit > 0), coalesce(sum(max_credit) FILTER (WHERE max_credit > 0), 0)
            FROM submissions GROUP BY 1, 2, 3, 4`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP TRIGGER submissions_rollup_update ON "submissions"`);
        await queryRunner.query(`DROP TRIGGER submissions_rollup_delete ON "submissions"`);
        await queryRunner.query(`DROP TRIGGER submissions_rollup_insert ON "submissions"`);
        await queryRunner.query(`DROP FUNCTION submissions_rollup()`);
        await queryRunner.query(`ALTER TABLE "submission_rollups" DROP CONSTRAINT "FK_6d7cce3a60cdb2dcdf93688f10a"`);
        await queryRunner.query(`DROP TABLE "submission_rollups"`);
    }

}
