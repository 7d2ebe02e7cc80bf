import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A deleted family's address, as its hash only: it is never mailed again, and nothing else of it is kept. */
@Entity({ name: 'erased_addresses' })
export class ErasedAddressEntity {
  @PrimaryColumn({ name: 'address_hash', type: 'char', length: 64, primaryKeyConstraintName: 'PK_erased_addresses' })
  addressHash!: string;

  @Column({ name: 'erased_at', type: 'timestamptz', default: () => 'now()' })
  erasedAt!: Date;
}
