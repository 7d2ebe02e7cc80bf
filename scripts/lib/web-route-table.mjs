// The web's copy of the route table: each route's method and path by group and name, without the
// schemas, so that the browser's bundle carries only what a request needs. One file per group, so
// that a group's paths load with the pages that use it. The web takes the requests' types from the
// contracts' route table.
import { API_ROUTE_GROUPS } from '@storystump/contracts';
import { formattedFiles } from './workspace-files.mjs';

export const WEB_ROUTE_TABLE_DIR = 'web/src/api/routes';

const quoted = (text) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** A group's generated file, before formatting. */
export function webRouteGroupFile(group) {
  const routes = Object.entries(API_ROUTE_GROUPS[group])
    .map(([name, { method, path }]) => `  ${name}: [${quoted(method)}, ${quoted(path)}],`)
    .join('\n');
  return `// Made by \`npm run generate\` from API_ROUTE_GROUPS in libs/contracts: do not edit.
import type { RouteGroupTable } from '../route-group-table';

/** The method and path (below /api) of each route of the contracts' \`${group}\` group. */
export const ${group}: RouteGroupTable<'${group}'> = {
${routes}
};
`;
}

/** The web's generated files by path, as the formatter leaves them. */
export const webRouteTableFiles = (root) =>
  formattedFiles(
    root,
    Object.fromEntries(
      Object.keys(API_ROUTE_GROUPS).map((group) => [`${WEB_ROUTE_TABLE_DIR}/${group}.generated.ts`, webRouteGroupFile(group)]),
    ),
  );
