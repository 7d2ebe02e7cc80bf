// npm run fuzz [cases] [seed]: hostile requests made from the API document (/api/docs-json) to
// every route of a system of its own, then the refused ones sent again to check they changed no
// stored row. Prints a table by route and every failure; exits 1 if there is one. Run after a build.
import { SERVICE_NAMES } from '@storystump/contracts';
import {
  changedTables,
  fuzz,
  fuzzCases,
  fuzzCredentials,
  fuzzFailures,
  fuzzTable,
  refusedForItself,
  settledState,
  startSystem,
} from '@storystump/testing';

const COUNT = Number(process.argv[2] ?? 10_000);
const SEED = Number(process.argv[3] ?? 20261124);
const say = (text) => process.stderr.write(`… ${text}\n`);
const unlimited = '1000000000';

const system = await startSystem({
  settings: {
    LOG_LEVEL: 'warn',
    LOGIN_RATE_LIMIT: unlimited,
    LOGIN_ADDRESS_RATE_LIMIT: unlimited,
    REGISTER_RATE_LIMIT: unlimited,
    CHECKOUT_RATE_LIMIT: unlimited,
    DEVICE_RATE_LIMIT: unlimited,
    ENQUIRY_RATE_LIMIT: unlimited,
  },
});
let failed;
try {
  const document = await (await fetch(`${system.baseUrl}/api/docs-json`)).json();
  const credentials = fuzzCredentials(system);
  const cases = fuzzCases(document, SEED, COUNT);
  say(`${COUNT} hostile requests (seed ${SEED}) to ${Object.keys(document.paths).length} paths`);
  const started = performance.now();
  const progress = (done, total) => done % 1000 === 0 && say(`${done} of ${total}`);
  const outcomes = await fuzz({ baseUrl: system.baseUrl, credentials }, cases, { onProgress: progress });
  const seconds = (performance.now() - started) / 1000;

  // The refusals for what the request itself is, sent again between two settled states.
  const repeatable = outcomes.filter(refusedForItself);
  say(`sending the ${repeatable.length} refused again, between two settled states of every schema`);
  await credentials(); // signed in again first, if a case ended a session: that writes rows too
  const before = await settledState(system.settings.DATABASE_URL, SERVICE_NAMES);
  const again = await fuzz(
    { baseUrl: system.baseUrl, credentials },
    repeatable.map(({ fuzzCase }) => fuzzCase),
    {
      onProgress: progress,
    },
  );
  const after = await settledState(system.settings.DATABASE_URL, SERVICE_NAMES);
  const changed = changedTables(before, after);
  const acceptedAgain = again.filter(({ status }) => status >= 200 && status < 400);

  console.log(`\nFuzzing, seed ${SEED}: ${COUNT} requests in ${seconds.toFixed(1)} s (${Math.round(COUNT / seconds)}/s)`);
  console.table(fuzzTable(outcomes));
  const failures = [...fuzzFailures(outcomes), ...fuzzFailures(again)];
  const totals = fuzzTable(outcomes).reduce(
    (sum, row) => ({
      '5xx': sum['5xx'] + row['5xx'],
      leaks: sum.leaks + row.leaks,
      'no answer': sum['no answer'] + row['no answer'],
    }),
    { '5xx': 0, leaks: 0, 'no answer': 0 },
  );
  console.table([
    {
      requests: COUNT,
      ...totals,
      'refused, sent again': repeatable.length,
      'let in the second time': acceptedAgain.length,
      'tables changed by refused requests': changed.length,
    },
  ]);
  for (const failure of failures) console.log(`FAIL ${failure}`);
  for (const outcome of acceptedAgain) {
    const first = repeatable.find(({ fuzzCase }) => fuzzCase === outcome.fuzzCase);
    const { method, path, caller, mutation } = outcome.fuzzCase;
    console.log(`FAIL refused (${first?.status}), then let in (${outcome.status}): ${method} ${path} as ${caller}, ${mutation}`);
  }
  for (const table of changed) console.log(`FAIL a refused request changed ${table}`);
  failed = failures.length > 0 || acceptedAgain.length > 0 || changed.length > 0;
} finally {
  await system.stop();
}
process.exit(failed ? 1 : 0);
