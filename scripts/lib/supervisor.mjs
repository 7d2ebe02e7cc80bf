import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const COLOURS = ['\x1b[36m', '\x1b[35m', '\x1b[34m', '\x1b[33m', '\x1b[32m'];
const LEVELS = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'warn', 50: 'error', 60: 'fatal' };

/** Pino's JSON lines, made readable: "[identity] info  Admin a@b: created". */
function format(line) {
  try {
    const entry = JSON.parse(line);
    const level = (LEVELS[entry.level] ?? 'info').padEnd(5);
    const context = entry.context ? `${entry.context}: ` : '';
    const error = entry.err?.stack ? `\n${entry.err.stack}` : '';
    return `${level} ${context}${entry.msg ?? ''}${error}`;
  } catch {
    return line;
  }
}

/**
 * Runs each program (`entry` under Node with `nodeFlags`, in `env`), prefixes its output (given
 * to `write`), restarts one that dies (with growing pauses), and stops them all on Ctrl-C or SIGTERM.
 */
export function supervise(programs, { onGiveUp, write = (text) => process.stdout.write(text) }) {
  let stopping = false;
  const running = new Map();

  const launch = (program, index, restarts = 0) => {
    const tag = `${COLOURS[index % COLOURS.length]}[${program.name}]\x1b[0m`;
    const child = spawn(process.execPath, [...(program.nodeFlags ?? []), program.entry], {
      env: program.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.set(program.name, child);
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => write(`${tag} ${format(line)}\n`));
    }
    const startedAt = Date.now();
    child.once('exit', (code, signal) => {
      running.delete(program.name);
      if (stopping) return;
      const stableRun = Date.now() - startedAt > 60_000;
      const attempt = stableRun ? 0 : restarts + 1;
      if (attempt > 5) {
        write(`${tag} stopped ${signal ?? `with code ${code}`} again; giving up\n`);
        onGiveUp(program.name);
        return;
      }
      const pause = Math.min(10_000, 500 * 2 ** attempt);
      write(`${tag} stopped ${signal ?? `with code ${code}`}; restarting in ${pause} ms\n`);
      setTimeout(() => !stopping && launch(program, index, attempt), pause);
    });
  };

  programs.forEach((program, index) => launch(program, index));

  return async function stopAll() {
    stopping = true;
    await Promise.all(
      [...running.values()].map(
        (child) =>
          new Promise((resolve) => {
            const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
            child.once('exit', () => {
              clearTimeout(timer);
              resolve();
            });
            child.kill('SIGTERM');
          }),
      ),
    );
  };
}
