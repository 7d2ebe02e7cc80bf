import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/** A stump or contact enquiry, kept before it is mailed: a mail server being down never loses one. */
@Entity({ name: 'enquiries' })
@Index('enquiries_created_at_idx', ['createdAt'])
@Index('enquiries_page_received', ['createdAt', 'id'])
@Index('enquiries_page_email', ['email', 'id'])
@Index('enquiries_page_kind', ['kind', 'id'])
/** Searched by substring: pg_trgm indexes the migrations make. */
@Index('enquiries_search_email', { synchronize: false })
@Index('enquiries_search_kind', { synchronize: false })
/** Found by address in any case (a family's export and erasure): an expression index the migrations make. */
@Index('enquiries_address', { synchronize: false })
export class EnquiryEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'PK_enquiries_id' })
  id!: string;

  @Column({ type: 'varchar', length: 16 })
  kind!: 'stump' | 'contact';

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ type: 'jsonb' })
  fields!: Record<string, string>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'mailed_at', type: 'timestamptz', nullable: true })
  mailedAt!: Date | null;
}
