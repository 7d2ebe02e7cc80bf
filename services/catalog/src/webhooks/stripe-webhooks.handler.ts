import { Controller } from '@nestjs/common';
import { CatalogSubjects, type Envelope, type StripeWebhookInput } from '@storystump/contracts';
import { Handles } from '@storystump/service-kit';
import { StripeWebhooksService } from './stripe-webhooks.service.js';

@Controller()
export class StripeWebhooksHandler {
  constructor(private readonly webhooks: StripeWebhooksService) {}

  @Handles(CatalogSubjects.stripeWebhook)
  handle({ input }: Envelope<StripeWebhookInput>) {
    return this.webhooks.handle(input);
  }
}
