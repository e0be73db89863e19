import { MigrationInterface, QueryRunner } from "typeorm";

/** The end of employment, the Form I-9 retention date it gives, and the legal hold that keeps a record past it. */
export class I9Retention1795392800000 implements MigrationInterface {
    name = 'I9Retention1795392800000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "employees" ADD "termination_date" date`);
        await queryRunner.query(`ALTER TABLE "employees" ADD "retain_until" date`);
        await queryRunner.query(`ALTER TABLE "employees" ADD "legal_hold" boolean NOT NULL DEFAULT false`);
        await queryRunner.query(`CREATE INDEX "employees_retention_idx" ON "employees"  ("retain_until") WHERE retain_until IS NOT NULL AND legal_hold = false`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX "public"."employees_retention_idx"`);
        await queryRunner.query(`ALTER TABLE "employees" DROP COLUMN "legal_hold"`);
        await queryRunner.query(`ALTER TABLE "employees" DROP COLUMN "retain_until"`);
        await queryRunner.query(`ALTER TABLE "employees" DROP COLUMN "termination_date"`);
    }

}
