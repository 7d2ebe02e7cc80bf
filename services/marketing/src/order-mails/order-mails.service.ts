import { Injectable } from '@nestjs/common';
import { CatalogEvents, type OrderMailEvent } from '@storystump/contracts';
import { ConsumesEvent } from '@storystump/service-kit';
import { Mailer } from '../mail/mailer.js';
import { orderConfirmationMail, paymentFailedNoticeMail, refundNoticeMail } from './order-mail.js';

/** Mails the buyer when the shop says an order was paid, refunded or its payment failed; each event is applied once. */
@Injectable()
export class OrderMailsService {
  constructor(private readonly mailer: Mailer) {}

  @ConsumesEvent(CatalogEvents.orderPaid)
  orderPaid(order: OrderMailEvent): Promise<void> {
    return this.mailer.send(orderConfirmationMail(order));
  }

  @ConsumesEvent(CatalogEvents.orderRefunded)
  orderRefunded(order: OrderMailEvent): Promise<void> {
    return this.mailer.send(refundNoticeMail(order));
  }

  @ConsumesEvent(CatalogEvents.orderPaymentFailed)
  orderPaymentFailed(order: OrderMailEvent): Promise<void> {
    return this.mailer.send(paymentFailedNoticeMail(order));
  }
}
