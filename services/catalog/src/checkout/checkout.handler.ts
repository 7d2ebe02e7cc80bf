import { Controller } from '@nestjs/common';
import { CatalogSubjects, type CheckoutInput, type Envelope } from '@storystump/contracts';
import { Handles } from '@storystump/service-kit';
import { CheckoutService } from './checkout.service.js';

@Controller()
export class CheckoutHandler {
  constructor(private readonly checkout: CheckoutService) {}

  @Handles(CatalogSubjects.createCheckout)
  create({ ctx, input }: Envelope<CheckoutInput>) {
    return this.checkout.create(ctx, input);
  }
}
