import type { CharacterView } from '@storystump/contracts';
import { SearchSelect } from '../../../ui/SearchSelect';
import { characterOption } from '../characters/character-option';
import { useListControls } from '../paged-table/use-list-controls';
import { useCharacterChoicesQuery } from './choices.api';

/**
 * A character, found by serial number or owner as it is typed, newest first; `offers` keeps only
 * those the form may be given (the unassigned ones, to assign). Valued by the field the form sends.
 */
export function CharacterPicker({
  id,
  placeholder,
  valueField,
  offers = () => true,
  value,
  onCharacter,
}: {
  id: string;
  placeholder: string;
  valueField: '_id' | 'serialNumber';
  offers?: (character: CharacterView) => boolean;
  value: string;
  onCharacter: (character: CharacterView | null) => void;
}) {
  const search = useListControls();
  const choices = useCharacterChoicesQuery(search.query.q);
  const offered = (choices.data ?? []).filter(offers);
  return (
    <SearchSelect
      id={id}
      label="Character"
      searchLabel="Find a character by serial or owner"
      placeholder={placeholder}
      noMatches="No character matches"
      search={search.search}
      onSearch={search.setSearch}
      matches={offered.map(characterOption(valueField))}
      searching={choices.isFetching}
      value={value}
      required
      onValue={(chosen) => onCharacter(offered.find((character) => character[valueField] === chosen) ?? null)}
    />
  );
}
