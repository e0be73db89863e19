import { MigrationInterface, QueryRunner } from "typeorm";

export class CompanyDueListSent1795329574969 implements MigrationInterface {
    name = 'CompanyDueListSent1795329574969'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "companies" ADD "due_list_sent_on" date`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "companies" DROP COLUMN "due_list_sent_on"`);
    }

}
