import { MigrationInterface, QueryRunner } from "typeorm";

/** Which encryption key each stored object is sealed under, so that key rotation knows what is left to do. */
export class DocumentKeyId1795393500000 implements MigrationInterface {
    name = 'DocumentKeyId1795393500000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "documents" ADD "key_id" character varying(16)`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "documents" DROP COLUMN "key_id"`);
    }

}
