import { shopApi } from '../features/shop/shop.api';
import type { AppStore } from './store';

/**
 * Asks for the data of the page the app starts on while its code loads, where that page was
 * painted from the server with the same data (the shop): the app then replaces it sooner.
 */
export function startFirstRequests(store: AppStore, path: string): void {
  if (path === '/shop' || path === '/shop/') void store.dispatch(shopApi.endpoints.products.initiate());
}
