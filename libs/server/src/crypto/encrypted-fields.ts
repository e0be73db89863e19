import type { FieldContext } from './field-cipher';

/**
 * Every encrypted column: where each ciphertext is bound (FieldCipher's associated data) and what
 * `rotate-keys` walks. A new encrypted column is listed here, or rotation would leave it behind.
 */
export const ENCRYPTED_FIELDS = [
  { table: 'submissions', column: 'ssn_encrypted' },
  { table: 'i9_forms', column: 'ssn_encrypted' },
  { table: 'i9_forms', column: 'alien_number_encrypted' },
  { table: 'i9_forms', column: 'citizen4_number1_encrypted' },
  { table: 'i9_forms', column: 'citizen4_number2_encrypted' },
  { table: 'i9_forms', column: 'citizen4_number3_encrypted' },
  { table: 'i9_examined_documents', column: 'number_encrypted' },
  { table: 'i9_supplement_b', column: 'document_number_encrypted' },
  // A one-use account link, until its mail is sent.
  { table: 'account_links', column: 'token_encrypted' },
  // An authenticator app's secret.
  { table: 'users', column: 'totp_secret_encrypted' },
  // A webhook endpoint's signing secret (docs/architecture.md "Webhooks").
  { table: 'webhook_endpoints', column: 'secret_encrypted' },
] as const;

type EncryptedField = (typeof ENCRYPTED_FIELDS)[number];

/** The place of one encrypted value: its table and column, and the row's id. */
export function fieldAt<T extends EncryptedField['table']>(table: T, column: Extract<EncryptedField, { table: T }>['column'], id: string): FieldContext {
  return { table, column, id };
}
