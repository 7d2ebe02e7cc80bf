/**
 * The one rule by which a character's type and a shop product's name are the same woodland friend,
 * and two types are one: case and the spaces around them do not count (a `fox` is the shop's "Fox").
 */
export const woodlandFriendKey = (name: string): string => name.trim().toLowerCase();

/** Whether a character type and a product's name (or another type) name the same woodland friend. */
export const sameWoodlandFriend = (a: string, b: string): boolean => woodlandFriendKey(a) === woodlandFriendKey(b);
