import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import type { ProductEntity } from './product.entity.js';

@Entity({ name: 'prices' })
export class PriceEntity {
  @PrimaryColumn({ type: 'varchar', length: 64, primaryKeyConstraintName: 'PK_prices_id' })
  id!: string;

  @Column({ name: 'product_id', type: 'varchar', length: 64 })
  productId!: string;

  @ManyToOne('ProductEntity', (product: ProductEntity) => product.prices, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id', foreignKeyConstraintName: 'FK_prices_product' })
  product!: ProductEntity;

  /** In minor units (pence). */
  @Column({ name: 'unit_amount', type: 'integer' })
  unitAmount!: number;

  /** What this price buys, when its product has several ("in a keepsake gift box"), as Stripe's `nickname`. */
  @Column({ type: 'varchar', length: 120, nullable: true })
  nickname!: string | null;

  @Column({ type: 'varchar', length: 3 })
  currency!: string;

  @Column({ type: 'integer' })
  position!: number;
}
