import { formatPence } from '../../../ui/money';
import { countOf, formatCount } from '../../../ui/numbers';
import { useOrdersSummaryQuery } from '../../orders/orders.api';

/** The shop's orders in figures, counted by the server over every order, not over the page shown. */
export function OrdersSummaryLine() {
  const { data } = useOrdersSummaryQuery();
  if (!data) return null;
  return (
    <p data-testid="orders-totals">
      {countOf(data.orders, 'order')} in all; {formatCount(data.paid)} paid, totalling {formatPence(data.paidTotal)}
    </p>
  );
}
