import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The locations an inspection export covers: null for every location of the company (every export
 * made before locations existed), or the ones asked for. A member's exports always name theirs.
 */
export class InspectionExportLocations1795394630000 implements MigrationInterface {
    name = 'InspectionExportLocations1795394630000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "inspection_exports" ADD "location_ids" integer array`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "inspection_exports" DROP COLUMN "location_ids"`);
    }

}
