import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit trail's chain becomes an HMAC keyed by AUDIT_KEY, a secret the database never stores:
 * the service passes it with each append, and verification recomputes every HMAC in Node, so whoever
 * can write to the database cannot forge a consistent chain. The message is each field of the event
 * as UTF-8 in hex (null as '-'), joined by dots: unambiguous, and the same text the verifier reads
 * back. Rows chained before this (plain SHA-256, `scheme` 'sha256') are verified and sealed again
 * under the key by the `migrate` command, which holds it. Written by hand: TypeORM models neither
 * extensions nor functions.
 */
export class AuditHmacChain1795393400000 implements MigrationInterface {
  name = 'AuditHmacChain1795393400000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // pgcrypto is a trusted extension: the database owner may create it.
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pgcrypto`);
    await queryRunner.query(`ALTER TABLE "audit_events" ADD COLUMN "scheme" character varying(12) NOT NULL DEFAULT 'sha256'`);
    await queryRunner.query(`ALTER TABLE "audit_events" ALTER COLUMN "scheme" SET DEFAULT 'hmac-sha256'`);
    await queryRunner.query(`CREATE FUNCTION audit_event_message(
        prev_hash text, occurred_at timestamptz, actor_id uuid, actor_role text, action text,
        record_type text, record_id text, company_id integer, ip text, detail jsonb) RETURNS text
      LANGUAGE sql IMMUTABLE AS $$
        SELECT array_to_string(ARRAY(
          SELECT CASE WHEN f IS NULL THEN '-' ELSE encode(convert_to(f, 'UTF8'), 'hex') END
          FROM unnest(ARRAY[prev_hash, to_char(occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), actor_id::text,
                            actor_role, action, record_type, record_id, company_id::text, ip, detail::text]) WITH ORDINALITY AS t(f, n)
          ORDER BY n), '.')
      $$`);
    await queryRunner.query(`DROP FUNCTION audit_append(uuid, text, text, text, text, integer, text, jsonb)`);
    await queryRunner.query(`CREATE FUNCTION audit_append(
        p_key bytea, p_actor_id uuid, p_actor_role text, p_action text, p_record_type text, p_record_id text,
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
          INSERT INTO audit_events (occurred_at, actor_id, actor_role, action, record_type, record_id, company_id, ip, detail, prev_hash, hash, scheme)
          VALUES (at, p_actor_id, p_actor_role, p_action, p_record_type, p_record_id, p_company_id, p_ip, p_detail, prev,
                  encode(hmac(convert_to(audit_event_message(prev, at, p_actor_id, p_actor_role, p_action, p_record_type, p_record_id, p_company_id, p_ip, p_detail), 'UTF8'), p_key, 'sha256'), 'hex'),
                  'hmac-sha256')
          RETURNING id INTO new_id;
          RETURN new_id;
        END
      $$`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP FUNCTION audit_append(bytea, uuid, text, text, text, text, integer, text, jsonb)`);
    await queryRunner.query(`DROP FUNCTION audit_event_message(text, timestamptz, uuid, text, text, text, text, integer, text, jsonb)`);
    await queryRunner.query(`CREATE FUNCTION audit_append(
        p_actor_id uuid, p_actor_role text, p_action text, p_record_type text, p_record_id text,
        p_company_id integer, p_ip text, p_detail jsonb) RETURNS bigint
      LANGUAGE plpgsql AS $$
        DECLARE
          prev text;
          at timestamptz := clock_timestamp();
          new_id bigint;
        BEGIN
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
    await queryRunner.query(`ALTER TABLE "audit_events" DROP COLUMN "scheme"`);
  }
}
