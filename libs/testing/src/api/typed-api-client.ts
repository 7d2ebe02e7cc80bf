import createClient from 'openapi-fetch';
import { answerOf, type DocumentedAnswers } from '../documented-answers.js';
import type { paths } from './storystump-api.js';

/**
 * A client of the API typed from its own document (openapi-fetch over the generated `paths`): a
 * path, parameter, body or answer the document names differently does not compile. Each answer
 * is held to the document too, so a route that answers other than documented fails at once.
 */
export function typedApiClient(baseUrl: string, answers: DocumentedAnswers, headers: Record<string, string> = {}) {
  const client = createClient<paths>({ baseUrl, headers });
  client.use({
    async onResponse({ request, response }) {
      const path = new URL(request.url).pathname;
      const route = answers.routeOf(request.method, path);
      if (!route) throw new Error(`${request.method} ${path} is not in the API document`);
      const answer = answerOf(response.status, response.headers.get('content-type'), await response.clone().text());
      const problem = answers.problemWith(request.method, route, answer);
      if (problem) throw new Error(`${request.method} ${path} answered other than the API document says: ${problem}`);
      return undefined;
    },
  });
  return client;
}

export type TypedApiClient = ReturnType<typeof typedApiClient>;
