import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { failureText } from '../../api/server-message';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import page from '../../ui/Page.module.css';
import { useCheckoutSessionQuery, usePayDemoCheckoutMutation } from './checkout.api';
import { OrderSummary } from './OrderSummary';
import styles from './Checkout.module.css';

/**
 * The shop's built-in demo payment page, where a guest's checkout goes when the shop has no Stripe
 * account: it asks for the address the confirmation goes to, as Stripe's page does, and never for
 * a card. Nothing is charged.
 */
export function DemoCheckoutPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id') ?? '';
  const { data: order, isLoading, isError } = useCheckoutSessionQuery(sessionId, { skip: !sessionId });
  const [pay, { isLoading: paying }] = usePayDemoCheckoutMutation();
  const [email, setEmail] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      const { url } = await pay({ sessionId, email: email.trim() }).unwrap();
      window.location.assign(url);
    } catch (error) {
      setFailure(failureText(error, 'The payment could not be made. Please try again.'));
    }
  };

  return (
    <div className={`${page.page} ${page.narrow}`}>
      <h1>Demo checkout</h1>
      <p className={styles.demoNotice} data-testid="demo-notice">
        This is the shop&apos;s built-in demo checkout: no card is asked for and nothing is charged.
      </p>
      {isLoading && <p role="status">Loading your order...</p>}
      {(isError || !sessionId) && (
        <p role="alert">
          This checkout could not be found. <Link to="/shop">Back to the shop</Link>
        </p>
      )}
      {order && order.status === 'pending' && (
        <div className={page.card}>
          <OrderSummary order={order} />
          <form className={styles.form} onSubmit={(event) => void submit(event)} aria-label="Pay (demo)">
            <Field
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={254}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <p>Your order confirmation is sent to this address.</p>
            {failure && (
              <p role="alert" className={styles.error}>
                {failure}
              </p>
            )}
            <Button type="submit" disabled={paying}>
              Pay (demo)
            </Button>
          </form>
        </div>
      )}
      {order && order.status === 'paid' && (
        <p>
          This order is paid. <Link to={`/success?session_id=${encodeURIComponent(sessionId)}`}>See your order</Link>
        </p>
      )}
      {order && order.status === 'refunded' && (
        <p>
          This order was paid and then refunded. <Link to="/shop">Back to the shop</Link>
        </p>
      )}
      {order && order.status === 'expired' && (
        <p role="alert">
          This checkout has expired and its items are back on the shelf. <Link to="/shop">Back to the shop</Link>
        </p>
      )}
    </div>
  );
}
