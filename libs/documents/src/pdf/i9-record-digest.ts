import { createHash } from 'node:crypto';
import type { I9Section1Input, I9SignatureInput } from '../inputs';

/** The Section 1 fields in the order of the form; the digest covers exactly these. */
const SECTION1_FIELDS = [
  'lastname',
  'firstname',
  'middleInitial',
  'otherLastnames',
  'street',
  'apt',
  'city',
  'county',
  'state',
  'zip',
  'birthdate',
  'ssn',
  'email',
  'phone',
  'citizenship',
  'alienNumber',
  'expiry',
  'expiryNotApplicable',
  'citizen4Number1',
  'citizen4Number2',
  'citizen4Number3',
] as const satisfies readonly (keyof I9Section1Input)[];

/**
 * SHA-256 of Section 1 as entered and its signature (who, when, from where, which record), over
 * a canonical JSON array so the same record always gives the same digest. Printed on the I-9
 * record and recomputable from the stored row, it lets anyone detect a later change to either
 * (docs/compliance.md §5, EI9-05 and EI9-15).
 */
export function i9RecordDigest(section1: I9Section1Input, signature: I9SignatureInput): string {
  const canonical = JSON.stringify([
    // A missing optional field and an empty one are the same entry, so a re-read row hashes alike.
    SECTION1_FIELDS.map((field) => [field, field === 'expiryNotApplicable' ? section1[field] === true : section1[field] || null]),
    [
      ['recordId', signature.recordId],
      ['signature', signature.signature],
      ['signedAt', signature.signedAt.toISOString()],
      ['signerIp', signature.signerIp ?? null],
    ],
  ]);
  return createHash('sha256').update(canonical, 'utf8').digest('hex');
}
