/** The three woodland friends a family can collect, as their character types are named. */
export const WOODLAND_FRIENDS = ['bunny', 'hedgehog', 'owl'] as const;

/** Which of the woodland friends a family has, whatever else it owns, and how its line reads. */
export function collectionOf(characterTypes: readonly string[]): { have: string[]; line: string } {
  const owned = new Set(characterTypes.map((type) => type.trim().toLowerCase()));
  const have = WOODLAND_FRIENDS.filter((friend) => owned.has(friend));
  const line =
    have.length === WOODLAND_FRIENDS.length
      ? `You have all ${WOODLAND_FRIENDS.length} woodland friends!`
      : `You have ${have.length} of the ${WOODLAND_FRIENDS.length} woodland friends${have.length ? `: ${have.join(', ')}` : ''}.`;
  return { have, line };
}
