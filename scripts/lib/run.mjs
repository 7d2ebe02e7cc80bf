import { spawn, spawnSync } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';

/** Runs a command in the foreground, output shown; throws when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed${result.status === null ? '' : ` with exit code ${result.status}`}`);
  }
}

/**
 * `run`, without blocking: resolves when the command has succeeded, rejects when it fails. With
 * `log` (a file), its output is added to that file instead of shown, and a failure's error ends
 * with the file's last lines.
 */
export function runInBackground(command, args, { log, ...options } = {}) {
  return new Promise((resolve, reject) => {
    const output = log ? openSync(log, 'a') : undefined;
    const child = spawn(command, args, { stdio: output === undefined ? 'inherit' : ['ignore', output, output], ...options });
    if (output !== undefined) closeSync(output);
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) return resolve();
      const tail = log ? `:\n${lastLines(log, 40)}\n(the whole output is in ${log})` : '';
      reject(new Error(`${command} ${args.join(' ')} failed${code === null ? '' : ` with exit code ${code}`}${tail}`));
    });
  });
}

const lastLines = (file, count) => readFileSync(file, 'utf8').trimEnd().split('\n').slice(-count).join('\n');

export function commandExists(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

export const say = (text) => process.stdout.write(`\x1b[32m▸\x1b[0m ${text}\n`);
export const warn = (text) => process.stderr.write(`\x1b[33m!\x1b[0m ${text}\n`);
