import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The hashes of deleted families' addresses, which are never mailed again. */
export class ErasedAddresses1806500000000 implements MigrationInterface {
  name = 'ErasedAddresses1806500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "marketing"."erased_addresses" (
        "address_hash" character(64) NOT NULL,
        "erased_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_erased_addresses" PRIMARY KEY ("address_hash")
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "marketing"."erased_addresses"`);
  }
}
