import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * wage_records: the hours and wages of a certified hire per tax year, from which the Form 5884
 * credit is computed. company_id is a copy of the submission's, so scoped reads need no join;
 * one row per hire and tax year; amounts can never be negative.
 */
export class WageRecords1795392000000 implements MigrationInterface {
  name = 'WageRecords1795392000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "wage_records" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "submission_id" uuid NOT NULL,
        "company_id" integer NOT NULL,
        "tax_year" smallint NOT NULL,
        "hours" numeric(7,2) NOT NULL,
        "first_year_wages" numeric(12,2) NOT NULL,
        "second_year_wages" numeric(12,2) NOT NULL DEFAULT '0',
        "source" text NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "wage_records_submission_year_key" UNIQUE ("submission_id", "tax_year"),
        CONSTRAINT "wage_records_source_check" CHECK ("source" IN ('form', 'import')),
        CONSTRAINT "wage_records_second_year_wages_check" CHECK ("second_year_wages" >= 0),
        CONSTRAINT "wage_records_first_year_wages_check" CHECK ("first_year_wages" >= 0),
        CONSTRAINT "wage_records_hours_check" CHECK ("hours" >= 0),
        CONSTRAINT "PK_50a247c90b46803531ebd369c09" PRIMARY KEY ("id")
      )`,
    );
    await queryRunner.query(`CREATE INDEX "wage_records_company_year_idx" ON "wage_records" ("company_id", "tax_year")`);
    await queryRunner.query(
      `ALTER TABLE "wage_records" ADD CONSTRAINT "FK_42dd77ec11308c2a7d2e363b22d" FOREIGN KEY ("submission_id") REFERENCES "submissions"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "wage_records" ADD CONSTRAINT "FK_dfbfa82edb23e9a7d1a185a6dbc" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "wage_records" DROP CONSTRAINT "FK_dfbfa82edb23e9a7d1a185a6dbc"`);
    await queryRunner.query(`ALTER TABLE "wage_records" DROP CONSTRAINT "FK_42dd77ec11308c2a7d2e363b22d"`);
    await queryRunner.query(`DROP INDEX "public"."wage_records_company_year_idx"`);
    await queryRunner.query(`DROP TABLE "wage_records"`);
  }
}
