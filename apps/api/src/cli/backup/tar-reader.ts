import { createReadStream } from 'node:fs';
import { Parser, type ReadEntry } from 'tar';
import { BackupError } from './backup-error';

/**
 * Hands every entry of a tar archive to `handle`, one after the other, each as a stream the handler
 * reads (or leaves: it is then skipped). Node-tar's parser holds the next entry until the current
 * one is consumed, so memory stays constant whatever the archive's size. A damaged archive (bad
 * header checksum, cut short, not a tar at all) rejects with a one-line BackupError.
 */
export function forEachEntry(file: string, handle: (entry: ReadEntry) => Promise<void>): Promise<void> {
  return new Promise((resolve, reject) => {
    let chain = Promise.resolve();
    let failed = false;
    const source = createReadStream(file);
    const fail = (err: unknown) => {
      if (failed) return;
      failed = true;
      source.destroy();
      reject(err);
    };
    const damaged = (err: Error) => fail(new BackupError(`The archive is damaged or not a ClearHire backup: ${err.message}`));
    const parser = new Parser({
      strict: true,
      noResume: true,
      onReadEntry: (entry) => {
        chain = chain
          .then(async () => {
            if (!failed) await handle(entry);
            // Whatever the handler left unread is drained, so the parser moves on to the next entry.
            entry.resume();
          })
          .catch(fail);
      },
    });
    parser.on('error', damaged);
    parser.on('end', () => chain.then(() => (failed ? undefined : resolve()), fail));
    source.on('error', (err) => fail(new BackupError(`Cannot read the archive ${file}: ${err.message}`)));
    source.pipe(parser);
  });
}
