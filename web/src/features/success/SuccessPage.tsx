import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Bunny } from '../../ui/illustrations';
import page from '../../ui/Page.module.css';
import { useCheckoutSessionQuery } from '../checkout/checkout.api';
import { OrderSummary } from '../checkout/OrderSummary';
import styles from '../checkout/Checkout.module.css';

/** How often the page asks again while Stripe's word that the payment went through is on its way. */
const CONFIRMING_POLL_MS = 2000;

/**
 * The thanks for a purchase, with the order it thanks for: found only by the checkout session id
 * the shopper came back with, so a reload shows it again and nobody else's is shown.
 */
export function SuccessPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const [polling, setPolling] = useState(false);
  const { data: order, isError } = useCheckoutSessionQuery(sessionId ?? '', {
    skip: !sessionId,
    pollingInterval: polling ? CONFIRMING_POLL_MS : 0,
  });
  // A Stripe payment is confirmed by its webhook, which may come a moment after the shopper.
  const confirming = order?.mode === 'stripe' && order.status === 'pending';
  if (polling !== confirming) setPolling(confirming);
  return (
    <div className={`${page.page} ${page.narrow}`} style={{ textAlign: 'center' }}>
      <h1>Thank you for your purchase!</h1>
      <Bunny className={page.illustration} />
      {sessionId && isError && <p role="alert">We could not find this order. Your confirmation e-mail has its details.</p>}
      {order && (
        <section aria-labelledby="order-heading" className={page.card}>
          <h2 id="order-heading">
            Order{' '}
            <span className={styles.number} data-testid="order-number">
              {order.number}
            </span>
          </h2>
          <OrderSummary order={order} />
          <div className={styles.next} data-testid="next-steps">
            <h3>What happens next</h3>
            {confirming ? (
              <p role="status">We are confirming your payment: this page updates by itself.</p>
            ) : (
              order.email && <p>A confirmation has been sent to {order.email}.</p>
            )}
            <p>We will pack your order and send it on its way to you; quote its number with any question.</p>
            {order.mode === 'demo' && (
              <p data-testid="demo-order">This was a demo order: this shop takes no payments yet, so nothing was charged.</p>
            )}
          </div>
        </section>
      )}
      {!sessionId && <p>Your new forest friend will be on their way to you soon.</p>}
      <p>
        <Link to="/map">Find a storytelling stump near you</Link>
      </p>
    </div>
  );
}
