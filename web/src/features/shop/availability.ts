import type { UnavailableReason } from '@storystump/contracts';

/** Why a product cannot be bought, in the words the shop and the admin's stock table both show. */
export const UNAVAILABLE_TEXT: Record<UnavailableReason, string> = {
  out_of_stock: 'Out of Stock',
  not_for_sale: 'Not for sale',
};
