import { OperationsRoutes } from '@storystump/contracts';
import { FixedAnswer, type EdgeAnswers } from '../edge/edge-answers.js';
import { LIVENESS } from './health.controller.js';

const LIVENESS_PATH = `/api/${OperationsRoutes.live.path}`;

/**
 * `GET /api/health/live` answered before the framework: a probe asks whether this process answers
 * HTTP at all, and needs no guard, service or database to be told. Nest's route stays for the same
 * path asked otherwise (with a query, by HEAD) and for the API's documentation.
 */
export function answerLivenessAtTheEdge(edge: EdgeAnswers, apiHeaders: Record<string, string>): void {
  const answer = new FixedAnswer(
    200,
    { ...apiHeaders, 'content-type': 'application/json; charset=utf-8' },
    Buffer.from(JSON.stringify(LIVENESS)),
  );
  edge.answer(LIVENESS_PATH, LIVENESS_PATH, (_request, response, requestId) => answer.write(response, requestId));
}
