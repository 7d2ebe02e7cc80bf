import { formatPounds } from './numbers';

/**
 * Money is in minor units (pence) everywhere, as the payment provider gives it, so sums are whole
 * numbers; it becomes pounds only when shown: '£12.50' (thousands separated: '£108,544.16'), or 'N/A' when there is no price.
 */
export function formatPence(pence: number | null | undefined): string {
  if (pence === null || pence === undefined || !Number.isFinite(pence)) return 'N/A';
  return formatPounds(pence / 100);
}
