import { MigrationInterface, QueryRunner } from "typeorm";

/** Each company's calendar: existing companies take the service's home zone, editable afterwards. */
export class CompanyTimeZone1795392600000 implements MigrationInterface {
    name = 'CompanyTimeZone1795392600000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "companies" ADD "time_zone" character varying(64) NOT NULL DEFAULT 'America/New_York'`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "companies" DROP COLUMN "time_zone"`);
    }

}
