import { DomainError } from '@storystump/service-kit';

export const CheckoutErrors = {
  unknownPrice: (priceId: string) => new DomainError(400, 'UNKNOWN_PRICE', `Price ${priceId} does not exist`),
  notForSale: (priceId: string, productName: string) =>
    new DomainError(400, 'PRODUCT_NOT_FOR_SALE', `Price ${priceId} belongs to ${productName}, which is not for sale`),
  outOfStock: (productName: string, available: number, asked: number) =>
    new DomainError(
      409,
      'OUT_OF_STOCK',
      available === 0 ? `${productName} is out of stock` : `Only ${available} ${productName} left in stock, ${asked} asked for`,
    ),
  overHoldLimit: (productName: string, limit: number, already: { held: number; bought: number }, asked: number) => {
    const prefix = `At most ${limit} ${productName} can be bought at once by one shopper`;
    const { held, bought } = already;
    if (held === 0 && bought === 0) return new DomainError(409, 'HOLD_LIMIT_REACHED', `${prefix}: ${asked} asked for`);
    const parts = [
      ...(held ? [`${held} ${held === 1 ? 'is' : 'are'} held by unpaid checkouts`] : []),
      ...(bought ? [`${bought} ${bought === 1 ? 'was' : 'were'} bought in the last 24 hours`] : []),
    ];
    return new DomainError(409, 'HOLD_LIMIT_REACHED', `${prefix}: ${parts.join(' and ')} already, ${asked} more asked for`);
  },
  providerFailed: () =>
    new DomainError(502, 'PAYMENT_PROVIDER_FAILED', 'The payment provider could not start the checkout. Please try again.'),
};
