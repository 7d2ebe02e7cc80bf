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
  overHoldLimit: (productName: string, limit: number, held: number, asked: number) =>
    new DomainError(
      409,
      'HOLD_LIMIT_REACHED',
      held === 0
        ? `At most ${limit} ${productName} can be bought at once by one shopper: ${asked} asked for`
        : `At most ${limit} ${productName} can be bought at once by one shopper: ${held} ${held === 1 ? 'is' : 'are'} held by unpaid checkouts already, ${asked} more asked for`,
    ),
  providerFailed: () =>
    new DomainError(502, 'PAYMENT_PROVIDER_FAILED', 'The payment provider could not start the checkout. Please try again.'),
};
