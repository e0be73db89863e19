import { MigrationInterface, QueryRunner } from "typeorm";

/** Employees' moves between locations, for their history (the names as they were at the move). */
export class EmployeeMoves1795394650000 implements MigrationInterface {
    name = 'EmployeeMoves1795394650000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "employee_moves" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "employee_id" uuid NOT NULL, "company_id" integer NOT NULL, "from_location_name" character varying(100) NOT NULL, "to_location_name" character varying(100) NOT NULL, "moved_by" uuid, "moved_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_548e7daa44dcb0d184ec318b3e3" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "employee_moves_employee_idx" ON "employee_moves"  ("employee_id", "moved_at") `);
        await queryRunner.query(`ALTER TABLE "employee_moves" ADD CONSTRAINT "FK_2a09e9f0a85f332001f91374630" FOREIGN KEY ("employee_id") REFERENCES "employees"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "employee_moves" DROP CONSTRAINT "FK_2a09e9f0a85f332001f91374630"`);
        await queryRunner.query(`DROP INDEX "public"."employee_moves_employee_idx"`);
        await queryRunner.query(`DROP TABLE "employee_moves"`);
    }

}
