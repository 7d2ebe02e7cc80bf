import { dateOf, itemsOf, STATUS_LABELS, totalOf } from '../orders/order-format';
import { useMyOrderPagesInfiniteQuery } from '../orders/orders.api';
import { Button } from '../../ui/Button';
import page from '../../ui/Page.module.css';
import styles from './Account.module.css';

/** The family's own orders, newest first: number, date, items, total and status; a page at a time, "Load more" for the next. */
export function YourOrders() {
  const pages = useMyOrderPagesInfiniteQuery({});
  const { isLoading, isError } = pages;
  const orders = pages.data?.pages.flatMap((listed) => listed.items);
  return (
    <section aria-labelledby="orders-heading" className={styles.orders}>
      <h2 id="orders-heading">Your orders</h2>
      {isLoading && <p role="status">Loading your orders...</p>}
      {isError && <p role="alert">Your orders could not be loaded.</p>}
      {orders?.length === 0 && <p data-testid="no-orders">You have not ordered anything yet.</p>}
      {orders && orders.length > 0 && (
        <div className={page.card}>
          <table className={styles.ordersTable}>
            <thead>
              <tr>
                <th scope="col">Number</th>
                <th scope="col">Date</th>
                <th scope="col">Items</th>
                <th scope="col">Total</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order._id} data-testid="my-order">
                  <td>{order.number}</td>
                  <td>{dateOf(order)}</td>
                  <td>{itemsOf(order)}</td>
                  <td>{totalOf(order)}</td>
                  <td>{STATUS_LABELS[order.status]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {orders && orders.length > 0 && pages.hasNextPage && (
        <Button
          size="small"
          variant="secondary"
          className={styles.moreOrders}
          onClick={() => void pages.fetchNextPage()}
          disabled={pages.isFetchingNextPage}
        >
          {pages.isFetchingNextPage ? 'Loading more...' : 'Load more'}
        </Button>
      )}
    </section>
  );
}
