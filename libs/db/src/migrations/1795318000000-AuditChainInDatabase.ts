import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Moves the audit trail's hash chain into the database: one function appends an event (takes
 * the chain lock, reads the previous hash, computes and inserts) in a single call, so the lock is
 * held for one statement and the commit rather than for three round trips; and the hash has one
 * definition, used both to write and to verify. Written by hand: TypeORM does not model functions.
 */
export class AuditChainInDatabase1795318000000 implements MigrationInterface {
  name = 'AuditChainInDatabase1795318000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // The canonical form: a JSON array of the previous hash and the row's fields (jsonb orders
    // object keys itself), with the time in UTC to the microsecond.
    await queryRunner.query(`CREATE FUNCTION audit_event_hash(
        prev_hash text, occurred_at timestamptz, actor_id uuid, actor_role text, action text,
        record_type text, record_id text, company_id integer, ip text, detail jsonb) RETURNS text
      LANGUAGE sql STABLE AS $$
        SELECT encode(sha256(convert_to(jsonb_build_array(
          prev_hash, to_char(occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), actor_id, actor_role,
          action, record_type, record_id, company_id, ip, detail)::text, 'UTF8')), 'hex')
      $$`);
    await queryRunner.query(`CREATE FUNCTION audit_append(
        p_actor_id uuid, p_actor_role text, p_action text, p_record_type text, p_record_id text,
        p_company_id integer, p_ip text, p_detail jsonb) RETURNS bigint
      LANGUAGE plpgsql AS $$
        DECLARE
          prev text;
          at timestamptz := clock_timestamp();
          new_id bigint;
        BEGIN
          -- Held until the transaction ends: the next writer waits, then sees this row.
          PERFORM pg_advisory_xact_lock(202286110);
          SELECT hash INTO prev FROM audit_events ORDER BY id DESC LIMIT 1;
          prev := coalesce(prev, repeat('0', 64));
          INSERT INTO audit_events (occurred_at, actor_id, actor_role, action, record_type, record_id, company_id, ip, detail, prev_hash, hash)
          VALUES (at, p_actor_id, p_actor_role, p_action, p_record_type, p_record_id, p_company_id, p_ip, p_detail, prev,
                  audit_event_hash(prev, at, p_actor_id, p_actor_role, p_action, p_record_type, p_record_id, p_company_id, p_ip, p_detail))
          RETURNING id INTO new_id;
          RETURN new_id;
        END
      $$`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP FUNCTION audit_append(uuid, text, text, text, text, integer, text, jsonb)`);
    await queryRunner.query(`DROP FUNCTION audit_event_hash(text, timestamptz, uuid, text, text, text, text, integer, text, jsonb)`);
  }
}
