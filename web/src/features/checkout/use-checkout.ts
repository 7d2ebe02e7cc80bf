import type { CheckoutInput } from '@storystump/contracts';
import { useCreateCheckoutSessionMutation } from './checkout.api';

/** Starts a checkout and sends the browser where the server says; on failure, logs and alerts. */
export function useCheckout() {
  const [create, { isLoading }] = useCreateCheckoutSessionMutation();
  const checkout = async (items: CheckoutInput['items'], failureText: string) => {
    try {
      const { url } = await create({ items }).unwrap();
      window.location.assign(url);
    } catch (error) {
      console.error('Checkout could not be started', error);
      window.alert(failureText);
    }
  };
  return { checkout, inProgress: isLoading };
}
