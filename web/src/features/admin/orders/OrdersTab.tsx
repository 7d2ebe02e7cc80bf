import { ORDER_STATUSES, type OrderStatus, type OrderView } from '@storystump/contracts';
import { useMemo, useState } from 'react';
import { Button } from '../../../ui/Button';
import { useConfirm } from '../../../ui/ConfirmDialog';
import { SelectField } from '../../../ui/SelectField';
import { StatusMessage, type Status } from '../../../ui/StatusMessage';
import { dateOf, itemsOf, STATUS_LABELS, totalOf } from '../../orders/order-format';
import { useLazyOrdersQuery, useOrdersQuery, useRefundOrderMutation } from '../../orders/orders.api';
import { AdminTable } from '../AdminTable';
import styles from '../Admin.module.css';
import { reportOutcome } from '../report-outcome';
import { OrdersSummaryLine } from './OrdersSummaryLine';
import { StockTable } from './StockTable';

const PAGE = 50;

/** The shop's orders, newest first, with a status filter, their totals and a refund button; then each product's stock. */
export function OrdersTab() {
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const filters = useMemo(() => (status ? { status } : {}), [status]);
  const newest = useOrdersQuery({ limit: PAGE, ...filters });
  const [fetchOlder, { isFetching: fetchingOlder }] = useLazyOrdersQuery();
  const [olderPages, setOlderPages] = useState<OrderView[][]>([]);
  const [refund] = useRefundOrderMutation();
  const { confirm, dialog } = useConfirm();
  const [outcome, setOutcome] = useState<Status | null>(null);
  const orders = useMemo(() => (newest.data ? [...newest.data, ...olderPages.flat()] : undefined), [newest.data, olderPages]);
  const lastPage = olderPages.at(-1) ?? newest.data;
  const complete = !lastPage || lastPage.length < PAGE;

  const older = () => {
    const last = orders?.at(-1);
    if (!last || complete) return;
    void fetchOlder({ limit: PAGE, before: last.createdAt, ...filters })
      .unwrap()
      .then((page) => setOlderPages((pages) => [...pages, page]))
      .catch(() => undefined);
  };
  const onRefund = async (order: OrderView) => {
    if (!(await confirm('Are you sure you want to refund this order?'))) return;
    const refunded = await reportOutcome(
      setOutcome,
      () => refund(order._id).unwrap(),
      'Order refunded successfully.',
      'Failed to refund the order',
    );
    if (refunded) setOlderPages([]);
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
          onValue={(value) => {
            setOlderPages([]);
            setStatus(value as OrderStatus | '');
          }}
          options={ORDER_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))}
        />
      </div>
      <OrdersSummaryLine />
      <AdminTable
        isLoading={newest.isLoading}
        isError={newest.isError}
        failure="Failed to load the orders."
        columns={['Date', 'Email', 'Items', 'Total', 'Status', 'Paid by']}
        actions
        rows={orders?.map((order) => (
          <tr key={order._id} data-testid="order-row">
            <td title={new Date(order.createdAt).toLocaleString()}>{dateOf(order)}</td>
            <td>{order.email ?? '—'}</td>
            <td>{itemsOf(order)}</td>
            <td>{totalOf(order)}</td>
            <td>
              {STATUS_LABELS[order.status]}
              {order.oversold && (
                <>
                  {' '}
                  <strong title="Paid after the stock it needed had gone to other shoppers: make it good">Oversold</strong>
                </>
              )}
            </td>
            <td>{order.mode === 'stripe' ? 'Stripe' : 'Demo'}</td>
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
        ))}
      />
      {orders && !complete && (
        <Button variant="secondary" onClick={older} disabled={fetchingOlder}>
          Load older orders
        </Button>
      )}
      {orders?.length === 0 && <p>No orders yet.</p>}
      <StockTable />
      {dialog}
    </section>
  );
}
