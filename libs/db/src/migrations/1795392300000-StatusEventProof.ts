import { MigrationInterface, QueryRunner } from "typeorm";

// A 'sent' status change may keep its proof of sending (docs/compliance.md §3.2): a documents row of kind
// 'sent-proof'. Several proofs over time are allowed: the unique partial indexes on documents
// cover the generated forms only.
export class StatusEventProof1795392300000 implements MigrationInterface {
    name = 'StatusEventProof1795392300000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "submission_status_events" ADD "proof_document_id" uuid`);
        await queryRunner.query(`ALTER TABLE "submission_status_events" ADD CONSTRAINT "FK_f256b80ce14c415de3bbebc6e5f" FOREIGN KEY ("proof_document_id") REFERENCES "documents"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "submission_status_events" DROP CONSTRAINT "FK_f256b80ce14c415de3bbebc6e5f"`);
        await queryRunner.query(`ALTER TABLE "submission_status_events" DROP COLUMN "proof_document_id"`);
    }

}
