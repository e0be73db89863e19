import { MigrationInterface, QueryRunner } from "typeorm";

/** Inspection exports: a company's Form I-9s gathered into one zip by the worker. */
export class InspectionExports1795393100000 implements MigrationInterface {
    name = 'InspectionExports1795393100000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "inspection_exports" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "company_id" integer NOT NULL, "requested_by" uuid NOT NULL, "scope" character varying(20) NOT NULL, "hired_from" date, "hired_to" date, "status" character varying(20) NOT NULL DEFAULT 'queued', "total" integer NOT NULL DEFAULT '0', "done" integer NOT NULL DEFAULT '0', "document_id" uuid, "error" character varying(300), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "finished_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_68fe52aba3f980104fbe0a98f19" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "inspection_exports_company_created_idx" ON "inspection_exports"  ("company_id", "created_at") `);
        await queryRunner.query(`CREATE INDEX "inspection_exports_queued_idx" ON "inspection_exports" ("created_at") WHERE status = 'queued'`);
        await queryRunner.query(`ALTER TABLE "inspection_exports" ADD CONSTRAINT "FK_5e2b42f069e05ffc6f5a64af780" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "inspection_exports" DROP CONSTRAINT "FK_5e2b42f069e05ffc6f5a64af780"`);
        await queryRunner.query(`DROP INDEX "public"."inspection_exports_queued_idx"`);
        await queryRunner.query(`DROP INDEX "public"."inspection_exports_company_created_idx"`);
        await queryRunner.query(`DROP TABLE "inspection_exports"`);
    }

}
