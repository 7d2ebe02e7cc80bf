import { OperationsRoutes } from '@storystump/contracts';
import { FixedAnswer } from '../http/fixed-answer.js';
import type { HeldAnswers } from '../http/held-answers.js';
import { LIVENESS } from './health.controller.js';

/**
 * `GET /api/health/live` answered from memory: a probe asks whether this process answers HTTP at
 * all, and needs no guard, service or database to be told. Nest's route answers it otherwise (by HEAD).
 */
export function holdLiveness(held: HeldAnswers, apiHeaders: Record<string, string>): void {
  const answer = new FixedAnswer(
    200,
    { ...apiHeaders, 'content-type': 'application/json; charset=utf-8' },
    Buffer.from(JSON.stringify(LIVENESS)),
  );
  held.hold(`/api/${OperationsRoutes.live.path}`, () => answer);
}
