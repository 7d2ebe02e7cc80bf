/**
 * The most a reply holds: NATS carries a message of at most 1 MB unless its server is told
 * otherwise, and the reply travels in an envelope.
 */
export const REPLY_BUDGET_BYTES = 768 * 1024;

/** The leading items of a list whose JSON fits in a reply, whole items only (a page that says where it stopped). */
export function fittingReply<T>(items: T[], budget = REPLY_BUDGET_BYTES): T[] {
  let size = 2;
  for (let i = 0; i < items.length; i++) {
    size += Buffer.byteLength(JSON.stringify(items[i])) + 1;
    if (size > budget) return items.slice(0, i);
  }
  return items;
}

/**
 * A whole list cut into consecutive pieces whose JSON each fits in a reply, whole items only (an
 * item larger than the budget is a piece alone). Always at least one piece, so an empty list is
 * answered too.
 */
export function piecesOf<T>(items: T[], budget = REPLY_BUDGET_BYTES): T[][] {
  const pieces: T[][] = [];
  let start = 0;
  let size = 2;
  for (let i = 0; i < items.length; i++) {
    const itemSize = Buffer.byteLength(JSON.stringify(items[i])) + 1;
    if (i > start && size + itemSize > budget) {
      pieces.push(items.slice(start, i));
      start = i;
      size = 2;
    }
    size += itemSize;
  }
  pieces.push(items.slice(start));
  return pieces;
}
