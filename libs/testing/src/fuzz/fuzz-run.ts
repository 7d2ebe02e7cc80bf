import { answerOf, type DocumentedAnswers } from '../documented-answers.js';
import { leakIn } from './answer-leaks.js';
import { fuzzCase, operationsOf, type ApiDocument, type Caller, type FuzzCase } from './fuzz-cases.js';
import { SeededRandom } from './seeded-random.js';
import { changedTables, settledState } from './stored-state.js';

export interface FuzzTarget {
  baseUrl: string;
  /** Each kind of caller's Authorization header, checked (and renewed) between rounds of requests. */
  credentials(): Promise<Partial<Record<Caller, string>>>;
  /** What the API document says each route answers: every answer is held to it. */
  answers: DocumentedAnswers;
}

export interface FuzzOutcome {
  fuzzCase: FuzzCase;
  /** 0 when no answer came at all. */
  status: number;
  leak?: string;
  /** How the answer differs from what the API document says the route answers. */
  undocumented?: string;
  error?: string;
}

export interface FuzzOptions {
  seed: number;
  count: number;
  concurrency?: number;
  /** Called after each round, with the outcomes so far (for progress). */
  onProgress?: (done: number, total: number) => void;
}

const ROUND = 100;

/** The seeded cases of a run, every operation in turn: the same seed and document give the same requests. */
export function fuzzCases(document: ApiDocument, seed: number, count: number): FuzzCase[] {
  const random = new SeededRandom(seed);
  const operations = operationsOf(document);
  return Array.from({ length: count }, (_, i) => fuzzCase(operations[i % operations.length]!, random));
}

/** Sends one case, each from a client address of its own so that per-address limits do not hide anything. */
export async function sendCase(
  target: Pick<FuzzTarget, 'baseUrl' | 'answers'>,
  fuzzCase: FuzzCase,
  index: number,
  credentials: Partial<Record<Caller, string>>,
) {
  const headers: Record<string, string> = {
    'x-forwarded-for': `2001:db8:f::${(index % 0xffff).toString(16)}`,
    ...fuzzCase.headers,
  };
  const authorization = credentials[fuzzCase.caller];
  if (authorization && !('authorization' in fuzzCase.headers)) headers.authorization = authorization;
  try {
    const res = await fetch(`${target.baseUrl}${fuzzCase.path}`, {
      method: fuzzCase.method,
      headers,
      body: fuzzCase.body,
      signal: AbortSignal.timeout(30_000),
    });
    const text = await res.text();
    // A spoilt path can land on another route: an empty last id (`/campaigns/`) is the list, as the
    // router ignores a trailing slash. The answer is held to the route it reached.
    const reached =
      target.answers.routeOf(fuzzCase.method, fuzzCase.path.split('?')[0]!.replace(/(.)\/+$/, '$1')) ?? fuzzCase.route;
    const undocumented = target.answers.problemWith(
      fuzzCase.method,
      reached,
      answerOf(res.status, res.headers.get('content-type'), text),
    );
    return { fuzzCase, status: res.status, leak: leakIn(text, fuzzCase.sent), undocumented } satisfies FuzzOutcome;
  } catch (error) {
    return {
      fuzzCase,
      status: 0,
      error: error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error),
    };
  }
}

/** Runs the cases, `concurrency` at a time, in rounds of 100 with fresh credentials. */
export async function fuzz(target: FuzzTarget, cases: readonly FuzzCase[], options: Omit<FuzzOptions, 'seed' | 'count'> = {}) {
  const outcomes: FuzzOutcome[] = [];
  const concurrency = options.concurrency ?? 8;
  for (let start = 0; start < cases.length; start += ROUND) {
    const credentials = await target.credentials();
    const round = cases.slice(start, start + ROUND);
    let next = 0;
    const results: FuzzOutcome[] = new Array(round.length);
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < round.length) {
          const i = next++;
          results[i] = await sendCase(target, round[i]!, start + i, credentials);
        }
      }),
    );
    outcomes.push(...results);
    options.onProgress?.(outcomes.length, cases.length);
  }
  return outcomes;
}

