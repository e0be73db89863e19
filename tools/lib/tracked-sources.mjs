// The source files a check reads: tracked by git or new and not ignored, below some folders, as
// they are in the working tree (a file git lists but the tree has deleted is skipped).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Each file below `folders` that `keep` accepts, with its text. */
export function* trackedSources(root, folders, keep) {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', ...folders], { cwd: root, encoding: 'utf8' }).split('\n');
  for (const file of listed.filter((f) => f && keep(f))) {
    let text;
    try {
      text = readFileSync(join(root, file), 'utf8');
    } catch {
      continue;
    }
    yield { file, text };
  }
}
