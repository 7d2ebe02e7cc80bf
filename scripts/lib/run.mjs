import { spawn, spawnSync } from 'node:child_process';

/** Runs a command in the foreground, output shown; throws when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed${result.status === null ? '' : ` with exit code ${result.status}`}`);
  }
}

/** `run`, without blocking: resolves when the command has succeeded, rejects when it fails. */
export function runInBackground(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} failed${code === null ? '' : ` with exit code ${code}`}`)),
    );
  });
}

export function commandExists(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

export const say = (text) => process.stdout.write(`\x1b[32m▸\x1b[0m ${text}\n`);
export const warn = (text) => process.stderr.write(`\x1b[33m!\x1b[0m ${text}\n`);