/** What went wrong in a run: 5xx answers, leaks, answers other than documented, and requests left without an answer. */
export function fuzzFailures(outcomes: readonly FuzzOutcome[]): string[] {
  return outcomes.flatMap(({ fuzzCase, status, leak, undocumented, error }) => {
    const what = `${fuzzCase.method} ${fuzzCase.path.slice(0, 120)} (${fuzzCase.mutation}, as ${fuzzCase.caller})`;
    if (status >= 500) return [`${what}: ${status}`];
    if (leak) return [`${what}: the answer shows ${leak}`];
    if (undocumented) return [`${what}: not as documented: ${undocumented}`];
    // A body past the limit may be cut off once its answer (413) is sent: that is a refusal too.
    if (status === 0 && !fuzzCase.mutation.startsWith('oversized body')) return [`${what}: no answer (${error})`];
    return [];
  });
}

/**
 * A refusal for what the request itself is, which sending it again must repeat whatever happened
 * meanwhile. Not a 404 or 409 (a later request may create or remove what it named), not a 429
 * (limits pass), nor a 401 to a caller whose own session a logout among the cases had ended.
 */
export function refusedForItself({ status, fuzzCase }: FuzzOutcome): boolean {
  if (status < 400 || status >= 500 || [404, 409, 410, 429].includes(status)) return false;
  return status !== 401 || fuzzCase.caller === 'anonymous' || 'authorization' in fuzzCase.headers;
}

/** One row per route: requests, answers by class, and failures. */
export function fuzzTable(outcomes: readonly FuzzOutcome[]) {
  const rows = new Map<
    string,
    {
      route: string;
      requests: number;
      '2xx': number;
      '4xx': number;
      '5xx': number;
      leaks: number;
      'not as documented': number;
      'no answer': number;
    }
  >();
  for (const { fuzzCase, status, leak, undocumented } of outcomes) {
    const route = `${fuzzCase.method} ${fuzzCase.route}`;
    const row = rows.get(route) ?? {
      route,
      requests: 0,
      '2xx': 0,
      '4xx': 0,
      '5xx': 0,
      leaks: 0,
      'not as documented': 0,
      'no answer': 0,
    };
    row.requests++;
    if (status === 0) row['no answer']++;
    else if (status >= 500) row['5xx']++;
    else if (status >= 400) row['4xx']++;
    else row['2xx']++;
    if (leak) row.leaks++;
    if (undocumented) row['not as documented']++;
    rows.set(route, row);
  }
  return [...rows.values()].sort((a, b) => a.route.localeCompare(b.route));
}

export interface RefusedAgain {
  /** The refusals for what the requests themselves are, sent a second time. */
  resent: FuzzOutcome[];
  /** Those let in the second time. */
  letIn: FuzzOutcome[];
  /** Tables whose rows differ between the settled states before and after. */
  changedTables: string[];
}

/**
 * Sends again every request refused for what it is, between two settled states of the schemas:
 * none may be let in, and no stored row may change. The credentials are renewed first, since
 * signing in again writes rows too.
 */
export async function sendRefusedAgain(
  target: FuzzTarget,
  outcomes: readonly FuzzOutcome[],
  database: { url: string; schemas: readonly string[] },
  options: Omit<FuzzOptions, 'seed' | 'count'> = {},
): Promise<RefusedAgain> {
  await target.credentials();
  const before = await settledState(database.url, database.schemas);
  const resent = await fuzz(
    target,
    outcomes.filter(refusedForItself).map(({ fuzzCase }) => fuzzCase),
    options,
  );
  const after = await settledState(database.url, database.schemas);
  return {
    resent,
    letIn: resent.filter(({ status }) => status >= 200 && status < 400),
    changedTables: changedTables(before, after),
  };
}
