import { MigrationInterface, QueryRunner } from "typeorm";

/** One session per two-factor challenge: the version each challenge carries, raised when one is used or closed. */
export class TwoFactorChallengeVersion1795394200000 implements MigrationInterface {
    name = 'TwoFactorChallengeVersion1795394200000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "users" ADD "two_factor_challenge_version" integer NOT NULL DEFAULT '0'`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "two_factor_challenge_version"`);
    }

}
