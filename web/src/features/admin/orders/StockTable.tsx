import { MAX_STOCK, type StockView } from '@storystump/contracts';
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { StatusMessage, type Status } from '../../../ui/StatusMessage';
import { useSetStockMutation, useStockQuery } from '../../orders/orders.api';
import { UNAVAILABLE_TEXT } from '../../shop/availability';
import { useProductsQuery } from '../../shop/shop.api';
import { AdminTable } from '../AdminTable';
import styles from '../Admin.module.css';
import { reportOutcome } from '../report-outcome';
import { formatCount } from '../../../ui/numbers';

/** Each product's stock, editable in place: a whole number, or empty for unlimited. */
export function StockTable() {
  const products = useProductsQuery();
  const stock = useStockQuery();
  const [outcome, setOutcome] = useState<Status | null>(null);
  const byProduct = new Map((stock.data ?? []).map((row) => [row.productId, row]));
  return (
    <section aria-labelledby="stock-heading">
      <h3 id="stock-heading">Stock</h3>
      <StatusMessage status={outcome} />
      <AdminTable
        isLoading={products.isLoading || stock.isLoading}
        isError={products.isError || stock.isError}
        failure="Failed to load the stock."
        columns={['Product', 'Available', 'In stock']}
        rows={products.data?.map((product) => (
          <StockRow
            key={product.id}
            name={product.name}
            row={byProduct.get(product.id)}
            productId={product.id}
            report={setOutcome}
          />
        ))}
      />
    </section>
  );
}

function StockRow({
  productId,
  name,
  row,
  report,
}: {
  productId: string;
  name: string;
  row: StockView | undefined;
  report: (status: Status | null) => void;
}) {
  const [setStock, { isLoading }] = useSetStockMutation();
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? (row?.stock === null || row?.stock === undefined ? '' : String(row.stock));
  const save = async () => {
    const stock = shown.trim() === '' ? null : Number(shown);
    const saved = await reportOutcome(
      report,
      () => setStock({ id: productId, stock }).unwrap(),
      `Stock of ${name} saved.`,
      `Failed to save the stock of ${name}`,
    );
    if (saved) setDraft(null);
  };
  return (
    <tr data-testid="stock-row">
      <td className={styles.oneLine}>{name}</td>
      <td>
        {row?.unavailable ? UNAVAILABLE_TEXT[row.unavailable] : row?.available == null ? 'Unlimited' : formatCount(row.available)}
      </td>
      <td>
        <form
          className={styles.inline}
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <input
            type="number"
            min={0}
            max={MAX_STOCK}
            step={1}
            inputMode="numeric"
            placeholder="Unlimited"
            aria-label={`Stock of ${name}`}
            value={shown}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button size="small" type="submit" disabled={isLoading || draft === null}>
            Save
          </Button>
        </form>
      </td>
    </tr>
  );
}
