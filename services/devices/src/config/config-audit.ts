import type { QuietPeriod, StationConfig } from '@storystump/contracts';

type Values = Partial<StationConfig>;
type Field = keyof StationConfig;

/** The fields in the order the admin's form shows them. */
const FIELDS: readonly Field[] = ['timeZone', 'quietHours', 'volume', 'quietVolume', 'greeting', 'storyPack'];

function valueText(field: Field, value: StationConfig[Field]): string {
  if (value === null) return field === 'quietVolume' ? 'the volume' : 'none';
  if (field === 'quietHours') {
    const periods = value as QuietPeriod[];
    return periods.length ? periods.map((period) => `${period.start}-${period.end}`).join(', ') : 'none';
  }
  return field === 'greeting' ? JSON.stringify(value) : String(value);
}

/**
 * What a change of configuration changed, for the audit log: each field whose value changed with
 * its new value (`volume 40, greeting "Hello"`), a station's field it no longer sets as "back to
 * the default", or "nothing" when the values are the same.
 */
export function configChanges(before: Values, after: Values): string {
  const changes = FIELDS.filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field])).map((field) =>
    after[field] === undefined ? `${field} back to the default` : `${field} ${valueText(field, after[field])}`,
  );
  return changes.length ? changes.join(', ') : 'nothing';
}
