import { unzipSync } from 'fflate';

/** The entries of a zip by name (folders as part of the name), as the recipient would unpack them. */
export function unzip(zip: Buffer | Uint8Array): Record<string, Buffer> {
  return Object.fromEntries(Object.entries(unzipSync(new Uint8Array(zip))).map(([name, bytes]) => [name, Buffer.from(bytes)]));
}
