import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SERVICE_NAMES } from '@storystump/contracts';
import {
  deadLettersOf,
  describeDeadLetter,
  DocumentedAnswers,
  fuzz,
  fuzzCases,
  callerCredentials,
  fuzzFailures,
  leakIn,
  refusedForItself,
  sendRefusedAgain,
  startSystem,
  type AnswersDocument,
  type ApiDocument,
  type FuzzOutcome,
  type RunningSystem,
} from '@storystump/testing';

// A small seeded run of the fuzzer `npm run fuzz` runs at length: hostile requests made from the
// API document, to every route.
const SEED = 20261124;
const CASES = 540;

let system: RunningSystem;
let document: ApiDocument;
let credentials: ReturnType<typeof callerCredentials>;
let answers: DocumentedAnswers;

before(async () => {
  // A system of its own: other test files writing to a shared one would look like refused requests
  // changing stored rows.
  system = await startSystem({ settings: { LOG_LEVEL: 'warn' } });
  credentials = callerCredentials(system);
  document = (await (await fetch(`${system.baseUrl}/api/docs-json`)).json()) as ApiDocument;
  answers = new DocumentedAnswers(document as AnswersDocument);
});
after(async () => system?.stop());

describe('hostile requests to every route (seeded fuzzing)', () => {
  let outcomes: FuzzOutcome[] = [];

  it('answers every one as the API document says, without a 5xx, a stack trace, SQL or a file path', async () => {
    const cases = fuzzCases(document, SEED, CASES);
    outcomes = await fuzz({ baseUrl: system.baseUrl, credentials, answers }, cases);
    const routes = new Set(outcomes.map((outcome) => `${outcome.fuzzCase.method} ${outcome.fuzzCase.route}`));
    assert.equal(
      routes.size,
      Object.values(document.paths).flatMap((operations) => Object.keys(operations)).length,
      'every route tried',
    );
    assert.ok(outcomes.filter((outcome) => outcome.status >= 400 && outcome.status < 500).length > CASES / 2, 'most are refused');
    assert.deepEqual(fuzzFailures(outcomes), []);
  });

  it('changes no stored row with a request it refused', async () => {
    assert.ok(outcomes.some(refusedForItself));
    const again = await sendRefusedAgain({ baseUrl: system.baseUrl, credentials, answers }, outcomes, {
      url: system.settings.DATABASE_URL!,
      schemas: SERVICE_NAMES,
    });
    assert.deepEqual(fuzzFailures(again.resent), []);
    assert.deepEqual(
      again.letIn.map(({ fuzzCase, status }) => `${fuzzCase.method} ${fuzzCase.path} as ${fuzzCase.caller}: ${status}`),
      [],
      'refused again when sent again',
    );
    assert.deepEqual(again.changedTables, []);
  });

  it('stores what it accepted: no event, stump visit or change is set aside as a dead letter', async () => {
    // The state settled in the test above: every accepted event has been taken from its stream.
    const setAside = await deadLettersOf(system.baseUrl, (await credentials()).admin!);
    assert.deepEqual(setAside.map(describeDeadLetter), []);
  });
});

describe('what an answer must not show', () => {
  it('finds stacks, server paths, SQL and driver errors', () => {
    assert.equal(leakIn('Error: boom\n    at handler (/work/main/gateway/dist/src/x.js:10:5)', []), 'a stack trace');
    assert.equal(leakIn('{"message":"see /app/node_modules/pg/lib/client.js"}', []), 'a file path of the server');
    assert.equal(leakIn('{"message":"SELECT * FROM users WHERE id = 1"}', []), 'SQL');
    assert.equal(leakIn('{"message":"duplicate key value violates unique constraint"}', []), 'a database error');
    assert.equal(leakIn('{"message":"Cannot read properties of undefined (reading \'id\')"}', []), 'a runtime error');
  });

  it("lets an answer quote the caller's own input", () => {
    const sent = ['../../../../etc/passwd', "SELECT name FROM users WHERE '1'='1"];
    assert.equal(leakIn(`{"message":"No route GET /api/${sent[0]!}","echo":"${sent[1]!}"}`, sent), undefined);
    assert.equal(leakIn('{"message":"Please log in","code":"UNAUTHENTICATED"}', []), undefined);
  });
});
