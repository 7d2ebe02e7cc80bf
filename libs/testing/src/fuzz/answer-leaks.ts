/** What an answer must never show: a stack, a file of the server, SQL or a driver's or runtime's error. */
const LEAKS: readonly [string, RegExp][] = [
  ['a stack trace', /\bat (?:async )?[\w$.<>[\] ]+ \(?(?:file:|node:|\/)[^\s)]*:\d+:\d+\)?/],
  [
    'a file path of the server',
    /(?:\/work\/|\/home\/|\/usr\/src\/|\/app\/|node_modules|[\w-]+\/(?:dist|src)\/[\w/-]+\.(?:js|ts))/,
  ],
  ['SQL', /\b(?:SELECT\s[\s\S]+\sFROM|INSERT\s+INTO|UPDATE\s+"?\w+"?\s+SET|DELETE\s+FROM)\b/i],
  [
    'a database error',
    /QueryFailedError|syntax error at or near|relation "[^"]+" does not exist|violates (?:foreign key|unique|not-null|check) constraint|invalid input syntax for type|duplicate key value/i,
  ],
  ['a runtime error', /\b(?:TypeError|ReferenceError|RangeError|SyntaxError): |Cannot read propert(?:y|ies) of/],
  ['a connection error', /\bE(?:CONNREFUSED|CONNRESET|TIMEDOUT|PIPE)\b/],
];

/**
 * The first leak in an answer, or undefined. What the request itself sent is taken out first: an
 * answer may quote a caller's own input (a path in a 404) without leaking anything of the server.
 */
export function leakIn(answer: string, sent: readonly string[]): string | undefined {
  let text = answer;
  for (const value of [...sent].filter((s) => s.length >= 3).sort((a, b) => b.length - a.length)) {
    text = text.split(value).join('').split(encodeURIComponent(value.toWellFormed())).join('');
  }
  return LEAKS.find(([, pattern]) => pattern.test(text))?.[0];
}
