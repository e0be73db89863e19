import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * A company's locations, and members assigned to them. Each existing company gets one location made
 * from its current settings (name, Section 2 business address, time zone, holidays; an E-Verify
 * hiring site when the company is enrolled), its employees and submissions belong to it, and its
 * members are assigned to it: nothing changes for a company until it adds a second location.
 */
export class Locations1795394600000 implements MigrationInterface {
    name = 'Locations1795394600000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "locations" ("id" SERIAL NOT NULL, "company_id" integer NOT NULL, "name" character varying(100) NOT NULL, "link_key" character varying(32) NOT NULL, "street" character varying(50), "city" character varying(40), "state" character varying(2), "zip" character varying(15), "time_zone" character varying(64) NOT NULL, "everify_hiring_site" boolean NOT NULL DEFAULT false, "open_on_weekends" boolean NOT NULL DEFAULT false, "closed_on_federal_holidays" boolean NOT NULL DEFAULT false, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_7cc1c9e3853b94816c094825e74" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE UNIQUE INDEX "locations_link_key" ON "locations"  ("link_key") `);
        await queryRunner.query(`CREATE UNIQUE INDEX "locations_company_name_key" ON "locations"  ("company_id", "name") `);
        await queryRunner.query(`CREATE TABLE "user_locations" ("user_id" uuid NOT NULL, "location_id" integer NOT NULL, CONSTRAINT "PK_aac5bef9251764c6f9efc0bab40" PRIMARY KEY ("user_id", "location_id"))`);
        await queryRunner.query(`CREATE INDEX "user_locations_location_idx" ON "user_locations"  ("location_id") `);
        await queryRunner.query(`ALTER TABLE "employees" ADD "location_id" integer`);
        await queryRunner.query(`ALTER TABLE "submissions" ADD "location_id" integer`);
        await queryRunner.query(`INSERT INTO "locations" ("company_id", "name", "link_key", "street", "city", "state", "zip", "time_zone", "everify_hiring_site", "closed_on_federal_holidays")
            SELECT id, left(name, 100), replace(gen_random_uuid()::text, '-', ''), street, city, state, zip, time_zone, everify_company_id IS NOT NULL, closed_on_federal_holidays FROM "companies"`);
        await queryRunner.query(`UPDATE "employees" e SET location_id = l.id FROM "locations" l WHERE l.company_id = e.company_id`);
        // The rollups count by company and status, which this does not change: spare the statement trigger a whole-table pass.
        await queryRunner.query(`ALTER TABLE "submissions" DISABLE TRIGGER submissions_rollup_update`);
        await queryRunner.query(`UPDATE "submissions" s SET location_id = l.id FROM "locations" l WHERE l.company_id = s.company_id`);
        await queryRunner.query(`ALTER TABLE "submissions" ENABLE TRIGGER submissions_rollup_update`);
        await queryRunner.query(`INSERT INTO "user_locations" ("user_id", "location_id") SELECT u.id, l.id FROM "users" u JOIN "locations" l ON l.company_id = u.company_id WHERE u.role = 'member'`);
        await queryRunner.query(`ALTER TABLE "employees" ALTER COLUMN "location_id" SET NOT NULL`);
        await queryRunner.query(`ALTER TABLE "submissions" ALTER COLUMN "location_id" SET NOT NULL`);
        await queryRunner.query(`CREATE INDEX "employees_location_created_idx" ON "employees"  ("location_id", "created_at") `);
        await queryRunner.query(`CREATE INDEX "submissions_location_created_idx" ON "submissions"  ("location_id", "created_at") `);
        await queryRunner.query(`ALTER TABLE "locations" ADD CONSTRAINT "FK_4f97374ec57955950cf6ab13326" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "employees" ADD CONSTRAINT "FK_0a20efaa3d1b8c73427c3e68dfa" FOREIGN KEY ("location_id") REFERENCES "locations"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "submissions" ADD CONSTRAINT "FK_50abda8a177bfb7f99e35ec3366" FOREIGN KEY ("location_id") REFERENCES "locations"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "user_locations" ADD CONSTRAINT "FK_437edca703095b237b5bdb35e22" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "user_locations" ADD CONSTRAINT "FK_3f495c9a559977dbbc1901a143e" FOREIGN KEY ("location_id") REFERENCES "locations"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "user_locations" DROP CONSTRAINT "FK_3f495c9a559977dbbc1901a143e"`);
        await queryRunner.query(`ALTER TABLE "user_locations" DROP CONSTRAINT "FK_437edca703095b237b5bdb35e22"`);
        await queryRunner.query(`ALTER TABLE "submissions" DROP CONSTRAINT "FK_50abda8a177bfb7f99e35ec3366"`);
        await queryRunner.query(`ALTER TABLE "employees" DROP CONSTRAINT "FK_0a20efaa3d1b8c73427c3e68dfa"`);
        await queryRunner.query(`ALTER TABLE "locations" DROP CONSTRAINT "FK_4f97374ec57955950cf6ab13326"`);
        await queryRunner.query(`DROP INDEX "public"."submissions_location_created_idx"`);
        await queryRunner.query(`DROP INDEX "public"."employees_location_created_idx"`);
        await queryRunner.query(`ALTER TABLE "submissions" DROP COLUMN "location_id"`);
        await queryRunner.query(`ALTER TABLE "employees" DROP COLUMN "location_id"`);
        await queryRunner.query(`DROP INDEX "public"."user_locations_location_idx"`);
        await queryRunner.query(`DROP TABLE "user_locations"`);
        await queryRunner.query(`DROP INDEX "public"."locations_company_name_key"`);
        await queryRunner.query(`DROP INDEX "public"."locations_link_key"`);
        await queryRunner.query(`DROP TABLE "locations"`);
    }

}
