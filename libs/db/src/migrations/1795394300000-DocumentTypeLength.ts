import { MigrationInterface, QueryRunner } from "typeorm";

/** The I-9 document choices take the M-274's titles (libs/contracts I9_LIST_C): the longest has 79 characters. */
export class DocumentTypeLength1795394300000 implements MigrationInterface {
    name = 'DocumentTypeLength1795394300000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "documents" ALTER COLUMN "document_type" TYPE character varying(100)`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        // Fails, changing nothing, once a document type longer than 60 characters is stored (the List C
        // choice of a DHS employment authorization document has 79): no type is ever cut short.
        await queryRunner.query(`ALTER TABLE "documents" ALTER COLUMN "document_type" TYPE character varying(60)`);
    }

}
