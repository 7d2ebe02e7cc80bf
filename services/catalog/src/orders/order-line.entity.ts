import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import type { OrderEntity } from './order.entity.js';

@Entity({ name: 'order_lines' })
export class OrderLineEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'PK_order_lines_id' })
  id!: string;

  @Column({ name: 'order_id', type: 'uuid' })
  orderId!: string;

  @ManyToOne('OrderEntity', (order: OrderEntity) => order.lines, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id', foreignKeyConstraintName: 'FK_order_lines_order' })
  order!: OrderEntity;

  @Column({ name: 'price_id', type: 'varchar', length: 255 })
  priceId!: string;

  @Column({ name: 'product_name', type: 'varchar', length: 255 })
  productName!: string;

  @Column({ name: 'unit_amount', type: 'integer' })
  unitAmount!: number;

  @Column({ type: 'integer' })
  quantity!: number;
}
