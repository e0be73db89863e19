import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * audit_append reads the chain's newest event (ORDER BY id DESC LIMIT 1) while it holds the trail's
 * lock. PL/pgSQL plans that statement once per connection and keeps the plan for the connection's
 * life; planned while the trail was empty or small (a new or restored installation, and always where
 * autovacuum is off), it was a sequential scan and sort of the whole trail, kept as the trail grew:
 * every audited request, one at a time behind the lock, read every event ever written. The function
 * now plans without sequential scans, so the newest event is always found through the primary key's
 * index, in constant time, whatever the statistics said when the connection first appended.
 */
export class AuditAppendIndexedHead1795394770000 implements MigrationInterface {
  name = 'AuditAppendIndexedHead1795394770000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER FUNCTION audit_append(bytea, uuid, text, text, text, text, integer, text, jsonb) SET enable_seqscan = off`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER FUNCTION audit_append(bytea, uuid, text, text, text, text, integer, text, jsonb) RESET enable_seqscan`);
  }
}
