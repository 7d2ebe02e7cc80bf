// The project runs on the Node.js release line named by package.json's `engines` (a caret range).
// Where the machine's own Node is older (or newer), the release pinned in .nvmrc is installed once
// per machine from the npm registry (the `node` package) into the user's cache, and the scripts
// run on it, with it first on PATH so that npm, npx and every child use it too.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** `engines.node` as [major, minor, patch]: the lowest release of the line it allows. */
export function requiredLine(packageJson) {
  const match = /^\^(\d+)\.(\d+)\.(\d+)$/.exec(packageJson.engines?.node ?? '');
  if (!match) throw new Error(`package.json's engines.node must be a caret range such as ^24.11.0`);
  return match.slice(1).map(Number);
}

/** Whether `version` (such as '24.21.0') is on the line and not below its lowest release. */
export function satisfies(version, [major, minor, patch]) {
  const [ma, mi, pa] = version.split('.').map(Number);
  return ma === major && (mi > minor || (mi === minor && pa >= patch));
}

/** This project's folder in the user's cache (what is kept there serves every checkout). */
function cacheFolder() {
  return join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'storystump');
}

/** The folder holding a `node` of the pinned release, installed if it is not there yet. */
export function pinnedNodeBin(projectRoot = root) {
  const version = readFileSync(join(projectRoot, '.nvmrc'), 'utf8').trim();
  const folder = join(cacheFolder(), `node-v${version}`);
  const bin = join(folder, 'node_modules', '.bin');
  if (existsSync(join(bin, 'node'))) return bin;

  process.stderr.write(`▸ Installing Node.js ${version} for this project (once per machine) into ${folder}\n`);
  const staging = `${folder}.${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  writeFileSync(
    join(staging, 'package.json'),
    JSON.stringify({ private: true, dependencies: { node: version }, allowScripts: { node: true } }),
  );
  const installed = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: staging,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (installed.status !== 0) throw new Error(`Installing Node.js ${version} from the npm registry failed`);
  try {
    renameSync(staging, folder);
  } catch (error) {
    // Another checkout installed it at the same moment: theirs serves as well.
    rmSync(staging, { recursive: true, force: true });
    if (!existsSync(join(bin, 'node'))) throw error;
  }
  return bin;
}

/** '' when a Node of `version` (this one's, unless told) will do, else the folder to put first on PATH. */
export function nodeBinToUse(projectRoot = root, version = process.versions.node) {
  const packageJson = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8'));
  return satisfies(version, requiredLine(packageJson)) ? '' : pinnedNodeBin(projectRoot);
}

/** Runs `node <args>` with the Node in `bin` (first on PATH), ending this process with its exit code. */
export function runOn(bin, args) {
  const env = { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH ?? ''}` };
  const child = spawn(join(bin, 'node'), args, { stdio: 'inherit', env });
  process.on('SIGINT', () => {});
  process.on('SIGTERM', () => child.kill('SIGTERM'));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  return new Promise(() => {});
}
