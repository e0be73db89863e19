import { MigrationInterface, QueryRunner } from "typeorm";

/** Texts to employees (sent and opted-out numbers), Section 1 reminders once per day, and users' private calendar feeds. */
export class TextsRemindersCalendarFeeds1795394740000 implements MigrationInterface {
    name = 'TextsRemindersCalendarFeeds1795394740000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "sms_messages" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "company_id" integer NOT NULL, "employee_id" uuid NOT NULL, "kind" character varying(30) NOT NULL, "record_key" character varying(64) NOT NULL, "status" character varying(20) NOT NULL, "provider_message_id" character varying(128), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_6d4cfef86e93e3fde23954d11bc" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE UNIQUE INDEX "sms_messages_key" ON "sms_messages"  ("employee_id", "kind", "record_key") `);
        await queryRunner.query(`CREATE INDEX "sms_messages_employee_idx" ON "sms_messages"  ("employee_id", "created_at") `);
        await queryRunner.query(`CREATE INDEX "employees_section1_reminder_idx" ON "employees" ("start_date") WHERE i9_status = 'pending' AND start_date IS NOT NULL`);
        await queryRunner.query(`CREATE TABLE "sms_opt_outs" ("phone" character varying(16) NOT NULL, "opted_out_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_14dd9fd7ec736f4ce6420ce28da" PRIMARY KEY ("phone"))`);
        await queryRunner.query(`CREATE TABLE "section1_reminders" ("employee_id" uuid NOT NULL, "days_before" smallint NOT NULL, "due_on" date NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_57e384549e5ce3dd3d865b47629" PRIMARY KEY ("employee_id", "days_before"))`);
        await queryRunner.query(`CREATE TABLE "calendar_feeds" ("user_id" uuid NOT NULL, "token_hash" character(64) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_3212ce9ff23847e66347a6730d3" PRIMARY KEY ("user_id"))`);
        await queryRunner.query(`CREATE UNIQUE INDEX "calendar_feeds_token_key" ON "calendar_feeds"  ("token_hash") `);
        await queryRunner.query(`ALTER TABLE "sms_messages" ADD CONSTRAINT "FK_109a6ffeac851a2c4f262fb2e82" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "sms_messages" ADD CONSTRAINT "FK_eba36510a1cbde9ccdf58e5c6c8" FOREIGN KEY ("employee_id") REFERENCES "employees"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "section1_reminders" ADD CONSTRAINT "FK_5d876ff52a678b35c063b976cec" FOREIGN KEY ("employee_id") REFERENCES "employees"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "calendar_feeds" ADD CONSTRAINT "FK_3212ce9ff23847e66347a6730d3" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "calendar_feeds" DROP CONSTRAINT "FK_3212ce9ff23847e66347a6730d3"`);
        await queryRunner.query(`ALTER TABLE "section1_reminders" DROP CONSTRAINT "FK_5d876ff52a678b35c063b976cec"`);
        await queryRunner.query(`ALTER TABLE "sms_messages" DROP CONSTRAINT "FK_eba36510a1cbde9ccdf58e5c6c8"`);
        await queryRunner.query(`ALTER TABLE "sms_messages" DROP CONSTRAINT "FK_109a6ffeac851a2c4f262fb2e82"`);
        await queryRunner.query(`DROP INDEX "public"."calendar_feeds_token_key"`);
        await queryRunner.query(`DROP TABLE "calendar_feeds"`);
        await queryRunner.query(`DROP TABLE "section1_reminders"`);
        await queryRunner.query(`DROP TABLE "sms_opt_outs"`);
        await queryRunner.query(`DROP INDEX "public"."employees_section1_reminder_idx"`);
        await queryRunner.query(`DROP INDEX "public"."sms_messages_employee_idx"`);
        await queryRunner.query(`DROP INDEX "public"."sms_messages_key"`);
        await queryRunner.query(`DROP TABLE "sms_messages"`);
    }

}
