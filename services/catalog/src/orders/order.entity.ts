import { Column, CreateDateColumn, Entity, Index, OneToMany, PrimaryColumn } from 'typeorm';
import type { OrderLineEntity } from './order-line.entity.js';

export type OrderSource = 'demo' | 'stripe';
/** demo: nothing charged. pending: a Stripe checkout not paid yet. paid, or expired unpaid. */
export type OrderStatus = 'demo' | 'pending' | 'paid' | 'expired';

@Entity({ name: 'orders' })
@Index('orders_stripe_session_key', ['stripeSessionId'], { unique: true })
@Index('orders_pending_expiry', { synchronize: false })
export class OrderEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'PK_orders_id' })
  id!: string;

  @Column({ type: 'varchar', length: 16 })
  source!: OrderSource;

  @Column({ type: 'varchar', length: 16 })
  status!: OrderStatus;

  /** Until when a pending order may be paid; afterwards it is expired. */
  @Column({ name: 'expires_at', type: 'timestamptz', nullable: true })
  expiresAt!: Date | null;

  /** Stripe's Checkout Session id; unique, so a repeated webhook never records an order twice. */
  @Column({ name: 'stripe_session_id', type: 'varchar', length: 255, nullable: true })
  stripeSessionId!: string | null;

  @Column({ name: 'customer_email', type: 'varchar', length: 254, nullable: true })
  customerEmail!: string | null;

  @Column({ name: 'total_amount', type: 'integer' })
  totalAmount!: number;

  @Column({ type: 'varchar', length: 3 })
  currency!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @OneToMany('OrderLineEntity', (line: OrderLineEntity) => line.order, { cascade: ['insert'] })
  lines!: OrderLineEntity[];
}
