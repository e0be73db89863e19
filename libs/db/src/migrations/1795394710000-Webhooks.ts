import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Signed webhooks: a company's endpoints (secret encrypted), the outbox of messages, each message's
 * delivery to each endpoint with its retry state, and every attempt.
 */
export class Webhooks1795394710000 implements MigrationInterface {
    name = 'Webhooks1795394710000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "webhook_endpoints" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "company_id" integer NOT NULL, "url" character varying(2000) NOT NULL, "description" character varying(200) NOT NULL DEFAULT '', "events" text array NOT NULL, "secret_encrypted" text NOT NULL, "enabled" boolean NOT NULL DEFAULT true, "disabled_at" TIMESTAMP WITH TIME ZONE, "disabled_reason" character varying(20), "failing_since" TIMESTAMP WITH TIME ZONE, "created_by" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_054c4cfb95223732f5939d2d546" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "webhook_endpoints_company_idx" ON "webhook_endpoints"  ("company_id", "created_at") `);
        await queryRunner.query(`CREATE TABLE "webhook_messages" ("id" character varying(40) NOT NULL, "company_id" integer NOT NULL, "event_type" character varying(40) NOT NULL, "payload" jsonb NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_526e8e1655924920adc4cd30dcd" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "webhook_messages_company_idx" ON "webhook_messages"  ("company_id", "created_at") `);
        await queryRunner.query(`CREATE TABLE "webhook_deliveries" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "message_id" character varying(40) NOT NULL, "endpoint_id" uuid NOT NULL, "status" character varying(12) NOT NULL DEFAULT 'pending', "attempt_count" integer NOT NULL DEFAULT '0', "next_attempt_at" TIMESTAMP WITH TIME ZONE, "last_status" integer, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_535dd409947fb6d8fc6dfc0112a" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "webhook_deliveries_message_idx" ON "webhook_deliveries"  ("message_id") `);
        await queryRunner.query(`CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries"  ("next_attempt_at") WHERE status = 'pending'`);
        await queryRunner.query(`CREATE INDEX "webhook_deliveries_endpoint_idx" ON "webhook_deliveries"  ("endpoint_id", "created_at") `);
        await queryRunner.query(`CREATE TABLE "webhook_attempts" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "delivery_id" uuid NOT NULL, "attempted_at" TIMESTAMP WITH TIME ZONE NOT NULL, "status" integer, "error" character varying(300), "duration_ms" integer NOT NULL, "answer" character varying(1024) NOT NULL DEFAULT '', CONSTRAINT "PK_2de7e7887ad97de459adab62638" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "webhook_attempts_delivery_idx" ON "webhook_attempts"  ("delivery_id", "attempted_at") `);
        await queryRunner.query(`ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "FK_66f1850cec1e3e62a1988f78e6d" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "webhook_messages" ADD CONSTRAINT "FK_d195fbf5c85ad8d2e2ddfbbaf57" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "FK_35330ff895962f7bd8a46c18177" FOREIGN KEY ("message_id") REFERENCES "webhook_messages"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "FK_0b882c26a9b91c26e6e86b4867c" FOREIGN KEY ("endpoint_id") REFERENCES "webhook_endpoints"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "webhook_attempts" ADD CONSTRAINT "FK_0d56d91d61b827bb2079c256538" FOREIGN KEY ("delivery_id") REFERENCES "webhook_deliveries"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "webhook_attempts" DROP CONSTRAINT "FK_0d56d91d61b827bb2079c256538"`);
        await queryRunner.query(`ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "FK_0b882c26a9b91c26e6e86b4867c"`);
        await queryRunner.query(`ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "FK_35330ff895962f7bd8a46c18177"`);
        await queryRunner.query(`ALTER TABLE "webhook_messages" DROP CONSTRAINT "FK_d195fbf5c85ad8d2e2ddfbbaf57"`);
        await queryRunner.query(`ALTER TABLE "webhook_endpoints" DROP CONSTRAINT "FK_66f1850cec1e3e62a1988f78e6d"`);
        await queryRunner.query(`DROP INDEX "public"."webhook_attempts_delivery_idx"`);
        await queryRunner.query(`DROP TABLE "webhook_attempts"`);
        await queryRunner.query(`DROP INDEX "public"."webhook_deliveries_endpoint_idx"`);
        await queryRunner.query(`DROP INDEX "public"."webhook_deliveries_due_idx"`);
        await queryRunner.query(`DROP INDEX "public"."webhook_deliveries_message_idx"`);
        await queryRunner.query(`DROP TABLE "webhook_deliveries"`);
        await queryRunner.query(`DROP INDEX "public"."webhook_messages_company_idx"`);
        await queryRunner.query(`DROP TABLE "webhook_messages"`);
        await queryRunner.query(`DROP INDEX "public"."webhook_endpoints_company_idx"`);
        await queryRunner.query(`DROP TABLE "webhook_endpoints"`);
    }

}
