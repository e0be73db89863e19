// Loaded into a worker child process by the "worker killed mid-job" test (node -r). The first
// object the worker stores never finishes and a marker file says the job got that far, so the
// test can kill the process in the middle of a job, at a known point.
const { writeFileSync } = require('node:fs');
const storage = require('@clearhire/storage');
const original = storage.FilesystemObjectStorage.prototype.put;
let hung = false;
storage.FilesystemObjectStorage.prototype.put = function put(key, data) {
  if (hung) return original.call(this, key, data);
  hung = true;
  writeFileSync(process.env.HANG_MARKER, key);
  return new Promise(() => undefined);
};
