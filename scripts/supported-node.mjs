// Runs a script on the Node.js release line the project supports (see lib/supported-node.mjs).
//
//   node scripts/supported-node.mjs <script> [args…]   runs the script on it
//   node scripts/supported-node.mjs --bin               prints the folder to put first on PATH ('' if none is needed)
import { spawnSync } from 'node:child_process';
import { nodeBinToUse, runOn } from './lib/supported-node.mjs';

const [first, ...rest] = process.argv.slice(2);
const bin = nodeBinToUse();
if (first === '--bin') {
  process.stdout.write(`${bin}\n`);
} else if (!first) {
  process.stderr.write('usage: node scripts/supported-node.mjs <script> [args…] | --bin\n');
  process.exit(2);
} else if (bin) {
  await runOn(bin, [first, ...rest]);
} else {
  process.exit(spawnSync(process.execPath, [first, ...rest], { stdio: 'inherit' }).status ?? 1);
}
