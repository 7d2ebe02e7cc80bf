import { Column, Entity, OneToMany, PrimaryColumn } from 'typeorm';
import type { PriceEntity } from './price.entity.js';

/** A product of the built-in catalog (with Stripe, products live at Stripe). */
@Entity({ name: 'products' })
export class ProductEntity {
  @PrimaryColumn({ type: 'varchar', length: 64, primaryKeyConstraintName: 'PK_products_id' })
  id!: string;

  @Column({ type: 'varchar', length: 120 })
  name!: string;

  @Column({ type: 'text' })
  description!: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  image!: string | null;

  @Column({ type: 'boolean' })
  active!: boolean;

  @Column({ name: 'default_price_id', type: 'varchar', length: 64, nullable: true })
  defaultPriceId!: string | null;

  @Column({ type: 'integer' })
  position!: number;

  @OneToMany('PriceEntity', (price: PriceEntity) => price.product)
  prices!: PriceEntity[];
}
