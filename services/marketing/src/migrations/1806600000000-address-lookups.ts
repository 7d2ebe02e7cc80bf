import type { MigrationInterface, QueryRunner } from 'typeorm';

const INDEXES = [
  ['interests_address', 'interests'],
  ['enquiries_address', 'enquiries'],
  ['deliveries_address', 'deliveries'],
] as const;

/** A family's sign-ups, enquiries and campaign mails, found by its address in any case (its export and erasure). */
export class AddressLookups1806600000000 implements MigrationInterface {
  name = 'AddressLookups1806600000000';

  async up(q: QueryRunner): Promise<void> {
    for (const [index, table] of INDEXES) {
      await q.query(`CREATE INDEX "${index}" ON "marketing"."${table}" (lower("email"))`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [index] of INDEXES) await q.query(`DROP INDEX "marketing"."${index}"`);
  }
}
