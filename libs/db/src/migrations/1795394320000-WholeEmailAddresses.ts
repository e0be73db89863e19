import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Every e-mail column takes any address a mail can be sent to: 254 characters (PERSON_FIELDS.email in
 * libs/contracts). An employee's was 30, and the portal's maxlength cut longer addresses into another
 * one, to which the private Form I-9 link was mailed (issue 32). Widened in place: no row changes.
 * Narrowing back (down) fails on any address longer than the old column rather than cutting it.
 */
const COLUMNS: [table: string, oldLength: number][] = [
    ["employees", 30],
    ["users", 100],
    ["account_links", 100],
    ["companies", 50],
    ["contact_requests", 50],
    ["erd_forms", 50],
    ["i9_forms", 50],
    ["submissions", 50],
];

export class WholeEmailAddresses1795394320000 implements MigrationInterface {
    name = 'WholeEmailAddresses1795394320000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        for (const [table] of COLUMNS) {
            await queryRunner.query(`ALTER TABLE "${table}" ALTER COLUMN "email" TYPE character varying(254)`);
        }
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        for (const [table, oldLength] of COLUMNS) {
            await queryRunner.query(`ALTER TABLE "${table}" ALTER COLUMN "email" TYPE character varying(${oldLength})`);
        }
    }

}
