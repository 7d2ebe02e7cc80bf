/** Pounds with two decimals, '£12.50'; 'N/A' when there is no price. */
export function formatPounds(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || Number.isNaN(amount)) return 'N/A';
  return `£${amount.toFixed(2)}`;
}

/** Minor units (pence) from the payment provider, as pounds. */
export const poundsFromMinorUnits = (minor: number): number => minor / 100;

/** Price times quantity, in whole pence first so 0.1 + 0.2 troubles never reach a total. */
export const lineTotal = (price: number, quantity: number): number => (Math.round(price * 100) * quantity) / 100;
