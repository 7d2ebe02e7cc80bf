/**
 * The `DO UPDATE SET` assignments of an upsert that adds the new row's counts to those kept:
 * `"c" = "<table>"."c" + excluded."c"` for each column, `table` being the table's name or alias.
 */
export const addedOnConflict = (table: string, columns: readonly string[]): string =>
  columns.map((column) => `"${column}" = "${table}"."${column}" + excluded."${column}"`).join(', ');
