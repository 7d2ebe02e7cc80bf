import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import type { OrderEntity } from './order.entity.js';

@Entity({ name: 'order_lines' })
@Index('order_lines_by_order', ['orderId'])
export class OrderLineEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'PK_order_lines_id' })
  id!: string;

  @Column({ name: 'order_id', type: 'uuid' })
  orderId!: string;

  @ManyToOne('OrderEntity', (order: OrderEntity) => order.lines, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id', foreignKeyConstraintName: 'FK_order_lines_order' })
  order!: OrderEntity;

  /** Null only for lines recorded before lines named their product. */
  @Column({ name: 'product_id', type: 'varchar', length: 255, nullable: true })
  productId!: string | null;

  @Column({ name: 'price_id', type: 'varchar', length: 255 })
  priceId!: string;

  @Column({ name: 'product_name', type: 'varchar', length: 255 })
  productName!: string;

  /** The price's name when it was bought ("in a keepsake gift box"), kept should the price change later. */
  @Column({ name: 'price_name', type: 'varchar', length: 120, nullable: true })
  priceName!: string | null;

  @Column({ name: 'unit_amount', type: 'integer' })
  unitAmount!: number;

  @Column({ type: 'integer' })
  quantity!: number;
}
