// Preloaded into a process under profile (NODE_OPTIONS=--import): samples its CPU from the start
// and, on SIGUSR2, writes `<PROFILE_DIR>/<PROFILE_NAME>-<pid>.cpuprofile` and exits.
// (--cpu-prof itself is not allowed in NODE_OPTIONS.)
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { join } from 'node:path';

const session = new Session();
session.connect();
session.post('Profiler.enable');
session.post('Profiler.setSamplingInterval', { interval: 200 });
session.post('Profiler.start');
process.on('SIGUSR2', () => {
  session.post('Profiler.stop', (error, result) => {
    if (!error) {
      const name = `${process.env.PROFILE_NAME ?? 'process'}-${process.pid}.cpuprofile`;
      writeFileSync(join(process.env.PROFILE_DIR ?? '.', name), JSON.stringify(result.profile));
    }
    process.exit(0);
  });
});
