/** The largest value a PostgreSQL `integer` column holds: counts that could pass it are kept at it. */
export const MAX_INTEGER = 2_147_483_647;
