// npm run fuzz [cases] [seed]: hostile requests made from the API document (/api/docs-json) to
// every route of a system of its own, each answer held to what the document says, then the refused
// ones sent again to check they changed no stored row, and nothing accepted was set aside as a dead letter. Prints a table by route and every failure; exits 1 if there is one. Run after a build.
import { SERVICE_NAMES } from '@storystump/contracts';
import {
  deadLettersOf,
  describeDeadLetter,
  DocumentedAnswers,
  fuzz,
  fuzzCases,
  callerCredentials,
  fuzzFailures,
  fuzzTable,
  sendRefusedAgain,
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
    REPORT_RATE_LIMIT: unlimited,
  },
});
let failed;
try {
  const document = await (await fetch(`${system.baseUrl}/api/docs-json`)).json();
  const credentials = callerCredentials(system);
  const answers = new DocumentedAnswers(document);
  const cases = fuzzCases(document, SEED, COUNT);
  say(`${COUNT} hostile requests (seed ${SEED}) to ${Object.keys(document.paths).length} paths`);
  const started = performance.now();
  const progress = (done, total) => done % 1000 === 0 && say(`${done} of ${total}`);
  const outcomes = await fuzz({ baseUrl: system.baseUrl, credentials, answers }, cases, { onProgress: progress });
  const seconds = (performance.now() - started) / 1000;

  say('sending the refused again, between two settled states of every schema');
  const again = await sendRefusedAgain(
    { baseUrl: system.baseUrl, credentials, answers },
    outcomes,
    { url: system.settings.DATABASE_URL, schemas: SERVICE_NAMES },
    { onProgress: progress },
  );

  // Settled by now (the refused were sent between two settled states): what was accepted is stored, or set aside.
  const setAside = await deadLettersOf(system.baseUrl, (await credentials()).admin);

  console.log(`\nFuzzing, seed ${SEED}: ${COUNT} requests in ${seconds.toFixed(1)} s (${Math.round(COUNT / seconds)}/s)`);
  console.table(fuzzTable(outcomes));
  const failures = [...fuzzFailures(outcomes), ...fuzzFailures(again.resent)];
  const totals = fuzzTable(outcomes).reduce(
    (sum, row) => ({
      '5xx': sum['5xx'] + row['5xx'],
      leaks: sum.leaks + row.leaks,
      'not as documented': sum['not as documented'] + row['not as documented'],
      'no answer': sum['no answer'] + row['no answer'],
    }),
    { '5xx': 0, leaks: 0, 'not as documented': 0, 'no answer': 0 },
  );
  console.table([
    {
      requests: COUNT,
      ...totals,
      'refused, sent again': again.resent.length,
      'let in the second time': again.letIn.length,
      'tables changed by refused requests': again.changedTables.length,
      'accepted but set aside (dead letters)': setAside.length,
    },
  ]);
  for (const failure of failures) console.log(`FAIL ${failure}`);
  for (const outcome of again.letIn) {
    const first = outcomes.find(({ fuzzCase }) => fuzzCase === outcome.fuzzCase);
    const { method, path, caller, mutation } = outcome.fuzzCase;
    console.log(`FAIL refused (${first?.status}), then let in (${outcome.status}): ${method} ${path} as ${caller}, ${mutation}`);
  }
  for (const table of again.changedTables) console.log(`FAIL a refused request changed ${table}`);
  for (const letter of setAside) console.log(`FAIL accepted, then ${describeDeadLetter(letter)}`);
  failed = failures.length > 0 || again.letIn.length > 0 || again.changedTables.length > 0 || setAside.length > 0;
} finally {
  await system.stop();
}
process.exit(failed ? 1 : 0);
