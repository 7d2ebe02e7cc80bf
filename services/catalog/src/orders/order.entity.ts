import type { OrderMode, OrderStatus } from '@storystump/contracts';
import { Column, CreateDateColumn, Entity, Index, OneToMany, PrimaryColumn } from 'typeorm';
import type { OrderLineEntity } from './order-line.entity.js';

/**
 * An order: a demo order is paid at once; a Stripe checkout is pending until Stripe says it was
 * paid, expires unpaid when its payment window closes, and a paid one may be refunded. One paid
 * by a method that settles days later (Bacs, SEPA) awaits its payment (`pending_payment`) once
 * the checkout is completed, with no deadline, until Stripe says the payment succeeded or failed.
 */
@Entity({ name: 'orders' })
@Index('orders_stripe_session_key', ['stripeSessionId'], { unique: true })
@Index('orders_stripe_payment_intent_key', ['stripePaymentIntent'], { unique: true })
@Index('orders_number_key', ['number'], { unique: true })
@Index('orders_demo_session_key', ['demoSessionId'], { unique: true })
@Index('orders_pending_expiry', { synchronize: false })
@Index('orders_newest', { synchronize: false })
@Index('orders_by_status_newest', { synchronize: false })
@Index('orders_by_user_page_created', { synchronize: false })
@Index('orders_by_user_page_total', { synchronize: false })
@Index('orders_pending_by_holder_address', { synchronize: false })
@Index('orders_by_address', { synchronize: false })
@Index('orders_page_created', ['createdAt', 'id'])
@Index('orders_page_total', ['totalAmount', 'id'])
@Index('orders_page_status', ['status', 'id'])
/** Searched by substring: pg_trgm indexes the migrations make. */
@Index('orders_search_email', { synchronize: false })
@Index('orders_search_number', { synchronize: false })
@Index('orders_search_order_number', { synchronize: false })
@Index('orders_search_status', { synchronize: false })
export class OrderEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'PK_orders_id' })
  id!: string;

  /** What a shopper quotes: `SS-4F7K2Q`, drawn by PostgreSQL for every new order (see its migration). */
  @Column({ type: 'varchar', length: 16, default: () => 'catalog.new_order_number()' })
  number!: string;

  /** How it was paid: `demo` (nothing charged) or `stripe`. */
  @Column({ type: 'varchar', length: 16 })
  source!: OrderMode;

  @Column({ type: 'varchar', length: 16 })
  status!: OrderStatus;

  /** The account that checked out, when one was signed in. */
  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId!: string | null;

  /** Until when a pending order may be paid; afterwards it is expired. */
  @Column({ name: 'expires_at', type: 'timestamptz', nullable: true })
  expiresAt!: Date | null;

  /** Stripe's Checkout Session id; unique, so a repeated webhook never records an order twice. */
  @Column({ name: 'stripe_session_id', type: 'varchar', length: 255, nullable: true })
  stripeSessionId!: string | null;

  /**
   * A demo checkout's session id (`demo_cs_…`), unguessable as Stripe's: whoever holds it may see
   * and pay the order, and nobody else can find it.
   */
  @Column({ name: 'demo_session_id', type: 'varchar', length: 80, nullable: true })
  demoSessionId!: string | null;

  /** When the family that bought it was deleted and the order stopped saying whose it was. */
  @Column({ name: 'anonymised_at', type: 'timestamptz', nullable: true })
  anonymisedAt!: Date | null;

  /** Stripe's payment of the order, known once paid: refunds name it, and its refund events find the order by it. */
  @Column({ name: 'stripe_payment_intent', type: 'varchar', length: 255, nullable: true })
  stripePaymentIntent!: string | null;

  /**
   * While the order is pending or awaits its payment: a hash of the address its checkout came from,
   * so what one client holds can be counted. Cleared once it is paid or expired.
   */
  @Column({ name: 'holder_address_hash', type: 'char', length: 64, nullable: true })
  holderAddressHash!: string | null;

  /** Paid when the stock it needed had gone to other shoppers (its payment came after it expired). */
  @Column({ type: 'boolean', default: false })
  oversold!: boolean;

  @Column({ name: 'customer_email', type: 'varchar', length: 254, nullable: true })
  customerEmail!: string | null;

  @Column({ name: 'total_amount', type: 'integer' })
  totalAmount!: number;

  @Column({ type: 'varchar', length: 3 })
  currency!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'refunded_at', type: 'timestamptz', nullable: true })
  refundedAt!: Date | null;

  @OneToMany('OrderLineEntity', (line: OrderLineEntity) => line.order, { cascade: ['insert'] })
  lines!: OrderLineEntity[];
}
