import { MigrationInterface, QueryRunner } from "typeorm";

/** Revocable sessions: each user's token version, carried by the session tokens and raised to end them all. */
export class UserTokenVersion1795393700000 implements MigrationInterface {
    name = 'UserTokenVersion1795393700000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "users" ADD "token_version" integer NOT NULL DEFAULT '0'`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "token_version"`);
    }

}
