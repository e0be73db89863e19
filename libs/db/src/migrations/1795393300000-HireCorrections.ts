import { MigrationInterface, QueryRunner } from "typeorm";

/** Corrections of a hire after its submission went to the state, each with its reason. */
export class HireCorrections1795393300000 implements MigrationInterface {
    name = 'HireCorrections1795393300000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "submission_hire_corrections" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "submission_id" uuid NOT NULL, "corrected_by" uuid NOT NULL, "reason" character varying(500) NOT NULL, "before" jsonb NOT NULL, "after" jsonb NOT NULL, "corrected_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_404d0f9454aa0a8dac2528f1d24" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "submission_hire_corrections_submission_idx" ON "submission_hire_corrections"  ("submission_id", "corrected_at") `);
        await queryRunner.query(`ALTER TABLE "submission_hire_corrections" ADD CONSTRAINT "FK_b24af6dcab9696da7c772712342" FOREIGN KEY ("submission_id") REFERENCES "submissions"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "submission_hire_corrections" DROP CONSTRAINT "FK_b24af6dcab9696da7c772712342"`);
        await queryRunner.query(`DROP INDEX "public"."submission_hire_corrections_submission_idx"`);
        await queryRunner.query(`DROP TABLE "submission_hire_corrections"`);
    }

}
