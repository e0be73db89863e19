// Preloaded (`node -r`) into a process whose CPU profile a bench wants: profiling starts at once, and
// SIGUSR2 writes the profile to BENCH_CPU_PROFILE_DIR (open it in Chrome DevTools or speedscope).
// `node --cpu-prof` writes its profile only when the process exits on its own, which a Nest
// application stopped by SIGTERM never does (it re-raises the signal once it has closed).
const { Session } = require('node:inspector');
const { writeFileSync, mkdirSync } = require('node:fs');
const { join } = require('node:path');

const dir = process.env.BENCH_CPU_PROFILE_DIR;
const session = new Session();
session.connect();
session.post('Profiler.enable', () => session.post('Profiler.start'));
process.once('SIGUSR2', () => {
  session.post('Profiler.stop', (err, result) => {
    if (err) return console.error(`CPU profile not written: ${err.message}`);
    mkdirSync(dir, { recursive: true });
    const path = join(dir, `worker-${process.pid}.cpuprofile`);
    writeFileSync(path, JSON.stringify(result.profile));
    console.error(`CPU profile written to ${path}`);
  });
});
