export interface Refused<T> {
  item: T;
  error: unknown;
}

/**
 * Stores `items` together; when the store is refused for what the items hold, stores each half
 * again, down to single items, so that one bad item costs only itself: the others are stored,
 * and the refused ones are returned with their errors. A failure that is not the items' fault
 * (`isItemFault` says no: the database is down, say) is thrown, for the whole lot to come again.
 */
export async function storeInHalves<T>(
  items: readonly T[],
  store: (items: readonly T[]) => Promise<void>,
  isItemFault: (error: unknown) => boolean,
): Promise<Refused<T>[]> {
  if (!items.length) return [];
  try {
    await store(items);
    return [];
  } catch (error) {
    if (!isItemFault(error)) throw error;
    if (items.length === 1) return [{ item: items[0]!, error }];
  }
  const middle = Math.ceil(items.length / 2);
  const first = await storeInHalves(items.slice(0, middle), store, isItemFault);
  const second = await storeInHalves(items.slice(middle), store, isItemFault);
  return [...first, ...second];
}
