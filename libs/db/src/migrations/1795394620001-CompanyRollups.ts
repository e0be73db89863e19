import { MigrationInterface, QueryRunner } from "typeorm";

/** The rollup of one statement's rows, `key` the columns it is summed by, `rows` its changed rows ('sign' +1 added, -1 taken away). */
const sums = (key: string, rows: string) => `SELECT ${key}, date_trunc('month', created_at AT TIME ZONE 'UTC')::date AS month, status, coalesce(best_group, '') AS best_group, sum(sign) AS n,
                               coalesce(sum(sign) FILTER (WHERE max_credit > 0), 0) AS potential_n, coalesce(sum(sign * max_credit) FILTER (WHERE max_credit > 0), 0) AS max_credit_sum
                        FROM (${rows}) AS c`;
const ADD = `SET n = r.n + excluded.n, potential_n = r.potential_n + excluded.potential_n, max_credit_sum = r.max_credit_sum + excluded.max_credit_sum`;
const UPDATED_ROWS = `SELECT company_id, location_id, created_at, status, best_group, max_credit, 1 AS sign FROM new_rows
                              UNION ALL SELECT company_id, location_id, created_at, status, best_group, max_credit, -1 FROM old_rows`;
const CHANGED_ROWS = `SELECT company_id, location_id, created_at, status, best_group, max_credit, direction AS sign FROM changed_rows`;
/** Rows whose company or location is being deleted (a cascade) leave the tallies alone: theirs cascade too. */
const STILL_THERE = `EXISTS (SELECT FROM companies WHERE companies.id = company_id)`;

/**
 * The function of both tallies: submission_rollups by location (RollupsByLocation1795394620000) and,
 * from the same statement's rows, submission_company_rollups by company.
 */
function rollupFunction(withCompany: boolean): string {
    const byLocation = (rows: string, having: string) => `INSERT INTO submission_rollups AS r (company_id, location_id, month, status, best_group, n, potential_n, max_credit_sum)
                    SELECT * FROM (${sums('company_id, location_id', rows)} GROUP BY 1, 2, 3, 4, 5) AS moved
                    WHERE (n, potential_n, max_credit_sum) <> (0, 0, 0)${having ? ` AND ${having} AND EXISTS (SELECT FROM locations WHERE locations.id = location_id)` : ''}
                    ORDER BY 1, 2, 3, 4, 5
                    ON CONFLICT (company_id, location_id, month, status, best_group) DO UPDATE ${ADD};`;
    const byCompany = (rows: string, having: string) => `INSERT INTO submission_company_rollups AS r (company_id, month, status, best_group, n, potential_n, max_credit_sum)
                    SELECT * FROM (${sums('company_id', rows)} GROUP BY 1, 2, 3, 4) AS moved
                    WHERE (n, potential_n, max_credit_sum) <> (0, 0, 0)${having ? ` AND ${having}` : ''}
                    ORDER BY 1, 2, 3, 4
                    ON CONFLICT (company_id, month, status, best_group) DO UPDATE ${ADD};`;
    return `CREATE OR REPLACE FUNCTION submissions_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
            DECLARE
                direction integer := CASE TG_OP WHEN 'DELETE' THEN -1 ELSE 1 END;
            BEGIN
                IF TG_OP = 'UPDATE' THEN
                    ${byLocation(UPDATED_ROWS, '')}
                    ${withCompany ? byCompany(UPDATED_ROWS, '') : ''}
                ELSE
                    ${byLocation(CHANGED_ROWS, STILL_THERE)}
                    ${withCompany ? byCompany(CHANGED_ROWS, STILL_THERE) : ''}
                END IF;
                RETURN NULL;
            END $$`;
}

// Written by hand. With the location in submission_rollups' key, a company of 500 locations has tens
// of thousands of rows there, and its owner's dashboard would sum them all: the same sums by company
// are kept beside them, in the same statement, so an owner's or an administrator's dashboard reads a
// few hundred rows again whatever the number of locations. A submission moved to another location
// changes no company row (its two halves cancel out) and writes none.
export class CompanyRollups1795394620001 implements MigrationInterface {
    name = 'CompanyRollups1795394620001'

    public async up(queryRunner: QueryRunner): Promise<void> {
        // Writers wait until this commits: nothing is missed or counted twice.
        await queryRunner.query(`LOCK TABLE "submissions" IN SHARE ROW EXCLUSIVE MODE`);
        await queryRunner.query(`CREATE TABLE "submission_company_rollups" ("company_id" integer NOT NULL, "month" date NOT NULL, "status" character varying(20) NOT NULL, "best_group" text NOT NULL, "n" integer NOT NULL DEFAULT '0', "potential_n" integer NOT NULL DEFAULT '0', "max_credit_sum" bigint NOT NULL DEFAULT '0', CONSTRAINT "PK_feaffd3de738ba52bddaa86c5d8" PRIMARY KEY ("company_id", "month", "status", "best_group"))`);
        await queryRunner.query(`ALTER TABLE "submission_company_rollups" ADD CONSTRAINT "FK_6165da3d0d3a292aa1381f698fb" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(rollupFunction(true));
        await queryRunner.query(`INSERT INTO submission_company_rollups (company_id, month, status, best_group, n, potential_n, max_credit_sum)
            SELECT company_id, month, status, best_group, sum(n), sum(potential_n), sum(max_credit_sum) FROM submission_rollups GROUP BY 1, 2, 3, 4
            HAVING (sum(n), sum(potential_n), sum(max_credit_sum)) <> (0, 0, 0)`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(rollupFunction(false));
        await queryRunner.query(`ALTER TABLE "submission_company_rollups" DROP CONSTRAINT "FK_6165da3d0d3a292aa1381f698fb"`);
        await queryRunner.query(`DROP TABLE "submission_company_rollups"`);
    }

}
