// Plain values the web needs too; kept apart from the schemas so importing them costs no zod.
export const PASSWORD_MIN_LENGTH = 8;

export const MAX_CHECKOUT_LINES = 20;
export const MAX_LINE_QUANTITY = 99;
/** Characters in one order, all lines together: a family's basket, not a reseller's. */
export const MAX_ORDER_QUANTITY = 50;
