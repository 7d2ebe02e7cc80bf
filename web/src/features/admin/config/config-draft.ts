import type { QuietPeriod, StationConfig, StationConfigOverrides } from '@storystump/contracts';

export type ConfigField = keyof StationConfig;
export const CONFIG_FIELDS: readonly ConfigField[] = ['timeZone', 'quietHours', 'volume', 'quietVolume', 'greeting', 'storyPack'];

/** The form's text of each field. */
export type ConfigDraft = Record<ConfigField, string>;

/** Quiet hours as typed: `22:00-07:00, 12:30-13:30`. */
export const quietHoursText = (periods: readonly QuietPeriod[]): string =>
  periods.map((period) => `${period.start}-${period.end}`).join(', ');

/** What was typed, as periods; a piece that is not `start-end` goes as its start, for the server to name. */
export const quietHoursOf = (text: string): QuietPeriod[] =>
  text
    .split(',')
    .map((piece) => piece.trim())
    .filter(Boolean)
    .map((piece) => {
      const [start = '', end = ''] = piece.split('-').map((part) => part.trim());
      return { start, end };
    });

export function draftOf(config: StationConfigOverrides): ConfigDraft {
  return {
    timeZone: config.timeZone ?? '',
    quietHours: quietHoursText(config.quietHours ?? []),
    volume: config.volume === undefined ? '' : String(config.volume),
    quietVolume: config.quietVolume === undefined || config.quietVolume === null ? '' : String(config.quietVolume),
    greeting: config.greeting ?? '',
    storyPack: config.storyPack ?? '',
  };
}

/** A number as typed; text that is no number goes as it is, for the server to refuse with its message. */
const numberOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

/** The value of one field from its text (an empty quiet volume or greeting: none). */
function valueOf(field: ConfigField, text: string): unknown {
  switch (field) {
    case 'quietHours':
      return quietHoursOf(text);
    case 'volume':
      return numberOf(text);
    case 'quietVolume':
      return text.trim() === '' ? null : numberOf(text);
    case 'greeting':
      return text.trim() === '' ? null : text.trim();
    default:
      return text.trim();
  }
}

/** The fields chosen, each from its text. */
export function configOf(draft: ConfigDraft, chosen: readonly ConfigField[]): StationConfigOverrides {
  return Object.fromEntries(chosen.map((field) => [field, valueOf(field, draft[field])])) as StationConfigOverrides;
}
