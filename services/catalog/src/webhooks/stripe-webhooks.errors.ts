import { DomainError } from '@storystump/service-kit';

export const WebhookErrors = {
  notConfigured: () => new DomainError(404, 'STRIPE_NOT_CONFIGURED', 'Stripe webhooks are not configured on this shop'),
  badSignature: () => new DomainError(400, 'WEBHOOK_SIGNATURE_INVALID', 'Webhook signature does not verify'),
};
