import type { UnavailableReason } from '@storystump/contracts';

/** What the shop says of any product it cannot sell, whatever the reason. */
export const UNAVAILABLE_IN_SHOP = 'Out of Stock';

/** Why a product cannot be bought, in the admin's stock table: the shop's words, and the reason where it is not the stock. */
export const UNAVAILABLE_TEXT: Record<UnavailableReason, string> = {
  out_of_stock: UNAVAILABLE_IN_SHOP,
  not_for_sale: `${UNAVAILABLE_IN_SHOP}: not for sale`,
};
