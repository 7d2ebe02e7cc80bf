import { Check, Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * A product's stock: how many are on the shelf and not yet sold. A product without a row is
 * unlimited. Unpaid checkouts hold part of it (counted from their lines); a payment takes it.
 */
@Entity({ name: 'product_stock' })
@Check('product_stock_not_negative', '"stock" >= 0')
export class ProductStockEntity {
  @PrimaryColumn({ name: 'product_id', type: 'varchar', length: 255, primaryKeyConstraintName: 'PK_product_stock_product_id' })
  productId!: string;

  @Column({ type: 'integer' })
  stock!: number;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
