// Made by `npm run generate` from API_ROUTE_GROUPS in libs/contracts: do not edit.
import type { RouteGroupTable } from '../route-group-table';

/** The method and path (below /api) of each route of the contracts' `orders` group. */
export const orders: RouteGroupTable<'orders'> = {
  list: ['GET', 'orders'],
  summary: ['GET', 'orders/summary'],
  mine: ['GET', 'orders/mine'],
  refund: ['POST', 'orders/:id/refund'],
  stock: ['GET', 'products/stock'],
  setStock: ['PUT', 'products/:id/stock'],
};
