import type { CharacterView } from '@storystump/contracts';
import type { SelectOption } from '../../../ui/SelectField';

/** A character as a choice: its serial number and type, valued by the field the form sends. */
export const characterOption =
  (valueField: '_id' | 'serialNumber') =>
  (character: CharacterView): SelectOption => ({
    value: character[valueField],
    label: `${character.serialNumber} (${character.characterType})`,
  });
