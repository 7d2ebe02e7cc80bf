import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsPlugin from 'ajv-formats';

// ajv-formats is CommonJS: its default export arrives wrapped.
const addFormats = ((addFormatsPlugin as unknown as { default?: typeof addFormatsPlugin }).default ??
  addFormatsPlugin) as unknown as (ajv: Ajv) => Ajv;

interface Response {
  description?: string;
  content?: Record<string, { schema?: Record<string, unknown> }>;
}
interface Operation {
  responses?: Record<string, Response>;
}
/** The parts of an OpenAPI 3.0 document an answer is checked against. */
export interface AnswersDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
}

export interface Answer {
  status: number;
  /** Its Content-Type header, if any. */
  contentType: string | null;
  /** The body as received: parsed JSON for a JSON answer, else its text ('' for none). */
  body: unknown;
}

/** An answer as it came: a JSON body parsed (left as text when it does not parse, for the check to report). */
export function answerOf(status: number, contentType: string | null, text: string): Answer {
  let body: unknown = text || undefined;
  if (text && contentType?.includes('json')) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  return { status, contentType, body };
}

const DOCUMENT_ID = 'storystump-api';

/** `#/components/…` as seen from a schema compiled on its own: the document's, registered under its id. */
function withDocumentRefs(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withDocumentRefs);
  if (!schema || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) =>
      key === '$ref' && typeof value === 'string' && value.startsWith('#/')
        ? [key, `${DOCUMENT_ID}${value}`]
        : [key, withDocumentRefs(value)],
    ),
  );
}

/**
 * What the API document says each route answers, to hold every real answer to: its status must be
 * documented (or fall under `default`), and its body must have the documented media type and shape.
 */
export class DocumentedAnswers {
  readonly #ajv = new Ajv({ strict: false, allErrors: true });
  readonly #validators = new Map<object, ValidateFunction>();
  readonly #routes: { method: string; route: string; pattern: RegExp; parameters: number }[];

  constructor(private readonly document: AnswersDocument) {
    addFormats(this.#ajv);
    this.#ajv.addSchema({ components: document.components ?? {} }, DOCUMENT_ID);
    this.#routes = Object.entries(document.paths)
      .flatMap(([route, operations]) =>
        Object.keys(operations).map((method) => ({
          method: method.toUpperCase(),
          route,
          pattern: new RegExp(`^${route.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
          parameters: route.split('{').length - 1,
        })),
      )
      // A route named in full wins over one with a parameter in its place (`/status` over `/{id}`).
      .sort((a, b) => a.parameters - b.parameters);
  }

  static async of(baseUrl: string): Promise<DocumentedAnswers> {
    return new DocumentedAnswers((await (await fetch(`${baseUrl}/api/docs-json`)).json()) as AnswersDocument);
  }

  /** The documented route a request's path falls under (query left out), if any. */
  routeOf(method: string, path: string): string | undefined {
    const bare = path.split('?')[0]!;
    return this.#routes.find((route) => route.method === method.toUpperCase() && route.pattern.test(bare))?.route;
  }

  /** What is wrong with an answer of a route, by the document; undefined when it is as documented. */
  problemWith(method: string, route: string, answer: Answer): string | undefined {
    const responses = this.document.paths[route]?.[method.toLowerCase()]?.responses;
    if (!responses) return `${method} ${route} is not in the document`;
    const status = String(answer.status);
    const response = responses[status] ?? responses[`${status[0]}XX`] ?? responses.default;
    if (!response) return `${answer.status} is not a documented answer`;
    const empty = answer.body === undefined || answer.body === '';
    if (!response.content) return empty || answer.status === 304 ? undefined : `${answer.status} is documented with no body`;
    const mediaType = (answer.contentType ?? '').split(';')[0]!.trim();
    const documented = response.content[mediaType];
    if (!documented)
      return `${answer.status} came as ${mediaType || 'no content type'}, documented as ${Object.keys(response.content).join(', ')}`;
    if (mediaType !== 'application/json' || !documented.schema) return undefined;
    const validate = this.#validatorOf(documented.schema);
    if (validate(answer.body)) return undefined;
    return `${answer.status} body ${this.#ajv.errorsText(validate.errors, { dataVar: 'body' })}`;
  }

  #validatorOf(schema: Record<string, unknown>): ValidateFunction {
    let validate = this.#validators.get(schema);
    if (!validate) {
      validate = this.#ajv.compile(withDocumentRefs(schema) as object);
      this.#validators.set(schema, validate);
    }
    return validate;
  }
}
