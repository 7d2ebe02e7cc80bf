// npm run api:types: writes the API's TypeScript types (for the typed client in libs/testing) from
// the document a system of its own serves at /api/docs-json. Run after a build, then build again.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_TYPES_FILE, apiTypesOf, startSystem } from '@storystump/testing';

const system = await startSystem({ settings: { LOG_LEVEL: 'warn' } });
try {
  const document = await (await fetch(`${system.baseUrl}/api/docs-json`)).json();
  writeFileSync(join(import.meta.dirname, '..', API_TYPES_FILE), await apiTypesOf(document));
  console.log(`Wrote ${API_TYPES_FILE}: ${Object.keys(document.paths).length} paths`);
} finally {
  await system.stop();
}
