import { ORDER_STATUSES, type OrderStatus, type OrderView } from '@storystump/contracts';
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { useConfirm } from '../../../ui/ConfirmDialog';
import { SelectField } from '../../../ui/SelectField';
import { StatusMessage, type Status } from '../../../ui/StatusMessage';
import { dateOf, itemsOf, STATUS_LABELS, totalOf } from '../../orders/order-format';
import { useOrderPagesInfiniteQuery, useRefundOrderMutation } from '../../orders/orders.api';
import styles from '../Admin.module.css';
import { PagedTable } from '../paged-table/PagedTable';
import { useListControls } from '../paged-table/use-list-controls';
import { reportOutcome } from '../report-outcome';
import { OrdersSummaryLine } from './OrdersSummaryLine';
import { StockTable } from './StockTable';
import { formatMoment } from '../../../ui/dates';

/** The shop's orders a page at a time, newest first, searchable, with a status filter and a refund button; then each product's stock. */
export function OrdersTab() {
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const controls = useListControls(status ? { status } : {}, '-created');
  const list = useOrderPagesInfiniteQuery(controls.query);
  const [refund] = useRefundOrderMutation();
  const { confirm, dialog } = useConfirm();
  const [outcome, setOutcome] = useState<Status | null>(null);

  const onRefund = async (order: OrderView) => {
    if (!(await confirm('Are you sure you want to refund this order?'))) return;
    await reportOutcome(
      setOutcome,
      () => refund(order._id).unwrap(),
      'Order refunded successfully.',
      'Failed to refund the order',
    );
  };

  return (
    <section aria-labelledby="orders-heading">
      <h2 id="orders-heading">Orders</h2>
      <StatusMessage status={outcome} />
      <div className={styles.form}>
        <SelectField
          label="Status"
          placeholder="Every status"
          value={status}
          onValue={(value) => setStatus(value as OrderStatus | '')}
          options={ORDER_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))}
        />
      </div>
      <OrdersSummaryLine />
      <PagedTable
        label="Orders"
        many="orders"
        searchLabel="Search by e-mail, order number or state"
        empty={
          status
            ? `No orders are ${STATUS_LABELS[status].toLowerCase()}. Choose "Every status" to see the others.`
            : 'No orders yet. They appear here once a shopper checks out.'
        }
        failure="Failed to load the orders."
        columns={[
          { label: 'Number' },
          { label: 'Date', sort: 'created' },
          { label: 'Email' },
          { label: 'Items' },
          { label: 'Total', sort: 'total' },
          { label: 'Status', sort: 'status' },
          { label: 'Paid by' },
        ]}
        actions
        controls={controls}
        list={list}
        row={(order) => (
          <tr key={order._id} data-testid="order-row">
            <td className={styles.oneLine}>{order.number}</td>
            <td className={styles.oneLine} title={formatMoment(order.createdAt)}>
              {dateOf(order)}
            </td>
            <td className={styles.oneLine}>{order.email ?? '—'}</td>
            <td>{itemsOf(order)}</td>
            <td className={styles.oneLine}>{totalOf(order)}</td>
            <td>
              {STATUS_LABELS[order.status]}
              {order.oversold && (
                <>
                  {' '}
                  <strong title="Paid after the stock it needed had gone to other shoppers: make it good">Oversold</strong>
                </>
              )}
            </td>
            <td className={styles.oneLine}>{order.mode === 'stripe' ? 'Stripe' : 'Demo'}</td>
            <td className={styles.actions}>
              {order.status === 'paid' && (
                <Button
                  size="small"
                  variant="danger"
                  onClick={() => void onRefund(order)}
                  aria-label={`Refund order ${order._id}`}
                >
                  Refund
                </Button>
              )}
            </td>
          </tr>
        )}
      />
      <StockTable />
      {dialog}
    </section>
  );
}
