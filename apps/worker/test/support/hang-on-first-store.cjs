// Loaded into a worker child process by the "worker killed mid-job" test (node -r). The first
// document the worker stores never finishes and a marker file says the job got that far, so the
// test can kill the process in the middle of a job, at a known point. The audit trail's signed
// checkpoint (CHECKPOINT_PREFIX of @clearhire/server), which the worker may write first at start,
// passes: hanging there would leave the document job free to finish before the kill.
const { writeFileSync } = require('node:fs');
const storage = require('@clearhire/storage');
const original = storage.FilesystemObjectStorage.prototype.put;
let hung = false;
storage.FilesystemObjectStorage.prototype.put = function put(key, data) {
  if (hung || key.startsWith('audit-checkpoints/')) return original.call(this, key, data);
  hung = true;
  writeFileSync(process.env.HANG_MARKER, key);
  return new Promise(() => undefined);
};
