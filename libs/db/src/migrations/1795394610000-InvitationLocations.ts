import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * An invitation of a member names the locations they will work at: they are assigned to them when
 * they accept. Older invitations have none (the company's only location is then assigned, as before).
 */
export class InvitationLocations1795394610000 implements MigrationInterface {
    name = 'InvitationLocations1795394610000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "account_links" ADD "location_ids" integer array`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "account_links" DROP COLUMN "location_ids"`);
    }

}
