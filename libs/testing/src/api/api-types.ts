import openapiTS, { astToString } from 'openapi-typescript';

/** Where the generated types of the API live, from the repository's root. */
export const API_TYPES_FILE = 'libs/testing/src/api/storystump-api.ts';

const HEADER = `// Generated from the gateway's /api/docs-json by \`npm run api:types\`: do not edit.
// A test fails when the document and these types differ.

`;

/** The TypeScript types of every path, operation and schema of an OpenAPI document (openapi-typescript). */
export async function apiTypesOf(document: object): Promise<string> {
  return HEADER + astToString(await openapiTS(document as Parameters<typeof openapiTS>[0]));
}
