import { MigrationInterface, QueryRunner } from "typeorm";

export class SubmissionFormsRevision1795392100000 implements MigrationInterface {
    name = 'SubmissionFormsRevision1795392100000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "submissions" ADD "hire_revision" integer NOT NULL DEFAULT '0'`);
        await queryRunner.query(`ALTER TABLE "submissions" ADD "forms_revision" integer NOT NULL DEFAULT '0'`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "submissions" DROP COLUMN "forms_revision"`);
        await queryRunner.query(`ALTER TABLE "submissions" DROP COLUMN "hire_revision"`);
    }

}
