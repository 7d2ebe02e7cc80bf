import type { CollectionItemView } from '@storystump/contracts';

/**
 * How the account page counts the family's woodland friends: the shop's friends as the collection
 * answers them (the server matches the family's character types to the products), the ones it has named.
 */
export function collectionLine(friends: readonly CollectionItemView[]): string {
  const have = friends.filter((friend) => friend.owned > 0).map((friend) => friend.characterType);
  return have.length === friends.length
    ? `You have all ${friends.length} woodland friends!`
    : `You have ${have.length} of the ${friends.length} woodland friends${have.length ? `: ${have.join(', ')}` : ''}.`;
}
