import { MigrationInterface, QueryRunner } from "typeorm";

const ROLLUP_COLUMNS = `company_id, location_id, month, status, best_group, n, potential_n, max_credit_sum`;
const ROLLUP_KEY = `company_id, location_id, month, status, best_group`;
const ROLLUP_ADD = `SET n = r.n + excluded.n, potential_n = r.potential_n + excluded.potential_n, max_credit_sum = r.max_credit_sum + excluded.max_credit_sum`;

// Written by hand: the dashboard's tallies, kept by the database, now also by location. A member's
// dashboard and list, a location filter and the figures per location read the rows of their
// locations only, and stay as fast as the company's: the tallies are never counted from `submissions`.
export class RollupsByLocation1795394620000 implements MigrationInterface {
    name = 'RollupsByLocation1795394620000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        // Writers wait until this commits (readers do not): nothing is missed or counted twice while the tallies are rebuilt.
        await queryRunner.query(`LOCK TABLE "submissions" IN SHARE ROW EXCLUSIVE MODE`);
        await queryRunner.query(`DELETE FROM "submission_rollups"`);
        await queryRunner.query(`DELETE FROM "submission_status_counts"`);

        await queryRunner.query(`ALTER TABLE "submission_status_counts" ADD "location_id" integer NOT NULL`);
        await queryRunner.query(`ALTER TABLE "submission_status_counts" DROP CONSTRAINT "PK_394a7fc8cefbde6df3d1701cc71"`);
        await queryRunner.query(`ALTER TABLE "submission_status_counts" ADD CONSTRAINT "PK_a3ee3c4fc9ee7a951d5451995c7" PRIMARY KEY ("company_id", "location_id", "status")`);
        await queryRunner.query(`ALTER TABLE "submission_status_counts" ADD CONSTRAINT "FK_16c88434892da6597b4d9817537" FOREIGN KEY ("location_id") REFERENCES "locations"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "submission_rollups" ADD "location_id" integer NOT NULL`);
        await queryRunner.query(`ALTER TABLE "submission_rollups" DROP CONSTRAINT "PK_2f4034607b79d8ed78b625a81cd"`);
        // The location follows the company in the key: a member's (or a filter's) rows are one range of the index.
        await queryRunner.query(`ALTER TABLE "submission_rollups" ADD CONSTRAINT "PK_958136312e12da7327ff39d5aa2" PRIMARY KEY ("company_id", "location_id", "month", "status", "best_group")`);
        await queryRunner.query(`ALTER TABLE "submission_rollups" ADD CONSTRAINT "FK_31980a4c983f00f857514165eee" FOREIGN KEY ("location_id") REFERENCES "locations"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);

        // As in SubmissionRollups1795392400000, with the location in the key: statement-level over the
        // transition tables, each key written once and in key order; an update writes only the keys it
        // moved, so a submission moved to another location leaves one and joins the other. Rows whose
        // company or location is being deleted (a cascade) leave the tallies alone: theirs cascade too.
        await queryRunner.query(`CREATE OR REPLACE FUNCTION submissions_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
            DECLARE
                direction integer := CASE TG_OP WHEN 'DELETE' THEN -1 ELSE 1 END;
            BEGIN
                IF TG_OP = 'UPDATE' THEN
                    INSERT INTO submission_rollups AS r (${ROLLUP_COLUMNS})
                    SELECT * FROM (
                        SELECT company_id, location_id, date_trunc('month', created_at AT TIME ZONE 'UTC')::date AS month, status, coalesce(best_group, '') AS best_group, sum(sign) AS n,
                               coalesce(sum(sign) FILTER (WHERE max_credit > 0), 0) AS potential_n, coalesce(sum(sign * max_credit) FILTER (WHERE max_credit > 0), 0) AS max_credit_sum
                        FROM (SELECT company_id, location_id, created_at, status, best_group, max_credit, 1 AS sign FROM new_rows
                              UNION ALL SELECT company_id, location_id, created_at, status, best_group, max_credit, -1 FROM old_rows) AS c
                        GROUP BY 1, 2, 3, 4, 5) AS moved
                    WHERE (n, potential_n, max_credit_sum) <> (0, 0, 0)
                    ORDER BY 1, 2, 3, 4, 5
                    ON CONFLICT (${ROLLUP_KEY}) DO UPDATE ${ROLLUP_ADD};
                ELSE
                    INSERT INTO submission_rollups AS r (${ROLLUP_COLUMNS})
                    SELECT company_id, location_id, date_trunc('month', created_at AT TIME ZONE 'UTC')::date, status, coalesce(best_group, ''), direction * count(*),
                           direction * count(*) FILTER (WHERE max_credit > 0), direction * coalesce(sum(max_credit) FILTER (WHERE max_credit > 0), 0)
                    FROM changed_rows
                    GROUP BY 1, 2, 3, 4, 5
                    HAVING EXISTS (SELECT FROM companies WHERE companies.id = company_id) AND EXISTS (SELECT FROM locations WHERE locations.id = location_id)
                    ORDER BY 1, 2, 3, 4, 5
                    ON CONFLICT (${ROLLUP_KEY}) DO UPDATE ${ROLLUP_ADD};
                END IF;
                RETURN NULL;
            END $$`);

        await queryRunner.query(`DROP TRIGGER submissions_count_status ON "submissions"`);
        await queryRunner.query(`CREATE OR REPLACE FUNCTION submissions_count_status() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                IF TG_OP IN ('UPDATE', 'DELETE') THEN
                    UPDATE submission_status_counts SET n = n - 1 WHERE company_id = OLD.company_id AND location_id = OLD.location_id AND status = OLD.status;
                END IF;
                IF TG_OP IN ('INSERT', 'UPDATE') THEN
                    INSERT INTO submission_status_counts (company_id, location_id, status, n) VALUES (NEW.company_id, NEW.location_id, NEW.status, 1)
                    ON CONFLICT (company_id, location_id, status) DO UPDATE SET n = submission_status_counts.n + 1;
                END IF;
                RETURN NULL;
            END $$`);
        await queryRunner.query(`CREATE TRIGGER submissions_count_status AFTER INSERT OR DELETE OR UPDATE OF status, company_id, location_id ON "submissions" FOR EACH ROW EXECUTE FUNCTION submissions_count_status()`);

        await queryRunner.query(`INSERT INTO submission_rollups (${ROLLUP_COLUMNS})
            SELECT company_id, location_id, date_trunc('month', created_at AT TIME ZONE 'UTC')::date, status, coalesce(best_group, ''), count(*),
                   count(*) FILTER (WHERE max_credit > 0), coalesce(sum(max_credit) FILTER (WHERE max_credit > 0), 0)
            FROM submissions GROUP BY 1, 2, 3, 4, 5`);
        await queryRunner.query(`INSERT INTO submission_status_counts (company_id, location_id, status, n) SELECT company_id, location_id, status, count(*) FROM submissions GROUP BY 1, 2, 3`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`LOCK TABLE "submissions" IN SHARE ROW EXCLUSIVE MODE`);
        await queryRunner.query(`DELETE FROM "submission_rollups"`);
        await queryRunner.query(`DELETE FROM "submission_status_counts"`);
        await queryRunner.query(`ALTER TABLE "submission_rollups" DROP CONSTRAINT "FK_31980a4c983f00f857514165eee"`);
        await queryRunner.query(`ALTER TABLE "submission_rollups" DROP CONSTRAINT "PK_958136312e12da7327ff39d5aa2"`);
        await queryRunner.query(`ALTER TABLE "submission_rollups" DROP COLUMN "location_id"`);
        await queryRunner.query(`ALTER TABLE "submission_rollups" ADD CONSTRAINT "PK_2f4034607b79d8ed78b625a81cd" PRIMARY KEY ("company_id", "month", "status", "best_group")`);
        await queryRunner.query(`ALTER TABLE "submission_status_counts" DROP CONSTRAINT "FK_16c88434892da6597b4d9817537"`);
        await queryRunner.query(`ALTER TABLE "submission_status_counts" DROP CONSTRAINT "PK_a3ee3c4fc9ee7a951d5451995c7"`);
        await queryRunner.query(`ALTER TABLE "submission_status_counts" DROP COLUMN "location_id"`);
        await queryRunner.query(`ALTER TABLE "submission_status_counts" ADD CONSTRAINT "PK_394a7fc8cefbde6df3d1701cc71" PRIMARY KEY ("company_id", "status")`);
        await queryRunner.query(`CREATE OR REPLACE FUNCTION submissions_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
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
                    ON CONFLICT (company_id, month, status, best_group) DO UPDATE ${ROLLUP_ADD};
                ELSE
                    INSERT INTO submission_rollups AS r (company_id, month, status, best_group, n, potential_n, max_credit_sum)
                    SELECT company_id, date_trunc('month', created_at AT TIME ZONE 'UTC')::date, status, coalesce(best_group, ''), direction * count(*),
                           direction * count(*) FILTER (WHERE max_credit > 0), direction * coalesce(sum(max_credit) FILTER (WHERE max_credit > 0), 0)
                    FROM changed_rows
                    GROUP BY 1, 2, 3, 4
                    HAVING EXISTS (SELECT FROM companies WHERE companies.id = company_id)
                    ORDER BY 1, 2, 3, 4
                    ON CONFLICT (company_id, month, status, best_group) DO UPDATE ${ROLLUP_ADD};
                END IF;
                RETURN NULL;
            END $$`);
        await queryRunner.query(`DROP TRIGGER submissions_count_status ON "submissions"`);
        await queryRunner.query(`CREATE OR REPLACE FUNCTION submissions_count_status() RETURNS trigger LANGUAGE plpgsql AS $$
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
        await queryRunner.query(`INSERT INTO submission_rollups (company_id, month, status, best_group, n, potential_n, max_credit_sum)
            SELECT company_id, date_trunc('month', created_at AT TIME ZONE 'UTC')::date, status, coalesce(best_group, ''), count(*),
                   count(*) FILTER (WHERE max_credit > 0), coalesce(sum(max_credit) FILTER (WHERE max_credit > 0), 0)
            FROM submissions GROUP BY 1, 2, 3, 4`);
        await queryRunner.query(`INSERT INTO submission_status_counts (company_id, status, n) SELECT company_id, status, count(*) FROM submissions GROUP BY company_id, status`);
    }

}
